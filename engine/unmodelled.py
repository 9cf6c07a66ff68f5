"""Saying so when a step would have needed an ability the engine doesn't model (issue 14: "nothing
is guessed").

A card's oracle lines the vocabulary can't express are kept as `unsupported` abilities
(`engine.cards.unsupported` tells their kinds apart). When something happens that such a
triggered ability watches for (its condition names the same kind of event, 603.2), the log says
that the ability might have triggered and that the engine does nothing for it, so a reader
knows the result may be incomplete. An ability whose condition is about the card itself ("When
Giant Albatross dies") speaks only when the event happens to that card.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.cards.unsupported import UnsupportedLine, chapter_line, classify
from engine.characteristics import characteristics, controller_of
from engine.events import describe, event
from engine.face_down import copiable_card
from engine.occurrences import (
    EVENTS,
    Attacks,
    BecomesTarget,
    Blocks,
    Cast,
    CombatDamageToPlayer,
    CountersPut,
    DealtDamage,
    Entered,
    Occurrence,
    PutIntoGraveyard,
    Sacrificed,
    StepBegins,
    TappedForMana,
    TurnedFaceUp,
)
from engine.state import Event, GameObject, GameState, ObjectRef


def _event(occ: Occurrence) -> str:
    """The unsupported-line event an occurrence is ("At the beginning of" lines name a step)."""
    return "beginning_of_step" if isinstance(occ, StepBegins) else EVENTS[type(occ)]


def _subjects(occ: Occurrence) -> tuple[GameObject, ...]:
    """The objects the occurrence happens to, which "When [this] …" lines are about."""
    if isinstance(occ, Entered | PutIntoGraveyard | Sacrificed | DealtDamage | TurnedFaceUp):
        return (occ.obj,)
    if isinstance(occ, Cast):
        return (occ.spell,)
    if isinstance(occ, CombatDamageToPlayer):
        return (occ.source,)
    if isinstance(occ, TappedForMana):
        return (occ.tapped,)
    return ()


def _attached_subjects(state: GameState, occ: Occurrence) -> set[str]:
    ids = {o.id for o in _subjects(occ)}
    if isinstance(occ, Attacks):
        ids |= {a.ref.id for a in occ.attackers}
    if isinstance(occ, Blocks):
        ids |= {r.id for b in occ.blockers for r in (b.ref, b.attacker)}
    if isinstance(occ, BecomesTarget):
        ids |= {t.id for g in occ.targets for t in g if isinstance(t, ObjectRef)}
    return ids


def _lines(obj: GameObject) -> Iterator[UnsupportedLine]:
    card = copiable_card(obj)
    for text in card.unsupported:
        line = classify(text, card.name, not card.is_permanent_card)
        if line.kind == "triggered":
            yield line


def notices(state: GameState, occ: Occurrence) -> list[Event]:
    """One event per unmodelled triggered ability that might have triggered on `occ`."""
    if isinstance(occ, CountersPut):
        return _chapters(state, occ)
    wanted = _event(occ)
    subjects = _attached_subjects(state, occ)
    step = occ.step.value if isinstance(occ, StepBegins) else None
    seen: set[str] = set()
    out: list[Event] = []
    for obj in (*_subjects(occ), *state.battlefield()):
        if obj.id in seen or not copiable_card(obj).unsupported:
            continue
        seen.add(obj.id)
        if characteristics(state, obj).abilities_lost:
            continue  # it has no abilities now, or had none as it left (613.1f, 603.10a)
        for line in _lines(obj):
            if line.event != wanted or (line.about_self and obj.id not in subjects):
                continue
            if step is not None and line.step not in (step, None):
                continue
            if line.yours and controller_of(state, obj) != state.turn.active:
                continue
            out.append(
                event(
                    "unsupported",
                    f"{describe(state, obj)} has an ability the engine doesn't model that may "
                    f"trigger on this: “{line.text}” Nothing is done for it.",
                    "603.2",
                    objects=[obj.id],
                )
            )
    return out


def _chapters(state: GameState, occ: CountersPut) -> list[Event]:
    """A chapter line the engine doesn't read, whose chapter the lore counters just reached
    (714.2b): it triggers, and nothing is done for it."""
    card = copiable_card(occ.obj)
    if occ.counter != "lore" or not card.unsupported:
        return []
    out = []
    for text in card.unsupported:
        chapter = chapter_line(text)
        if chapter is not None and any(occ.before < n <= occ.after for n in chapter[0]):
            out.append(
                event(
                    "unsupported",
                    f"{describe(state, occ.obj)}'s chapter ability triggers, but the engine "
                    f"doesn't model it: “{text}” Nothing is done for it.",
                    "714.2b",
                    objects=[occ.obj.id],
                )
            )
    return out

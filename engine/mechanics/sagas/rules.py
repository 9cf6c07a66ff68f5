"""Sagas (CR 714): lore counters, chapter abilities and the sacrifice after the last chapter.

A Saga enters with a lore counter (714.3a, in `engine.modifiers.entering`); as its controller's
precombat main phase begins, they put a lore counter on each Saga they control with a chapter
ability, a turn-based action (714.3c, `add_lore_counters`). A chapter ability "{rN}—[Effect]"
triggers when lore counters are put on the Saga and their number goes from less than N to at least N
(714.2b): the `CountersPut` occurrence, matched here and registered with the one trigger scanner.
Once the lore counters reach its final chapter number and no chapter ability of it is waiting or on
the stack, its controller sacrifices it (714.4, `engine.rules.state_based_actions`).
"""

from __future__ import annotations

from engine.cards.unsupported import chapter_line
from engine.cards.vocabulary import Activated, Triggered
from engine.cards.wording import counter_words
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.occurrences import CountersPut
from engine.core.state import Event, GameObject, GameState, Info
from engine.derived.characteristics import characteristics, controller_of
from engine.modifiers.trigger_matchers import Watching, matcher
from engine.modifiers.triggers import fire


def final_chapter(state: GameState, obj: GameObject) -> int:
    """Its final chapter number: the greatest of its chapter abilities, 0 with none (714.2d)."""
    chapters = [
        a.trigger.chapter
        for a in characteristics(state, obj).triggered
        if a.trigger.event == "chapter" and a.trigger.chapter is not None
    ]
    # A chapter line the engine doesn't read is a chapter ability all the same.
    for text in copiable_card(obj).unsupported:
        if (chapter := chapter_line(text)) is not None:
            chapters += chapter[0]
    return max(chapters, default=0)


@matcher("chapter", CountersPut)
def _chapter(w: Watching, occ: CountersPut) -> list[Info]:
    """ "When one or more lore counters are put onto this Saga, if the number of lore counters
    on it was less than N and became at least N" (714.2b)."""
    t = w.trigger
    if occ.obj.id != w.source.id or t.chapter is None:
        return []
    return [()] if occ.before < t.chapter <= occ.after else []


def add_lore_counters(state: GameState) -> tuple[GameState, list[Event]]:
    """As the active player's precombat main phase begins, they put a lore counter on each
    Saga they control with one or more chapter abilities (714.3c); it doesn't use the stack."""
    events: list[Event] = []
    active = state.turn.active
    for obj in state.battlefield():
        chars = characteristics(state, obj)
        if "Saga" not in chars.subtypes or controller_of(state, obj, chars) != active:
            continue
        if not final_chapter(state, obj):
            continue
        before = obj.counter("lore")
        counters = dict(obj.counters)
        counters["lore"] = before + 1
        state = state.with_object(obj.with_counters(counters))
        events.append(
            event(
                "counters",
                f"Player {active}'s precombat main phase begins: a lore counter is put on "
                f"{describe(state, obj)} ({before} → {before + 1}).",
                "714.3c",
                "122.1",
                objects=[obj.id],
            )
        )
        state, more = fire(state, CountersPut(state.objects[obj.id], "lore", before, before + 1))
        events += more
    return state, events


def finished(state: GameState, obj: GameObject) -> str | None:
    """Why its controller sacrifices this Saga now (714.4), or None: it has a chapter ability,
    its lore counters are at least its final chapter number, and no chapter ability of it has
    triggered and not yet left the stack (waiting to be put on it, or on it)."""
    final = final_chapter(state, obj)
    lore = obj.counter("lore")
    if not final or lore < final:
        return None
    waiting: list[Activated | Triggered] = [
        p.ability for p in state.pending_triggers if p.source == obj.ref
    ]
    on_stack = (state.abilities[i] for i in state.stack if i in state.abilities)
    waiting += [a.ability for a in on_stack if a.source == obj.ref]
    if any(isinstance(a, Triggered) and a.trigger.event == "chapter" for a in waiting):
        return None
    return f"it has {counter_words(lore, 'lore')}, at least its final chapter number {final}"

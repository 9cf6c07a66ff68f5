"""Which replacement or prevention effect applies first (CR 616.1), and the candidates.

Each kind of event (damage in `engine.modifiers.prevention`, destruction in
`engine.modifiers.regeneration`) gathers the effects that would apply to it as `Candidate`s — static
abilities of permanents found by `static_replacements`, shields created by resolved spells and
abilities, regeneration shields, protection — and asks `next_effect` which one applies next: the
affected player, or the controller of the affected object, chooses (616.1), unless the order can't
change the result (616.1e).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe_id, event
from engine.core.face_down import copiable_card
from engine.core.state import ChoiceKind, Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.conditions import holds


@dataclass(frozen=True, slots=True)
class Candidate:
    """One replacement or prevention effect that would apply to the event at hand."""

    id: str
    source: str
    timestamp: int
    #: What it says, for events and the question ("Prevent the next 3 damage …").
    text: str
    rules: tuple[str, ...]
    #: move: the object goes to another zone instead (614.1a, `engine.modifiers.exile_instead`).
    #: keyword: a keyword's or a counter's own replacement of a destruction (umbra armor,
    #: 702.89a; a shield counter, 122.1c), applied
    #: by its mechanic (`engine.modifiers.regeneration.DESTROY_REPLACEMENTS`).
    #: replace: the event is replaced by another (a draw, 614.11: `draw_replacements`).
    kind: Literal[
        "prevent", "multiply", "add", "redirect", "regenerate", "move", "keyword", "replace"
    ]
    #: prevent: how much (None: all); multiply: the factor; add: the number added (negative:
    #: subtracted); redirect: None (the damage goes to `source`, the permanent whose ability it
    #: is, 614.9).
    amount: int | None = None
    #: The `ReplacementEffect` or regeneration shield it comes from; it is used up as it applies.
    shield: str | None = None
    #: What the 616.1 question calls it, when its text doesn't name its source already
    #: ("Protection from red of Grizzly Bears"); empty: its source's name and its text.
    label: str = ""
    #: keyword: the keyword whose mechanic applies it ("Umbra armor").
    keyword: str = ""
    #: prevent: the kind of counter removed from its permanent right after it prevents damage
    #: ("+1/+1": Phantom Centaur, 615.5), so applying it first isn't like applying another.
    then_remove_counter: str = ""
    #: redirect: the permanent the damage is dealt to instead, when it isn't `source` (the
    #: creature Pariah enchants, 614.9).
    to: str = ""


def words(state: GameState, candidate: Candidate) -> str:
    """A candidate as a player says it: "Furnace of Rath: If a source would deal damage …"."""
    return candidate.label or f"{describe_id(state, candidate.source)}: {candidate.text}"


def abilities(obj: GameObject) -> tuple[Any, ...]:
    """The abilities `obj` has by its card: the copied card's if it entered as a copy (707.5)."""
    return copiable_card(obj).abilities


def held_abilities(state: GameState, perm: GameObject) -> tuple[Any, ...]:
    """The card's abilities a permanent has now: none once an effect has taken all its abilities
    away (613.1f, "Humble", "Kasmina's Transmutation"), so its replacement and cost-changing
    static abilities stop applying as well."""
    own = abilities(perm)
    if own and perm.zone is Zone.BATTLEFIELD and characteristics(state, perm).abilities_lost:
        return ()
    return own


def static_replacements(
    state: GameState, event_kind: str, exclude: str | None = None
) -> list[tuple[GameObject, str, v.Replacement]]:
    """(permanent, effect id, ability) for each static replacement ability watching `event_kind`."""
    # Asked at every damage, destruction and entering: skip the walk over a board without any.
    if not state.tally(_has_replacement):
        return []
    out = []
    for perm in state.battlefield():
        if perm.id == exclude:
            continue
        own = [a for a in held_abilities(state, perm) if isinstance(a, v.Replacement)]
        for k, ability in enumerate(own):
            if ability.event != event_kind:
                continue
            # "As long as …": the effect exists only while its condition is true (611.3a).
            you = controller_of(state, perm)
            if ability.condition and not holds(state, ability.condition, you, perm.id)[0]:
                continue
            out.append((perm, perm.id if k == 0 else f"{perm.id}#{k + 1}", ability))
    return out


def _has_replacement(obj: GameObject) -> int:
    """1 for a permanent with a static replacement ability (counted by `GameState.tally`)."""
    return int(
        obj.zone is Zone.BATTLEFIELD and any(isinstance(a, v.Replacement) for a in abilities(obj))
    )


def order_matters(found: list[Candidate]) -> bool:
    """Whether choosing another effect first could change the result (616.1e).

    Effects that are used up (a shield) may or may not be used depending on the order; a fixed
    reduction and a multiplication don't commute, nor does an addition with either. "Prevent
    all", fixed reductions among themselves, additions among themselves and multiplications among
    themselves give the same result in any order.
    """
    if any(c.shield is not None and c.amount is not None for c in found):
        return True
    if len(found) > 1 and any(c.then_remove_counter for c in found):
        return True  # applied first, the counter is removed; after another, maybe not (615.5)
    if len(found) > 1 and any(c.kind == "redirect" for c in found):
        return True  # the damage prevented here, or dealt to another permanent instead
    if any(c.kind == "add" for c in found) and not all(
        (c.kind == "add" and (c.amount or 0) > 0) or (c.kind == "prevent" and c.amount is None)
        for c in found
    ):
        # "Plus 2" then "double" isn't "double" then "plus 2"; "minus 1" first can leave no
        # damage for another effect to apply to (614.7).
        return True
    return any(c.kind == "multiply" for c in found) and any(
        c.kind == "prevent" and c.amount is not None for c in found
    )


def next_effect(
    state: GameState,
    chooser: PlayerId,
    found: list[Candidate],
    what: str,
    *,
    first: bool,
    order_matters: bool,
) -> tuple[GameState, Candidate, list[Event]]:
    """The effect to apply next (616.1e): the only one, the first by timestamp, or a choice."""
    found = sorted(found, key=lambda c: c.timestamp)
    if len(found) == 1:
        return state, found[0], []
    rules = ("616.1", "616.1e") if first else ("616.1f", "616.1e")
    if not order_matters:
        return (
            state,
            found[0],
            [
                event(
                    "replacement_order",
                    f"{len(found)} replacement or prevention effects apply to {what}; their order "
                    "doesn't change the result, so they apply in timestamp order.",
                    "616.1e",
                    objects=[c.source for c in found],
                )
            ],
        )
    options = tuple(c.id for c in found)
    labels = tuple(words(state, c) for c in found)
    need = NeedChoice(
        ChoiceKind.REPLACEMENT,
        chooser,
        f"Player {chooser}: {len(found)} replacement or prevention effects apply to {what}. "
        f"Choose the one to apply first ({'; '.join(labels)}).",
        rules,
        options,
        labels=labels,
    )
    chosen = ask(need) or ""
    pick = next(c for c in found if c.id == chosen)
    return (
        state,
        pick,
        [
            event(
                "replacement_order",
                f"Player {chooser} applies {words(state, pick)} first to {what}.",
                "616.1e",
                objects=[chooser, pick.source],
            )
        ],
    )

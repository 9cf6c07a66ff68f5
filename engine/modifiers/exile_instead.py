"""Cards exiled instead of being put into a graveyard (CR 614.1a).

Two kinds of ability say so:

- the card's own, "If [this card] would be put into a graveyard from anywhere, exile it instead":
  it says the zones it functions from — every one (113.6b) — so it is checked whichever zone the
  card leaves: dying or sacrificed from the battlefield, countered or resolved from the stack,
  discarded, milled. It is the card's ability only while the card has it: a permanent that lost
  all its abilities (613.1f) hasn't, nor has a double-faced card whose back face holds it anywhere
  but on the battlefield and the stack (712.8a: elsewhere it has only its front face's
  characteristics);
- a permanent's, watching other cards while it is on the battlefield (113.6): "If a card or token
  would be put into a graveyard from anywhere, exile it instead" (Rest in Peace), "If a card would
  be put into an opponent's graveyard from anywhere, …" (Leyline of the Void). A card goes to its
  owner's graveyard (404.2), so "your" and "an opponent's" are its owner relative to the
  permanent's controller; "a card" leaves tokens be (111.1). The permanent is still on the
  battlefield as it would itself be put into a graveyard, so its ability applies to it too.

A resolving spell's or ability's "If that creature would die this turn, exile it instead"
(Magma Spray) is on the permanent as a rule-modifying effect is (`ExiledIfItWouldDie`): a
permanent it applies to that would be put into a graveyard from the battlefield — dies, 700.4 —
is exiled instead, whatever makes it die (614.1a), as with a finality counter.

A card's own ability may instead "reveal ~ and shuffle it into its owner's library" (Progenitus,
Darksteel Colossus: 701.20a, 701.24a); the move shuffles that library after
(`engine.operations.zones`).

The object is then never put into a graveyard: it doesn't die (700.4), and nothing that triggers
on it going there triggers (614.6). When several effects that exile apply the order can't
change the outcome, and the first one says what happened (616.1e); an exiling and a shuffling one
are a choice (616.1).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import vocabulary as v
from engine.core.events import describe, describe_id, event
from engine.core.state import Event, GameObject, GameState, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.targets import matches
from engine.modifiers.replacement_order import Candidate, abilities, held_abilities, next_effect


@dataclass(frozen=True, slots=True)
class Instead:
    """Where an object about to be put into a graveyard goes instead: `to`, shuffled into its
    owner's library after if `shuffle`, and the events saying what was replaced."""

    to: Zone
    events: list[Event]
    shuffle: bool = False


def to_graveyard(state: GameState, obj: GameObject, to: Zone) -> Instead:
    """Where `obj`, about to be put into a graveyard, goes instead, and what was replaced.

    Its own ability and a permanent's may both apply. When one exiles and the other shuffles,
    the order decides where it goes, so the affected object's controller (its owner if it has no
    controller) chooses (616.1, 616.1e); once it is exiled or in a library, the other no longer
    applies (616.1f)."""
    if to is not Zone.GRAVEYARD:
        return Instead(to, [])
    # "If this creature would die, exile it instead" works on the battlefield only (700.4).
    dying = obj.zone is Zone.BATTLEFIELD
    own = [
        a
        for a in held_abilities(state, obj)
        if isinstance(a, v.ExileInsteadOfGraveyard) and a.whose == "self" and (dying or not a.dies)
    ]
    shuffles = any(a.instead == "shuffle" for a in own)
    # A finality counter is a replacement of the permanent's own going to a graveyard from the
    # battlefield (122.1h), applied as its own exiling ability is.
    # So is a resolved spell's "if that creature would die this turn, exile it instead" (614.1a).
    exiles = any(a.instead == "exile" for a in own) or _final(obj) or _dies_exiled(state, obj)
    watcher = _watching(state, obj)
    if not shuffles:
        if exiles:
            return Instead(Zone.EXILE, [_own_exile(state, obj)])
        if watcher is None:
            return Instead(to, [])
        return Instead(Zone.EXILE, [_watcher_exile(state, obj, watcher)])
    events: list[Event] = []
    if exiles or watcher is not None:
        shuffle_first = Candidate(obj.id, obj.id, obj.timestamp, _SHUFFLE, ("614.1a",), "move")
        exiler = watcher or obj
        exile_first = Candidate(
            f"{obj.id}#exile" if watcher is None else watcher.id,
            exiler.id,
            exiler.timestamp,
            next(
                (
                    a.text.rstrip(".")
                    for a in held_abilities(state, exiler)
                    if isinstance(a, v.ExileInsteadOfGraveyard) and a.instead == "exile" and a.text
                ),
                "If a card would be put into a graveyard from anywhere, exile it instead",
            ),
            ("614.1a",),
            "move",
        )
        chooser = controller_of(state, obj) if obj.zone is Zone.BATTLEFIELD else obj.controller
        what = f"{describe(state, obj)} being put into a graveyard"
        _, pick, events = next_effect(
            state, chooser, [shuffle_first, exile_first], what, first=True, order_matters=True
        )
        if pick is exile_first:
            found = (
                _own_exile(state, obj) if watcher is None else _watcher_exile(state, obj, watcher)
            )
            return Instead(Zone.EXILE, [*events, found])
    where = obj.zone.value if obj.zone else "game"
    return Instead(
        Zone.LIBRARY,
        [
            *events,
            event(
                "replacement",
                f"{describe(state, obj)} would be put into its owner's graveyard from the "
                f"{where}: its own ability reveals it to all players and shuffles it into its "
                "owner's library instead, so it isn't put into a graveyard and nothing triggers "
                "on its going there.",
                "614.1a",
                "113.6b",
                "701.20a",
                "614.6",
                objects=[obj.id],
            ),
        ],
        shuffle=True,
    )


_SHUFFLE = (
    "If this card would be put into a graveyard from anywhere, reveal it and shuffle it into "
    "its owner's library instead"
)


def _final(obj: GameObject) -> bool:
    """Whether `obj` is a permanent with a finality counter on it (122.1h)."""
    return obj.zone is Zone.BATTLEFIELD and obj.counter("finality") > 0


def _dies_exiled(state: GameState, obj: GameObject) -> bool:
    """Whether `obj` is a permanent an effect exiles instead if it would die (614.1a, 700.4)."""
    return obj.zone is Zone.BATTLEFIELD and characteristics(state, obj).exiled_if_it_would_die


def _own_exile(state: GameState, obj: GameObject) -> Event:
    where = obj.zone.value if obj.zone else "game"
    own_dies = any(
        isinstance(a, v.ExileInsteadOfGraveyard) and a.whose == "self" and a.dies
        for a in held_abilities(state, obj)
    )
    if own_dies and obj.zone is Zone.BATTLEFIELD:
        return event(
            "replacement",
            f"{describe(state, obj)} would die (be put into its owner's graveyard from the "
            "battlefield): its own ability exiles it instead, so it doesn't die and nothing "
            "triggers on its dying.",
            "614.1a",
            "700.4",
            "614.6",
            objects=[obj.id],
        )
    if _dies_exiled(state, obj) and not _final(obj):
        return event(
            "replacement",
            f"{describe(state, obj)} would die (be put into its owner's graveyard from the "
            "battlefield): an effect exiles it instead, so it doesn't die and nothing "
            "triggers on its dying.",
            "614.1a",
            "700.4",
            "614.6",
            objects=[obj.id],
        )
    if _final(obj):
        return event(
            "replacement",
            f"{describe(state, obj)} would be put into its owner's graveyard from the "
            "battlefield: it has a finality counter on it, so it is exiled instead.",
            "122.1h",
            "614.1a",
            "614.6",
            objects=[obj.id],
        )
    return event(
        "replacement",
        f"{describe(state, obj)} would be put into its owner's graveyard from the "
        f"{where}: its own ability exiles it instead.",
        "614.1a",
        "113.6b",
        objects=[obj.id],
    )


def _watcher_exile(state: GameState, obj: GameObject, watcher: GameObject) -> Event:
    where = obj.zone.value if obj.zone else "game"
    return event(
        "replacement",
        f"{describe(state, obj)} would be put into its owner's graveyard from the {where}: "
        f"{describe_id(state, watcher.id)}'s ability exiles it instead, so it isn't put into "
        "a graveyard and nothing triggers on its going there.",
        "614.1a",
        "614.6",
        "700.4",
        objects=[obj.id, watcher.id],
    )


def _watching(state: GameState, obj: GameObject) -> GameObject | None:
    """The first permanent (by timestamp) whose static ability exiles `obj` instead, or None.

    A permanent leaving the battlefield in the same event as `obj` (dying beside it) is still
    there as the event is replaced, as it last existed (Kumano's Pupils' ruling: "even if it's
    going to the graveyard at the same time")."""
    # Asked at every move to a graveyard: skip the walk over a board without any.
    together = state.leaving_together
    gone = tuple(o for o in together.objects if _has_watcher(o)) if together is not None else ()
    if not state.tally(_has_watcher) and not gone:
        return None
    look = state.with_objects(gone) if gone else state
    found = []
    for perm in [*state.battlefield(), *gone]:
        for a in held_abilities(look, perm):
            if not isinstance(a, v.ExileInsteadOfGraveyard) or a.whose == "self":
                continue
            if a.dies and not _dies_as_named(look, obj, perm, a):
                continue
            # A copy of a spell is neither a card nor a token (707.10, 111.1).
            if obj.spell_copy or (obj.token and not (a.tokens or a.dies)):
                continue
            mine = obj.owner == controller_of(look, perm)
            if (a.whose == "you" and not mine) or (a.whose == "opponents" and mine):
                continue
            found.append(perm)
            break
    return min(found, key=lambda p: p.timestamp, default=None)


def _dies_as_named(
    state: GameState, obj: GameObject, perm: GameObject, a: v.ExileInsteadOfGraveyard
) -> bool:
    """Whether `obj` would die (put into a graveyard from the battlefield, 700.4) as one of the
    permanents `perm`'s "if [a creature …] would die, exile it instead" names."""
    if obj.zone is not Zone.BATTLEFIELD or obj.id == perm.id:
        return False
    flt = a.filter
    if flt is None:
        return True
    if flt.dealt_damage_by_source:
        # "Dealt damage by ~ this turn": by this very permanent, not an earlier object with its
        # id (400.7) — the turn's record of who dealt damage to whom (120.3).
        if (perm.ref, obj.ref) not in state.turn.damaged_by:
            return False
        flt = flt.model_copy(update={"dealt_damage_by_source": False})
    return matches(state, obj, flt, controller_of(state, perm), perm.id) is None


def _has_watcher(obj: GameObject) -> int:
    """1 for a permanent exiling other cards instead (counted by `GameState.tally`)."""
    return int(
        obj.zone is Zone.BATTLEFIELD
        and any(
            isinstance(a, v.ExileInsteadOfGraveyard) and a.whose != "self" for a in abilities(obj)
        )
    )

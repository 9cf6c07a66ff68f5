"""Delayed triggered abilities (CR 603.7): created by a resolving spell or ability, they trigger
once, at a later moment the effect names.

"Exile it at the beginning of the next end step" (unearth, 702.84a), "draw a card at the
beginning of the next turn's upkeep": the instruction creates the ability as it resolves
(603.7a), and it waits in `GameState.delayed_triggers` — a `PendingTrigger` without an id yet —
carrying the ability it is, its source and controller (the creating spell's or ability's,
603.7d-e) and what it remembers ("that_creature": the object it acts on, with its incarnation,
so it won't follow that object into a new life, 603.7c, 400.7). The one trigger scanner
(`engine.modifiers.triggers.fire`) asks `due` at each occurrence: the next time the ability's event
happens it triggers — that once only (603.7b) — and then waits to be put on the stack like any
other triggered ability (603.3).

"Your next upkeep" (rebound's, 702.88a) is an upkeep of its controller's turn; "the next
upkeep" (Archangel Avacyn's) the next upkeep step to begin, whoever's turn; "the next
turn's upkeep" is an upkeep of a later turn than the one the ability was created in
(its `not_before_turn`); "the next end step" is the next end step to begin, so one created
during an end step waits for the next turn's (513.1: it has already begun).

"When that creature dies / leaves the battlefield this turn" waits for that one object's event
(its "watched" id and incarnation: not a new object it became, 400.7), this turn only (603.7b);
"When this Aura leaves the battlefield" (Animate Dead's, created as its enters trigger resolves)
for its source's leaving, in whatever turn.
Earthbend's "when that land dies or is put into exile" (701.66a) waits for that land going to
either zone, in whatever turn.

"When you next cast an instant or sorcery spell this turn" (Doublecast) waits for its
controller's casting a spell of that kind, this turn only, as a cast trigger of a permanent
would see it (`trigger_matchers`' "cast"), and remembers that spell ("copy that spell", 603.2).
"""

from __future__ import annotations

from engine.core.occurrences import Occurrence, event_of
from engine.core.primitives import Info
from engine.core.replace import replace
from engine.core.state import GameState, PendingTrigger
from engine.modifiers.trigger_matchers import MATCHERS, Watching


def create(state: GameState, trigger: PendingTrigger) -> GameState:
    """The state with `trigger` created, waiting for its moment (603.7a)."""
    return replace(state, delayed_triggers=(*state.delayed_triggers, trigger))


def due(state: GameState, occ: Occurrence) -> tuple[PendingTrigger, ...]:
    """The delayed triggered abilities that trigger on `occ` (603.7b), in creation order."""
    if not state.delayed_triggers:
        return ()
    name = event_of(occ)
    found = []
    for trigger in state.delayed_triggers:
        if trigger.ability.trigger.event != name:
            continue
        if trigger.ability.trigger.whose == "your" and trigger.controller != state.turn.active:
            continue  # "your next upkeep" (rebound, 702.88a): its controller's turn only
        later = dict(trigger.info).get("not_before_turn")
        if isinstance(later, int) and state.turn.number < later:
            continue
        if "watched" in dict(trigger.info) and not _watched(state, trigger, occ):
            continue
        if name == "cast" and not remembers(state, trigger, occ):
            continue
        found.append(trigger)
    return tuple(found)


def remembers(state: GameState, trigger: PendingTrigger, occ: Occurrence) -> Info:
    """What a delayed ability waiting for a spell being cast remembers of `occ` — the spell and
    who cast it (603.2) — when it is its controller's spell of the kind it waits for, cast this
    turn (603.7b); nothing for any other delayed ability or occurrence."""
    info = dict(trigger.info)
    if event_of(occ) != "cast" or info.get("this_turn") != state.turn.number:
        return ()
    seen = Watching(
        state, trigger.source_lki, trigger.controller, trigger.ability.trigger, frozenset()
    )
    hits = MATCHERS.get("cast")
    found = hits(seen, occ) if hits is not None else []
    return found[0] if found else ()


def _watched(state: GameState, trigger: PendingTrigger, occ: Occurrence) -> bool:
    """Whether `occ` is the object the delayed ability watches dying or leaving the battlefield
    ("When that creature dies this turn, …"): that object, not a new one it became (400.7), and
    this turn only (603.7b) when it says so."""
    info = dict(trigger.info)
    obj = getattr(occ, "obj", None)
    if obj is None or info.get("this_turn", state.turn.number) != state.turn.number:
        return False
    if "into" in info:
        # "When that land dies or is put into exile" (701.66a): where it went decides.
        now = state.objects.get(obj.id)
        if now is None or now.zone.value not in str(info["into"]).split():
            return False
    return (obj.ref.id, obj.ref.incarnation) == (info["watched"], info.get("watched_incarnation"))


def without(state: GameState, triggered: tuple[PendingTrigger, ...]) -> GameState:
    """The state without the delayed abilities that just triggered: each triggers once
    (603.7b)."""
    if not triggered:
        return state
    rest = tuple(t for t in state.delayed_triggers if all(t is not d for d in triggered))
    return replace(state, delayed_triggers=rest)

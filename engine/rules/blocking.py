"""Declaring blockers (CR 509.1): which creatures block which attacking creatures, checked as a
whole, then blocking, blocked and unblocked, and what triggers on it.

For each creature chosen to block, the defending player chooses one attacking creature for it
to block (509.1a) — or several, where an effect lets it ("can block an additional creature each
combat", "can block any number of creatures": `combat_rules.blocks_allowed`). A creature
blocking a member of an attacking band blocks every creature in the band (702.22h), so a band
counts as one choice. A declaration is a list of (blocker, attacker) pairs, each blocker's
attackers in the order chosen; the `block` action's mapping gives them as an id, or a list of
ids (`block_pairs`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.occurrences import Blocks
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState
from engine.core.turn_state import Attacker, Blocker, Combat
from engine.derived.characteristics import characteristics, controller_of
from engine.mechanics.banding.rules import band_of
from engine.modifiers.triggers import fire
from engine.rules.block_requirements import Declarations, declarations
from engine.rules.combat import attackers, battlefield_creature, who_forbids
from engine.rules.combat_rules import block_refusal, blocks_allowed, count_refusal

Result = tuple[GameState, list[Event]]
#: One block of a declaration: (blocker id, attacker id).
BlockPair = tuple[str, str]
Live = dict[str, tuple[Attacker, GameObject]]


def block_pairs(mapping: Mapping[str, str | Sequence[str]]) -> list[BlockPair]:
    """A `block` action's mapping — each blocker's id to the attacker it blocks, or to a list of
    the attackers it blocks (509.1a) — as the declaration's (blocker, attacker) pairs."""
    return [
        (blocker, attacker)
        for blocker, chosen in mapping.items()
        for attacker in ((chosen,) if isinstance(chosen, str) else chosen)
    ]


def check_blocker(state: GameState, blocker_id: str, attacker_id: str, live: Live) -> GameObject:
    """One chosen block against 509.1a–b — the blocker's own restrictions and the attacker's
    evasion (flying 702.9b, protection 702.16f, landwalk 702.14c …: `engine.rules.combat_rules`);
    returns the blocker. `live` is the attacking creatures by id (`attackers`). How many
    creatures may block one attacker, and how many one creature may block, concern the whole
    declaration (`declare_blockers`)."""
    obj, chars = battlefield_creature(state, blocker_id, "509.1a")
    name = describe(state, obj)
    if attacker_id not in live:
        raise IllegalActionError(
            f"{name} can't block {attacker_id!r}: it is not an attacking creature", ("509.1a",)
        )
    attacker, attacker_obj = live[attacker_id]
    attacker_name = describe(state, attacker_obj)
    controller = controller_of(state, obj)
    if controller != attacker.defender:
        raise IllegalActionError(
            f"{name} is controlled by player {controller}, but {attacker_name} is attacking "
            f"player {attacker.defender}: only that player's creatures can block it",
            ("509.1a",),
        )
    if obj.tapped:
        raise IllegalActionError(f"{name} is tapped, and tapped creatures can't block", ("509.1a",))
    if chars.cant_block:
        raise IllegalActionError(
            f"{name} can't block: {who_forbids(chars, 'block')}, a restriction on declaring "
            "blockers",
            ("509.1b",),
        )
    refused = block_refusal(state, obj, chars, attacker_obj, attacker.defender)
    if refused is not None:
        raise IllegalActionError(refused[0], (refused[1],))
    return obj


def _live(state: GameState) -> Live:
    return {obj.id: (a, obj) for a, obj in attackers(state)}


def _band(state: GameState, live: Live) -> Callable[[str], tuple[str, ...]]:
    """An attacking creature's band still in combat, itself first (702.22f, 702.22h)."""
    ids = list(live)
    return lambda attacker: band_of(state.combat, attacker, ids)


def block_choices(state: GameState) -> Declarations:
    """The declarations of blockers the defending players choose among, with the requirements
    on them (509.1c; `engine.rules.block_requirements`)."""
    live = _live(state)
    defenders = {a.defender for a, _ in live.values()}
    candidates = [
        obj
        for obj in state.battlefield()
        if controller_of(state, obj) in defenders and characteristics(state, obj).is_creature
    ]

    def allowed(blocker: str) -> int | None:
        return blocks_allowed(characteristics(state, state.objects[blocker]))

    return declarations(
        state,
        [obj for _, obj in live.values()],
        candidates,
        lambda b, a: check_blocker(state, b, a, live),
        allowed,
        _band(state, live),
    )


def menace_alone(state: GameState, attacker_obj: GameObject) -> str | None:
    """Why one blocker alone can't block this attacker (menace, 702.111b; "can't be blocked
    except by two or more creatures", 509.1b), or None."""
    refused = count_refusal(state, attacker_obj, 1)
    return None if refused is None else refused[0]


def block_declaration(picks: Mapping[str, Sequence[str]]) -> dict[str, str | list[str]]:
    """A `block` action's mapping from the attackers picked for each creature (a form's
    answer): the one attacker a creature blocks, or the list of them when it was picked to
    block several (509.1a); one picked to block none doesn't block. Whether each block, and a
    creature blocking several, is legal is `declare_blockers`' to say as the action is taken."""
    mapping: dict[str, str | list[str]] = {}
    for blocker, chosen in picks.items():
        picked = [a for a in chosen if a]
        if picked:
            mapping[blocker] = picked[0] if len(picked) == 1 else picked
    return mapping


def _blocker(
    state: GameState,
    blocker_id: str,
    chosen: list[str],
    live: Live,
    band: Callable[[str], tuple[str, ...]],
) -> Blocker:
    """One creature's blocks (509.1a-b, 509.1g): each attacker chosen for it checked, each band
    it blocks a member of blocked whole (702.22h), and no more choices than it may make."""
    first, *rest = chosen
    obj = check_blocker(state, blocker_id, first, live)
    blocked = list(band(first))
    choices = 1
    for n, attacker_id in enumerate(rest):
        if attacker_id in chosen[: n + 1]:
            raise IllegalActionError(
                f"{describe(state, obj)} is chosen to block {describe(state, live[attacker_id][1])}"
                " more than once",
                ("509.1a",),
            )
        if attacker_id in blocked:
            continue  # a second member of a band it already blocks: the same choice
        check_blocker(state, blocker_id, attacker_id, live)
        choices += 1
        blocked += [a for a in band(attacker_id) if a not in blocked]
    allowed = blocks_allowed(characteristics(state, obj))
    if allowed is not None and choices > allowed:
        more = "one attacking creature" if allowed == 1 else f"{allowed} attacking creatures"
        raise IllegalActionError(
            f"{describe(state, obj)} can block only {more}, not {choices}", ("509.1a",)
        )
    refs = tuple(live[a][0].ref for a in blocked)
    return Blocker(obj.ref, controller_of(state, obj), refs)


def declare_blockers(state: GameState, pairs: Sequence[BlockPair]) -> Result:
    """The defending players declare blockers (CR 509.1): checked, blocking, blocked status.

    Each blocker blocks the attackers chosen for it (509.1a, 509.1g) and the rest of their
    bands (702.22h). Restrictions (509.1b), evasion abilities among them (flying 702.9b, menace
    702.111b …), are `engine.rules.combat_rules`; a declaration obeying fewer requirements than
    one could (509.1c) is refused by `block_choices`. An illegal declaration is refused as a
    whole.
    """
    live = _live(state)
    band = _band(state, live)
    chosen: dict[str, list[str]] = {}
    for blocker_id, attacker_id in pairs:
        chosen.setdefault(blocker_id, []).append(attacker_id)
    record = [_blocker(state, b, attackers_of, live, band) for b, attackers_of in chosen.items()]
    count: dict[str, int] = {}
    for b in record:
        for ref in b.attackers:
            count[ref.id] = count.get(ref.id, 0) + 1
    for attacker_id, n in count.items():
        refused = count_refusal(state, live[attacker_id][1], n)
        if refused is not None:
            raise IllegalActionError(refused[0], (refused[1],))
    # Requirements (509.1c), counted on the blocks made.
    block_choices(state).check(frozenset((b.ref.id, r.id) for b in record for r in b.attackers))
    defenders = sorted({a.defender for a, _ in live.values()})
    who = " and ".join(f"player {d}" for d in defenders) or "the defending player"
    parts = [
        f"{describe(state, state.objects[b.ref.id])} blocks "
        + " and ".join(describe(state, live[r.id][1]) for r in b.attackers)
        for b in record
    ]
    banded = any(len(b.attackers) > len(chosen[b.ref.id]) for b in record)
    events = [
        event(
            "declare_blockers",
            f"{who[0].upper()}{who[1:]} declare{'s' if len(defenders) <= 1 else ''} blockers: "
            f"{'; '.join(parts)}."
            if parts
            else f"{who[0].upper()}{who[1:]} declare"
            f"{'s' if len(defenders) <= 1 else ''} no blockers.",
            *(("509.1", "702.22h") if banded else ("509.1",)),
            objects=[b.ref.id for b in record],
        )
    ]
    blocked_ids = {r.id for b in record for r in b.attackers}
    combat = state.combat or Combat()
    updated = tuple(
        replace(a, blocked=a.ref.id in blocked_ids) if a.ref.id in live else a
        for a in combat.attackers
    )
    state = replace(
        state,
        combat=replace(combat, attackers=updated, blockers=tuple(record), blockers_declared=True),
    )
    if live:
        status = [
            f"{describe(state, obj)} is {'blocked' if i in blocked_ids else 'unblocked'}"
            for i, (_, obj) in live.items()
        ]
        events.append(event("blocked", "; ".join(status) + ".", "509.1h", objects=list(live)))
    # Abilities that trigger on blockers being declared (509.1i, 509.3).
    state, triggered = fire(state, Blocks(tuple(record)))
    return state, events + triggered


__all__ = ["block_declaration", "block_pairs", "declare_blockers"]

"""The attacks and blocks `legal_actions` offers in the combat steps (508.1, 509.1): each tried
with the engine's own declaration, so its refusal is the reason; an attack or a block legal only
beside others says so (508.1d, 702.111b), and a block of an attacker too few creatures could
block is refused (509.1b).
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.core.errors import IllegalActionError
from engine.core.events import describe
from engine.core.replace import replace
from engine.core.state import GameObject, GameState, PlayerId
from engine.derived.characteristics import characteristics, controller_of
from engine.rules import blocking, combat, turn
from engine.rules.action_entries import LegalAction, Outcome, outcome_of, tried
from engine.rules.combat_rules import count_refusal


def _window(state: GameState, attack: bool) -> bool:
    """Whether an `attack` / `block` action can be given now: the driver's own timing rule."""
    try:
        turn.declaration_timing(state, attack)
    except IllegalActionError:
        return False
    return True


def _creatures(state: GameState) -> Iterator[tuple[GameObject, PlayerId]]:
    for obj in state.battlefield():
        chars = characteristics(state, obj)
        if chars.is_creature:
            yield obj, controller_of(state, obj, chars)


def attacks(state: GameState) -> list[LegalAction]:
    """Each creature of the active player attacking each opponent and each planeswalker an
    opponent controls (506.3, 508.1b), alone: tried with the engine's declaration (508.1), so
    its refusal is the reason (tapped, summoning sick, defender, a "can't attack" effect …)."""
    if not _window(state, attack=True):
        return []
    active = state.turn.active
    opponents = [p for p in state.in_game() if p != active]
    aims = [(p, f"player {p}") for p in opponents] + [
        (walker.id, describe(state, walker))
        for walker in state.battlefield()
        if characteristics(state, walker).is_type("Planeswalker")
        and controller_of(state, walker) in opponents
    ]
    out: list[LegalAction] = []
    for obj, controller in _creatures(state):
        if controller != active:
            continue
        for target, shown in aims:
            outcome = outcome_of(combat.check_attacker, state, obj.id, target)
            if outcome[0]:  # and its cost to attack, alone (508.1h)
                aim = [combat.attack_target(state, "", target)]
                outcome = outcome_of(combat.pay_attack_costs, state, aim)
            if outcome[0]:
                outcome = _required_beside(state, obj, target, outcome)
            label = f"{describe(state, obj)} attacks {shown}"
            out.append(tried(active, "attack", obj.id, None, outcome, label, target=target))
    return out


def _required_beside(state: GameState, obj: GameObject, target: str, outcome: Outcome) -> Outcome:
    """An attack alone that leaves a requirement unmet (another creature attacks each combat if
    able, 508.1d) is declared only together with that creature: allowed, saying so, as the
    declaration as a whole is checked for it. A requirement on the creature itself (attack a
    Gideon if able, 613.11) no other attacker can meet: the attack is refused."""
    if (own := combat.must_attack_refusal(state, obj, target)) is not None:
        return False, own.message, own.rules, None
    try:
        combat.check_requirements(state, {obj.id: target})
    except IllegalActionError as exc:
        return (
            True,
            f"only together with the creatures that must attack: {exc.message}",
            (exc.rules),
            None,
        )
    return outcome


def blocks(state: GameState) -> list[LegalAction]:
    """Each creature of a player being attacked blocking each attacker: tried with the engine's
    own check of a block (509.1a-b). A block of an attacker with menace is allowed, saying that it
    needs another blocker beside it (702.111b): the declaration as a whole is checked for that.
    The requirements (509.1c: Lure) refuse a block no declaration obeying the most of them holds,
    and say "only together" of one that alone obeys fewer."""
    if not _window(state, attack=False):
        return []
    live = {obj.id: (a, obj) for a, obj in combat.attackers(state)}
    attacking = [obj for _, obj in live.values()]
    defenders = {a.defender for a, _ in live.values()}
    out: list[LegalAction] = []
    for obj, controller in _creatures(state):
        if controller not in defenders:
            continue
        for attacker in attacking:
            allowed, reason, rules, _ = outcome_of(
                blocking.check_blocker, state, obj.id, attacker.id, live
            )
            label = f"{describe(state, obj)} blocks {describe(state, attacker)}"
            entry = LegalAction(controller, "block", obj.id, None, allowed, reason, rules, label)
            out.append(replace(entry, target=attacker.id))
    by_id = {attacker.id: attacker for attacker in attacking}
    refused = blocking.block_choices(state).refusal()  # requirements (509.1c)
    return [
        e
        if (said := refused(e.object, e.target)) is None or not e.allowed
        else replace(e, allowed=said[0], reason=said[1], rules=("509.1c",))
        for e in (_enough_blockers(state, entry, out, by_id) for entry in out)
    ]


def _enough_blockers(
    state: GameState,
    entry: LegalAction,
    blocks: list[LegalAction],
    attackers: dict[str, GameObject],
) -> LegalAction:
    """A block of an attacker that can't be blocked by one creature alone (menace, 702.111b;
    "except by three or more", 509.1b): allowed with the others that could block it, saying so;
    refused when too few creatures could (the declaration as a whole is checked for it)."""
    if not entry.allowed or entry.target is None:
        return entry
    attacker = attackers[entry.target]
    alone = blocking.menace_alone(state, attacker)
    if alone is None:
        return entry
    able = sum(1 for b in blocks if b.allowed and b.target == entry.target)
    too_few = count_refusal(state, attacker, able)
    if too_few is not None:
        return replace(entry, allowed=False, reason=too_few[0], rules=(too_few[1],))
    return replace(
        entry, reason=f"only together with another blocker: {alone}", rules=("702.111b",)
    )

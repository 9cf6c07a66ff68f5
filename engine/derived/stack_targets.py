"""Activated and triggered abilities on the stack as targets (CR 113.3b-c, 115.1, 605.3b).

"Target activated or triggered ability" (Stifle), "target spell or ability" (Spellskite, Bolt
Bend): an ability on the stack is no object of a zone's (113.7a), but a spell or ability may
target it. It is referred to by its id with incarnation 0 (an ability never changes zones) and
stays legal as long as it is on the stack. A mana ability never is (605.3b), so it can never be
chosen. Shroud, hexproof and protection are abilities of permanents (113.6): an ability on the
stack has none of them.
"""

from __future__ import annotations

from engine.cards.vocabulary import TargetSpec
from engine.core.events import ability_label
from engine.core.state import GameState, ObjectRef, PlayerId, StackAbility, Target

#: The target spec kinds that may choose an ability on the stack.
ABILITY_KINDS = ("ability", "spell_or_ability")


def stack_ability(state: GameState, target: Target) -> StackAbility | None:
    """The ability on the stack `target` names, if it names one."""
    if not isinstance(target, ObjectRef) or target.id in state.objects:
        return None
    return state.abilities.get(target.id)


def ability_refs(state: GameState) -> list[ObjectRef]:
    """The abilities on the stack, bottom to top, as targets."""
    return [ObjectRef(i, 0) for i in state.stack if i in state.abilities]


def why_not_ability(
    state: GameState,
    spec: TargetSpec,
    ability: StackAbility,
    you: PlayerId,
    source_id: str | None,
) -> str | None:
    """Why the ability `ability` on the stack isn't a legal target for `spec` now, or None."""
    name = ability_label(state, ability.id) or ability.id
    if ability.id not in state.stack:
        return f"{name} is no longer on the stack"
    if spec.kind not in ABILITY_KINDS:
        return f"{name} is an ability on the stack, not {spec.text or spec.kind}"
    if source_id == ability.id:
        return "a spell or ability can't target itself (115.5)"
    if ability.kind not in spec.abilities:
        return f"{name} is {ability.kind}, not {' or '.join(spec.abilities)} (113.3)"
    flt = spec.filter
    if flt.controller == "you" and ability.controller != you:
        return f"{name} is controlled by player {ability.controller}"
    if flt.controller == "opponent" and ability.controller == you:
        return f"{name} is controlled by you, not an opponent"
    if flt.single_target and (n := sum(map(len, ability.targets))) != 1:
        return f"{name} has {n} targets, not a single target (115.9a)"
    return None

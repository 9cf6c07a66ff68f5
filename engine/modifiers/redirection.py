"""Redirection shields of resolved spells and abilities (CR 614.9): "The next 2 damage that a
source of your choice would deal to you and/or permanents you control this turn is dealt to any
target instead" (Harm's Way), "the next 1 damage that would be dealt to this creature this turn
is dealt to target creature you control instead" (the en-Kor); and redirection effects of all
such damage this turn, not used up ("All damage that would be dealt to target creature this turn
by a source of your choice is dealt to this creature instead", Oracle's Attendants).

Such a shield counts damage, not events or sources (as 615.7 counts a prevention shield's, and by
the same `engine.modifiers.shields.use_shield`): as much of the damage as it has left is dealt to
its target instead, the rest to the first recipient (`prevention.damage` splits the event). It does
nothing — and isn't used up (609.7b) — while what it redirects to can't be dealt damage (614.9).
When one source deals damage to several of the recipients it watches at the same time (a Pyroclasm,
combat damage), its controller chooses which of that damage it redirects, one part each or all to
one (the Harm's Way ruling): `allot` asks, before the damage is dealt, and the shield then applies
to what was chosen only.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, describe_id, event, ref_id
from engine.core.replace import replace
from engine.core.state import (
    ChoiceKind,
    Event,
    GameObject,
    GameState,
    ObjectRef,
    PlayerId,
    PlayerTarget,
    ReplacementEffect,
    Target,
    Zone,
)
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.targets import matches
from engine.modifiers.shields import recipient_name, use_shield

#: One damage of an event dealing damage to several recipients at once: source, recipient,
#: amount.
Dealt = tuple[GameObject, Target, int]


def watches(state: GameState, effect: ReplacementEffect, target: Target) -> bool:
    """Whether a shield of "you and/or permanents you control" watches damage to `target`: the
    effect's controller, or a permanent they control matching its filter, as the damage would
    be dealt. Allotted damage (`allot`): only the recipients chosen."""
    if effect.allotted and ref_id(target) not in dict(effect.allotted):
        return False
    if effect.to_you_and is None:
        return True
    if isinstance(target, PlayerTarget):
        return target.player == effect.controller
    obj = state.current(target)
    if obj is None or controller_of(state, obj) != effect.controller:
        return False
    return matches(state, obj, effect.to_you_and, effect.controller, effect.source) is None


def can_be_dealt_damage(state: GameState, target: Target) -> bool:
    """Whether damage can be redirected to `target` now (614.9): a player still in the game, or
    a permanent still on the battlefield that is a creature, planeswalker or battle."""
    if isinstance(target, PlayerTarget):
        return target.player in state.in_game()
    obj = state.current(target)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    chars = characteristics(state, obj)
    return any(chars.is_type(t) for t in ("Creature", "Planeswalker", "Battle"))


def redirect(
    state: GameState,
    shield: str,
    rules: tuple[str, ...],
    source: GameObject,
    target: Target,
    amount: int,
) -> tuple[GameState, Target, int, list[Event]]:
    """The redirection shield `shield` applied to `amount` damage from `source` to `target`:
    as much as it has left (or was allotted this recipient) is dealt to its target instead,
    and it is reduced by that much, gone at 0. Returns where, how much and the event."""
    effect = next(e for e in state.replacement_effects if e.id == shield)
    # A shield of kind "redirect" has somewhere to send the damage.
    to = effect.redirect_to if effect.redirect_to is not None else target
    most = amount if effect.amount is None else min(effect.amount, amount)
    if effect.allotted:
        most = min(most, dict(effect.allotted).get(ref_id(target), 0))
    allotted = tuple((k, n) for k, n in effect.allotted if k != ref_id(target))
    state, note = use_shield(state, shield, effect.amount, most, allotted=allotted)
    rest = ""
    if most < amount:
        rest = f" (the other {amount - most} is still dealt to {recipient_name(state, target)})"
    text = (
        f"{effect.source_name}'s redirection effect (“{effect.text}”): {most} of the {amount} "
        f"damage {describe(state, source)} would deal to {recipient_name(state, target)} is "
        f"dealt to {recipient_name(state, to)} instead{rest}.{note}"
    )
    named = [source.id, ref_id(target), ref_id(to)]
    return state, to, most, [event("redirect", text, *rules, objects=named)]


def allot(state: GameState, dealt: Sequence[Dealt]) -> tuple[GameState, list[Event]]:
    """Before damage dealt at the same time is dealt (120.4b): for each redirection shield with
    less left than the damage it would apply to — one source, several recipients it watches —
    its controller divides what it has left among those recipients (the Harm's Way ruling:
    "You choose which 2 damage is redirected")."""
    events: list[Event] = []
    for effect in [e for e in state.replacement_effects if e.redirect_to is not None]:
        if effect.amount is None or effect.by is None:
            continue
        hit = [
            (target, amount)
            for source, target, amount in dealt
            if source.ref == effect.by and watches(state, effect, target) and amount > 0
        ]
        ids = [ref_id(t) for t, _ in hit]
        if len(hit) < 2 or len(set(ids)) < len(ids) or sum(n for _, n in hit) <= effect.amount:
            continue
        can_take = {ref_id(t): n for t, n in hit}
        need = NeedChoice(
            ChoiceKind.DAMAGE,
            effect.controller,
            f"Player {effect.controller}: {effect.source_name}'s shield ({effect.id}) has "
            f"{effect.amount} left for damage dealt at the same time to "
            f"{', '.join(recipient_name(state, t) for t, _ in hit)}: divide it among them (at "
            "most the damage each would be dealt).",
            ("614.9", "615.7"),
            tuple(ids),
            effect.amount,
            effect.amount,
        )
        division = {k: int(n) for k, n in dict(ask(need)).items() if int(n) > 0}
        division = {k: min(n, can_take[k]) for k, n in division.items()}
        updated = replace(effect, allotted=tuple(division.items()))
        state = replace(
            state,
            replacement_effects=tuple(
                updated if e.id == effect.id else e for e in state.replacement_effects
            ),
        )
        shown = ", ".join(f"{n} to {_named_id(state, k)}" for k, n in division.items())
        text = f"Player {effect.controller} chooses which damage {effect.id} redirects: {shown}."
        named = [effect.source, *division]
        events.append(event("redirect_allotted", text, "614.9", "615.7", objects=named))
    return state, events


def allotted_done(state: GameState) -> GameState:
    """The damage dealt at the same time has been dealt: what a shield was allotted and didn't
    use is gone (the shield keeps what it has left for later damage)."""
    if not any(e.allotted for e in state.replacement_effects):
        return state
    effects = tuple(replace(e, allotted=()) for e in state.replacement_effects)
    return replace(state, replacement_effects=effects)


def shield_text(
    state: GameState,
    amount: int | None,
    to: Target | None,
    by: ObjectRef | None,
    instr: v.PreventDamage,
    redirect_to: Target,
    controller: PlayerId,
) -> str:
    """ "The next 2 damage that Lightning Bolt would deal to player A and permanents they
    control this turn is dealt to Grizzly Bears instead"."""
    what = f"The next {amount} damage" if amount is not None else "All damage"
    found = state.current(by) if by is not None else None
    who = f" that {describe(state, found)} would deal" if found else " that would be dealt"
    if instr.to == "you_and_yours":
        kinds = "creatures" if instr.yours and instr.yours.types == ("Creature",) else "permanents"
        at = f" to player {controller} and {kinds} they control"
    elif to is not None:
        at = f" to {recipient_name(state, to)}"
    else:
        at = ""
    return f"{what}{who}{at} this turn is dealt to {recipient_name(state, redirect_to)} instead"


def _named_id(state: GameState, found: str) -> str:
    return f"player {found}" if found in state.player_ids() else describe_id(state, found)

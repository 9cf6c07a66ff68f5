"""Putting a creature onto the battlefield attacking (CR 508.4): a token that "enters tapped and
attacking" — Ghired, Conclave Exile's populated copy (701.36), mobilize's Warriors (702.181a).

Its controller chooses the player it attacks as it enters (508.4); it was never declared as an
attacker, so "whenever … attacks" abilities don't trigger for it (508.3a), and restrictions on
declaring attackers (a "can't attack" effect, defender) don't apply to it (508.4c). Only a
creature can attack (506.3): a permanent that isn't one enters but isn't attacking, and so does
one put onto the battlefield outside combat or under a player who isn't attacking (506.2).
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import ChoiceKind, Event, GameObject, GameState
from engine.core.turn_state import ATTACK_STEPS, Attacker
from engine.derived.characteristics import characteristics, controller_of

Result = tuple[GameState, list[Event]]


def enter_attacking(state: GameState, token: GameObject) -> Result:
    """A permanent that was just put onto the battlefield tapped becomes an attacking creature,
    attacking a player its controller chooses (508.4), if it is a creature (506.3)."""
    chars = characteristics(state, token)
    name = describe(state, token)
    you = controller_of(state, token, chars)
    if not chars.is_creature:
        return state, [
            event(
                "not_attacking",
                f"{name} enters tapped, but it isn't attacking: its copiable values don't make it "
                "a creature, and only a creature can attack.",
                "506.3",
                objects=[token.id],
            )
        ]
    combat = state.combat
    if combat is None or state.turn.step not in ATTACK_STEPS or you != state.turn.active:
        return state, [
            event(
                "not_attacking",
                f"{name} enters tapped, but it isn't attacking: only the active player's "
                "creatures can attack, during combat.",
                "506.2",
                objects=[token.id],
            )
        ]
    defenders = tuple(p for p in state.in_game() if p != you)
    if not defenders:
        return state, []
    need = NeedChoice(
        ChoiceKind.PLAYER,
        you,
        f"Player {you}: choose which player {name} is attacking as it enters the battlefield.",
        ("508.4",),
        defenders,
    )
    defender = ask(need) or ""
    chosen = "the only defending player" if len(defenders) == 1 else f"chosen by player {you}"
    blocked = False if combat.blockers_declared else None
    state = replace(
        state,
        combat=replace(
            combat,
            attackers=(*combat.attackers, Attacker(token.ref, you, defender, blocked)),
            attacked=True,
        ),
    )
    rules = ("508.4", "508.4d") if combat.blockers_declared else ("508.4",)
    events = [
        event(
            "attacking",
            f"{name} enters tapped and attacking player {defender} ({chosen}). It was never "
            "declared as an attacker, so it never “attacked”: abilities that trigger whenever a "
            "creature attacks don't trigger for it.",
            *rules,
            objects=[token.id, defender],
        )
    ]
    restrictions = [
        why
        for why, applies in (
            ("it has defender", chars.has("Defender")),
            ("an effect says it can't attack", chars.cant_attack),
        )
        if applies
    ]
    if restrictions:
        events.append(
            event(
                "attack_restriction",
                f"{name} is attacking although {' and '.join(restrictions)}: restrictions apply "
                "only to declaring attackers, not to a creature put onto the battlefield "
                "attacking.",
                "508.4c",
                objects=[token.id],
            )
        )
    return state, events

"""Exert (CR 701.43) in play: the optional cost to attack "You may exert this creature as it
attacks" (701.43d, 508.1g), and the linked "When you do" it triggers (607.2h).

As attackers are declared, after they become tapped (508.1f), the active player is asked, for
each attacking creature with such an ability, whether they exert it (508.1g, through the one
choice mechanism); exerted, it won't untap during their next untap step (701.43a, a rule-modifying
effect over after that step, 613.11) and its "When you do, …" triggers, waiting with the attack
triggers until a player would receive priority (603.3).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.occurrences import Exerted
from engine.core.state import ChoiceKind, Event, GameObject, GameState
from engine.derived.characteristics import characteristics, controller_of
from engine.mechanics.exert.model import ATTACK_COST_RULE, EXERTED, RULE
from engine.modifiers.trigger_matchers import of_itself
from engine.modifiers.triggers import fire
from engine.operations.optional_attack_costs import optional_attack_cost

of_itself(EXERTED, Exerted)


def exert(state: GameState, attacker: GameObject) -> tuple[GameState, list[Event]]:
    """Offer to exert `attacker` as it attacks, if one of its abilities says it may be (701.43d,
    508.1g); exerted, it doesn't untap during its controller's next untap step (701.43a)."""
    chars = characteristics(state, attacker)
    if not any(a.trigger.event == EXERTED for a in chars.triggered):
        return state, []
    player = controller_of(state, attacker, chars)
    name = describe(state, attacker)
    question = f"Player {player}: exert {name} as it attacks?"
    rules = (ATTACK_COST_RULE, "508.1g")
    if not ask(NeedChoice(ChoiceKind.YES, player, question, rules, ("true", "false"))):
        return state, []
    state = state.begin_effect(
        attacker,
        affected=(attacker.ref,),
        duration="your_next_untap_step",
        modifications=(v.DoesntUntap(),),
        controller=player,
        source_ref=attacker.ref,
    )
    said = event(
        "exert",
        f"Player {player} exerts {name} as it attacks (an optional cost to attack): it won't "
        "untap during their next untap step.",
        ATTACK_COST_RULE,
        "508.1g",
        RULE,
        objects=[attacker.id],
    )
    state, fired = fire(state, Exerted(state.current(attacker.ref) or attacker))
    return state, [said, *fired]


optional_attack_cost("exert", exert)

"""Assist (CR 702.132a) in play: the other player the caster chooses pays part of the generic mana
of the spell's total cost.

The caster chooses that player as the spell is paid for (601.2g; the cast action's `assist`),
only when the total cost — after increases and reductions, 601.2f — has a generic component,
and only another player in the game. That player then says how much of the generic mana they pay,
from none to all of it, but no more than the mana in their pool (they had the chance to activate
mana abilities first, 702.132a); that amount is paid from their pool before the caster pays the
rest (601.2h). The mana they spend is mana spent to cast the spell (601.2h), though the spell
is the caster's.
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe
from engine.core.mana import ManaCost
from engine.core.state import ChoiceKind, GameObject, GameState, PlayerId
from engine.derived.characteristics import characteristics
from engine.mechanics.assist.model import ASSIST, RULE


def generic_paid_by(
    state: GameState, caster: PlayerId, spell: GameObject, helper: PlayerId, total: ManaCost
) -> int:
    """How much of the generic mana of `spell`'s total cost `helper`, the player its caster chose
    (702.132a), pays: their answer, from 0 to the generic mana or the mana in their pool,
    whichever is less. Refused when the spell has no assist, when `helper` isn't another player
    in the game, or when the total cost has no generic mana."""
    name = describe(state, spell)
    if ASSIST not in characteristics(state, spell).keywords:
        raise IllegalActionError(f"{name} has no assist: no other player may pay for it", (RULE,))
    if helper == caster or helper not in state.in_game():
        raise IllegalActionError(
            f"assist chooses another player in the game, not {helper!r}", (RULE,)
        )
    if total.generic == 0:
        raise IllegalActionError(
            f"{name}'s total cost {total.text()} has no generic mana, so no other player can be "
            "chosen to pay any of it",
            (RULE,),
        )
    most = min(total.generic, sum(state.player(helper).mana_pool))
    answer = ask(
        NeedChoice(
            ChoiceKind.X,
            helper,
            f"Player {helper}: player {caster} chose you to assist with {name}. Pay how much of "
            f"the generic mana of its total cost {total.text()} (0 to {most})?",
            (RULE, "601.2h"),
            (),
            0,
            most,
        )
    )
    return int(answer or 0)

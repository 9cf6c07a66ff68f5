"""Extort (CR 702.101) in play: a triggered ability of a permanent, built from the keyword.

"Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1
life and you gain life equal to the total life lost this way." (702.101a) It triggers as the
spell becomes cast (601.2i), whatever the spell, and resolves before it. The {W/B} is paid as
the ability resolves, from its controller's mana pool (118.12, one hybrid symbol paid with
either color, 107.4e); a player who can't pay isn't asked. Each instance triggers separately
(702.101b).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.extort.model import Extort
from engine.modifiers.triggers import stands_for

_WHAT = "each opponent loses 1 life and you gain life equal to the total life lost this way"


#: The triggered ability "Extort" stands for (702.101a).
extort_ability = stands_for(
    "Extort",
    "702.101a",
    v.Triggered(
        trigger=v.Trigger(event="cast", caster="you"),
        effects=(v.May(pay="{W/B}", effects=(Extort(),), text="pay {W/B}"),),
        text=f"Extort (whenever you cast a spell, you may pay {{W/B}}; if you do, {_WHAT})",
    ),
)


@handles(Extort)
def _extort(state: GameState, instr: Extort, ctx: Context) -> Result:
    """Each opponent loses 1 life; the controller gains the total they lost (702.101a), counted
    from their life totals, so an opponent no longer in the game adds nothing (800.4a)."""
    del instr
    opponents = ctx.players(state, "each_opponent")
    before = sum(state.player(p).life for p in opponents)
    state, lost = perform(state, v.LoseLife(amount=1, player="each_opponent"), ctx)
    total = before - sum(state.player(p).life for p in opponents)
    said = event(
        "extort",
        f"Extort of {describe(state, ctx.source)}: the opponents lose {total} life in total, so "
        f"player {ctx.controller} gains {total} life.",
        "702.101a",
        objects=[ctx.controller, ctx.source.id],
    )
    if total <= 0:
        return state, [*lost, said]
    state, gained = perform(state, v.GainLife(amount=total, player="you"), ctx)
    return state, [*lost, said, *gained]

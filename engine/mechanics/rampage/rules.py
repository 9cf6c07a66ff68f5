"""Rampage (CR 702.23) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner, and its instruction's handler.

"Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature
blocking it beyond the first." (702.23a) Counted once, as it resolves (702.23b). Each instance
triggers separately (702.23c).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import GameState, Zone
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.rampage.model import Rampage
from engine.modifiers.triggers import keyword_trigger


def _creatures(n: int) -> str:
    """ "two creatures": the count in words, as the narration says it."""
    numbers = ("", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    return f"{numbers[n] if n < len(numbers) else n} creature{'s' if n != 1 else ''}"


@keyword_trigger("Rampage", "702.23a")
@cache
def rampage_ability(parameter: str) -> v.Triggered:
    """The triggered ability "Rampage N" stands for (702.23a)."""
    n = int(parameter)
    return v.Triggered(
        trigger=v.Trigger(event="blocks", combat_role="becomes_blocked"),
        effects=(Rampage(amount=n),),
        text=f"Rampage {n} (whenever this becomes blocked, it gets +{n}/+{n} until end of turn "
        "for each creature blocking it beyond the first)",
    )


@handles(Rampage)
def _rampage(state: GameState, instr: Rampage, ctx: Context) -> Result:
    """+N/+N until end of turn for each creature blocking it beyond the first, counted now
    (702.23a-b): blockers removed from combat since no longer count."""
    obj = state.current(ctx.source.ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return state, []
    combat = state.combat
    blockers = (
        sum(1 for b in combat.blockers if b.blocks(obj.ref) and state.current(b.ref))
        if combat is not None
        else 0
    )
    beyond = max(blockers - 1, 0)
    bonus = instr.amount * beyond
    name = describe(state, obj)
    said = event(
        "rampage",
        f"{name} is blocked by {_creatures(blockers)}: {beyond} beyond the first, so "
        f"rampage {instr.amount} gives +{bonus}/+{bonus}.",
        "702.23a",
        "702.23b",
        objects=[obj.id],
    )
    if not bonus:
        return state, [said]
    pumped = v.ApplyContinuous(
        target="self", modifications=(v.ModifyPowerToughness(power=bonus, toughness=bonus),)
    )
    state, more = perform(state, pumped, ctx)
    return state, [said, *more]

"""Fabricate (CR 702.123) in play: a triggered ability of a permanent, built from the keyword and
found by the one trigger scanner, and its instruction's handler.

"When this permanent enters, you may put N +1/+1 counters on it. If you don't, create N 1/1
colorless Servo artifact creature tokens." (702.123a) A permanent no longer on the battlefield
can't have counters put on it, so its controller creates the Servos. Each instance triggers
separately (702.123b).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, GameState, Zone
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.fabricate.model import Fabricate
from engine.modifiers.triggers import keyword_trigger
from engine.operations.tokens import create_token

_SERVO = v.CardDef(
    name="Servo Token", type_line="Artifact Creature — Servo", colors=(), power=1, toughness=1
)
_NUMBERS = ("", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _count(n: int, what: str) -> str:
    return f"{_NUMBERS[n] if n < len(_NUMBERS) else n} {what}{'s' if n != 1 else ''}"


@keyword_trigger("Fabricate", "702.123a")
@cache
def fabricate_ability(parameter: str) -> v.Triggered:
    """The triggered ability "Fabricate N" stands for (702.123a)."""
    n = int(parameter)
    return v.Triggered(
        trigger=v.Trigger(event="enters"),
        effects=(Fabricate(amount=n),),
        text=f"Fabricate {n} (when this enters, you may put {_count(n, '+1/+1 counter')} on "
        f"it; if you don't, create {_count(n, '1/1 colorless Servo artifact creature token')})",
    )


@handles(Fabricate)
def _fabricate(state: GameState, instr: Fabricate, ctx: Context) -> Result:
    """+1/+1 counters on the permanent, or Servos if its controller doesn't want them or it is
    no longer on the battlefield (702.123a, 608.2d)."""
    n = instr.amount
    obj = state.current(ctx.source.ref)
    counters = _count(n, "+1/+1 counter")
    on_it = obj is not None and obj.zone is Zone.BATTLEFIELD
    if obj is not None and on_it:
        name = describe(state, obj)
        yes = ask(
            NeedChoice(
                ChoiceKind.YES,
                ctx.controller,
                f"Player {ctx.controller}: fabricate {n} — put {counters} on {name}? If you "
                f"don't, you create {_count(n, 'Servo')}.",
                ("702.123a", "608.2d"),
                ("true", "false"),
            )
        )
        if yes:
            said = event(
                "fabricate",
                f"Player {ctx.controller} chooses to put {counters} on {name} (fabricate {n}).",
                "702.123a",
                objects=[ctx.controller, obj.id],
            )
            state, more = perform(state, v.PutCounters(counter="+1/+1", amount=n), ctx)
            return state, [said, *more]
    why = "chooses not to put counters on it" if on_it else "can't: it has left the battlefield"
    said = event(
        "fabricate",
        f"Fabricate {n} of {describe(state, ctx.source)}: player {ctx.controller} {why}, so they "
        f"create {_count(n, '1/1 colorless Servo artifact creature token')}.",
        "702.123a",
        objects=[ctx.controller, ctx.source.id],
    )
    state, more = create_token(state, _SERVO, ctx.controller, n)
    return state, [said, *more]

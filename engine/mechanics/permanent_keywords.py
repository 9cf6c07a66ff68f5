"""Keywords of permanents standing for triggered abilities (CR 702.135 afterlife, 702.43 modular,
702.32 fading, 702.123 fabricate), each built from the keyword and found by
the one trigger scanner, and the instructions only they give.

- Afterlife N: "When this permanent is put into a graveyard from the battlefield, create N 1/1
  white and black Spirit creature tokens with flying." (702.135a)
- Modular N: "This permanent enters with N +1/+1 counters on it" (its entering replacement,
  `engine.modifiers.entering`) and "When this permanent is put into a graveyard from the
  battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on
  this permanent." (702.43a) The counters are counted on the permanent as it last existed (608.2h).
- Fading N: "This permanent enters with N fade counters on it" and "At the beginning of your
  upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."
  (702.32a)
- Fabricate N: "When this permanent enters, you may put N +1/+1 counters on it. If you don't,
  create N 1/1 colorless Servo artifact creature tokens." (702.123a) A permanent no longer on
  the battlefield can't have counters put on it, so its controller creates the Servos.

Each instance triggers separately (702.135b, 702.43b, 702.123b).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, GameState, Zone
from engine.instructions.perform import Context, Result, handles, perform
from engine.modifiers.triggers import keyword_trigger
from engine.operations.basic import sacrifice
from engine.operations.tokens import create_token

_SPIRIT = v.CardDef(
    name="Spirit Token",
    type_line="Creature — Spirit",
    colors=("W", "B"),
    power=1,
    toughness=1,
    abilities=("Flying",),
)
_SERVO = v.CardDef(
    name="Servo Token", type_line="Artifact Creature — Servo", colors=(), power=1, toughness=1
)
_NUMBERS = ("", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _count(n: int, what: str) -> str:
    return f"{_NUMBERS[n] if n < len(_NUMBERS) else n} {what}{'s' if n != 1 else ''}"


@keyword_trigger("Afterlife", "702.135a")
@cache
def afterlife_ability(parameter: str) -> v.Triggered:
    """The triggered ability "Afterlife N" stands for (702.135a)."""
    n = int(parameter)
    tokens = _count(n, "1/1 white and black Spirit creature token") + " with flying"
    return v.Triggered(
        trigger=v.Trigger(event="put_into_graveyard"),
        effects=(v.CreateToken(token=_SPIRIT, count=n),),
        text=f"Afterlife {n} (when this dies, create {tokens})",
    )


@keyword_trigger("Modular", "702.43a")
@cache
def modular_ability(parameter: str) -> v.Triggered:
    """The triggered ability of "Modular N" (702.43a); its entering part is a replacement."""
    what = "a +1/+1 counter on target artifact creature for each +1/+1 counter on this"
    return v.Triggered(
        trigger=v.Trigger(event="put_into_graveyard"),
        targets=(
            v.TargetSpec(
                kind="creature",
                filter=v.Filter(types=("Artifact", "Creature")),
                text="target artifact creature",
            ),
        ),
        effects=(v.May(effects=(v.ModularCounters(target=0),), text=f"put {what}"),),
        text=f"Modular {int(parameter)} (when this dies, you may put {what})",
    )


@keyword_trigger("Fading", "702.32a")
@cache
def fading_ability(parameter: str) -> v.Triggered:
    """The upkeep trigger of "Fading N" (702.32a); its entering part is a replacement."""
    return v.Triggered(
        trigger=v.Trigger(event="beginning_of_upkeep"),
        effects=(v.RemoveCounterOrSacrifice(counter="fade"),),
        text=f"Fading {int(parameter)} (at the beginning of your upkeep, remove a fade counter "
        "from this; if you can't, sacrifice it)",
    )


@keyword_trigger("Fabricate", "702.123a")
@cache
def fabricate_ability(parameter: str) -> v.Triggered:
    """The triggered ability "Fabricate N" stands for (702.123a)."""
    n = int(parameter)
    return v.Triggered(
        trigger=v.Trigger(event="enters"),
        effects=(v.Fabricate(amount=n),),
        text=f"Fabricate {n} (when this enters, you may put {_count(n, '+1/+1 counter')} on "
        f"it; if you don't, create {_count(n, '1/1 colorless Servo artifact creature token')})",
    )


@handles(v.ModularCounters)
def _modular(state: GameState, instr: v.ModularCounters, ctx: Context) -> Result:
    """A +1/+1 counter for each +1/+1 counter the permanent had as it last existed on the
    battlefield (702.43a, 608.2h): the trigger's source is that permanent."""
    n = ctx.source.counter("+1/+1")
    said = event(
        "modular",
        f"{describe(state, ctx.source)} had {_count(n, '+1/+1 counter')} as it left the "
        "battlefield: that many go on the target.",
        "702.43a",
        "608.2h",
        objects=[ctx.source.id],
    )
    if n <= 0:
        return state, [said]
    state, events = perform(
        state, v.PutCounters(counter="+1/+1", amount=n, target=instr.target), ctx
    )
    return state, [said, *events]


@handles(v.RemoveCounterOrSacrifice)
def _fade(state: GameState, instr: v.RemoveCounterOrSacrifice, ctx: Context) -> Result:
    """Remove a counter from the permanent; if it has none, it is sacrificed (702.32a). A
    permanent that has left the battlefield is neither (it is a new object, 400.7)."""
    obj = state.current(ctx.source.ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return state, []
    name = describe(state, obj)
    have = obj.counter(instr.counter)
    if have:
        state = state.with_object(
            obj.with_counters({**dict(obj.counters), instr.counter: have - 1})
        )
        left = _count(have - 1, f"{instr.counter} counter")
        text = f"A {instr.counter} counter is removed from {name} ({left} left)."
        return state, [event("fading", text, "702.32a", "122.1", objects=[obj.id])]
    said = event(
        "fading",
        f"{name} has no {instr.counter} counter to remove, so its controller sacrifices it.",
        "702.32a",
        "701.21a",
        objects=[obj.id],
    )
    state, events = sacrifice(state, obj)
    return state, [said, *events]


@handles(v.Fabricate)
def _fabricate(state: GameState, instr: v.Fabricate, ctx: Context) -> Result:
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

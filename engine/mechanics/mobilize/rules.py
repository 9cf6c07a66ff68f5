"""Mobilize (CR 702.181) in play: the attack trigger of a creature, built from the keyword and
found by the one trigger scanner, and its instructions' handlers.

"Whenever this creature attacks, create N 1/1 red Warrior creature tokens. Those tokens enter
tapped and attacking. Sacrifice them at the beginning of the next end step." (702.181a) The
tokens are created by the one token mechanism, so a replacement effect may make more (614.1a),
and each enters attacking a player its controller chooses (508.4,
`engine.operations.attacking`); they were never declared as attackers, so "whenever … attacks"
abilities don't trigger for them (508.3a). "Sacrifice them" is one delayed triggered ability
(603.7a) remembering every token made, its source and controller those of the mobilize ability
(603.7e) — the one any instruction creating several tokens makes
(`engine.mechanics.delayed_triggers.tokens_later`).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.delayed_triggers import tokens_later
from engine.mechanics.mobilize.model import MOBILIZE, RULE, Mobilize
from engine.modifiers.triggers import keyword_trigger
from engine.operations.attacking import enter_attacking
from engine.operations.tokens import create_token

_WARRIOR = v.CardDef(
    name="Warrior Token",
    type_line="Creature — Warrior",
    colors=("R",),
    power=1,
    toughness=1,
)
_NUMBERS = ("", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _tokens(n: int) -> str:
    count = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    return f"{count} 1/1 red Warrior creature token{'s' if n != 1 else ''}"


@keyword_trigger(MOBILIZE, RULE)
@cache
def mobilize_ability(parameter: str) -> v.Triggered:
    """The triggered ability "Mobilize N" stands for (702.181a)."""
    n = int(parameter)
    return v.Triggered(
        trigger=v.Trigger(event="attacks"),
        effects=(Mobilize(count=n),),
        text=f"{MOBILIZE} {n} (whenever this creature attacks, create {_tokens(n)} tapped and "
        "attacking; sacrifice them at the beginning of the next end step)",
    )


@handles(Mobilize)
def _mobilize(state: GameState, instr: Mobilize, ctx: Context) -> Result:
    """The tokens, each entering tapped and attacking (508.4), then the one delayed trigger
    that sacrifices them (702.181a, 603.7a)."""
    you = ctx.controller
    name = describe(state, ctx.source)
    they, are = ("it enters", "is") if instr.count == 1 else ("they enter", "are")
    events: list[Event] = [
        event(
            "mobilize",
            f"{name} (mobilize {instr.count}): player {you} creates {_tokens(instr.count)}; "
            f"{they} tapped and attacking, and {are} sacrificed at the beginning of the "
            "next end step.",
            RULE,
            objects=[ctx.source.id],
        )
    ]
    first = state.ids.token + 1
    state, made = create_token(state, _WARRIOR, you, instr.count, tapped=True)
    events += made
    tokens: list[str] = []
    for number in range(first, state.ids.token + 1):
        token = state.objects.get(f"t{number}")
        if token is None or token.zone is not Zone.BATTLEFIELD:
            continue
        tokens.append(token.id)
        state, attacking = enter_attacking(state, token)
        events += attacking
    state, delayed = tokens_later(state, tokens, "sacrifice", "next_end_step", ctx)
    return state, events + delayed

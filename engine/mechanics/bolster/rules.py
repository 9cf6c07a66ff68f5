"""Bolster (CR 701.39) in play.

To bolster N (701.39a) the player chooses a creature they control whose toughness is the least,
or tied for the least, among the creatures they control — toughness as it is now, every layer
applied (613.4) — and puts N +1/+1 counters on it (122.1). The creature is chosen as the
instruction is carried out, not targeted (115.1): a creature with hexproof or protection may be
chosen, and with no creature to choose nothing happens. A tie is the player's choice.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, GameObject, GameState, PlayerId
from engine.derived.characteristics import characteristics, controller_of
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.bolster.model import RULE, Bolster
from engine.mechanics.delayed_triggers import acting_on


def least_toughness(state: GameState, player: PlayerId) -> list[GameObject]:
    """The creatures `player` controls with the least toughness among them, in timestamp order
    (701.39a)."""
    found: list[tuple[int, GameObject]] = []
    for obj in state.battlefield():
        chars = characteristics(state, obj)
        if chars.is_creature and controller_of(state, obj, chars) == player:
            found.append((chars.toughness or 0, obj))
    if not found:
        return []
    least = min(t for t, _ in found)
    return [obj for t, obj in found if t == least]


@handles(Bolster)
def bolster(state: GameState, instr: Bolster, ctx: Context) -> Result:
    """Bolster N for the instruction's controller (701.39a)."""
    you, n = ctx.controller, ctx.amount(instr.amount)
    name = describe(state, ctx.source)
    found = least_toughness(state, you)
    if not found:
        text = f"{name}: player {you} bolsters {n} but controls no creature, so nothing happens."
        return state, [event("bolster", text, RULE, objects=[ctx.source.id])]
    chosen = found[0]
    if len(found) > 1:
        answer = ask(
            NeedChoice(
                ChoiceKind.OBJECT,
                you,
                f"Player {you} bolsters {n} ({name}): choose one of the creatures you control "
                "tied for the least toughness to put the counters on (a choice, not a target).",
                (RULE,),
                tuple(o.id for o in found),
                labels=tuple(describe(state, o) for o in found),
            )
        )
        chosen = next((o for o in found if o.id == answer), chosen)
    toughness = characteristics(state, chosen).toughness
    how = (
        "the creature they control with the least toughness"
        if len(found) == 1
        else "one of the creatures they control tied for the least toughness"
    )
    said = event(
        "bolster",
        f"{name}: player {you} bolsters {n} and chooses {describe(state, chosen)} (toughness "
        f"{toughness}), {how}; it isn't targeted.",
        RULE,
        objects=[chosen.id],
    )
    put = v.PutCounters(counter="+1/+1", target="that_creature", amount=n)
    state, events = perform(state, put, acting_on(chosen, ctx))
    return state, [said, *events]

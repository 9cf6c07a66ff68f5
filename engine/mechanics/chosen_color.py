"""Protection from a color chosen as a spell or ability resolves (608.2d, 611.2c): "Target
creature you control gains protection from the color of your choice until end of turn" (Mother of
Runes, Gods Willing; "from colorless or from the color of your choice", Giver of Runes), "Choose
a color. [Permanents] gain protection from the chosen color until end of turn" (Brave the
Elements) — the color is chosen as it resolves, and the permanents of a group that gain
protection are those that match at that moment.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.mana import COLOR_NAMES
from engine.core.state import ChoiceKind, GameState
from engine.instructions.perform import Context, Result, handles, perform


@handles(v.ProtectionFromChosenColor)
def protection_from_chosen_color(
    state: GameState, instr: v.ProtectionFromChosenColor, ctx: Context
) -> Result:
    """The color (or colorless) is chosen as it resolves (608.2d); a group is locked in then
    (611.2c)."""
    options = (*COLOR_NAMES.values(), *(("colorless",) if instr.colorless else ()))
    color = str(
        ask(
            NeedChoice(
                ChoiceKind.COLOR,
                ctx.controller,
                f"Player {ctx.controller}: choose a color for {describe(state, ctx.source)}.",
                ("608.2d",),
                options,
            )
        )
    )
    chosen = event(
        "color_chosen",
        f"Player {ctx.controller} chooses {color} as {describe(state, ctx.source)} resolves; "
        "it's too late for anyone to respond.",
        "608.2d",
        objects=[ctx.source.id],
    )
    effect = v.ApplyContinuous(
        target=instr.target,
        filter=instr.filter,
        modifications=(v.AddKeywords(keywords=(f"Protection from {color}",)),),
    )
    state, events = perform(state, effect, ctx)
    return state, [chosen, *events]

"""Gaining a keyword chosen as the spell or ability resolves (608.2d, 613.1f).

Its controller chooses one of the keywords the text lists as it resolves — not as it is cast or
activated (Golem Artisan's ruling: "You don't choose … until [the] ability resolves") — then the
object gains it until end of turn; a group is the permanents matching as it resolves (611.2c).
A target that has become illegal gets nothing, and nothing is chosen (608.2b).
"""

from __future__ import annotations

from engine.core.choices import NeedChoice
from engine.core.events import describe
from engine.core.state import ChoiceKind, GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.chosen_color import gain_chosen_keyword
from engine.mechanics.chosen_keyword.model import GainChosenKeyword


@handles(GainChosenKeyword)
def _gain_chosen_keyword(state: GameState, instr: GainChosenKeyword, ctx: Context) -> Result:
    """Ask the controller for one of the keywords (608.2d), then apply it until end of turn."""
    if instr.target is not None and not ctx.objects(state, instr.target):
        return state, []  # an illegal target is left alone (608.2b)
    question = f"Player {ctx.controller}: choose the keyword {describe(state, ctx.source)} gives."
    asked = NeedChoice(ChoiceKind.KEYWORD, ctx.controller, question, ("608.2d",), instr.options)
    return gain_chosen_keyword(state, ctx, asked, (instr.target, instr.filter), "{}")

"""Protection from a color chosen as a spell or ability resolves (608.2d, 611.2c): "Target
creature you control gains protection from the color of your choice until end of turn" (Mother of
Runes, Gods Willing; "from colorless or from the color of your choice", Giver of Runes), "Choose
a color. [Permanents] gain protection from the chosen color until end of turn" (Brave the
Elements) — the color is chosen as it resolves, and the permanents of a group that gain
protection are those that match at that moment.

A keyword chosen so (`chosen_keyword`: "gains your choice of flying or first strike") is gained
the same way, by `gain_chosen_keyword`.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.mana import COLOR_NAMES
from engine.core.state import ChoiceKind, GameState
from engine.instructions.perform import Context, Result, handles, perform


def gain_chosen_keyword(
    state: GameState,
    ctx: Context,
    question: NeedChoice,
    gains: tuple[v.TargetRef | None, v.Filter | None],
    keyword: str,
) -> Result:
    """The controller answers `question` as the instruction resolves, not before (608.2d); then
    the target, or the permanents matching the group at that moment (611.2c), gain `keyword`
    with the choice in place of "{}" until end of turn (613.1f)."""
    chosen = str(ask(question))
    said = event(
        f"{question.kind.value}_chosen",
        f"Player {ctx.controller} chooses {chosen} as {describe(state, ctx.source)} resolves; "
        "it's too late for anyone to respond.",
        "608.2d",
        objects=[ctx.source.id],
    )
    target, group = gains
    effect = v.ApplyContinuous(
        target=target,
        filter=group,
        modifications=(v.AddKeywords(keywords=(keyword.format(chosen),)),),
    )
    state, events = perform(state, effect, ctx)
    return state, [said, *events]


@handles(v.ProtectionFromChosenColor)
def protection_from_chosen_color(
    state: GameState, instr: v.ProtectionFromChosenColor, ctx: Context
) -> Result:
    """The color (or colorless) is chosen as it resolves (608.2d); a group is locked in then
    (611.2c)."""
    options = (*COLOR_NAMES.values(), *(("colorless",) if instr.colorless else ()))
    question = f"Player {ctx.controller}: choose a color for {describe(state, ctx.source)}."
    asked = NeedChoice(ChoiceKind.COLOR, ctx.controller, question, ("608.2d",), options)
    return gain_chosen_keyword(
        state, ctx, asked, (instr.target, instr.filter), "Protection from {}"
    )

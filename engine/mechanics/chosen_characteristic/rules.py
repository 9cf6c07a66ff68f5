"""Becoming a color or a creature type chosen as the spell or ability resolves (608.2d).

Its controller chooses as it resolves — a color of the five (105.1), or one creature type of
205.3m's list — then the object is that color instead of its others (105.3, layer 5, 613.1e) or
that creature type instead of its others, its card types unchanged (205.1a, layer 4, 613.1d),
for the effect's duration (611.2a). A target that has become illegal gets nothing, and nothing
is chosen (608.2b).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.mana import COLOR_NAMES, NAME_TO_COLOR
from engine.core.state import ChoiceKind, GameState
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.chosen_characteristic.model import BecomeChosen


@handles(BecomeChosen)
def _become_chosen(state: GameState, instr: BecomeChosen, ctx: Context) -> Result:
    """Ask the controller for the color or creature type (608.2d), then apply it."""
    if instr.target is not None and not ctx.objects(state, instr.target):
        return state, []  # an illegal target is left alone (608.2b)
    color = instr.what == "color"
    need = NeedChoice(
        ChoiceKind.COLOR if color else ChoiceKind.CREATURE_TYPE,
        ctx.controller,
        f"Player {ctx.controller}: choose a {instr.what} for {describe(state, ctx.source)}.",
        ("608.2d",) if color else ("608.2d", "205.3m"),
        tuple(COLOR_NAMES.values()) if color else v.CREATURE_TYPES,
    )
    chosen = str(ask(need))
    said = event(
        "color_chosen" if color else "creature_type_chosen",
        f"Player {ctx.controller} chooses {chosen} as {describe(state, ctx.source)} resolves; "
        "it's too late for anyone to respond.",
        "608.2d",
        objects=[ctx.source.id],
    )
    change: v.SetColors | v.SetTypes = (
        v.SetColors(colors=(NAME_TO_COLOR[chosen],)) if color else v.SetTypes(subtypes=(chosen,))
    )
    effect = v.ApplyContinuous(
        target=instr.target, filter=instr.filter, modifications=(change,), duration=instr.duration
    )
    state, events = perform(state, effect, ctx)
    return state, [said, *events]

"""Becoming a color, a creature type or a basic land type chosen as the spell or ability resolves
(608.2d).

Its controller chooses as it resolves — a color of the five (105.1), one creature type of
205.3m's list, or one of the five basic land types (305.6) — then the object is that color
instead of its others (105.3, layer 5, 613.1e), that creature type instead of its others, its
card types unchanged (205.1a, layer 4, 613.1d), or that land type instead of its other land
types, with only that type's mana ability of its own (305.7, layer 4) — or that land type in
addition to its others (305.6) — for the effect's duration (611.2a). A target that has become
illegal gets nothing, and nothing is chosen (608.2b).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.mana import COLOR_NAMES, NAME_TO_COLOR
from engine.core.state import ChoiceKind, Event, GameState
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.chosen_characteristic.model import BecomeChosen


@handles(BecomeChosen)
def _become_chosen(state: GameState, instr: BecomeChosen, ctx: Context) -> Result:
    """Ask the controller for the color, creature type or basic land type (608.2d), then apply
    it."""
    if instr.target is not None and not ctx.objects(state, instr.target):
        return state, []  # an illegal target is left alone (608.2b)
    source = describe(state, ctx.source)
    change: v.SetColors | v.SetTypes | v.AddTypes
    if instr.what == "basic land type":
        chosen, said = _land_type(ctx, source)
        change = (v.AddTypes if instr.added else v.SetTypes)(subtypes=(chosen,))
    else:
        color = instr.what == "color"
        need = NeedChoice(
            ChoiceKind.COLOR if color else ChoiceKind.CREATURE_TYPE,
            ctx.controller,
            f"Player {ctx.controller}: choose a {instr.what} for {source}.",
            ("608.2d",) if color else ("608.2d", "205.3m"),
            tuple(COLOR_NAMES.values()) if color else v.CREATURE_TYPES,
        )
        chosen = str(ask(need))
        said = event(
            "color_chosen" if color else "creature_type_chosen",
            f"Player {ctx.controller} chooses {chosen} as {source} resolves; "
            "it's too late for anyone to respond.",
            "608.2d",
            objects=[ctx.source.id],
        )
        change = (
            v.SetColors(colors=(NAME_TO_COLOR[chosen],))
            if color
            else v.SetTypes(subtypes=(chosen,))
        )
    effect = v.ApplyContinuous(
        target=instr.target, filter=instr.filter, modifications=(change,), duration=instr.duration
    )
    state, events = perform(state, effect, ctx)
    return state, [said, *events]


def _land_type(ctx: Context, source: str) -> tuple[str, Event]:
    """One of the five basic land types (305.6), chosen as the ability resolves (608.2d)."""
    need = NeedChoice(
        ChoiceKind.BASIC_LAND_TYPE,
        ctx.controller,
        f"Player {ctx.controller}: choose a basic land type for {source}.",
        ("608.2d", "305.6"),
        tuple(v.BASIC_LAND_MANA),
    )
    chosen = str(ask(need))
    said = event(
        "basic_land_type_chosen",
        f"Player {ctx.controller} chooses {chosen} as {source} resolves; "
        "it's too late for anyone to respond.",
        "608.2d",
        objects=[ctx.source.id],
    )
    return chosen, said

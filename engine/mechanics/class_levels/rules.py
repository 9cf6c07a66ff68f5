"""Class levels (CR 716) in play: gaining a level, and what a level's abilities watch for.

A class level bar "[Cost]: Level N" is an activated ability, "This Class's level becomes N",
that can be activated only as a sorcery and only while the Class is level N-1 (716.2a), and a
static ability that gives the Class the abilities printed under the bar as long as it is level
N or greater (716.2a; `engine.derived.layer_effects` checks the level). The level is a designation
of the permanent, kept in its `chosen` (716.2b): a new object has none, so it is level 1 (716.2d,
400.7). Gaining a level fires the `LevelGained` occurrence, which "When this Class becomes
level N" abilities — granted at that level, so present once it is gained — trigger on.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.occurrences import LevelGained
from engine.core.primitives import marked
from engine.core.replace import replace
from engine.core.state import GameObject, GameState, Info, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.class_levels.model import ClassLevel
from engine.modifiers.trigger_matchers import Watching, matcher
from engine.modifiers.triggers import fire


def refuse_out_of_order(state: GameState, obj: GameObject, ability: v.Activated) -> None:
    """Refuse a class level bar's activation unless the Class is one level below the one it
    gives: "Activate only if this Class is level N-1" (716.2a, 602.5)."""
    for instr in ability.effects:
        if isinstance(instr, ClassLevel) and obj.level != instr.level - 1:
            raise IllegalActionError(
                f"{describe(state, obj)} is level {obj.level}: its “Level {instr.level}” "
                f"ability can be activated only while it is level {instr.level - 1}",
                ("716.2a", "602.5"),
            )


@handles(ClassLevel)
def _gain_level(state: GameState, instr: ClassLevel, ctx: Context) -> Result:
    """The Class's level becomes N (716.2a), a designation it keeps until it leaves the
    battlefield (716.2b, 400.7); then its "becomes level N" abilities trigger. A Class that
    has left the battlefield gains nothing: the card it became is a new object."""
    obj = state.current(ctx.source.ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        text = f"{describe(state, ctx.source)} has left the battlefield: it gains no level."
        return state, [event("class_level", text, "716.2a", "400.7", objects=[ctx.source.id])]
    obj = replace(obj, chosen=marked(obj.chosen, ("level", instr.level)))
    state = state.with_object(obj)
    said = event(
        "class_level",
        f"{describe(state, obj)}'s level becomes {instr.level}: it has the abilities of level "
        f"{instr.level} and below.",
        "716.2a",
        "716.2b",
        objects=[obj.id],
    )
    state, fired = fire(state, LevelGained(obj, instr.level))
    return state, [said, *fired]


@matcher("class_level", LevelGained)
def _class_level(w: Watching, occ: LevelGained) -> list[Info]:
    """ "When this Class becomes level N" (716.2a): only this Class, only level N."""
    if occ.obj.id != w.source.id or occ.level != w.trigger.level:
        return []
    return [()]

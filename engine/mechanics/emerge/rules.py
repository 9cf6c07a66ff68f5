"""Casting a spell for its emerge cost (CR 702.119a, 702.119c): the creature to sacrifice is
chosen as the emerge cost is chosen (601.2b) — the one the cast action names — and kept on the
card being cast, so that its mana value reduces the total cost as it is determined (601.2f;
generic mana only, 118.7a) and that same creature is sacrificed as the total cost is paid
(601.2h)."""

from __future__ import annotations

from engine.core.errors import IllegalActionError
from engine.core.events import describe
from engine.core.face_down import mana_value
from engine.core.replace import replace
from engine.core.scenario_actions import CastAction
from engine.core.state import GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.mechanics.emerge.model import KEYWORD, RULE, SACRIFICING


def choose_sacrifice(
    state: GameState, player: PlayerId, obj: GameObject, action: CastAction
) -> tuple[GameState, GameObject]:
    """The creature `player` sacrifices for `obj`'s emerge cost, chosen with it (702.119c): the
    one `action` names to pay it (its `costs.sacrifice`, as every sacrifice cost is named),
    refused unless it is one creature they control. The card being cast keeps it."""
    named = action.costs.sacrifice
    chosen = state.objects.get(named[0]) if len(named) == 1 else None
    if (
        chosen is None
        or chosen.zone is not Zone.BATTLEFIELD
        or controller_of(state, chosen) != player
        or not characteristics(state, chosen).is_creature
    ):
        raise IllegalActionError(
            f"{describe(state, obj)}'s emerge cost sacrifices one creature player {player} "
            f"controls, named in the action's costs.sacrifice ({', '.join(named) or 'none'})",
            (RULE, "702.119c"),
        )
    obj = replace(obj, chosen=(*obj.chosen, (SACRIFICING, chosen.id)))
    return state.with_object(obj), obj


#: The source of the total cost's part the emerge cost takes away (601.2f).
SOURCE = KEYWORD


def sacrificing(state: GameState, spell: GameObject) -> tuple[GameObject, int] | None:
    """The creature chosen to be sacrificed for `spell`'s emerge cost and its mana value as it is
    now, before it is sacrificed (702.119a, 601.2f), or None when it isn't cast for it."""
    chosen = dict(spell.chosen).get(SACRIFICING)
    creature = state.objects.get(str(chosen)) if chosen is not None else None
    if creature is None or creature.zone is not Zone.BATTLEFIELD:
        return None
    return creature, mana_value(creature)

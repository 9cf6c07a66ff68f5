"""Toxic (CR 702.164) in play: combat damage a creature with toxic deals to a player also gives
that player poison counters equal to its total toxic value (702.164c, 120.3g) — a result of the
damage, not a triggered ability, registered with the damage operation
(`engine.operations.damage.combat_damage_result`).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.events import describe, event
from engine.core.state import GameObject, GameState, PlayerId
from engine.derived.characteristics import characteristics
from engine.mechanics.toxic.model import TOXIC
from engine.operations.damage import Result, combat_damage_result, give_poison


def toxic_value(keywords: Sequence[str]) -> int:
    """A creature's total toxic value: the sum of the N of each toxic ability it has
    (702.164b), each instance counted (they are cumulative, unlike infect's, 702.90f)."""
    prefix = f"{TOXIC} "
    values = (k.removeprefix(prefix) for k in keywords if k.startswith(prefix))
    return sum(int(n) for n in values if n.isdecimal())


@combat_damage_result(TOXIC)
def poison(state: GameState, source: GameObject, player_id: PlayerId) -> Result:
    """Combat damage dealt to a player by a creature with toxic also gives them poison counters
    equal to its total toxic value (702.164c, 120.3g), in addition to the damage's results."""
    chars = characteristics(state, source)
    toxic = toxic_value(chars.keywords)
    if not toxic or not chars.is_creature:
        return state, []
    before = state.player(player_id).counter("poison")
    state, stopped = give_poison(state, player_id, toxic)
    if stopped:
        return state, stopped  # the player can't get counters (614.17)
    said = event(
        "poison",
        f"{describe(state, source)} has toxic {toxic}: player {player_id} gets {toxic} poison "
        f"counter{'s' if toxic != 1 else ''} (poison {before} → {before + toxic}).",
        "702.164c",
        objects=[source.id, player_id],
    )
    return state, [said]

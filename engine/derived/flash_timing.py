"""Whether an effect lets a player cast a spell as though it had flash (702.8a, 601.3b): the
permissions on the player (613.10, `layers.player_effects`) — "You may cast spells as though they
had flash" (Vedalken Orrery), "… sorcery spells …" for a while (Teferi, Time Raveler), "… green
creature spells …" (Yeva, Nature's Herald), "… Spirit spells …" (Rattlechains) — each asked of
the card as it would be cast: its card types and, for a permission naming more, its filter."""

from __future__ import annotations

from engine.core.state import GameObject, GameState, PlayerId
from engine.derived.characteristics import characteristics, player_effects
from engine.derived.targets import matches


def may_cast_as_though_flash(state: GameState, player: PlayerId, spell: GameObject) -> bool:
    """Whether an effect lets `player` cast `spell` any time they could cast an instant, as
    though it had flash (702.8a, 601.3b)."""
    permissions = [(e.source, m) for e in player_effects(state).get(player, []) for m in e.flash]
    if not permissions:
        return False
    types = set(characteristics(state, spell).types)
    return any(
        (not m.types or bool(set(m.types) & types))
        and (m.filter is None or matches(state, spell, m.filter, player, source) is None)
        for source, m in permissions
    )

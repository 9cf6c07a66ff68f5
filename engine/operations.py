"""Operations: the game actions spells, abilities and the rules of play all perform — damage
(120), life (119), destroying (701.8), countering (701.6), drawing (121) and adding mana (106.4).

Each takes the state and returns the new state with the events that say what happened and why.
Replacement and prevention effects get their say first (614, 615): damage and destruction go
through `engine.replacement` before they happen.
"""

from __future__ import annotations

from dataclasses import replace

from engine import budget, replacement
from engine.cards.anonymous import ANONYMOUS
from engine.characteristics import characteristics, controller_of
from engine.events import describe, event
from engine.mana import add, parse_pool, pool_text
from engine.occurrences import CombatDamageToPlayer, DealtDamage, LifeGained
from engine.state import (
    Event,
    GameObject,
    GameState,
    ObjectRef,
    PlayerId,
    PlayerTarget,
    Target,
    Zone,
)
from engine.triggers import fire
from engine.zones import library_top, move

Result = tuple[GameState, list[Event]]


def deal_damage(
    state: GameState, source: GameObject, target: Target, amount: int, *, combat: bool = False
) -> Result:
    """Damage to a player is life loss (120.3a); to a planeswalker it removes loyalty counters
    (120.3c); to a creature it is marked (120.3e).

    Replacement and prevention effects modify it first (120.4b); `combat` marks combat damage,
    which "prevent all combat damage" effects look for.
    """
    if amount <= 0:
        return state, []
    if isinstance(target, ObjectRef) and state.current(target) is None:
        return state, []
    state, amount, prevented = replacement.damage(state, source, target, amount, combat=combat)
    if amount <= 0:
        return state, prevented
    state, dealt = _dealt(state, source, target, amount)
    if combat and isinstance(target, PlayerTarget):
        # "Whenever [this] deals combat damage to a player" triggers (510.2, 603.2).
        state, _ = fire(state, CombatDamageToPlayer(source, target.player, amount))
    return state, prevented + dealt


def _dealt(state: GameState, source: GameObject, target: Target, amount: int) -> Result:
    source_name = describe(state, source)
    if isinstance(target, PlayerTarget):
        player = state.player(target.player)
        state = state.with_player(replace(player, life=player.life - amount))
        dealt = event(
            "damage",
            f"{source_name} deals {amount} damage to player {player.id} "
            f"(life {player.life} → {player.life - amount}).",
            "120.3a",
            objects=[source.id, player.id],
        )
        return _lifelink(state, source, amount, [dealt])
    obj = state.current(target)
    if obj is None:
        return state, []
    events: list[Event] = []
    chars = characteristics(state, obj)
    if chars.is_type("Planeswalker"):
        # 120.3c: that many loyalty counters are removed (as many as there are, at most).
        before = obj.counter("loyalty")
        after = max(0, before - amount)
        obj = obj.with_counters({**dict(obj.counters), "loyalty": after})
        state = state.with_object(obj)
        events.append(
            event(
                "damage",
                f"{source_name} deals {amount} damage to {describe(state, obj)}: "
                f"{before - after} loyalty counter{'s' if before - after != 1 else ''} "
                f"removed (loyalty {before} → {after}).",
                "120.3c",
                objects=[source.id, obj.id],
            )
        )
    if chars.is_creature or not chars.is_type("Planeswalker"):
        # 702.2b: remembered until state-based actions are next checked (704.5h).
        deathtouch = obj.deathtouch_damage or characteristics(state, source).has("Deathtouch")
        state = state.with_object(
            replace(obj, damage=obj.damage + amount, deathtouch_damage=deathtouch)
        )
        events.append(
            event(
                "damage",
                f"{source_name} deals {amount} damage to {describe(state, obj)} "
                f"(damage marked: {obj.damage + amount}).",
                "120.3e",
                objects=[source.id, obj.id],
            )
        )
    state, _ = fire(state, DealtDamage(state.objects[obj.id], source, amount))
    chars = characteristics(state, obj)
    toughness = chars.toughness
    if (
        chars.is_creature
        and chars.has("Indestructible")
        and toughness is not None
        and 0 < toughness <= obj.damage + amount
    ):
        # Say once why nothing happens next: 704.5g ignores indestructible permanents (702.12b).
        events.append(
            event(
                "indestructible",
                f"{describe(state, obj)} has lethal damage marked but is indestructible: the "
                "state-based action for lethal damage ignores it.",
                "702.12b",
                objects=[obj.id],
            )
        )
    return _lifelink(state, source, amount, events)


def _lifelink(state: GameState, source: GameObject, amount: int, events: list[Event]) -> Result:
    """Damage dealt by a source with lifelink makes its controller gain that much life (702.15b)."""
    chars = characteristics(state, source)
    if not chars.has("Lifelink"):
        return state, events
    controller = controller_of(state, source, chars)
    player = state.player(controller)
    state = gain_life(state, controller, amount)
    events.append(
        event(
            "life",
            f"{describe(state, source)} has lifelink: player {controller} gains {amount} life "
            f"({player.life} → {player.life + amount}).",
            "702.15b",
            objects=[source.id, controller],
        )
    )
    return state, events


def destroy(state: GameState, obj: GameObject, *, cant_regenerate: bool, why: str) -> Result:
    """Destroy a permanent (701.8a), unless indestructible (702.12b) or regenerated (701.19a)."""
    chars = characteristics(state, obj)
    if chars.has("Indestructible"):
        return state, [
            event(
                "indestructible",
                f"{describe(state, obj)} has indestructible and isn't destroyed.",
                "702.12b",
                objects=[obj.id],
            )
        ]
    state, replaced, replacing = replacement.destroying(state, obj, cant_regenerate=cant_regenerate)
    if replaced:
        return state, replacing
    state, events = move(state, obj.id, Zone.GRAVEYARD)
    return state, [
        *replacing,
        event(
            "destroy",
            f"{describe(state, obj)} is destroyed ({why}) and put into its owner's graveyard.",
            "701.8a",
            objects=[obj.id],
        ),
        *events,
    ]


#: Where a countered spell goes instead of the graveyard (`CounterSpell.to`), in the event's words.
_COUNTERED_TO = {
    "library_top": (Zone.LIBRARY, False, "on top of its owner's library"),
    "library_bottom": (Zone.LIBRARY, True, "on the bottom of its owner's library"),
    "hand": (Zone.HAND, False, "into its owner's hand"),
    "exile": (Zone.EXILE, False, "into exile"),
}


def counter(state: GameState, obj: GameObject, by: GameObject, to: str = "graveyard") -> Result:
    """Counter a spell: it leaves the stack for its owner's graveyard (CR 701.6a), or where the
    countering text says instead (`to`; a self-replacement effect, 614.15)."""
    if obj.card.cant_be_countered:
        return state, [
            event(
                "cant_be_countered",
                f"{describe(state, obj)} can't be countered; {by.card.name} does nothing to it.",
                "101.2",
                objects=[obj.id, by.id],
            )
        ]
    if to in _COUNTERED_TO:
        zone, to_bottom, where = _COUNTERED_TO[to]
        state, events = move(state, obj.id, zone, to_bottom=to_bottom)
        said = (
            f"{describe(state, by)} counters {describe(state, obj)}; instead of into its owner's "
            f"graveyard, it is put {where} ({by.card.name}'s own replacement effect, applied "
            "first)."
        )
        return state, [event("counter", said, "701.6a", "614.15", objects=[obj.id, by.id]), *events]
    state, events = move(state, obj.id, Zone.GRAVEYARD)
    return state, [
        event(
            "counter",
            f"{describe(state, by)} counters {describe(state, obj)}; it is put into its owner's "
            "graveyard.",
            "701.6a",
            objects=[obj.id, by.id],
        ),
        *events,
    ]


def draw(state: GameState, player_id: PlayerId, n: int) -> Result:
    """Draw `n` cards one at a time (CR 121.2); drawing from an empty library is noted (121.4)."""
    events: list[Event] = []
    for _ in range(n):
        budget.check(state)
        player = state.player(player_id)
        top = library_top(state, player_id)
        if top is None and player.anonymous_library:
            state = state.with_player(
                replace(player, anonymous_library=player.anonymous_library - 1)
            )
            state, _ = anonymous_card(state, player_id)
            events.append(
                event(
                    "draw",
                    f"Player {player_id} draws a card.",
                    "121.1",
                    objects=[player_id],
                )
            )
            continue
        if top is None:
            state = state.with_player(replace(player, drew_from_empty=True))
            events.append(
                event(
                    "draw",
                    f"Player {player_id} can't draw from an empty library; they will lose the "
                    "next time state-based actions are checked.",
                    "121.4",
                    objects=[player_id],
                )
            )
            continue
        state, more = move(state, top, Zone.HAND)
        events.append(
            event(
                "draw",
                f"Player {player_id} draws {describe(state, state.objects[top])}.",
                "121.1",
                objects=[player_id, top],
            )
        )
        events += more
    return state, events


def anonymous_card(
    state: GameState, player_id: PlayerId, zone: Zone = Zone.HAND
) -> tuple[GameState, str]:
    """One of the player's anonymous library cards as an object in `zone` ("A.card1", …): a
    drawn one in the hand, or one a scry or mill reaches, in place in the library."""
    n = 1 + sum(1 for o in state.objects if o.startswith(f"{player_id}.card"))
    card_id = f"{player_id}.card{n}"
    state, timestamp = state.stamp()
    obj = GameObject(
        id=card_id, card=ANONYMOUS, owner=player_id, controller=player_id,
        zone=zone, timestamp=timestamp,
    )  # fmt: skip
    return state.with_object(obj), card_id


def add_mana(state: GameState, player_id: PlayerId, mana: str, source: GameObject) -> Result:
    player = state.player(player_id)
    state = state.with_player(replace(player, mana_pool=add(player.mana_pool, parse_pool(mana))))
    return state, [
        event(
            "mana",
            f"{describe(state, source)} adds {mana} to player {player_id}'s mana pool "
            f"(now {pool_text(state.player(player_id).mana_pool)}).",
            "106.4",
            objects=[source.id, player_id],
        )
    ]


def gain_life(state: GameState, player_id: PlayerId, amount: int) -> GameState:
    """A player gains life (119.3): the life total goes up, and abilities that trigger on it
    trigger (603.2); the caller says why it happened."""
    player = state.player(player_id)
    state = state.with_player(replace(player, life=player.life + amount))
    state, _ = fire(state, LifeGained(player_id, amount))
    return state

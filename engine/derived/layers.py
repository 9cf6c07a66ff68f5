"""Continuous effects in layers (CR 613): an object's characteristics, computed from the state.

Nothing here is stored: the characteristics of every object follow from the printed card (or the
copiable values a copy effect gave it, layer 1), name stickers (layer 3), continuous effects from
resolved spells and abilities (`GameState.effects`, their affected sets locked in, 611.2c) and
static abilities of permanents (applied to whatever they describe at each moment, 611.3a), layer
by layer: control (2), text (3), type (4), color (5), abilities (6, keyword counters among them,
122.1b), power/toughness 7a–7d with counters in 7c. Within a layer, effects apply in timestamp
order (613.7) unless one depends on another (613.8). Effects on players (613.10) and on game
rules (613.11) come last.

The result for every object is computed once per state and cached on it; each change is recorded
("+2/+0 from Rancor (rancor), layer 7c") so the output can explain it.

The parts: `engine.derived.copiable_values` (the record and the values layers start from, layers 1
and 3), `engine.derived.layer_effects` (effects and how each applies in its layer) and
`engine.derived.layer_order` (613.7–613.8: which applies next). This module runs the layers and
answers for the rest of the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from engine.cards import vocabulary as v
from engine.cards.vocabulary import CHOSEN_COLOR_PROTECTION, CHOSEN_PLAYER_PROTECTION
from engine.core import budget
from engine.core.emblems import emblems, is_emblem
from engine.core.face_down import copiable_card
from engine.core.lasting_effects import ContinuousEffect
from engine.core.state import GameObject, GameState, ObjectId, PlayerId, Zone
from engine.derived.copiable_values import (
    Characteristics,
    Working,
    build_printed,
    printed,
    sticker_name,
)
from engine.derived.keyword_counters import keyword_counter_effects
from engine.derived.layer_effects import (
    LAYER_RULE,
    LAYERS,
    Active,
    applies_to,
    apply_counters,
    apply_effect,
    condition_holds,
    defines_itself,
    lapsed,
    resolved_effects,
    static_effects,
)
from engine.derived.layer_order import ability_gone, next_effect

__all__ = [
    "LAYERS",
    "LAYER_RULE",
    "Characteristics",
    "PlayerEffect",
    "build_printed",
    "characteristics",
    "compute_world",
    "controller_of",
    "max_hand_size",
    "player_effects",
    "player_keywords",
    "printed",
    "sticker_name",
]


def compute_world(state: GameState) -> dict[ObjectId, Characteristics]:
    """Characteristics of every object on the battlefield and the stack (613.1–613.4, 613.11).

    An effect lasting "for as long as you control ~" is over the moment its controller doesn't
    control its source (611.2b), which layer 2 says: when the layers leave such a source under
    another player's control, they run again without that effect (it doesn't start again)."""
    ended: frozenset[int] = frozenset()
    while True:
        world = _layers(state, ended)
        lost = uncontrolled_sources(state, world, ended)
        if not lost:
            return {k: w.freeze() for k, w in world.items()}
        ended |= lost


def uncontrolled_sources(
    state: GameState, world: Mapping[ObjectId, Working | Characteristics], ended: frozenset[int]
) -> frozenset[int]:
    """The effects lasting "for as long as you control ~" whose controller doesn't control
    their source in `world` (611.2b), but those already `ended`."""
    return frozenset(
        e.id
        for e in state.effects
        if e.duration == "source_controlled"
        and e.id not in ended
        and (source := world.get(e.source)) is not None
        and source.controller != e.controller
    )


def _layers(state: GameState, ended: frozenset[int]) -> dict[ObjectId, Working]:
    """The layers run over every object they compute, but the resolved effects `ended`."""
    everywhere = reaches_every_zone(state)
    world = {
        o.id: Working.of(o, state)
        for o in state.objects.values()
        if everywhere
        or o.zone in (Zone.BATTLEFIELD, Zone.STACK)
        or defines_itself(copiable_card(o))
        or is_emblem(o)  # its static abilities function in the command zone (114.4)
    }
    resolved = resolved_effects(state, ended) + keyword_counter_effects(world.values())
    started: dict[tuple[Any, ...], list[str]] = {}
    seen: dict[tuple[Any, ...], Active] = {}
    waits: dict[tuple[Any, ...], list[Active]] = {}
    held: dict[tuple[Any, ...], bool] = {}
    for layer in LAYERS:
        # Static abilities exist as the layers so far left them; an effect that began in an
        # earlier layer keeps applying to the same objects even if its ability is gone (613.6).
        statics = static_effects(state, world.values())
        for a in statics:
            seen.setdefault(a.key, a)
        keys = {a.key for a in statics}
        carried = [
            a for k, a in seen.items() if k not in keys and a.layer == layer and k[:-1] in started
        ]
        pending = [a for a in resolved if a.layer == layer]
        pending += [a for a in statics if a.layer == layer] + carried
        if layer == "7c":
            apply_counters(world)
        while pending:
            budget.check_time()
            active = next_effect(pending, world, started, waits)
            pending.remove(active)
            if ability_gone(active, world, started) or not condition_holds(
                state, active, world, held
            ):
                continue
            targets = applies_to(active, world, started)
            started.setdefault(active.key[:-1], targets)
            # Only effects with later timestamps count as waited for; in a dependency loop the
            # order is the timestamp order anyway (613.8b).
            after = [
                b
                for b in waits.get(active.key, [])
                if (b.timestamp, b.key[:3]) > (active.timestamp, active.key[:3])
            ]
            apply_effect(active, targets, world, after)
    return world


def characteristics(state: GameState, obj: GameObject) -> Characteristics:
    """The characteristics of `obj` in `state` (CR 613.1), from the state's cached world.

    An object that isn't the state's current one (last known information, or one about to
    enter) is computed in a copy of the state that holds it.
    """
    current = state.objects.get(obj.id)
    if (
        obj.zone not in (Zone.BATTLEFIELD, Zone.STACK)
        and not defines_itself(copiable_card(obj))
        and not reaches_every_zone(state)
    ):
        if not obj.stickers and obj.copied is None and obj.face_down is None:
            return printed(obj.card)
        return Working.of(obj, state).freeze()
    if current is obj:
        world = cast("dict[ObjectId, Characteristics] | None", state.cache.get("world"))
        if world is None:
            if _trivial(state):
                return _quick(obj)
            world = compute_world(state)
            state.cache["world"] = world
        return world[obj.id]
    # Last known information or an object about to enter: computed in a copy of the state that
    # holds it, once per (state, object) — asking again (its controller, then its abilities)
    # must not compute the whole board again.
    if _trivial(state) and not _special(obj):
        return _quick(obj)  # nothing but its card and counters decides, there as here
    memo = cast(
        "dict[int, tuple[GameObject, Characteristics]]", state.cache.setdefault("other", {})
    )
    found = memo.get(id(obj))
    if found is not None and found[0] is obj:
        return found[1]
    chars = compute_world(state.with_object(obj))[obj.id]
    memo[id(obj)] = (obj, chars)
    return chars


def reaches_every_zone(state: GameState) -> bool:
    """Whether a permanent's static ability affects objects in every zone ("All cards that
    aren't on the battlefield, spells, and permanents are colorless", 611.3a): then every
    object's characteristics go through the layers, not only those on the battlefield and stack."""
    found = state.cache.get("every_zone")
    if found is None:
        # A permanent's, or an emblem's, whose static abilities work in the command zone (114.4):
        # "Instant and sorcery cards in your graveyard have retrace" reaches a graveyard.
        found = any(
            s.affects in ("everything", "graveyard")
            for o in (*state.battlefield(), *emblems(state))
            for s in copiable_card(o).statics
        )
        state.cache["every_zone"] = found
    return bool(found)


def controller_of(
    state: GameState, obj: GameObject, chars: Characteristics | None = None
) -> PlayerId:
    """Who controls `obj` now: its controller after control-changing effects (layer 2,
    613.1b). The one place the engine asks; an object no effect touches has its own. `chars`:
    its characteristics in `state`, when the caller has them already."""
    if chars is None:
        chars = characteristics(state, obj)
    return chars.controller or obj.controller


def over(state: GameState, effect: ContinuousEffect) -> str | None:
    """Why an effect of 611.2b has ended, in words ("left the battlefield"), or None while it
    lasts: its source gone (`lapsed`), no longer tapped, or no longer controlled by the effect's
    controller ("for as long as you control ~")."""
    if lapsed(state, effect):
        if effect.duration == "source_tapped":
            source = None if effect.source_ref is None else state.current(effect.source_ref)
            if source is not None and source.zone is Zone.BATTLEFIELD:
                return "is no longer tapped"
        return "left the battlefield"
    if effect.duration != "source_controlled" or effect.source_ref is None:
        return None
    source = state.current(effect.source_ref)
    if source is None or controller_of(state, source) == effect.controller:
        return None
    return f"is no longer controlled by player {effect.controller}"


def _trivial(state: GameState) -> bool:
    """No effect, static ability, copy, sticker or keyword counter anywhere: printed values and
    +1/+1 and -1/-1 counters do."""
    return not state.effects and not state.tally(_special)


def _special(o: GameObject) -> int:
    """1 for an object whose characteristics may differ from its printed card and counters (or
    may change others'); counted over all objects as they change (`GameState.tally`)."""
    return int(
        defines_itself(copiable_card(o))
        or (is_emblem(o) and bool(o.card.statics))
        or (
            (o.zone is Zone.BATTLEFIELD or o.zone is Zone.STACK)
            and bool(
                o.card.statics
                or o.copied is not None
                or o.face_down is not None
                or o.stickers
                or any(kind in v.KEYWORD_COUNTERS for kind, _ in o.counters)
                or CHOSEN_COLOR_PROTECTION in o.card.keywords
                or CHOSEN_PLAYER_PROTECTION in o.card.keywords
            )
        )
    )


def _quick(obj: GameObject) -> Characteristics:
    base = printed(copiable_card(obj))
    if not obj.counters or obj.zone is not Zone.BATTLEFIELD or base.power is None:
        return base
    w = Working.of(obj)
    apply_counters({obj.id: w})
    return w.freeze()


# -- effects on players (613.10) ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerEffect:
    """A continuous effect on a player (613.10): the keywords it gives and those it takes away."""

    source: ObjectId
    text: str
    keywords: tuple[str, ...]
    timestamp: int
    loses: tuple[str, ...] = ()
    #: What it does to the player's maximum hand size (402.2, 613.11).
    hand_size: tuple[v.MaxHandSize, ...] = ()
    #: The spells it lets the player cast as though they had flash (702.8a, 601.3b).
    flash: tuple[v.CastAsThoughFlash, ...] = ()
    #: The lands more it lets the player play each turn (305.2).
    lands: tuple[v.AdditionalLandPlays, ...] = ()
    #: Whether it lets the player spend mana as though it were mana of any color (609.4b).
    any_color: bool = False
    #: Whether the player's life total can't change (119.7, 119.8).
    life_locked: bool = False


def player_effects(state: GameState) -> dict[PlayerId, list[PlayerEffect]]:
    """Continuous effects on players, in timestamp order after objects' characteristics (613.10,
    613.7): each player's list is what applies to them, in the order it applies."""
    cached = cast("dict[PlayerId, list[PlayerEffect]] | None", state.cache.get("player_effects"))
    if cached is not None:
        return cached
    out: dict[PlayerId, list[PlayerEffect]] = {p.id: [] for p in state.players}
    # The abilities a permanent has now (a copy of such a permanent has them too, 707.2;
    # one that lost its abilities has none, 613.1f), so characteristics, not the printed card.
    for obj in () if _trivial(state) else (*state.battlefield(), *emblems(state)):
        chars = characteristics(state, obj)
        if not chars.statics:
            continue
        controller = controller_of(state, obj)
        for ability in chars.statics:
            if ability.affects not in ("you", "opponents"):
                continue
            gives = tuple(
                k for m in ability.modifications if isinstance(m, v.AddKeywords) for k in m.keywords
            )
            loses = tuple(
                k
                for m in ability.modifications
                if isinstance(m, v.LoseKeywords)
                for k in m.keywords
            )
            hand = tuple(m for m in ability.modifications if isinstance(m, v.MaxHandSize))
            flash = tuple(m for m in ability.modifications if isinstance(m, v.CastAsThoughFlash))
            lands = tuple(m for m in ability.modifications if isinstance(m, v.AdditionalLandPlays))
            any_color = any(isinstance(m, v.SpendAsAnyColor) for m in ability.modifications)
            text = ability.text or ", ".join(gives) or f"loses {', '.join(loses)}"
            for player in state.players:
                if (ability.affects == "you") == (player.id == controller):
                    out[player.id].append(
                        PlayerEffect(
                            obj.id, text, gives, obj.timestamp, loses, hand, flash, lands, any_color
                        )
                    )
    for effect in state.effects:
        # A resolved spell's or ability's effect on players (611.2, 613.10).
        flash = tuple(m for m in effect.modifications if isinstance(m, v.CastAsThoughFlash))
        lands = tuple(m for m in effect.modifications if isinstance(m, v.AdditionalLandPlays))
        gives = tuple(
            k for m in effect.modifications if isinstance(m, v.AddKeywords) for k in m.keywords
        )
        locked = any(isinstance(m, v.LifeTotalCantChange) for m in effect.modifications)
        if not (flash or lands or locked or (gives and effect.players)):
            continue  # a requirement on the player's creatures (`combat_rules`), not on them
        for affected_player in effect.players:
            kinds = " or ".join(t.lower() for m in flash for t in m.types) or "any"
            text = f"{effect.source_name}: may cast {kinds} spells as though they had flash"
            if lands:
                n = sum(m.count for m in lands)
                more = "an additional land" if n == 1 else f"{n} additional lands"
                text = f"{effect.source_name}: may play {more} this turn"
            if gives or locked:
                # Teferi's Protection: "your life total can't change and you gain protection
                # from everything" (119.7, 119.8, 702.16j).
                said = (["life total can't change"] if locked else []) + [k.lower() for k in gives]
                text = f"{effect.source_name}: {', '.join(said)}"
            out[affected_player].append(
                PlayerEffect(
                    effect.source,
                    text,
                    gives,
                    effect.timestamp,
                    flash=flash,
                    lands=lands,
                    life_locked=locked,
                )
            )
    for effects in out.values():
        effects.sort(key=lambda e: e.timestamp)
    state.cache["player_effects"] = out
    return out


def player_keywords(state: GameState, player: PlayerId) -> tuple[str, ...]:
    """The keywords a player has: the effects on them applied in timestamp order (613.10, 613.7),
    so a later "loses hexproof" takes away an earlier "has hexproof", and the reverse gives it."""
    keywords: list[str] = []
    for e in player_effects(state).get(player, []):
        keywords += [k for k in e.keywords if k not in keywords]
        keywords = [k for k in keywords if k not in e.loses]
    return tuple(keywords)


def max_hand_size(state: GameState, player: PlayerId) -> int | None:
    """A player's maximum hand size (402.2): normally seven (the scenario may say otherwise),
    then the effects on it in timestamp order (613.11, 613.7) — a number replaces it, a change
    adds to it (never below 0), and none at all (None) stays none whatever changes it later."""
    size: int | None = state.player(player).max_hand_size
    for e in player_effects(state).get(player, []):
        for m in e.hand_size:
            if m.unlimited:
                size = None
            elif m.set_to is not None:
                size = m.set_to
            elif size is not None:
                size = max(0, size + m.change)
    return size


def land_plays(state: GameState, player: PlayerId) -> int:
    """How many lands `player` can play this turn (305.2): one, plus what each effect on them
    adds ("You may play an additional land on each of your turns", 305.2a)."""
    return 1 + sum(m.count for e in player_effects(state).get(player, []) for m in e.lands)


def spends_as_any_color(state: GameState, player: PlayerId) -> bool:
    """Whether an effect lets `player` spend mana as though it were mana of any color (609.4b)."""
    return any(e.any_color for e in player_effects(state).get(player, []))

"""Damage (CR 120): dealing it to a player, a planeswalker, a battle or a creature, after the
replacement and prevention effects on it (120.4b, 615), its results (120.3: life loss, poison
counters, loyalty and defense removed, damage marked, -1/-1 counters), lifelink (702.15b), what
combat damage to a player also does because of a keyword (`combat_damage_result`) and what a
prevention effect does right after it prevented damage (615.5).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core.events import describe, event
from engine.core.occurrences import (
    CombatDamageToPlayer,
    DamageToCreature,
    DamageToPlayer,
    DealsDamage,
    DealtDamage,
)
from engine.core.registry import Registry, decorator
from engine.core.replace import replace
from engine.core.state import (
    Event,
    GameObject,
    GameState,
    ObjectRef,
    PlayerId,
    PlayerTarget,
    ReplacementEffect,
    Target,
    Zone,
    freeze,
)
from engine.derived.characteristics import characteristics, controller_of
from engine.modifiers import life_totals, multipliers, redirection, replacement, turn_history
from engine.modifiers.prevention import After
from engine.modifiers.shield_counters import RULE, SHIELD
from engine.modifiers.triggers import fire
from engine.operations.basic import gain_life, take_counters

Result = tuple[GameState, list[Event]]
Events = list[Event]

#: What combat damage dealt to a player also does because of a keyword its source has, besides
#: the damage's own results (toxic's poison counters, 702.164c, 120.3g): registered under the
#: keyword by its mechanic's package (`combat_damage_result`), which this module never names,
#: and done in the order the packages register, by their names.
CombatDamageResult = Callable[[GameState, GameObject, PlayerId], Result]
COMBAT_DAMAGE_RESULTS: Registry[str, CombatDamageResult] = Registry("combat damage result")


def combat_damage_result(keyword: str) -> Callable[[CombatDamageResult], CombatDamageResult]:
    """Register what combat damage to a player also does when its source has `keyword`."""
    return decorator(COMBAT_DAMAGE_RESULTS, keyword)


def deal_damage(
    state: GameState, source: GameObject, target: Target, amount: int, *, combat: bool = False
) -> Result:
    """Damage to a player is life loss (120.3a); to a planeswalker it removes loyalty counters
    (120.3c); to a creature it is marked (120.3e).

    Replacement and prevention effects modify it first (120.4b); `combat` marks combat damage,
    which "prevent all combat damage" effects look for. "Whenever [the source] deals damage"
    triggers for what it dealt (603.2).
    """
    state, events, dealt = _deal(state, source, target, amount, combat)
    return _fire_dealt(state, [(source, dealt)], combat), events


def _deal(
    state: GameState,
    source: GameObject,
    target: Target,
    amount: int,
    combat: bool,
    held: list[DealtDamage] | None = None,
    linked: list[tuple[GameObject, int]] | None = None,
    after: After | None = None,
) -> tuple[GameState, Events, int]:
    """The damage to one recipient, its events, and how much of it was dealt (after
    prevention, to the recipient or where a redirection sent part of it, 614.9). `held`
    collects a permanent's being dealt damage instead of firing it, and `linked` the damage
    dealt by the source for its lifelink, when this is one part of damage dealt at once
    (`deal_damage_together`); otherwise lifelink gains once for all the parts (702.15b: one
    life-gaining event however many recipients, Angel of Vitality's ruling); `after` likewise
    what a prevention effect does right after the event (615.5)."""
    if amount <= 0:
        return state, [], 0
    if isinstance(target, ObjectRef) and state.current(target) is None:
        return state, [], 0
    own = after is None
    after = [] if after is None else after
    state, portions, prevented = replacement.damage(
        state, source, target, amount, combat=combat, after=after
    )
    state, reflected = replacement.take_reflections(state)
    dealt: Events = []
    total = 0
    for recipient, part in portions:
        if part > 0:
            state, more = _deal_portion(state, source, recipient, part, combat, held)
            dealt += more
            total += part
    if linked is not None:
        linked.append((source, total))
    else:
        state, dealt = _lifelink(state, source, total, dealt)
    if own:
        state, dealt = _after_prevention(state, after, dealt)
    state, events = _reflect(state, prevented + dealt, reflected)
    return state, events, total


def _fire_dealt(
    state: GameState, dealt: Sequence[tuple[GameObject, int]], combat: bool
) -> GameState:
    """ "Whenever [this] deals damage" (120.3, 510.2): once for each source that dealt any, the
    total it dealt to every recipient at once (603.2c — one event, however many recipients)."""
    for source, amount in _by_source(dealt):
        if amount > 0:
            state, _ = fire(state, DealsDamage(source, amount, combat))
    return state


def deal_damage_together(
    state: GameState, dealt: Sequence[redirection.Dealt], *, combat: bool = False
) -> Result:
    """Damage dealt at the same time to several recipients — "each creature", several targets,
    combat damage (510.2) — one after the other, as the engine deals it, once a redirection
    shield's controller has chosen which of it the shield redirects (614.9, `redirection.allot`).
    Each source as it is now, if it is still the same object (combat: 510.2); each source's
    "whenever [this] deals damage" triggers once for all of it (603.2c). Likewise a permanent
    dealt damage by several sources at once — a creature blocked by two — is dealt damage once:
    "whenever ~ is dealt damage" triggers once for it (603.2c; enrage's rulings), with the total
    (120.4b), remembering the first of the sources."""
    state, events = redirection.allot(state, dealt)
    totals: list[tuple[GameObject, int]] = []
    held: list[DealtDamage] = []
    after: After = []
    for source, target, amount in dealt:
        current = state.current(source.ref) or source
        state, more, _ = _deal(state, current, target, amount, combat, held, totals, after)
        events += more
    state = redirection.allotted_done(state)
    # Lifelink: one life-gaining event for each source, all the damage it dealt at once
    # (702.15b; Angel of Vitality's ruling: a creature dealing combat damage to several).
    for source, amount in _by_source(totals):
        state, events = _lifelink(state, source, amount, events)
    state, events = _after_prevention(state, after, events)
    for occurrence in _once_each(held):
        state, _ = fire(state, occurrence)
    return _fire_dealt(state, totals, combat), events


def _after_prevention(state: GameState, after: After, events: Events) -> Result:
    """What prevention effects do right after the damage event (615.5): "Remove a +1/+1 counter
    from this creature" (the Phantoms) — once for each permanent however many sources dealt it
    damage at once (their rulings), from it as it is now, if it has one."""
    for perm_id, kind in dict.fromkeys(after):
        obj = state.objects.get(perm_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        have = obj.counter(kind)
        state, more = take_counters(state, obj, kind, 1)
        gone = "a" if have else "no"
        # A shield counter's prevention effect removes one itself (122.1c), the Phantoms'
        # sentence after it right after the event (615.5).
        whose, rule = ("a shield counter's", RULE) if kind == SHIELD else ("its", "615.5")
        events = [
            *events,
            event(
                "counters",
                f"{describe(state, obj)}: {whose} prevention effect applied to the damage that "
                f"would be dealt to it, so {gone} {kind} counter is removed from it ({kind}: "
                f"{have} → {max(0, have - 1)}).",
                rule,
                objects=[obj.id],
            ),
            *more,
        ]
    return state, events


def _by_source(dealt: Sequence[tuple[GameObject, int]]) -> list[tuple[GameObject, int]]:
    """The damage each source dealt, added up, in the order the sources first dealt it."""
    totals: dict[ObjectRef, tuple[GameObject, int]] = {}
    for source, amount in dealt:
        totals[source.ref] = (source, totals.get(source.ref, (source, 0))[1] + amount)
    return list(totals.values())


def _once_each(held: list[DealtDamage]) -> list[DealtDamage]:
    """The permanents dealt damage in one event, each once, with the damage added up (603.2c):
    as each is now, the first source that dealt it damage, and each source's part (for
    "whenever a source deals damage to ~", once for each source)."""
    out: dict[ObjectRef, DealtDamage] = {}
    parts: dict[ObjectRef, dict[ObjectRef, tuple[GameObject, int]]] = {}
    for occurrence in held:
        ref = occurrence.obj.ref
        first = out.get(ref)
        amount = occurrence.amount + (first.amount if first is not None else 0)
        source = occurrence.source if first is None else first.source
        out[ref] = DealtDamage(occurrence.obj, source, amount)
        mine = parts.setdefault(ref, {})
        had = mine.get(occurrence.source.ref, (occurrence.source, 0))[1]
        mine[occurrence.source.ref] = (occurrence.source, had + occurrence.amount)
    return [
        replace(dealt, by_source=tuple(parts[ref].values())) if len(parts[ref]) > 1 else dealt
        for ref, dealt in out.items()
    ]


def _deal_portion(
    state: GameState,
    source: GameObject,
    target: Target,
    amount: int,
    combat: bool,
    held: list[DealtDamage] | None = None,
) -> Result:
    """The damage dealt to one recipient, its results (120.3) and the abilities that trigger on
    it (120.4b, 603.2) — all of it, or the part a redirection shield sent there (614.9)."""
    state, dealt = _dealt(state, source, target, amount, held)
    if combat and isinstance(target, PlayerTarget):
        for result in COMBAT_DAMAGE_RESULTS.values():
            state, more = result(state, source, target.player)
            dealt = [*dealt, *more]
        # "Whenever [this] deals combat damage to a player" triggers (510.2, 603.2).
        state, _ = fire(state, CombatDamageToPlayer(source, target.player, amount))
    if isinstance(target, PlayerTarget):
        # "Whenever [this] deals damage to a player / an opponent", combat or not (120.3).
        state, _ = fire(state, DamageToPlayer(source, target.player, amount))
    elif (hit := state.current(target)) is not None and characteristics(state, hit).is_creature:
        # "Whenever [this] deals [combat] damage to a creature" (120.3, 510.2, 603.2).
        state, _ = fire(state, DamageToCreature(source, hit, amount, combat))
    return state, dealt


def _reflect(state: GameState, events: Events, due: list[ReplacementEffect]) -> Result:
    """What a prevention effect does right after it prevented damage (615.5): "If damage is
    prevented this way, ~ deals that much damage to that source's controller" (Deflecting
    Palm) — the card whose effect it is deals it, as it last existed (608.2h)."""
    for effect in due:
        card = state.objects.get(effect.source)
        if card is None or effect.reflect_to is None:
            continue
        events = [
            *events,
            event(
                "reflect",
                f"{effect.source_name}: damage was prevented this way, so it deals "
                f"{effect.reflect_due} damage to player {effect.reflect_to}, that source's "
                "controller.",
                "615.5",
                objects=[card.id, effect.reflect_to],
            ),
        ]
        state, more = deal_damage(state, card, PlayerTarget(effect.reflect_to), effect.reflect_due)
        events = [*events, *more]
    return state, events


def give_poison(state: GameState, player_id: PlayerId, amount: int) -> tuple[GameState, Events]:
    """The player gets that many poison counters (122.1f); ten or more and they lose the next
    time state-based actions are checked (704.5c). None while they can't get counters (614.17):
    then the events say so."""
    amount, stopped = multipliers.player_counters(state, player_id, "poison", amount)
    player = state.player(player_id)
    counters = dict(player.counters)
    counters["poison"] = counters.get("poison", 0) + amount
    return state.with_player(replace(player, counters=freeze(counters))), stopped


def _dealt(
    state: GameState,
    source: GameObject,
    target: Target,
    amount: int,
    held: list[DealtDamage] | None = None,
) -> Result:
    source_name = describe(state, source)
    if isinstance(target, PlayerTarget) and amount > 0:
        # Whether an opponent was dealt damage this turn (bloodthirst, 702.54a): remembered
        # whatever the damage results in, life loss or poison (120.3a-b).
        damaged = (*dict.fromkeys((*state.turn.damaged_players, target.player)),)
        state = replace(state, turn=replace(state.turn, damaged_players=damaged))
    # 702.90d, 702.80b: the source's last known information says whether it had them.
    source_chars = characteristics(state, source)
    infect = source_chars.has("Infect")
    # "All damage is dealt to you as though its source had infect" (Phyrexian Unlife).
    unlife = (
        None
        if not isinstance(target, PlayerTarget) or infect
        else life_totals.damage_as_though_infect(state, target.player)
    )
    if isinstance(target, PlayerTarget) and (infect or unlife is not None):
        # 702.90b: no life is lost; the damage gives poison counters instead (120.3b).
        before = state.player(target.player).counter("poison")
        state, stopped = give_poison(state, target.player, amount)
        gets = "would get" if stopped else "gets"
        how = (
            "it has infect"
            if unlife is None
            else f"it is dealt as though its source had infect ({describe(state, unlife)})"
        )
        dealt = event(
            "damage",
            f"{source_name} deals {amount} damage to player {target.player}; {how}, so "
            f"that player {gets} {amount} poison counter{'s' if amount != 1 else ''} instead of "
            f"losing life (poison {before} → {state.player(target.player).counter('poison')}).",
            "120.3b",
            "702.90b",
            objects=[source.id, target.player, *([unlife.id] if unlife is not None else [])],
        )
        return state, [dealt, *stopped]
    if isinstance(target, PlayerTarget):
        player = state.player(target.player)
        # 120.4c: the life loss, as replacement effects on it change it (Worship).
        lost, floors = life_totals.damage_life_loss(state, player.id, amount)
        change, stopped = life_totals.life_change(state, player.id, -lost)
        floors += stopped  # it can't change: the damage is dealt, no life is lost (119.8)
        lost = -change
        state = state.with_player(replace(player, life=player.life - lost))
        state = turn_history.lost_life(state, player.id, lost)
        dealt = event(
            "damage",
            f"{source_name} deals {amount} damage to player {player.id} "
            f"(life {player.life} → {player.life - lost}).",
            "120.3a",
            objects=[source.id, player.id],
        )
        return state, [*floors, dealt]
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
    counters_instead = chars.is_creature and (infect or source_chars.has("Wither"))
    if counters_instead:
        # 702.90c, 702.80a: not marked; that many -1/-1 counters instead (120.3d). Deathtouch
        # still applies to damage dealt this way (702.2b).
        deathtouch = obj.deathtouch_damage or source_chars.has("Deathtouch")
        stopped = multipliers.prohibited(state, obj, "-1/-1", amount)
        minus = obj.counter("-1/-1") + (0 if stopped else amount)
        state = state.with_object(
            replace(
                obj.with_counters({**dict(obj.counters), "-1/-1": minus}),
                deathtouch_damage=deathtouch,
            )
        )
        how, rule = ("infect", "702.90c") if infect else ("wither", "702.80a")
        events.append(
            event(
                "damage",
                f"{source_name} deals {amount} damage to {describe(state, obj)}; it has {how}, "
                f"so {amount} -1/-1 counter{'s' if amount != 1 else ''} "
                f"{'would be' if stopped else 'are' if amount != 1 else 'is'} put on it instead "
                f"of marking damage (-1/-1 counters: {minus}).",
                "120.3d",
                rule,
                objects=[source.id, obj.id],
            )
        )
        events += stopped
    elif chars.is_creature or not chars.is_type("Planeswalker"):
        # 702.2b: remembered until state-based actions are next checked (704.5h).
        deathtouch = obj.deathtouch_damage or source_chars.has("Deathtouch")
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
    occurrence = DealtDamage(state.objects[obj.id], source, amount)
    if held is None:
        state, _ = fire(state, occurrence)
    else:
        held.append(occurrence)  # fired once for the whole event (`deal_damage_together`)
    chars = characteristics(state, obj)
    toughness = chars.toughness
    if (
        not counters_instead
        and chars.is_creature
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
    return state, events


def _lifelink(state: GameState, source: GameObject, amount: int, events: list[Event]) -> Result:
    """Damage dealt by a source with lifelink makes its controller gain that much life (702.15b)."""
    chars = characteristics(state, source)
    if amount <= 0 or not chars.has("Lifelink"):
        return state, events
    controller = controller_of(state, source, chars)
    player = state.player(controller)
    gained, stopped = life_totals.life_change(state, controller, amount)
    events += stopped
    if gained <= 0:
        return state, events  # can't change (119.7)
    state = gain_life(state, controller, gained)
    events.append(
        event(
            "life",
            f"{describe(state, source)} has lifelink: player {controller} gains {gained} life "
            f"({player.life} → {player.life + gained}).",
            "702.15b",
            objects=[source.id, controller],
        )
    )
    return state, events

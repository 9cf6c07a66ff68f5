"""Continuous effects as the layer system sees them, and each applied in its layer (CR 613).

Effects of resolved spells and abilities apply to the objects locked in as they began (611.2c);
those of static abilities, to whatever they describe at each moment (611.3a). Which applies
first within a layer is `engine.derived.layer_order`'s job; `engine.derived.layers` runs the layers.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine.cards import vocabulary as v
from engine.cards.wording import PT_COUNTER, counter_words
from engine.core.emblems import is_emblem
from engine.core.events import describe, label
from engine.core.face_down import mana_value
from engine.core.state import ContinuousEffect, GameState, ObjectId, PlayerId, Zone
from engine.derived.among import kinds_of
from engine.derived.copiable_values import Working
from engine.derived.layer_colors import set_colors
from engine.derived.layer_filters import matches
from engine.derived.linked_abilities import chosen_creature_type
from engine.derived.player_conditions import about_players, about_you
from engine.derived.type_changes import add_types, set_types

#: Layers in the order they apply (613.1, 613.4); "rules" is 613.11.
LAYERS = ("2", "3", "4", "5", "6", "7a", "7b", "7c", "7d", "rules")
LAYER_RULE = {
    "1": "613.1a",
    "2": "613.1b",
    "3": "613.1c",
    "4": "613.1d",
    "5": "613.1e",
    "6": "613.1f",
    "7a": "613.4a",
    "7b": "613.4b",
    "7c": "613.4c",
    "7d": "613.4d",
    "rules": "613.11",
}


@dataclass(frozen=True, slots=True)
class Active:
    """One modification of one continuous effect, ready to apply in its layer."""

    key: tuple[Any, ...]
    layer: str
    timestamp: int
    source_id: ObjectId
    source_name: str
    modification: Any
    #: For effects of resolved spells: the locked-in objects (id, incarnation).
    fixed: tuple[tuple[ObjectId, int], ...] | None = None
    #: For static abilities: the ability and its controller.
    static: v.Static | None = None
    controller: PlayerId | None = None
    #: For a static ability counting cards in a hand or graveyard: the count now (611.3a).
    count: int | None = None
    #: For a resolved spell's rule-changing effect on a group: what the group names now (611.2c).
    group: v.Filter | None = None


#: The durations of 611.2b: over the moment their source isn't that object on the battlefield.
SOURCE_DURATIONS = frozenset({"source_on_battlefield", "source_tapped", "source_controlled"})


def lapsed(state: GameState, effect: ContinuousEffect) -> bool:
    """Whether an effect lasting "for as long as ~ remains on the battlefield" or "remains
    tapped" has ended (611.2b): its source is no longer that object on the battlefield (400.7,
    a source that left and came back is a new object), or no longer tapped. Whether the source
    of a "for as long as you control ~" is still controlled by the effect's controller is
    layer 2's answer (`engine.derived.layers.compute_world`)."""
    if effect.duration not in SOURCE_DURATIONS:
        return False
    source = None if effect.source_ref is None else state.current(effect.source_ref)
    if source is None or source.zone != Zone.BATTLEFIELD:
        return True
    return effect.duration == "source_tapped" and not source.tapped


def resolved_effects(state: GameState, ended: frozenset[int] = frozenset()) -> list[Active]:
    """The modifications of the resolved spells' and abilities' effects that still apply, but
    those of the effects `ended` (by id: "for as long as you control ~" over, 611.2b)."""
    out = []
    for effect in state.effects:
        if lapsed(state, effect) or effect.id in ended:
            continue  # ended (611.2b); the next time a player would get priority forgets it
        fixed = (
            None
            if effect.group is not None or effect.lingering is not None
            else tuple(dict.fromkeys((r.id, r.incarnation) for r in effect.affected))
        )
        # "Gain control of …" gives control to the controller of the resolved spell or ability
        # (613.1b), recorded as it resolved — not its source's controller now: a Threatened
        # Captivating Crew's ability gives control to the player who activated it.
        controller = effect.controller
        for i, modification in enumerate(effect.modifications):
            layer = v.LAYER_OF[modification.op][0]
            out.append(
                Active(
                    key=("effect", effect.id, i),
                    layer=layer,
                    timestamp=effect.timestamp,
                    source_id=effect.source,
                    source_name=label(state, effect.source, effect.source_name),
                    modification=modification,
                    fixed=fixed,
                    # A static ability's effect that goes on after its source left (101.1)
                    # applies as the ability would: not locked in (611.3a).
                    static=effect.lingering,
                    controller=controller,
                    group=effect.group,
                )
            )
    return out


def is_defining(ability: v.Static) -> bool:
    """A characteristic-defining ability (604.3: it defines the object's own power and
    toughness, like Tarmogoyf's or An-Havva Constable's, applied in layer 7a, 613.4a; or its
    creature types, "~ is every creature type" — Mistform Ultimus's, as changeling's is,
    702.73a): it works in every zone, not only on the battlefield."""
    if ability.affects != "self" or ability.condition is not None:
        return False
    return all(isinstance(m, v.PowerToughnessCount) for m in ability.modifications) or all(
        isinstance(m, v.SetTypes)
        and m.all_creature_types
        and not (m.types or m.subtypes or m.chosen_type or m.replace_types)
        for m in ability.modifications
    )


def defines_itself(card: v.CardDef) -> bool:
    """Whether the card has a characteristic-defining ability (604.3)."""
    return any(is_defining(a) for a in card.statics)


def static_effects(state: GameState, sources: Iterable[Working]) -> list[Active]:
    """Effects generated now by the static abilities the sources have (604.1, 613.7a)."""
    out = []
    for w in sources:
        for n, ability in enumerate(w.statics):
            if w.obj.zone is not Zone.BATTLEFIELD and not (
                is_defining(ability) or is_emblem(w.obj)  # an emblem's work there (114.4)
            ):
                continue
            if ability.affects in ("you", "opponents"):
                continue  # effects on players (613.10) are applied after objects
            for i, modification in enumerate(ability.modifications):
                # The modification's index comes last: `key[:-1]` names the whole effect, so
                # its parts in later layers keep applying to the same objects (613.6).
                out.append(
                    Active(
                        # The ability by identity: hashing the model itself is slow on big boards.
                        key=("static", w.obj.id, w.obj.incarnation, n, id(ability), i),
                        layer=v.LAYER_OF[modification.op][0],
                        timestamp=w.obj.timestamp,
                        source_id=w.obj.id,
                        source_name=describe(state, w.obj) + _level_words(ability),
                        modification=modification,
                        static=ability,
                        controller=w.controller,
                        count=_cards_counted(state, modification, w.controller),
                    )
                )
    return out


def _cards_counted(state: GameState, m: Any, controller: PlayerId) -> int | None:
    """How many cards a static ability's count of a hand or graveyard comes to now (611.3a:
    the layers apply continually): those of its controller's zone, or every player's with
    `filter.controller` "any", matching the filter's card types and colors — cards there have
    their printed characteristics, which the layers don't change; None for other counts."""
    zone = getattr(m, "counted", None) or getattr(m, "zone", None)
    if zone not in ("hand", "graveyard"):
        return None
    flt = m.filter.model_copy(update={"controller": "any"})
    owner = controller if m.filter.controller == "you" else None
    found = state.in_zone(Zone.HAND if zone == "hand" else Zone.GRAVEYARD, owner)
    counted = [w for w in (Working.of(o, state) for o in found) if matches(w, flt, None, world={})]
    return _number(counted, getattr(m, "among", None))


def _number(counted: list[Working], among: str | None) -> int:
    """How many objects were counted, or with `among` how many kinds they have between them
    (Tarmogoyf's ruling: an artifact creature counts two card types, 205.2a; a Forest Island
    two basic land types, 305.6)."""
    if among is None:
        return len(counted)
    return len({k for w in counted for k in kinds_of(among, w.types, w.subtypes, w.colors)})


def _level_words(ability: v.Static) -> str:
    """Where a level symbol's static ability (711.2a-b: its condition counts level counters)
    or a class level bar's (716.2a: its condition is the Class's level) comes from, for the
    explanation; "" for another static ability."""
    c = ability.condition
    if c is not None and c.self_counters == "level":
        return f" ({ability.text}, 711.2a)"
    return f" (level {c.at_least}, 716.2a)" if c is not None and c.self_level else ""


def condition_holds(
    state: GameState,
    active: Active,
    world: dict[ObjectId, Working],
    held: dict[tuple[Any, ...], bool],
) -> bool:
    """Whether the "as long as …" / "during your turn" condition of a static ability is true now
    (611.3a: the effect applies at any given moment as its text says; 613.5: continually). What
    it counts on the battlefield is counted as the layers so far left it (types after layer 4,
    control after layer 2); the answer is kept for the whole effect (`held`), so its parts in
    later layers agree. A false condition is said on the source."""
    static = active.static
    if static is None or static.condition is None:
        return True
    key = active.key[:-1]
    if key in held:
        return held[key]
    c, you = static.condition, active.controller
    if not c.layered:
        # The vocabulary refuses such a static ability (`Static`): never played as if true.
        raise RuntimeError(f"the layers can't check a static ability's condition {c.said!r}")
    if c.self_counters is not None:
        source_now = world.get(active.source_id)
        n = 0 if source_now is None else source_now.obj.counter(c.self_counters)
        ok = (c.at_least is None or n >= c.at_least) and (c.at_most is None or n <= c.at_most)
    elif c.self_level:
        # A Class's level (716.2a-b), a designation of the permanent; level 1 without one.
        source_now = world.get(active.source_id)
        ok = source_now is not None and source_now.obj.level >= (c.at_least or 1)
    elif c.self_combat is not None:
        source_now = world.get(active.source_id)
        ok = source_now is not None and source_now.combat == c.self_combat
    elif c.self_designation is not None:
        source_now = world.get(active.source_id)
        ok = source_now is not None and dict(source_now.obj.chosen).get(c.self_designation) is True
    elif c.self_tapped is not None:
        # Its status (110.5): "as long as this creature is untapped".
        source_now = world.get(active.source_id)
        ok = source_now is not None and source_now.obj.tapped == (c.self_tapped == "tapped")
    elif c.self_types:
        # Its card types as the layers so far made them (205.2, 613.1d).
        source_now = world.get(active.source_id)
        ok = source_now is not None and all(t in source_now.types for t in c.self_types)
    elif c.self_attached:
        # An Equipment or an Aura attached to it (301.5, 303.4), its subtypes as the layers
        # so far left them.
        kinds = set(c.self_attached)
        ok = any(
            w.obj.zone is Zone.BATTLEFIELD
            and w.obj.attached_to == active.source_id
            and kinds & set(w.subtypes)
            for w in world.values()
        )
    elif c.self_attacked:
        source_now = world.get(active.source_id)
        ok = source_now is not None and source_now.obj.ref in state.turn.attacked_with
    elif you is not None and (own := about_you(state, c, you, active.source_id)) is not None:
        ok = own[0]
    elif (shared := about_players(state, c, you)) is not None:
        # Asked with or without a controller (`about_players` says what None answers).
        ok = shared[0]
    elif c.you_control:
        found = [
            sum(
                1
                for w in world.values()
                if w.obj.zone is Zone.BATTLEFIELD
                and matches(w, flt, you, active.source_id, world=world)
            )
            for flt in c.you_control
        ]
        if c.at_least is not None or c.at_most is not None:
            n = found[0]
            ok = (c.at_least is None or n >= c.at_least) and (c.at_most is None or n <= c.at_most)
        else:
            ok = all(found) if c.match == "all" else any(found)
    else:
        # A question about the player asked with no controller (`about_you` needs one).
        raise RuntimeError(f"the layers can't check {c.said!r} without its controller")
    # "Unless …" (`negated`): the effect applies while what it asks is false.
    ok = held[key] = ok != c.negated
    source = world.get(active.source_id)
    if not ok and source is not None:
        text = static.text or "its static ability"
        note = (f"“{text}” doesn't apply now: its condition (“{c.said}”) is false", "611.3a")
        if note not in source.changes:
            source.changes.append(note)
    return ok


def applies_to(
    active: Active, world: dict[ObjectId, Working], started: dict[tuple[Any, ...], list[str]]
) -> list[str]:
    """The objects the effect applies to at this layer (613.6: once started, the same set)."""
    base_key = active.key[:-1]
    if base_key in started:
        return started[base_key]
    if active.fixed is not None:
        # Only the locked-in objects, and only while they are the same objects (400.7).
        out = []
        for object_id, incarnation in active.fixed:
            w = world.get(object_id)
            if w is not None and w.obj.incarnation == incarnation:
                out.append(object_id)
        return out
    if active.group is not None:
        # A rule-changing effect of a resolved spell on a group: whatever it names now, a
        # creature that entered after it began included (611.2c).
        return [
            w.obj.id
            for w in world.values()
            if w.obj.zone is Zone.BATTLEFIELD
            and matches(w, active.group, active.controller, active.source_id, world=world)
        ]
    static = active.static
    assert static is not None  # noqa: S101 - an Active is fixed, a group or static
    source = world.get(active.source_id)
    if static.affects == "self":
        return [active.source_id] if source is not None else []
    if static.affects == "everything":
        # "All cards that aren't on the battlefield, spells, and permanents" (Mycosynth
        # Lattice): every object in every zone, the world holding them all (611.3a); those its
        # filter names — "creatures you control … creature spells you control and creature cards
        # you own that aren't on the battlefield" (Conspiracy): a card that isn't a permanent or
        # a spell has no controller, and its owner is asked instead (108.4a).
        return [
            w.obj.id
            for w in world.values()
            if matches(w, static.filter, active.controller, active.source_id, world=world)
        ]
    if static.affects == "graveyard":
        # "… cards in your graveyard have …": the cards its controller owns there (611.3a).
        return [
            w.obj.id
            for w in world.values()
            if w.obj.zone is Zone.GRAVEYARD
            and w.obj.owner == active.controller
            and matches(w, static.filter, active.controller, active.source_id, world=world)
        ]
    if static.affects in ("enchanted", "equipped"):
        # What the Aura enchants (303.4) or the Equipment equips (301.5a).
        host = source.obj.attached_to if source is not None else None
        if host is not None and host in world and world[host].obj.zone is Zone.BATTLEFIELD:
            return [host]
        return []
    return [
        w.obj.id
        for w in world.values()
        if w.obj.zone is Zone.BATTLEFIELD
        and matches(w, static.filter, active.controller, active.source_id, world=world)
    ]


def apply_effect(
    active: Active,
    targets: list[str],
    world: dict[ObjectId, Working],
    after: list[Active] | None = None,
) -> None:
    """Apply one modification to `targets`; `after` are the effects it waited for (613.8b)."""
    m = active.modification
    by = active.source_name
    rule = LAYER_RULE[active.layer]
    layer = f"layer {active.layer}" if active.layer != "rules" else "a rule-changing effect"
    if after:
        # It depends on those effects, so it applied just after them, not in timestamp order.
        names = ", ".join(b.source_name for b in after)
        layer = f"{layer}, applied after {names} because it depends on it (613.8)"
        rule = "613.8b"
    # "The chosen type": the creature type chosen for the effect's source as it entered (607.2d).
    held = world.get(active.source_id)
    chosen_type = chosen_creature_type(held.obj) if held is not None else None
    for object_id in targets:
        w = world[object_id]
        if isinstance(m, v.GainControl) and active.controller is not None:
            w.controller = active.controller
            w.changes.append((f"controlled by player {active.controller} via {by}, {layer}", rule))
        elif isinstance(m, v.AddTypes):
            add_types(w, m, by, layer, rule, chosen_type)
        elif isinstance(m, v.SetTypes):
            set_types(w, m, by, layer, rule, chosen_type)
        elif isinstance(m, v.LoseSupertypes):
            w.supertypes = [t for t in w.supertypes if t not in m.supertypes]
            lost = ", ".join(t.lower() for t in m.supertypes)
            w.changes.append((f"isn't {lost} ({by}), {layer}", rule))
        elif isinstance(m, v.SetColors):
            set_colors(w, m, world.get(active.source_id), by, f"{layer}", rule)
        elif isinstance(m, v.AddKeywords):
            for keyword in m.keywords:
                if keyword not in w.keywords or v.cumulative(keyword):
                    w.keywords.append(keyword)
            w.changes.append((f"{', '.join(m.keywords)} from {by}, {layer}", rule))
        elif isinstance(m, v.LoseKeywords):
            # Losing hexproof loses every "hexproof from [quality]" too (702.11e).
            from_too = "Hexproof" in m.keywords
            w.keywords = [
                k
                for k in w.keywords
                if k not in m.keywords and not (from_too and k.startswith("Hexproof from "))
            ]
            w.changes.append((f"loses {', '.join(m.keywords)} ({by}), {layer}", rule))
        elif isinstance(m, v.LoseAllAbilities):
            w.keywords, w.activated, w.triggered, w.statics = [], [], [], []
            w.abilities_lost = True
            w.changes.append((f"loses all abilities ({by}), {layer}", rule))
        elif isinstance(m, v.SetPowerToughness):
            if w.power is not None or "Creature" in w.types:
                w.power, w.toughness = m.applied(w.power or 0, w.toughness or 0)
                w.changes.append((f"base {w.power}/{w.toughness} from {by}, {layer}", rule))
        elif isinstance(m, v.SetPowerToughnessToManaValue):
            if w.power is not None or "Creature" in w.types:
                # The mana value of its mana cost (202.3), whatever the layers did.
                n = mana_value(w.obj)
                w.power, w.toughness = n, n
                w.changes.append((f"base {n}/{n}, its mana value, from {by}, {layer}", rule))
        elif isinstance(m, v.ModifyPowerToughness):
            if w.power is not None and w.toughness is not None:
                w.power += m.power
                w.toughness += m.toughness
                w.changes.append((f"{m.power:+d}/{m.toughness:+d} from {by}, {layer}", rule))
        elif isinstance(m, v.ModifyPowerToughnessForEach):
            if w.power is not None and w.toughness is not None:
                n = active.count if active.count is not None else for_each(m, w, world, active)
                w.power += n * m.power
                w.toughness += n * m.toughness
                w.changes.append(
                    (
                        f"{n * m.power:+d}/{n * m.toughness:+d} from {by} ({n} counted), {layer}",
                        rule,
                    )
                )
        elif isinstance(m, v.SwitchPowerToughness):
            if w.power is not None and w.toughness is not None:
                w.power, w.toughness = w.toughness, w.power
                w.changes.append((f"power and toughness switched by {by}, {layer}", rule))
        elif isinstance(m, v.DoesntUntap) and m.optional:
            w.may_not_untap = True
        elif isinstance(m, v.DoesntUntap):
            w.doesnt_untap = True
            w.changes.append((f"doesn't untap during the untap step ({by})", rule))
        elif isinstance(m, v.ExiledIfItWouldDie):
            w.exiled_if_it_would_die = True
            w.changes.append((f"exiled instead if it would die ({by})", rule))
        elif isinstance(m, v.UntapsDuringOthersUntapSteps):
            w.untaps_during_others_untap_steps = True
            w.changes.append((f"untaps during each other player's untap step ({by})", rule))
        elif isinstance(m, v.AddAbilities):
            for ability in m.abilities:
                if isinstance(ability, v.Activated):
                    w.activated.append(ability)
                else:
                    w.triggered.append(ability)
            texts = "; ".join(f"“{a.text}”" for a in m.abilities)
            w.changes.append((f"has {texts} from {by}, {layer}", rule))
        elif isinstance(m, v.CantAttackOrBlock):
            w.cant_attack = w.cant_attack or m.attack
            w.cant_block = w.cant_block or m.block
            what = " or ".join(x for x, on in (("attack", m.attack), ("block", m.block)) if on)
            w.changes.append((f"can't {what} ({by})", rule))
        elif isinstance(m, v.CantAttackYou) and active.controller is not None:
            w.cant_attack_players.append((active.controller, by))  # its source's, 109.5
            w.changes.append((f"can't attack player {active.controller} ({by})", rule))
        elif isinstance(m, v.CantActivate):
            # Every one of its activated abilities, or all but its mana abilities (602.5).
            w.cant_activate = "all" if w.cant_activate == "all" or not m.unless_mana else "non_mana"
            w.changes.append((f"its activated abilities can't be activated ({by})", rule))
        elif isinstance(m, v.CombatRule):
            w.combat_rules.append((m, by))
            w.changes.append((f"a rule on declaring attackers or blockers ({by})", rule))
        elif isinstance(m, v.PowerToughnessCount) and (
            w.power is not None or "Creature" in w.types
        ):
            n = (
                active.count
                if active.count is not None
                else _number(
                    [
                        other
                        for other in world.values()
                        if other.obj.zone is Zone.BATTLEFIELD
                        and matches(
                            other, m.filter, active.controller, active.source_id, world=world
                        )
                    ],
                    m.among,
                )
            )
            n += m.plus
            if m.which != "toughness":
                w.power = n
            if m.which != "power":
                w.toughness = n
            defined = {"both": f"{n}/{n}", "power": f"power {n}", "toughness": f"toughness {n}"}
            w.changes.append(
                (f"{defined[m.which]} from its characteristic-defining ability, {layer}", rule)
            )


def for_each(
    m: v.ModifyPowerToughnessForEach, w: Working, world: dict[ObjectId, Working], active: Active
) -> int:
    """How many things "for each" counts now: a static ability's effect isn't locked in
    (611.3a) and the layers apply continually (613.5), so the count follows what enters and
    leaves; permanents are counted as the layers so far left them (types after layer 4).
    Counters of a kind are counted on the source or on the affected object itself (122.1)."""
    if m.counted == "own_counters" and m.counter is not None:
        return w.obj.counter(m.counter)
    if m.counted == "source_counters" and m.counter is not None:
        source = world.get(active.source_id)
        if source is None or source.obj.zone is not Zone.BATTLEFIELD:
            return 0
        return source.obj.counter(m.counter)
    if m.counted == "attached":
        return sum(
            1
            for other in world.values()
            if other.obj.zone is Zone.BATTLEFIELD
            and other.obj.attached_to == w.obj.id
            and matches(other, m.filter, active.controller, active.source_id, world=world)
        )
    flt = _any_of_them(m.filter) if m.filter.other else m.filter
    counted = [
        other
        for other in world.values()
        if other.obj.zone is Zone.BATTLEFIELD
        and matches(other, flt, active.controller, active.source_id, world=world)
    ]
    if m.filter.other:
        counted = _other_than(counted, w.obj.id, active.source_id)
    return _number(counted, m.among)


@lru_cache(maxsize=256)
def _any_of_them(flt: v.Filter) -> v.Filter:
    """The filter of a count saying "other", with the word left to `_other_than`."""
    return flt.model_copy(update={"other": False})


def _other_than(counted: list[Working], affected: ObjectId, source: ObjectId) -> list[Working]:
    """ "Other" in a static ability's count leaves out the one object its sentence is about
    that is of the kind counted: the object it affects ("Enchanted creature gets +1/+1 for each
    other creature you control", Bravado; "All Sliver creatures get +1/+1 for each other
    Sliver", Sliver Legion, which counts itself for the others), else the ability's source
    ("… for each other enchantment on the battlefield", Ancestral Mask). Where both are of it,
    leaving out either counts the same."""
    found = [o.obj.id for o in counted]
    left_out = affected if affected in found else source
    return [o for o in counted if o.obj.id != left_out]


def apply_counters(world: dict[ObjectId, Working]) -> None:
    """+1/+1 and -1/-1 counters modify power and toughness in layer 7c (613.4c), and so does
    any other power/toughness counter, "+1/+0", "-0/-2" (122.1a)."""
    for w in world.values():
        if w.obj.zone is not Zone.BATTLEFIELD or w.power is None or w.toughness is None:
            continue
        plus, minus = w.obj.counter("+1/+1"), w.obj.counter("-1/-1")
        if plus:
            w.power += plus
            w.toughness += plus
            w.changes.append(
                (f"+{plus}/+{plus} from {counter_words(plus, '+1/+1')}, layer 7c", "613.4c")
            )
        if minus:
            w.power -= minus
            w.toughness -= minus
            w.changes.append(
                (f"-{minus}/-{minus} from {counter_words(minus, '-1/-1')}, layer 7c", "613.4c")
            )
        for kind, n in w.obj.counters:
            if kind in ("+1/+1", "-1/-1") or (found := PT_COUNTER.fullmatch(kind)) is None:
                continue
            power, toughness = int(found[1]) * n, int(found[2]) * n
            w.power += power
            w.toughness += toughness
            said = f"{power:+d}/{toughness:+d} from {counter_words(n, kind)} (122.1a), layer 7c"
            w.changes.append((said, "613.4c"))

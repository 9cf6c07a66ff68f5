"""What casting a spell costs beyond its mana cost (CR 601.2b, 601.2f-h), and where from (601.3).

`actions.cast` asks this module three things:

- `cast_from`: whether a rule lets the player cast the card from where it is — their hand, or
  their graveyard with flashback (702.34a); anywhere else is refused (601.3);
- `spell_cost`: the total cost (601.2f) — the mana cost, or the flashback cost instead (an
  alternative cost, 118.9), plus additional costs (the card's own, and buyback and kicker when
  the action pays them, 702.27a, 702.33a, 118.8), plus permanents' cost increases, minus
  their cost reductions ("Noncreature spells cost {1} more to cast") and affinity (affinity for
  artifacts, 702.41a, which reduce only generic mana, 118.7a) — and then what pays for part
  of it instead of mana once it is locked in: creatures tapped for convoke (702.51a), artifacts
  tapped for improvise (702.126a), graveyard cards exiled for delve (702.66a); these aren't
  costs of their own (702.51b, 702.66b, 702.126b) and can't pay for more mana than the total
  cost has;
- `pay_with_objects`: tapping and exiling what the action named for that (601.2h).

Whether the spell was cast with flashback, its buyback cost paid or it was kicked is a choice
made for the spell (its `chosen`, shown in the output): `engine.modifiers.leaving_stack` exiles a
flashback spell whenever it would leave the stack, `engine.rules.stack` returns a buyback spell to
its owner's hand, and a kicked permanent spell becomes a kicked permanent
(`engine.operations.zones`, 702.33d).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from engine.cards.vocabulary.casting import CostChange, affinity_types, keyword_cost
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.face_down import (
    FACE_DOWN_COST,
    copiable_card,
    face_down_ability,
    face_up_card,
)
from engine.core.mana import ManaCost, parse_cost
from engine.core.scenario_actions import CastAction
from engine.core.state import Event, GameObject, GameState, JsonValue, ObjectId, PlayerId, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.targets import matches
from engine.modifiers.replacement_order import held_abilities
from engine.operations.zones import move

#: "free": cast without paying its mana cost as a spell or ability resolves (608.2g, 118.9).
Alternative = Literal["flashback", "evoke", "morph", "disguise", "free"] | None
#: The name of the choice made for a spell cast with an alternative cost (its `chosen`).
_ALTERNATIVE_CHOICE = {"flashback": "flashback", "evoke": "evoked"}


@dataclass(frozen=True, slots=True)
class SpellCost:
    """The total cost of a spell being cast (601.2f) and how it is paid (601.2h)."""

    #: The mana cost or alternative cost, with X, plus additional costs, minus reductions.
    total: ManaCost
    #: What mana still pays once convoke, improvise and delve have paid their part.
    remaining: ManaCost
    alternative: Alternative
    buyback: bool
    kicked: bool
    #: (object, the mana it pays, the keyword) for each permanent tapped instead of mana.
    tapped: tuple[tuple[ObjectId, str, str], ...]
    #: The graveyard cards exiled for delve.
    exiled: tuple[ObjectId, ...]
    #: What determining the total cost did, in order (the alternative cost, buyback, affinity).
    notes: tuple[Event, ...]
    #: Cast from its owner's hand with rebound, which exiles it as it resolves (702.88a).
    rebound: bool = False

    @property
    def chosen(self) -> tuple[tuple[str, JsonValue], ...]:
        """The choices made for the spell that matter after it is cast (702.34a, 702.27a,
        702.33d)."""
        out: list[tuple[str, JsonValue]] = []
        if self.alternative in _ALTERNATIVE_CHOICE:
            out.append((_ALTERNATIVE_CHOICE[self.alternative], True))
        if self.buyback:
            out.append(("buyback", True))
        if self.kicked:
            out.append(("kicked", True))
        if self.rebound:
            out.append(("rebound", True))
        return tuple(out)


def cast_from(
    state: GameState, player: PlayerId, obj: GameObject, action: CastAction
) -> Alternative:
    """The alternative cost `obj` is cast for, if any: "flashback" from its owner's graveyard
    (702.34a), "evoke" when the action asks for it (702.74a); a card anywhere but its owner's
    hand or, with flashback, graveyard is refused (601.3), and so is a second alternative cost
    (118.9a)."""
    zone = _cast_from(state, player, obj)
    if action.face_down:
        return _face_down(state, obj, zone, action)
    if not action.evoke:
        return zone
    name = describe(state, obj)
    if keyword_cost(characteristics(state, obj).keywords, "Evoke") is None:
        raise IllegalActionError(f"{name} has no evoke cost to pay", ("702.74a", "601.2b"))
    if zone is not None:
        raise IllegalActionError(
            f"{name} is cast with {zone}, an alternative cost; a spell can't have two",
            ("118.9a", "601.2b"),
        )
    return "evoke"


def _face_down(
    state: GameState, obj: GameObject, zone: Alternative, action: CastAction
) -> Alternative:
    """Cast face down by its morph or disguise ability, for {3} rather than its mana cost (an
    alternative cost, 702.37c, 702.168b); a card without one can't be (702.37d, 702.168c)."""
    name = describe(state, obj)
    found = face_down_ability(face_up_card(obj))
    if found is None:
        raise IllegalActionError(
            f"{name} has no morph or disguise ability, so it can't be cast face down",
            ("702.37d", "702.168c"),
        )
    if zone is not None or action.evoke:
        raise IllegalActionError(
            f"{name} cast face down pays {FACE_DOWN_COST}, an alternative cost; a spell can't "
            "have two",
            ("118.9a", "601.2b"),
        )
    return found[2]


def _cast_from(state: GameState, player: PlayerId, obj: GameObject) -> Alternative:
    """Where from: None for the hand, "flashback" for the graveyard (702.34a); else refused."""
    name = describe(state, obj)
    if obj.zone is Zone.HAND and obj.owner == player:
        return None
    if obj.zone is Zone.GRAVEYARD and obj.owner == player:
        chars = characteristics(state, obj)
        if keyword_cost(chars.keywords, "Flashback") is not None:
            if not {"Instant", "Sorcery"} & set(chars.types):
                raise IllegalActionError(
                    f"{name} has flashback, but only an instant or sorcery spell can be cast "
                    "with it",
                    ("702.34a",),
                )
            return "flashback"
    where = "their hand" if obj.owner == player else f"player {player}'s hand"
    also = " (or their graveyard, with flashback)" if obj.owner == player else ""
    raise IllegalActionError(
        f"{name} is in the {obj.zone.value}, not in {where}{also}; no rule allows casting it "
        "from there",
        ("601.3",),
    )


def base_cost(state: GameState, obj: GameObject, alternative: Alternative) -> ManaCost:
    """The mana cost, or the alternative cost paid rather than it (601.2b, 118.9)."""
    if alternative in ("morph", "disguise"):
        return parse_cost(FACE_DOWN_COST)
    if alternative == "free":
        # Neither its mana cost nor an alternative cost with X is paid: X can only be 0 (107.3b).
        return ManaCost(x_count=copiable_card(obj).cost.x_count)
    if alternative is not None:
        keyword = "Flashback" if alternative == "flashback" else "Evoke"
        cost = keyword_cost(characteristics(state, obj).keywords, keyword)
        return parse_cost(cost or "")
    return copiable_card(obj).cost


def combine(cost: ManaCost, extra: str) -> ManaCost:
    """`cost` plus the mana symbols of `extra`, an additional cost (601.2f)."""
    if not extra:
        return cost
    more = parse_cost(extra)
    colored: dict[str, int] = dict(cost.colored)
    for symbol, n in more.colored:
        colored[symbol] = colored.get(symbol, 0) + n
    order = ("W", "U", "B", "R", "G", "C")
    return ManaCost(
        cost.generic + more.generic,
        tuple((s, colored[s]) for s in order if s in colored),
        0,
        cost.hybrid + more.hybrid,
        cost.snow + more.snow,
    )


def spell_cost(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    action: CastAction,
    x: int,
    alternative: Alternative,
    modes: tuple[int, ...] = (),
) -> SpellCost:
    """The total cost of casting `obj` with X = `x` and the chosen `modes` (601.2f) and the part
    mana still pays after convoke, improvise and delve (702.51a, 702.126a, 702.66a); refused if
    the action asks for something the spell doesn't have or names what can't pay."""
    card = copiable_card(obj)
    name = describe(state, obj)
    keywords = characteristics(state, obj).keywords
    notes: list[Event] = []
    total = combine(base_cost(state, obj, alternative).with_x(x), card.additional_costs.mana)
    if alternative == "flashback":
        notes.append(
            event(
                "alternative_cost",
                f"{name} is cast from its owner's graveyard with flashback: its flashback cost "
                f"{keyword_cost(keywords, 'Flashback')} is paid rather than its mana cost.",
                "702.34a",
                "601.2b",
                objects=[obj.id],
            )
        )
    if alternative in ("morph", "disguise"):
        ward = " with ward {2}" if alternative == "disguise" else ""
        rule = "702.37c" if alternative == "morph" else "702.168b"
        text = (
            f"It is cast face down using its {alternative} ability, as a 2/2 creature{ward} with "
            f"no name, text, subtypes or mana cost, for {FACE_DOWN_COST} rather than its mana "
            "cost; only its controller may look at it."
        )
        notes.append(event("alternative_cost", text, rule, "708.4", "708.5", objects=[obj.id]))
    if alternative == "evoke":
        notes.append(
            event(
                "alternative_cost",
                f"{name} is cast for its evoke cost {keyword_cost(keywords, 'Evoke')} rather "
                "than its mana cost; it will be sacrificed as it enters.",
                "702.74a",
                "601.2b",
                objects=[obj.id],
            )
        )
    if action.kicked:
        kicker = keyword_cost(keywords, "Kicker")
        if kicker is None:
            raise IllegalActionError(f"{name} has no kicker cost to pay", ("702.33a", "601.2b"))
        total = combine(total, kicker)
        notes.append(
            event(
                "additional_cost",
                f"The kicker cost {kicker} of {name} is paid as an additional cost: the spell "
                "is kicked.",
                "702.33a",
                "702.33d",
                "601.2f",
                objects=[obj.id],
            )
        )
    total, paid_for_modes = _mode_costs(name, obj, keywords, modes, total)
    notes += paid_for_modes
    if action.buyback:
        buyback = keyword_cost(keywords, "Buyback")
        if buyback is None:
            raise IllegalActionError(f"{name} has no buyback cost to pay", ("702.27a", "601.2b"))
        total = combine(total, buyback)
        notes.append(
            event(
                "additional_cost",
                f"The buyback cost {buyback} of {name} is paid as an additional cost.",
                "702.27a",
                "601.2f",
                objects=[obj.id],
            )
        )
    total, changed = _cost_changes(state, player, obj, total)
    notes += changed
    for card_type in affinity_types(keywords):
        counted = _controlled(state, player, card_type)
        less = min(len(counted), total.generic)
        if counted:
            total = replace(total, generic=total.generic - less)
            what = f"{card_type.lower()}{'s' if len(counted) != 1 else ''}"
            notes.append(
                event(
                    "cost_reduction",
                    f"Affinity for {card_type.lower()}s: player {player} controls "
                    f"{len(counted)} {what}, so {name} costs {{{less}}} less (a reduction of "
                    "generic mana only, never below zero).",
                    "702.41a",
                    "118.7a",
                    "601.2f",
                    objects=[obj.id],
                )
            )
    remaining, tapped = _tap_for_mana(state, player, obj, action, total, keywords)
    exiled = _delve(state, player, obj, action, remaining, keywords)
    remaining = replace(remaining, generic=remaining.generic - len(exiled))
    # Rebound asks where the spell was cast from (702.88a): the card is still there now.
    rebound = obj.zone is Zone.HAND and "Rebound" in keywords
    return SpellCost(
        total,
        remaining,
        alternative,
        action.buyback,
        action.kicked,
        tapped,
        exiled,
        tuple(notes),
        rebound,
    )


def _mode_costs(
    name: str, obj: GameObject, keywords: tuple[str, ...], modes: tuple[int, ...], total: ManaCost
) -> tuple[ManaCost, list[Event]]:
    """Entwine's cost when every mode is chosen beyond the number the spell says (702.42a), and
    escalate's for each mode beyond the first (702.120a): additional costs (601.2f)."""
    beyond = len(modes) - copiable_card(obj).choose[1]
    entwine = keyword_cost(keywords, "Entwine")
    if beyond > 0 and entwine is not None:
        text = f"All the modes of {name} are chosen: its entwine cost {entwine} is paid too."
        return combine(total, entwine), [
            event("additional_cost", text, "702.42a", "601.2f", objects=[obj.id])
        ]
    escalate = keyword_cost(keywords, "Escalate")
    if len(modes) > 1 and escalate is not None:
        for _ in modes[1:]:
            total = combine(total, escalate)
        text = (
            f"{len(modes) - 1} mode(s) of {name} beyond the first: its escalate cost {escalate} "
            "is paid for each."
        )
        return total, [event("additional_cost", text, "702.120a", "601.2f", objects=[obj.id])]
    return total, []


def _cost_changes(
    state: GameState, player: PlayerId, spell: GameObject, total: ManaCost
) -> tuple[ManaCost, list[Event]]:
    """Permanents' static abilities that make `spell` cost more or less (601.2f): increases
    first, then reductions, which reduce generic mana only and never below zero (118.7a)."""
    more: list[tuple[GameObject, CostChange]] = []
    less: list[tuple[GameObject, CostChange]] = []
    for perm in state.battlefield():
        for ability in held_abilities(state, perm):
            if not isinstance(ability, CostChange):
                continue
            controller = controller_of(state, perm)
            if (ability.caster == "you") != (player == controller) and ability.caster != "any":
                continue
            if matches(state, spell, ability.filter, controller) is not None:
                continue
            (more if ability.more else less).append((perm, ability))
    name = describe(state, spell)
    events: list[Event] = []
    for perm, ability in more:
        total = replace(total, generic=total.generic + ability.amount)
        events.append(
            event(
                "cost_increase",
                f"{describe(state, perm)}: {name} costs {{{ability.amount}}} more to cast.",
                "601.2f",
                objects=[spell.id, perm.id],
            )
        )
    for perm, ability in less:
        cut = min(ability.amount, total.generic)
        total = replace(total, generic=total.generic - cut)
        floor = " (no generic mana is left to reduce)" if cut < ability.amount else ""
        events.append(
            event(
                "cost_reduction",
                f"{describe(state, perm)}: {name} costs {{{cut}}} less to cast{floor}.",
                "601.2f",
                "118.7a",
                objects=[spell.id, perm.id],
            )
        )
    return total, events


def _controlled(state: GameState, player: PlayerId, card_type: str) -> list[GameObject]:
    return [
        o
        for o in state.objects.values()
        if o.zone is Zone.BATTLEFIELD
        and controller_of(state, o) == player
        and characteristics(state, o).is_type(card_type)
    ]


def _tap_for_mana(
    state: GameState,
    player: PlayerId,
    spell: GameObject,
    action: CastAction,
    total: ManaCost,
    keywords: tuple[str, ...],
) -> tuple[ManaCost, tuple[tuple[ObjectId, str, str], ...]]:
    """Convoke and improvise: which mana of the total cost each named permanent pays, and the
    cost left for mana (702.51a, 702.126a)."""
    name = describe(state, spell)
    named = [(i, "Convoke") for i in action.convoke] + [(i, "Improvise") for i in action.improvise]
    for keyword, ids in (("Convoke", action.convoke), ("Improvise", action.improvise)):
        if ids and keyword not in keywords:
            rule = "702.51a" if keyword == "Convoke" else "702.126a"
            raise IllegalActionError(f"{name} doesn't have {keyword.lower()}", (rule,))
    seen: set[str] = set()
    payers: list[tuple[ObjectId, str, tuple[str, ...]]] = []
    for object_id, keyword in named:
        rule = "702.51a" if keyword == "Convoke" else "702.126a"
        wanted = "creature" if keyword == "Convoke" else "artifact"
        if object_id in seen:
            raise IllegalActionError(
                f"{object_id} is named twice; one permanent is tapped to pay for one mana",
                (rule, "118.3"),
            )
        seen.add(object_id)
        obj = state.objects.get(object_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            raise IllegalActionError(
                f"{object_id} is not a permanent on the battlefield, so it can't be tapped for "
                f"{keyword.lower()}",
                (rule,),
            )
        chars = characteristics(state, obj)
        shown = describe(state, obj)
        if controller_of(state, obj, chars) != player or not chars.is_type(wanted.capitalize()):
            raise IllegalActionError(
                f"{shown} is not an untapped {wanted} player {player} controls, so it can't be "
                f"tapped for {keyword.lower()}",
                (rule,),
            )
        if obj.tapped:
            raise IllegalActionError(
                f"{shown} is already tapped, so it can't be tapped for {keyword.lower()}", (rule,)
            )
        # An artifact pays generic mana only; a creature also a colored symbol of its color.
        colors = chars.colors if keyword == "Convoke" else ()
        payers.append((object_id, keyword, colors))
    assignment = _assign(total, payers)
    if assignment is None:
        raise IllegalActionError(
            f"the permanents named for convoke and improvise can't each pay a different mana "
            f"symbol of {name}'s total cost {total.text()}: a creature pays one generic mana or "
            "one mana of its color, an artifact one generic mana",
            tuple(
                rule
                for keyword, rule in (("Convoke", "702.51a"), ("Improvise", "702.126a"))
                if any(p[1] == keyword for p in payers)
            ),
        )
    colored = dict(total.colored)
    hybrid = list(total.hybrid)
    generic = total.generic
    tapped: list[tuple[ObjectId, str, str]] = []
    for (object_id, keyword, _), paid in zip(payers, assignment, strict=True):
        if paid == "generic":
            generic -= 1
            shown = "{1}"
        elif paid.startswith("hybrid:"):
            way = tuple(paid[len("hybrid:") :].split("/"))
            hybrid.remove(way)
            shown = "{" + "/".join(way) + "}"
        else:
            colored[paid] -= 1
            shown = "{" + paid + "}"
        tapped.append((object_id, shown, keyword))
    left = ManaCost(
        generic,
        tuple((s, n) for s, n in colored.items() if n),
        0,
        tuple(hybrid),
        total.snow,
    )
    return left, tuple(tapped)


def _assign(
    total: ManaCost, payers: list[tuple[ObjectId, str, tuple[str, ...]]]
) -> list[str] | None:
    """For each payer, the symbol it pays ("W", "hybrid:W/U", "generic"), each symbol paid once;
    None if there is no such assignment (a search: few permanents pay for one spell)."""
    colored = dict(total.colored)
    hybrid = [way for way in total.hybrid if "P" not in way]
    generic = [total.generic]

    def search(i: int) -> list[str] | None:
        if i == len(payers):
            return []
        colors = payers[i][2]
        for color in colors:
            if colored.get(color, 0):
                colored[color] -= 1
                rest = search(i + 1)
                colored[color] += 1
                if rest is not None:
                    return [color, *rest]
        for way in dict.fromkeys(hybrid):
            if set(colors) & set(way):
                hybrid.remove(way)
                rest = search(i + 1)
                hybrid.append(way)
                if rest is not None:
                    return ["hybrid:" + "/".join(way), *rest]
        if generic[0]:
            generic[0] -= 1
            rest = search(i + 1)
            generic[0] += 1
            if rest is not None:
                return ["generic", *rest]
        return None

    return search(0)


def _delve(
    state: GameState,
    player: PlayerId,
    spell: GameObject,
    action: CastAction,
    remaining: ManaCost,
    keywords: tuple[str, ...],
) -> tuple[ObjectId, ...]:
    """The graveyard cards exiled for delve, each paying {1} of the generic mana (702.66a)."""
    if not action.delve:
        return ()
    name = describe(state, spell)
    if "Delve" not in keywords:
        raise IllegalActionError(f"{name} doesn't have delve", ("702.66a",))
    if len(set(action.delve)) != len(action.delve):
        raise IllegalActionError("a card is named twice for delve", ("702.66a", "118.3"))
    for object_id in action.delve:
        obj = state.objects.get(object_id)
        if (
            obj is None
            or obj.zone is not Zone.GRAVEYARD
            or obj.owner != player
            or object_id == spell.id
        ):
            raise IllegalActionError(
                f"{object_id} is not a card in player {player}'s graveyard, so it can't be "
                "exiled for delve",
                ("702.66a",),
            )
    if len(action.delve) > remaining.generic:
        raise IllegalActionError(
            f"{len(action.delve)} cards named for delve, but only {remaining.generic} generic "
            f"mana of {name}'s total cost is left for them to pay",
            ("702.66a",),
        )
    return tuple(action.delve)


def pay_with_objects(
    state: GameState, player: PlayerId, plan: SpellCost
) -> tuple[GameState, list[Event]]:
    """Tap the permanents and exile the cards that pay for mana of the total cost (601.2h)."""
    events: list[Event] = []
    for object_id, paid, keyword in plan.tapped:
        obj = state.objects[object_id]
        state = state.with_object(replace(obj, tapped=True))
        rule = "702.51a" if keyword == "Convoke" else "702.126a"
        verb = "convokes" if keyword == "Convoke" else "is tapped for improvise"
        events.append(
            event(
                "pay",
                f"{describe(state, obj)} {verb}: tapped to pay {paid} rather than mana.",
                rule,
                "601.2h",
                objects=[object_id],
            )
        )
    for object_id in plan.exiled:
        obj = state.objects[object_id]
        state, more = move(state, object_id, Zone.EXILE)
        events.append(
            event(
                "pay",
                f"{describe(state, obj)} is exiled from player {player}'s graveyard for delve, "
                "paying {1} rather than mana.",
                "702.66a",
                "601.2h",
                objects=[object_id],
            )
        )
        events += more
    return state, events

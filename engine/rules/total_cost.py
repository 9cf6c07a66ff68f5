"""The total cost of a spell (CR 601.2f), as data computed once from what was announced for it.

Casting announces its choices first (601.2b): the modes, X, whether the spell is kicked or its
buyback cost paid, and the alternative cost, if any. From them, `total_cost` reads the spell's
costed keywords once and lists the parts of the total cost as a `TotalCost`: the mana cost or an
alternative cost paid rather than it (flashback, evoke, morph and disguise, the card's own
"You may [cost] rather than pay this spell's mana cost", or none when cast without paying its
mana cost; 118.9), the additional costs — the card's own, then each keyword's as its package
registered it (`ADDITIONAL_COSTS`: kicker, entwine, escalate for each mode beyond the first,
buyback, offspring; 118.8) — then the permanents' cost increases,
their reductions and affinity, which reduce generic mana only and never below zero (118.7a).

Each part carries the source that adds it (its keyword, or the permanent whose static ability
changes the cost) and what the output says about it, so the events of a cast are those of its
parts, in this order: what a part costs is said once, where the part is made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.cards.vocabulary import CardDef, Cost
from engine.cards.vocabulary.casting import (
    ADDITIONAL_COSTS,
    ALTERNATIVE_COSTS,
    CAST_MARKS,
    AdditionalCost,
    AlternativeCost,
    CostChange,
    CostMinimum,
    keyword_cost,
)
from engine.cards.vocabulary.keyword_names import COSTED_KEYWORDS
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.face_down import FACE_DOWN_COST, copiable_card
from engine.core.mana import ManaCost, parse_cost
from engine.core.replace import replace
from engine.core.scenario_actions import CastAction
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.amounts import tally
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.conditions import holds
from engine.derived.targets import matches
from engine.mechanics.affinity.model import Counted, affinity_counts
from engine.mechanics.emerge import rules as emerge
from engine.modifiers.replacement_order import held_abilities

#: "free": cast without paying its mana cost as a spell or ability resolves (608.2g, 118.9);
#: "permission": the same by a permanent's static ability (Omniscience, 118.9);
#: "card": the card's own alternative cost ("You may pay 1 life and exile a blue card from your
#: hand rather than pay this spell's mana cost", 118.9); "escape": the card's own alternative
#: cost of its graveyard ("Escape—[cost]", 702.138a); "mayhem": its mayhem cost from its graveyard
#: the turn it was discarded (702.187b); "madness": its madness cost, as its own
#: triggered ability resolves (702.35b); "plot": a plotted card cast from exile without paying
#: its mana cost (702.170d); "disturb": cast transformed from the graveyard (702.146a);
#: "suspend": cast without paying its mana cost as suspend's last ability resolves (702.62a,
#: 702.62d); "foretell": a foretold card cast from exile for its foretell cost (702.143a).
Alternative = (
    Literal[
        "flashback",
        "evoke",
        "madness",
        "morph",
        "disguise",
        "free",
        "permission",
        "card",
        "escape",
        "mayhem",
        "plot",
        "disturb",
        "suspend",
        "foretell",
    ]
    | None
)
#: The alternatives that cast a spell without paying its mana cost (118.9): X can only be 0
#: (107.3b).
WITHOUT_PAYING: tuple[Alternative, ...] = ("free", "permission", "plot", "suspend")
#: What a part of the total cost is (601.2f); the kinds of the events that say so.
PartKind = Literal[
    "mana_cost", "alternative_cost", "additional_cost", "cost_increase", "cost_reduction"
]


@dataclass(frozen=True, slots=True)
class CostChoices:
    """What was announced for a spell that decides its total cost (601.2b)."""

    alternative: Alternative = None
    x: int = 0
    modes: tuple[int, ...] = ()
    #: The keywords whose optional additional cost its caster chose to pay ("Kicker", 702.33a;
    #: "Offspring", 702.175a): `engine.cards.vocabulary.casting.ADDITIONAL_COSTS` paid "chosen",
    #: or "any_number", once for each time it is paid ("Squad", 702.157a).
    paid: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CostPart:
    """One part of a spell's total cost (601.2f)."""

    kind: PartKind
    #: The keyword that adds it ("Kicker"), "mana cost", "card" for the card's own additional
    #: cost, or the id of the permanent whose static ability changes the cost.
    source: str
    #: What it adds; for a reduction, the generic mana it takes away.
    mana: ManaCost
    #: What the output says about it, if anything.
    note: Event | None = None


@dataclass(frozen=True, slots=True)
class TotalCost:
    """A spell's total cost (601.2f): its parts, in the order they apply, and their sum."""

    parts: tuple[CostPart, ...]
    total: ManaCost

    @property
    def notes(self) -> tuple[Event, ...]:
        """What the output says about the parts, in order."""
        return tuple(part.note for part in self.parts if part.note is not None)


def announced_costs(action: CastAction) -> tuple[str, ...]:
    """The keywords whose additional cost the cast action announces paying (its `kicked`,
    702.33a; its `buyback`, 702.27a): each as its package registered it (`ADDITIONAL_COSTS`)."""
    return tuple(
        keyword
        for keyword, cost in ADDITIONAL_COSTS.items()
        if cost.announced_by is not None and getattr(action, cost.announced_by)
    )


def keyword_costs(keywords: tuple[str, ...] | list[str]) -> dict[str, str]:
    """The cost of each costed keyword among `keywords` (its first instance), in the order the
    card has them, read at once for a spell's total cost (601.2f); the costed keywords are those
    their packages registered (`engine.cards.vocabulary.keyword_names.COSTED_KEYWORDS`)."""
    found: dict[str, str] = {}
    for keyword in keywords:
        for name in COSTED_KEYWORDS:
            cost = None if name in found else keyword_cost((keyword,), name)
            if cost is not None:
                found[name] = cost
    return found


def base_cost(state: GameState, obj: GameObject, alternative: Alternative) -> ManaCost:
    """The mana cost, or the alternative cost paid rather than it (601.2b, 118.9)."""
    if alternative in ("morph", "disguise"):
        return parse_cost(FACE_DOWN_COST)
    if alternative in WITHOUT_PAYING:
        # Neither its mana cost nor an alternative cost with X is paid: X can only be 0 (107.3b).
        return ManaCost(x_count=copiable_card(obj).cost.x_count)
    if alternative in ("card", "escape", "mayhem"):
        zone = "hand" if alternative == "card" else "graveyard"
        own = own_alternative(copiable_card(obj), zone)
        return parse_cost(own.cost.mana if own is not None else "")
    if alternative is not None:
        keyword = ALTERNATIVE_COSTS[alternative].keyword  # flashback, evoke
        return parse_cost(keyword_costs(cast_keywords(state, obj)).get(keyword, ""))
    return copiable_card(obj).cost


def cast_keywords(state: GameState, obj: GameObject) -> tuple[str, ...]:
    """The keywords of a spell being cast, with its front face's when it is cast transformed:
    the ability that lets it be cast so is considered too (712.11d: disturb's cost)."""
    keywords = characteristics(state, obj).keywords
    if obj.front is not None and obj.zone is not Zone.BATTLEFIELD:
        return (*keywords, *obj.front.keywords)
    return keywords


def own_alternative(card: CardDef, zone: str = "hand") -> AlternativeCost | None:
    """The card's own alternative cost from `zone`, "You may [cost] rather than pay this
    spell's mana cost" (118.9) from the hand, escape's from the graveyard (702.138a), if it has
    one."""
    found = (a for a in card.abilities if isinstance(a, AlternativeCost) and a.zone == zone)
    return next(found, None)


def with_costs(cost: Cost, more: Cost) -> Cost:
    """`cost` with the parts other than mana of `more` added: an alternative cost's life, cards
    and permanents paid with the spell's additional costs (118.9d, 601.2f)."""
    update: dict[str, object] = {}
    for name, field in Cost.model_fields.items():
        if name == "mana":
            continue
        mine, theirs = getattr(cost, name), getattr(more, name)
        if theirs == field.default:
            continue
        if mine == field.default or isinstance(mine, bool):
            update[name] = theirs
        elif isinstance(mine, int):
            update[name] = mine + theirs
        elif isinstance(mine, tuple):
            update[name] = (*mine, *theirs)
        else:
            raise IllegalActionError(
                f"a spell's alternative and additional costs both ask for {name}; the engine "
                "can't pay them together",
                ("118.9d", "601.2f"),
            )
    return cost.model_copy(update=update)


def combine(cost: ManaCost, more: ManaCost) -> ManaCost:
    """`cost` plus the mana symbols of `more`, an additional cost (601.2f)."""
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


def total_cost(
    state: GameState, player: PlayerId, obj: GameObject, choices: CostChoices
) -> TotalCost:
    """The total cost of casting `obj` with what was announced (601.2f); refused if the choices
    ask for a cost the spell doesn't have (601.2b)."""
    name = describe(state, obj)
    keywords = characteristics(state, obj).keywords
    costs = keyword_costs(cast_keywords(state, obj))
    base = base_cost(state, obj, choices.alternative).with_x(choices.x)
    parts = [_base_part(state, obj, choices.alternative, costs, base)]
    own = copiable_card(obj).additional_costs.mana
    if own:
        parts.append(CostPart("additional_cost", "card", parse_cost(own)))
    parts += _additional_parts(name, obj, choices, costs)
    total = base
    for part in parts[1:]:
        total = combine(total, part.mana)
    changes = _cost_changes(state, player, obj, total)
    changes = (*changes, *_emerge_reduction(state, obj, _changed(total, changes)))
    affinity = _affinity(state, player, obj, keywords, _changed(total, changes))
    changed = _changed(total, (*changes, *affinity))
    least = _minimum(state, obj, changed)
    return TotalCost((*parts, *changes, *affinity, *least), _changed(changed, least))


def _changed(total: ManaCost, changes: tuple[CostPart, ...] | list[CostPart]) -> ManaCost:
    """`total` with the mana of increases added and the generic mana of reductions taken
    away."""
    for part in changes:
        if part.kind == "cost_increase":
            total = combine(total, part.mana)
        else:
            total = replace(total, generic=total.generic - part.mana.generic)
    return total


def _base_part(
    state: GameState,
    obj: GameObject,
    alternative: Alternative,
    costs: dict[str, str],
    base: ManaCost,
) -> CostPart:
    """The mana cost, or the alternative cost paid rather than it, with what is said about it
    (601.2b): a keyword's as its package registered it (`ALTERNATIVE_COSTS`: flashback, evoke,
    escape), casting face down (702.37c, 702.168b, 708.4), a permission or the card's own
    (118.9)."""
    name = describe(state, obj)
    found = ALTERNATIVE_COSTS.get(alternative) if alternative is not None else None
    if found is not None:
        # Flashback (702.34a), evoke (702.74a), escape (702.138a): as its package registered it.
        own = own_alternative(copiable_card(obj), "graveyard")
        said = own.said if own is not None else f"its {alternative} cost"
        text = found.said.format(name=name, cost=costs.get(found.keyword), own=said)
        note = event("alternative_cost", text, *found.rules, "601.2b", objects=[obj.id])
        return CostPart("alternative_cost", found.keyword, base, note)
    if alternative in ("morph", "disguise"):
        ward = " with ward {2}" if alternative == "disguise" else ""
        rule = "702.37c" if alternative == "morph" else "702.168b"
        text = (
            f"It is cast face down using its {alternative} ability, as a 2/2 creature{ward} with "
            f"no name, text, subtypes or mana cost, for {FACE_DOWN_COST} rather than its mana "
            "cost; only its controller may look at it."
        )
        note = event("alternative_cost", text, rule, "708.4", "708.5", objects=[obj.id])
        return CostPart("alternative_cost", alternative.capitalize(), base, note)
    if alternative == "free":
        return CostPart("alternative_cost", "free", base)
    if alternative == "permission":
        text = (
            f"{name} is cast without paying its mana cost, by a permanent's permission (an "
            "alternative cost); X, if any, is 0."
        )
        note = event("alternative_cost", text, "118.9", "107.3b", "601.2b", objects=[obj.id])
        return CostPart("alternative_cost", "permission", base, note)
    if alternative == "card":
        own = own_alternative(copiable_card(obj))
        said = own.said if own is not None else "its alternative cost"
        card = copiable_card(obj)
        text = (
            f"{name} is cast for its alternative cost — {said} — rather than its mana cost "
            f"{card.cost.text() or '{0}'}; its mana value stays {card.cost.mana_value}."
        )
        # A keyword's alternative cost cites the keyword's rule too (evoke, 702.74a; dash …).
        keyword = (CAST_MARKS[own.marks],) if own is not None and own.marks else ()
        note = event(
            "alternative_cost", text, "118.9", "118.9c", "601.2b", *keyword, objects=[obj.id]
        )
        return CostPart("alternative_cost", "card", base, note)
    if not copiable_card(obj).mana_cost:
        raise IllegalActionError(
            f"{name} has no mana cost, an unpayable cost (118.6): it can be cast only for an "
            "alternative cost or without paying its mana cost (118.6a)",
            ("118.6", "118.6a"),
        )
    return CostPart("mana_cost", "mana cost", base)


def _additional_parts(
    name: str, obj: GameObject, choices: CostChoices, costs: dict[str, str]
) -> list[CostPart]:
    """The additional costs of the spell's keywords that the choices pay (118.8, 601.2f), in the
    order the card has them, each as its package registered it (`ADDITIONAL_COSTS`): kicker
    (702.33a), entwine (702.42a), escalate (702.120a), buyback (702.27a), offspring (702.175a)
    …; choosing to pay one the spell doesn't have is refused (601.2b)."""
    for keyword in choices.paid:
        if keyword not in costs:
            rule = ADDITIONAL_COSTS[keyword].rules[0]
            raise IllegalActionError(
                f"{name} has no {keyword.lower()} cost to pay", (rule, "601.2b")
            )
    parts: list[CostPart] = []
    for keyword in costs:
        found = ADDITIONAL_COSTS.get(keyword)
        times = 0 if found is None else _times(found, obj, choices)
        if found is None or not times:
            continue
        cost = costs[keyword]
        said = {1: "once", 2: "twice"}.get(times, f"{times} times")
        words = {"keyword": keyword.lower(), "cost": cost, "name": name, "times": said}
        text = found.said.format(**words)
        note = event("additional_cost", text, *found.rules, "601.2f", objects=[obj.id])
        each = CostPart("additional_cost", keyword, parse_cost(cost))
        parts += [replace(each, note=note), *[each] * (times - 1)]
    return parts


def _times(cost: AdditionalCost, obj: GameObject, choices: CostChoices) -> int:
    """How often the additional cost is paid for what was announced (601.2b): chosen or not;
    entwine's once when more modes are chosen than the spell says (702.42a); escalate's for each
    mode beyond the first (702.120a); squad's as often as its caster chose (702.157a), the
    keyword once in the choices for each payment."""
    if cost.paid == "chosen":
        return int(cost.keyword in choices.paid)
    if cost.paid == "any_number":
        return choices.paid.count(cost.keyword)
    if cost.paid == "all_modes":
        return int(len(choices.modes) > copiable_card(obj).choose[1])
    return max(len(choices.modes) - 1, 0)


def _cost_changes(
    state: GameState, player: PlayerId, spell: GameObject, total: ManaCost
) -> tuple[CostPart, ...]:
    """Permanents' static abilities that make `spell` cost more or less (601.2f): increases
    first, then reductions, which reduce generic mana only and never below zero (118.7a)."""
    more: list[tuple[GameObject, CostChange]] = []
    less: list[tuple[GameObject, CostChange]] = []
    counted: dict[int, tuple[int, str]] = {}
    for ability in copiable_card(spell).abilities:
        # Its own "This spell costs {3} less to cast if …" (113.6: it functions on the stack).
        if isinstance(ability, CostChange) and ability.this_spell:
            asked = ability.condition
            if ability.for_each is not None:
                counted[id(ability)] = _own_count(state, player, spell, ability)
            if asked is None or holds(state, asked, player, spell.id)[0]:
                (more if ability.more else less).append((spell, ability))
    for perm in state.battlefield():
        for ability in held_abilities(state, perm):
            if not isinstance(ability, CostChange) or ability.this_spell:
                continue
            controller = controller_of(state, perm)
            if (ability.caster == "you") != (player == controller) and ability.caster != "any":
                continue
            if ability.turn == "not_casters" and state.turn.active == player:
                continue  # "except during its controller's turn" (Defense Grid)
            if matches(state, spell, ability.filter, controller, perm.id) is not None:
                continue
            (more if ability.more else less).append((perm, ability))
    name = describe(state, spell)
    parts: list[CostPart] = []
    for perm, ability in more:
        # "{B} more" (Derelor): colored mana added to the total cost as it is (601.2f).
        added = combine(ManaCost(ability.amount), parse_cost(ability.colored))
        total = combine(total, added)
        why = " (it isn't its caster's turn)" if ability.turn == "not_casters" else ""
        if ability.condition is not None:
            why = f" ({ability.condition.text})"
        text = f"{_whose(state, perm, spell)}{name} costs {added.text()} more to cast{why}."
        note = event(
            "cost_increase", text, "601.2f", objects=list(dict.fromkeys((spell.id, perm.id)))
        )
        parts.append(CostPart("cost_increase", perm.id, added, note))
    for perm, ability in less:
        amount, why = counted.get(id(ability), (ability.amount, ""))
        cut = min(amount, total.generic)
        total = replace(total, generic=total.generic - cut)
        floor = " (no generic mana is left to reduce)" if cut < amount else ""
        if ability.condition is not None:
            floor = f" ({ability.condition.text}){floor}"
        elif why:
            floor = f" ({why}){floor}"
        text = f"{_whose(state, perm, spell)}{name} costs {{{cut}}} less to cast{floor}."
        seen = list(dict.fromkeys((spell.id, perm.id)))
        note = event("cost_reduction", text, "601.2f", "118.7a", objects=seen)
        parts.append(CostPart("cost_reduction", perm.id, ManaCost(cut), note))
    return tuple(parts)


def _own_count(
    state: GameState, player: PlayerId, spell: GameObject, ability: CostChange
) -> tuple[int, str]:
    """What the spell's own "costs {1} less to cast for each …" takes off (601.2f), and why:
    counted for its caster with the spell on the stack, where casting put it first (601.2a) —
    a card cast from a graveyard isn't one of the cards in it."""
    if ability.for_each is None:
        return ability.amount, ""
    on_stack = state.with_object(replace(spell, zone=Zone.STACK))
    n, said = tally(on_stack, ability.for_each, player, spell)
    return ability.amount * n, f"{{{ability.amount}}} × {n}, {said} being {n}"


def _emerge_reduction(state: GameState, spell: GameObject, total: ManaCost) -> tuple[CostPart, ...]:
    """A spell cast for its emerge cost costs generic mana less by the mana value of the creature
    chosen to be sacrificed for it (702.119a), never below zero (118.7a)."""
    found = emerge.sacrificing(state, spell)
    if found is None:
        return ()
    creature, value = found
    cut = min(value, total.generic)
    floor = " (no generic mana is left to reduce)" if cut < value else ""
    text = (
        f"{describe(state, spell)}'s total cost is reduced by the mana value of "
        f"{describe(state, creature)}, the creature sacrificed for its emerge cost: {{{cut}}} "
        f"less{floor}."
    )
    note = event(
        "cost_reduction", text, "702.119a", "601.2f", "118.7a", objects=[spell.id, creature.id]
    )
    return (CostPart("cost_reduction", emerge.SOURCE, ManaCost(cut), note),)


def _whose(state: GameState, perm: GameObject, spell: GameObject) -> str:
    """ "Ruby Medallion: " before a permanent's cost change; nothing before the spell's own."""
    return "" if perm.id == spell.id else f"{describe(state, perm)}: "


def _minimum(state: GameState, spell: GameObject, total: ManaCost) -> tuple[CostPart, ...]:
    """Trinisphere's "costs three mana to cast" (601.2f): once every increase and reduction
    has applied, generic mana up to the highest minimum in effect, from the permanent whose
    static ability says it, while its condition holds (611.3a)."""
    found: tuple[GameObject, CostMinimum] | None = None
    for perm in state.battlefield():
        for ability in held_abilities(state, perm):
            if not isinstance(ability, CostMinimum) or total.mana_value >= ability.minimum:
                continue
            condition, controller = ability.condition, controller_of(state, perm)
            if condition is not None and not holds(state, condition, controller, perm.id)[0]:
                continue
            if found is None or ability.minimum > found[1].minimum:
                found = (perm, ability)
    if found is None:
        return ()
    perm, ability = found
    more = ability.minimum - total.mana_value
    text = (
        f"{describe(state, perm)}: {describe(state, spell)} would cost {total.text() or '{0}'} "
        f"({total.mana_value} mana), less than {ability.minimum}, so it costs {ability.minimum} "
        f"mana: {{{more}}} more, applied after every increase and reduction."
    )
    note = event("cost_increase", text, "601.2f", objects=[spell.id, perm.id])
    return (CostPart("cost_increase", perm.id, ManaCost(more), note),)


def _affinity(
    state: GameState,
    player: PlayerId,
    spell: GameObject,
    keywords: tuple[str, ...],
    total: ManaCost,
) -> tuple[CostPart, ...]:
    """Affinity: {1} less for each permanent of the type its caster controls, generic mana only
    (702.41a, 118.7a); each instance applies (702.41b)."""
    name = describe(state, spell)
    parts: list[CostPart] = []
    for counts in affinity_counts(keywords):
        counted = _controlled(state, player, counts)
        less = min(len(counted), total.generic)
        if not counted:
            continue
        total = replace(total, generic=total.generic - less)
        text = (
            f"Affinity for {counts.words}: player {player} controls {len(counted)} of them, "
            f"so {name} costs {{{less}}} less (a reduction of generic mana only, never below "
            "zero)."
        )
        note = event("cost_reduction", text, "702.41a", "118.7a", "601.2f", objects=[spell.id])
        parts.append(CostPart("cost_reduction", "Affinity", ManaCost(less), note))
    return tuple(parts)


def _controlled(state: GameState, player: PlayerId, counts: Counted) -> list[GameObject]:
    """The permanents `player` controls that one instance of affinity counts (702.41a)."""
    out = []
    for o in state.objects.values():
        if o.zone is not Zone.BATTLEFIELD or controller_of(state, o) != player:
            continue
        chars = characteristics(state, o)
        if all(chars.is_type(t) for t in counts.types) and (
            counts.subtype is None or counts.subtype in chars.subtypes
        ):
            out.append(o)
    return out

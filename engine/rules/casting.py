"""What casting a spell costs beyond its mana cost (CR 601.2b, 601.2f-h); where from (601.3) is
`engine.rules.cast_zones`.

`cast_spell.cast` asks this module two things:

- `spell_cost`: the total cost (601.2f), computed once from what was announced as data
  (`engine.rules.total_cost`: the mana cost or an alternative cost, additional costs, cost
  increases and reductions) — and then what pays for part of it instead of mana once it is
  locked in: creatures tapped for convoke (702.51a), artifacts
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

from dataclasses import dataclass

from engine.cards.vocabulary import TargetSpec
from engine.cards.vocabulary.casting import (
    ADDITIONAL_COSTS,
    ALTERNATIVE_COSTS,
    MAX_PAYMENTS,
    AlternativeCost,
    CastWithoutPaying,
    keyword_cost,
)
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.face_down import (
    copiable_card,
)
from engine.core.mana import ManaCost
from engine.core.replace import replace
from engine.core.scenario_actions import CastAction
from engine.core.state import (
    ChoiceKind,
    Event,
    GameObject,
    GameState,
    JsonValue,
    ObjectId,
    PlayerId,
    Zone,
)
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.conditions import holds
from engine.derived.targets import matches, refuse_without_targets
from engine.mechanics.aftermath import rules as aftermath
from engine.mechanics.aftermath.model import CAST_FROM_GRAVEYARD
from engine.mechanics.evoke.model import EVOKED
from engine.modifiers.replacement_order import held_abilities
from engine.modifiers.tapping import tap
from engine.operations.zones import move
from engine.rules import cast_zones
from engine.rules.paying_costs import check_payable
from engine.rules.total_cost import (
    CostChoices,
    TotalCost,
    own_alternative,
    total_cost,
)


@dataclass(frozen=True, slots=True)
class SpellCost:
    """The total cost of a spell being cast (601.2f) and how it is paid (601.2h)."""

    #: The mana cost or alternative cost, with X, plus additional costs, minus reductions.
    cost: TotalCost
    #: What mana still pays once convoke, improvise and delve have paid their part.
    remaining: ManaCost
    #: What was announced for the spell (601.2b).
    choices: CostChoices
    #: (object, the mana it pays, the keyword) for each permanent tapped instead of mana.
    tapped: tuple[tuple[ObjectId, str, str], ...]
    #: The graveyard cards exiled for delve.
    exiled: tuple[ObjectId, ...]
    #: Cast from its owner's hand with rebound, which exiles it as it resolves (702.88a).
    rebound: bool = False
    #: A split card's half cast from its owner's graveyard with aftermath (702.127a).
    aftermath: bool = False
    #: What its own alternative cost, paid, makes it ("dashed", 702.109a; `AlternativeCost.marks`).
    mark: str = "alternative_cost"
    #: The event saying it is cast from its owner's graveyard with retrace (702.81a), if it is.
    retrace: Event | None = None

    @property
    def notes(self) -> tuple[Event, ...]:
        """What determining the total cost did, part by part (601.2f)."""
        return self.cost.notes if self.retrace is None else (self.retrace, *self.cost.notes)

    @property
    def chosen(self) -> tuple[tuple[str, JsonValue], ...]:
        """The choices made for the spell that matter after it is cast (702.34a, 702.27a,
        702.33d)."""
        out: list[tuple[str, JsonValue]] = []
        alternative = self.choices.alternative
        if alternative == "card":
            out.append((self.mark, True))
        elif alternative is not None and alternative in ALTERNATIVE_COSTS:
            out.append((ALTERNATIVE_COSTS[alternative].mark, True))  # flashback, evoked …
        for keyword in dict.fromkeys(self.choices.paid):
            found = ADDITIONAL_COSTS[keyword]
            if found.mark is not None:
                # Squad's mark says how often it was paid (702.157a); the others', that it was.
                times = self.choices.paid.count(keyword)
                out.append((found.mark, times if found.paid == "any_number" else True))
        if self.rebound:
            out.append(("rebound", True))
        if self.aftermath:
            out.append((CAST_FROM_GRAVEYARD, True))
        return tuple(out)


def take_own(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    own: AlternativeCost,
    action: CastAction,
    named: dict[str, list[ObjectId]],
    targets: tuple[tuple[TargetSpec, ...], tuple[str, ...] | None],
) -> bool:
    """Whether `player` pays the card's own alternative cost: an evoke cost that isn't mana
    ("Evoke—Exile a white card from your hand") when the action asks for evoke, as an evoke
    cost in mana is (702.74a; refused when it can't be paid, 118.3), never asked; any other
    one as `offer_alternative` asks."""
    if own.marks != EVOKED:
        return offer_alternative(state, player, obj, own, named, targets)
    if action.evoke:
        check_payable(state, player, obj, own.cost, named, "601.2h")
    return action.evoke


def offer_alternative(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    own: AlternativeCost,
    named: dict[str, list[ObjectId]],
    targets: tuple[tuple[TargetSpec, ...], tuple[str, ...] | None],
) -> bool:
    """Whether `player` pays the card's own alternative cost rather than its mana cost (118.9),
    announced as it is cast (601.2b) and asked through the one choice mechanism (an optional
    cost's question) — only when the cost's parts other than mana can be paid now (118.3); a
    spell with another alternative cost already (flashback, evoke, face down) isn't asked
    (118.9a)."""
    if own.zone == "hand" and obj.zone is not Zone.HAND:
        return False  # a cost "from your hand" (118.9; warp's, 702.185a): not from exile
    if own.condition is not None and not holds(state, own.condition, player, obj.id)[0]:
        return False  # spectacle, surge: only if … (702.137a, 702.117a)
    try:
        check_payable(state, player, obj, own.cost, named, "601.2h")
    except IllegalActionError:
        return False
    name = describe(state, obj)
    # A cast that can't reach its targets is refused before the question, not after it (601.2c).
    refuse_without_targets(state, *targets, player, obj.id, copiable_card(obj).name, obj)
    cost = copiable_card(obj).cost.text() or "{0}"
    answer = ask(
        NeedChoice(
            ChoiceKind.PAY,
            player,
            f"Player {player}: cast {name} for its alternative cost ({own.said}) rather than its "
            f"mana cost {cost}?",
            ("601.2b", "118.9"),
            ("true", "false"),
        )
    )
    return bool(answer)


def offer_optional(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    targets: tuple[tuple[TargetSpec, ...], tuple[str, ...] | None],
) -> tuple[str, ...]:
    """The keywords whose optional additional cost `player` pays ("Offspring {2}": "You may pay
    an additional {2} as you cast this spell", 702.175a, 118.8) when the cast action doesn't
    announce it, each announced as the spell is cast (601.2b) and asked through the one choice
    mechanism (a `pay` question); one payable any number of times ("Squad {2}", 702.157a) asks
    how many (an `x` answer, none included), the keyword once in the result for each."""
    keywords = characteristics(state, obj).keywords
    paid: list[str] = []
    for keyword, optional in ADDITIONAL_COSTS.items():
        if optional.paid not in ("chosen", "any_number") or optional.announced_by is not None:
            continue
        cost = keyword_cost(keywords, keyword)
        if cost is None:
            continue
        refuse_without_targets(state, *targets, player, obj.id, copiable_card(obj).name, obj)
        if optional.paid == "any_number":
            times = f"Player {player}: how many times to pay {describe(state, obj)}'s"
            asked = f"{times} {keyword.lower()} cost {cost} as an additional cost?"
            rules = (*optional.rules, "601.2b")
            need = NeedChoice(ChoiceKind.X, player, asked, rules, (), 0, MAX_PAYMENTS)
            paid += [keyword] * int(ask(need) or 0)
            continue
        answer = ask(
            NeedChoice(
                ChoiceKind.PAY,
                player,
                f"Player {player}: pay {describe(state, obj)}'s {keyword.lower()} cost {cost} as "
                "an additional cost?",
                ("601.2b", "118.8"),
                ("true", "false"),
            )
        )
        if answer:
            paid.append(keyword)
    return tuple(paid)


def offer_free(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    targets: tuple[tuple[TargetSpec, ...], tuple[str, ...] | None],
) -> bool:
    """Whether `player` casts `obj` from their hand without paying its mana cost by the
    permission of a permanent they control ("You may cast spells from your hand without paying
    their mana costs": Omniscience, 118.9), asked through the one choice mechanism as the
    spell's alternative cost is announced (601.2b)."""
    if obj.zone is not Zone.HAND or obj.owner != player:
        return False
    for perm in state.battlefield():
        if controller_of(state, perm) != player:
            continue
        for ability in held_abilities(state, perm):
            if not isinstance(ability, CastWithoutPaying):
                continue
            if matches(state, obj, ability.filter, player, perm.id) is not None:
                continue
            refuse_without_targets(state, *targets, player, obj.id, copiable_card(obj).name, obj)
            answer = ask(
                NeedChoice(
                    ChoiceKind.PAY,
                    player,
                    f"Player {player}: cast {describe(state, obj)} without paying its mana cost "
                    f"({describe(state, perm)})?",
                    ("601.2b", "118.9"),
                    ("true", "false"),
                )
            )
            return bool(answer)
    return False


def spell_cost(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    action: CastAction,
    choices: CostChoices,
) -> SpellCost:
    """The total cost of casting `obj` with what was announced (601.2f) and the part mana still
    pays after convoke, improvise and delve (702.51a, 702.126a, 702.66a); refused if the action
    asks for something the spell doesn't have or names what can't pay."""
    cost = total_cost(state, player, obj, choices)
    keywords = characteristics(state, obj).keywords
    remaining, tapped = _tap_for_mana(state, player, obj, action, cost.total, keywords)
    exiled = _delve(state, player, obj, action, remaining, keywords)
    remaining = replace(remaining, generic=remaining.generic - len(exiled))
    return SpellCost(
        cost=cost,
        remaining=remaining,
        choices=choices,
        tapped=tapped,
        exiled=exiled,
        # Rebound asks where the spell was cast from (702.88a): the card is still there now.
        rebound=obj.zone is Zone.HAND and "Rebound" in keywords,
        aftermath=obj.zone is Zone.GRAVEYARD and aftermath.has_aftermath(obj),
        mark=_mark(obj) if choices.alternative == "card" else "alternative_cost",
        retrace=cast_zones.retrace_note(state, player, obj, choices.alternative),
    )


def _mark(obj: GameObject) -> str:
    """What the card's own alternative cost, paid, makes the spell (`AlternativeCost.marks`)."""
    own = own_alternative(copiable_card(obj))
    return own.marks if own is not None and own.marks is not None else "alternative_cost"


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
        state, fired = tap(state, obj)
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
        events += fired
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

"""Keywords about casting a spell (CR 702): where it may be cast from, what else may pay for it,
what its total cost is (601.2f).

They are keyword strings of a card's abilities, like "Ward {1}", each spelled by its package
(`engine.mechanics.<name>.model`); a package whose keyword has a mana cost registers it as a part
of the total cost (`keyword_with(..., costed=True)`), one whose cost is an additional cost
registers how it is paid and said (`additional_cost`), and one whose cost is an alternative cost
what is said of it and the mark it leaves (`keyword_alternative`), so the total cost (601.2f,
`engine.rules.total_cost`) names no keyword of its own:

- "Flashback {1}{R}" (702.34a): cast from its owner's graveyard for that cost instead of its mana
  cost (an alternative cost, 118.9), and exiled whenever it would leave the stack;
- "Buyback {3}" (702.27a): an optional additional cost (118.8b); paid, the spell goes back to its
  owner's hand as it resolves instead of the graveyard;
- "Kicker {2}{G}" (702.33a): an optional additional cost; paid, the spell is "kicked" (702.33d),
  which its linked abilities ask (702.33e: `IfKicked`, a trigger's or an entering
  replacement's `if_kicked`), and so does the permanent it becomes;
- "Evoke {U}" (702.74a): an alternative cost; paid, the permanent it becomes is sacrificed as it
  enters (a keyword trigger, `engine.mechanics.evoke`);
- "Entwine {2}" (702.42a): a modal spell's caster may choose all its modes instead of the number
  it says, paying that much more; "Escalate {1}" (702.120a): that much more for each mode chosen
  beyond the first (`engine.derived.modes`, `engine.rules.casting`);
- "Morph {2}{U}", "Megamorph {1}{G}", "Disguise {W}" (702.37a-b, 702.168a): it may be cast face
  down as a 2/2 creature for {3} (an alternative cost, 118.9), and that face-down permanent
  turned face up for the keyword's cost (a special action, 116.2b; `engine.core.face_down`,
  `engine.mechanics.morph`);
- "Convoke" (702.51a), "Improvise" (702.126a), "Delve" (702.66a): creatures tapped, artifacts
  tapped, cards exiled from the graveyard pay for mana of the total cost;
- "Affinity for artifacts" (702.41a): the spell costs {1} less for each artifact its caster
  controls; also for creatures, enchantments and lands (`engine.mechanics.affinity`).

`CostChange` is the static ability "Noncreature spells cost {1} more to cast" (601.2f);
`CostMinimum` Trinisphere's "costs three mana to cast" (601.2f); `AlternativeCost` a card's
own "You may [cost] rather than pay this spell's mana cost" (118.9).

Only costs made of mana symbols are keywords here: "Flashback—Discard a card" isn't one (yet).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import Field, field_validator, model_validator

from engine.cards.vocabulary.amounts import Quantity
from engine.cards.vocabulary.bounds import Model
from engine.cards.vocabulary.conditions import Condition
from engine.cards.vocabulary.costs import Cost
from engine.cards.vocabulary.filters import Filter
from engine.core.registry import Registry
from engine.core.scenario_actions import CastAction


def keyword_cost(keywords: tuple[str, ...] | list[str], name: str) -> str | None:
    """The cost of the first keyword `name` ("Flashback") among `keywords`, or None."""
    prefix = name + " "
    for keyword in keywords:
        if keyword.startswith(prefix) and keyword[len(prefix) :].startswith("{"):
            return keyword[len(prefix) :]
    return None


class CostChange(Model):
    """ "[Spells] you cast cost {1} less to cast" / "Noncreature spells cost {1} more to cast": a
    static ability of a permanent that changes the total cost of the spells `filter` names, cast
    by its controller ("you"), their opponents ("opponents") or anyone ("any") — an increase
    (`more`) or a reduction of generic mana (601.2f, 118.7a). An increase may be of colored
    mana ("Black spells you cast cost {B} more to cast", Derelor): `colored` is its symbols,
    added to the total cost as they are, and `amount` its generic mana, 0 then."""

    kind: Literal["cost_change"] = "cost_change"
    filter: Filter = Filter()
    caster: Literal["you", "opponents", "any"] = "any"
    amount: int = Field(ge=0, le=20)
    colored: str = Field(default="", pattern=r"^(\{[WUBRG]\}){0,3}$")
    more: bool = False
    #: Whose turn it must be: "not_casters" — "except during its controller's turn" (Defense
    #: Grid), "during turns other than yours" — or any turn.
    turn: Literal["any", "not_casters"] = "any"
    #: "This spell costs {3} less to cast if …" (Bolt Bend): the spell's own ability, which
    #: functions on the stack (113.6) and changes only its own cost; `condition` is checked
    #: for its caster as the total cost is determined (601.2f).
    this_spell: bool = False
    condition: Condition | None = None
    #: "This spell costs {1} less to cast for each creature card in your graveyard" / "… {X}
    #: less to cast, where X is the greatest power among creatures you control" (Ghoultree, The
    #: Great Henge): the spell's own change, `amount` for each thing counted as its total cost
    #: is determined (601.2f), the spell already on the stack (601.2a).
    for_each: Quantity | None = None
    text: str = ""

    @model_validator(mode="after")
    def _some_mana(self) -> CostChange:
        if not self.amount and not self.colored:
            raise ValueError("a cost change changes the cost by some mana")
        if self.colored and not self.more:
            raise ValueError("only an increase is of colored mana here (118.7a)")
        if self.for_each is not None and (not self.this_spell or self.colored or self.condition):
            raise ValueError("a counted cost change is a spell's own, of generic mana, with no if")
        return self


class AbilityCostReduction(Model):
    """ "This ability costs {1} less to activate for each legendary creature you control" / "…
    {2} less to activate if you control a legendary creature": the activated ability's own
    reduction of its total cost, determined as it is activated (602.2b, 601.2f) — `amount`
    generic mana for each thing `for_each` counts then, or once while `condition` holds;
    generic mana only, never below zero (118.7a). With `own_mana_cost` ("Reduce the cost by
    its mana cost if it entered this turn", power-up's reminder) the cost is reduced by the
    source's mana cost instead, colored symbols too (118.7b-g), while `condition` holds."""

    amount: int = Field(ge=1, le=20)
    for_each: Quantity | None = None
    condition: Condition | None = None
    own_mana_cost: bool = False
    text: str = ""

    @model_validator(mode="after")
    def _one_measure(self) -> AbilityCostReduction:
        if (self.for_each is None) == (self.condition is None):
            raise ValueError("a reduction is for each thing counted, or if a condition holds")
        if self.own_mana_cost and (self.condition is None or self.amount != 1):
            raise ValueError("a reduction by its mana cost is once, while a condition holds")
        return self


class CostMinimum(Model):
    """ "Each spell that would cost less than three mana to cast costs three mana to cast"
    (Trinisphere): applied once the total cost is determined, after every increase and
    reduction (601.2f), by adding generic mana up to `minimum` (its reminder: "Additional mana
    in the cost may be paid with any color of mana or colorless mana"); only while `condition`
    holds ("As long as this artifact is untapped", 611.3a)."""

    kind: Literal["cost_minimum"] = "cost_minimum"
    minimum: int = Field(ge=1, le=20)
    condition: Condition | None = None
    text: str = ""


class AlternativeCost(Model):
    """ "You may pay 1 life and exile a blue card from your hand rather than pay this spell's
    mana cost" (Force of Will, Misdirection): a cost its caster may pay instead of the mana cost
    as the spell is cast from their hand (118.9, announced 601.2b); only one alternative cost
    applies to a spell (118.9a), and the spell's mana cost, so its mana value, doesn't change
    (118.9c). Additional costs, increases and reductions apply to it (118.9d)."""

    kind: Literal["alternative_cost"] = "alternative_cost"
    cost: Cost
    #: The cost in the card's words ("pay 1 life and exile a blue card from your hand").
    said: str = ""
    #: Where the card is cast from for it: its owner's hand, or — escape, "You may cast this card
    #: from your graveyard by paying [cost] rather than paying its mana cost" (702.138a) — their
    #: graveyard, where it is the only way to cast it.
    zone: Literal["hand", "graveyard"] = "hand"
    #: What paying it makes the spell and the permanent it becomes, kept in their `chosen` for
    #: the abilities that ask ("dashed": dash, 702.109a), a mark its mechanic registers
    #: (`cast_mark`); None for a card's own "You may … rather than pay" (118.9).
    marks: str | None = None
    #: Only if this holds for its caster as the spell is cast ("if an opponent lost life this
    #: turn": spectacle, 702.137a; "if you … cast another spell this turn": surge, 702.117a).
    condition: Condition | None = None
    text: str = ""

    @field_validator("marks")
    @classmethod
    def _registered(cls, value: str | None) -> str | None:
        if value is not None and value not in CAST_MARKS:
            raise ValueError(f"{value!r} is no registered mark of a paid cost ({list(CAST_MARKS)})")
        return value


#: What a paid alternative cost makes a spell and the permanent it becomes ("dashed",
#: 702.109a), by name, each with the rule that says so; registered by its mechanic's model.
CAST_MARKS: Registry[str, str] = Registry("the mark of a paid cost")


#: How often a keyword's additional cost is paid, from what was announced for the spell (601.2b):
#: "chosen" — once, when its caster chose to pay it (kicker, buyback, offspring: 118.8b);
#: "all_modes" — once, when more modes are chosen than the spell says (entwine, 702.42a);
#: "each_mode_beyond_first" — once for each mode chosen beyond the first (escalate, 702.120a);
#: "any_number" — as many times as its caster chose, none included (squad, 702.157a), which
#: leaves its mark with that number.
Paid = Literal["chosen", "all_modes", "each_mode_beyond_first", "any_number"]
#: The most times an "any_number" cost is paid for one spell: the engine's bound, not a rule's
#: (each payment makes a token, which the run's object budget bounds anyway).
MAX_PAYMENTS = 20
#: What the event says of a paid additional cost unless its keyword says more.
PAID_SAID = "The {keyword} cost {cost} of {name} is paid as an additional cost."


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """A keyword's cost as an additional cost of the spell (118.8), a part of its total cost
    (601.2f), as its package registers it (`additional_cost`): what decides how often it is
    paid, the rules and words of the event saying it is, and what paying it makes the spell."""

    #: The keyword ("Kicker"), whose cost is its parameter ("Kicker {2}{G}").
    keyword: str
    #: The keyword's rules, cited before 601.2f by the event saying the cost is paid; the first
    #: is cited too when a cast chooses to pay a cost the spell doesn't have.
    rules: tuple[str, ...]
    paid: Paid = "chosen"
    #: The event's words: `{keyword}` the keyword in lower case, `{cost}` its cost, `{name}` the
    #: spell, `{times}` how often it is paid ("once", "twice", "3 times").
    said: str = PAID_SAID
    #: The choice a paid cost leaves in the spell's `chosen` ("kicked", 702.33d; carried to the
    #: permanent it becomes when it is a registered `cast_mark`), if any.
    mark: str | None = None
    #: The cast action's field announcing that a "chosen" cost is paid (kicker's `kicked`);
    #: None: its caster is asked as the spell is cast (601.2b, offspring).
    announced_by: str | None = None


#: Each keyword's additional cost, by keyword, registered by its package's model
#: (`additional_cost`); a spell's total cost adds those it has that were paid (601.2f).
ADDITIONAL_COSTS: Registry[str, AdditionalCost] = Registry("the additional cost of the keyword")


def additional_cost(
    keyword: str,
    *rules: str,
    paid: Paid = "chosen",
    said: str = PAID_SAID,
    mark: str | None = None,
    announced_by: str | None = None,
) -> AdditionalCost:
    """Register the cost of the keyword `keyword` as an additional cost of the spell (118.8,
    601.2f); refused twice for one keyword, and for an action field the cast action lacks."""
    if announced_by is not None and announced_by not in CastAction.model_fields:
        raise ValueError(f"the cast action has no field {announced_by!r} announcing {keyword}")
    if announced_by is not None and paid != "chosen":
        raise ValueError(f"{keyword}: only a cost its caster chooses to pay is announced")
    found = AdditionalCost(keyword, rules, paid, said, mark, announced_by)
    return ADDITIONAL_COSTS.register(keyword, found)


@dataclass(frozen=True, slots=True)
class KeywordAlternative:
    """A keyword's alternative cost (118.9), paid rather than the spell's mana cost, as its
    package registers it (`keyword_alternative`): what the event saying so says and cites, and
    the choice it leaves in the spell's `chosen`. Which one a cast takes is decided where the
    card is cast from and what the action asks (601.2b, 601.3: `engine.rules.casting`)."""

    #: The keyword ("Flashback"); a cast names it in lower case ("flashback").
    keyword: str
    #: The keyword's rules, cited before 601.2b by the event.
    rules: tuple[str, ...]
    #: The event's words: `{name}` the spell, `{cost}` the keyword's cost, `{own}` the card's own
    #: alternative cost of its graveyard in its words (escape's).
    said: str
    #: The choice paying it leaves in the spell's `chosen` ("evoked"; carried to the permanent
    #: it becomes when it is a registered `cast_mark`).
    mark: str


#: Each keyword's alternative cost, by the keyword in lower case (how a cast names it),
#: registered by its package's model (`keyword_alternative`).
ALTERNATIVE_COSTS: Registry[str, KeywordAlternative] = Registry("the keyword's alternative cost")


def keyword_alternative(keyword: str, *rules: str, said: str, mark: str) -> KeywordAlternative:
    """Register the keyword `keyword`'s alternative cost (118.9); refused twice for one keyword."""
    found = KeywordAlternative(keyword, rules, said, mark)
    return ALTERNATIVE_COSTS.register(keyword.lower(), found)


def cast_mark(name: str, rule: str) -> str:
    """Register `name` as what paying a keyword's alternative cost makes the spell and the
    permanent it becomes (`AlternativeCost.marks`), by `rule`."""
    CAST_MARKS.register(name, rule)
    return name


class CastWithoutPaying(Model):
    """ "You may cast spells from your hand without paying their mana costs" (Omniscience): a
    static ability of a permanent letting its controller cast the spells `filter` names from
    their hand for no mana cost — an alternative cost, announced as the spell is cast (118.9,
    601.2b), so X can only be 0 (107.3b); additional costs are still paid (118.9d)."""

    kind: Literal["cast_without_paying"] = "cast_without_paying"
    filter: Filter = Filter()
    text: str = ""


class CastFromGraveyard(Model):
    """ "Once during each of your turns, you may cast a permanent spell with mana value 2 or less
    from your graveyard" (Lurrus of the Dream-Den): a static ability of a permanent allowing its
    controller to cast a card `filter` names from their graveyard (601.3) during their own turn,
    once each turn for that permanent — a new object is a new permission (400.7, Lurrus's
    rulings). It allows where from, not when or for what: the spell's timing and costs are its
    own (601.2f), an alternative cost included; a card cast by another permission (flashback,
    escape) doesn't use it (its rulings)."""

    kind: Literal["cast_from_graveyard"] = "cast_from_graveyard"
    filter: Filter = Filter()
    text: str = ""

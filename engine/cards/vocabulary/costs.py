"""Costs (CR 118): what a player pays to cast a spell or activate an ability."""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, field_validator, model_validator

from engine.cards.vocabulary.bounds import MAX_AMOUNT, ManaCostText, Model
from engine.cards.vocabulary.filters import Filter
from engine.core.mana import ManaCost, parse_cost


def _no_x(flt: Filter) -> Filter:
    """A cost's object isn't chosen by X: paying by an X announced for the same spell (601.2b,
    601.2h) isn't modelled, so "sacrifice a creature with mana value X" stays unread."""
    if flt.mana_value_at_most_x or flt.mana_value_is_x:
        raise ValueError("a cost's object chosen by X isn't modelled")
    return flt


#: What a cost's objects must be, never compared with an X (`_no_x`).
CostFilter = Annotated[Filter, AfterValidator(_no_x)]


class SacrificeCost(Model):
    """ "Sacrifice a creature" / "Sacrifice two artifacts": chosen when paying (CR 118.3)."""

    filter: CostFilter = Filter()
    count: int = Field(default=1, ge=1, le=10)


class GraveyardExileCost(Model):
    """ "Exile a creature card from your graveyard" / "Exile two cards from your graveyard":
    `count` cards of the player's own graveyard matching `filter`, named as the cost is paid
    (601.2h, 602.2b; the action's `costs.exile`); with fewer such cards there, the cost can't be
    paid (118.3). "Another" (`filter.other`) is a card other than the one whose ability it is."""

    filter: CostFilter = Filter()
    count: int = Field(default=1, ge=1, le=10)


class HandExileCost(Model):
    """ "Exile a blue card from your hand" (Force of Will's alternative cost, 118.9): a card of
    the player's hand matching `filter`, other than the spell being cast, chosen as the cost is
    paid (601.2h); with none such in hand, the cost can't be paid (118.3)."""

    filter: CostFilter = Filter()


class CounterCost(Model):
    """ "Remove three spore counters from this creature": counters of one kind taken off the
    permanent whose ability it is, which must have that many (118.3, 122.1) — or, with
    `source` ("Remove a +1/+1 counter from a creature you control"), off one permanent its
    controller controls matching that filter, chosen as the cost is paid (601.2h)."""

    counter: str = Field(pattern=r"^(?:[+-]1/[+-]1|[a-z]+)$", max_length=20)
    count: int = Field(default=1, ge=1, le=MAX_AMOUNT)
    source: CostFilter | None = None


class TapCost(Model):
    """Tapping untapped permanents their controller controls as a cost (118.3, 601.2h): `count`
    of them matching `filter`, or — crew, 702.122a — any number of other creatures whose total
    power is `total_power` or greater. The player names them as the cost is paid (the action's
    `costs.tap`). It isn't the {T} symbol, so summoning sickness doesn't stop a creature from
    being tapped for it (302.6)."""

    filter: CostFilter = Filter(types=("Creature",), controller="you")
    count: int | None = Field(default=None, ge=1, le=20)
    total_power: int | None = Field(default=None, ge=1, le=MAX_AMOUNT)

    @model_validator(mode="after")
    def _count_or_power(self) -> TapCost:
        if (self.count is None) == (self.total_power is None):
            raise ValueError("give exactly one of 'count' or 'total_power'")
        return self


class ReturnCost(Model):
    """ "Return a land you control to its owner's hand", "Return two Islands you control to
    their owner's hand": `count` permanents the player controls matching `filter` (its
    `controller` "you"), chosen as the cost is paid (601.2h, 602.2b), each put into its owner's
    hand; with fewer such permanents, the cost can't be paid (118.3)."""

    filter: CostFilter = Filter(controller="you")
    count: int = Field(default=1, ge=1, le=10)


#: A loyalty symbol as printed: "+2", "−3" (U+2212) or "-3", "0", "−X"; brackets allowed.
_LOYALTY_SYMBOL = re.compile(r"\[?([+\u2212-]?)(\d+|X)\]?")

#: The most loyalty counters a loyalty cost puts on or removes (printed ones stay under 20).
MAX_LOYALTY_COST = 100


class Cost(Model):
    """What is paid: mana, {T} / {Q}, sacrifices, life, and a loyalty ability's loyalty symbol.

    `loyalty` is None for an ability that isn't a loyalty ability (CR 606.2); otherwise the
    number of loyalty counters paying it puts on the permanent (+N, a positive number), removes
    from it (−N, a negative number) or neither (0), or "-X" for [−X], X chosen as it is
    activated (107.3a). Printed symbols are read too: "+1", "−2" (U+2212), "-2", "0", "−X".
    """

    mana: ManaCostText = ""
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: tuple[SacrificeCost, ...] = ()
    #: "Discard this card" (cycling, 702.29a) and "Discard a card" / "Discard two cards",
    #: the cards chosen by the player as the cost is paid (701.9b, 601.2h).
    discard_self: bool = False
    #: The discard of "Discard this card" pays a cycling ability's cost (702.29a, 702.29f:
    #: typecycling's too), so the card is cycled: "when you cycle this card" and "whenever you
    #: cycle a card" watch for it (702.29c-d).
    cycling: bool = False
    #: "Discard your hand" (Lion's Eye Diamond, Null Brooch): every card in the player's hand as
    #: the cost is paid, none chosen (701.9a); an empty hand pays it too.
    discard_hand: bool = False
    #: "Exile this card from your graveyard" (scavenge, 702.97a), "Exile this card from your
    #: hand", "Exile this artifact": the object whose ability it is, from the zone the ability
    #: functions in (the ability's `zone`, 113.6m), a new object in exile (400.7).
    exile_self: bool = False
    #: "Exile a creature card from your graveyard", "Exile two cards from your graveyard".
    exile_from_graveyard: GraveyardExileCost | None = None
    #: "Exile a blue card from your hand".
    exile_from_hand: HandExileCost | None = None
    discard: int = Field(default=0, ge=0, le=10)
    #: "Discard a land card" / "Discard a creature card": what the discarded cards must be; with
    #: none such in hand the cost can't be paid (118.3).
    discard_filter: CostFilter = Filter()
    #: "Discard a card at random" (701.9b): the card is picked at random as the cost is paid.
    discard_random: bool = False
    life: int = Field(default=0, ge=0, le=MAX_AMOUNT)
    remove_counters: tuple[CounterCost, ...] = Field(default=(), max_length=3)
    #: "Tap an untapped creature you control", "Tap two untapped Wizards you control", crew's
    #: "Tap any number of other untapped creatures you control with total power N or greater".
    tap_untapped: TapCost | None = None
    #: "Return an unblocked attacking creature you control to its owner's hand" (ninjutsu,
    #: 702.49a): chosen as the cost is paid; with none such, it can't be paid (118.3).
    return_unblocked_attacker: bool = False
    #: "Return ~ to its owner's hand": the permanent whose ability it is (118.3; 602.2b).
    return_self: bool = False
    #: "Return a Forest you control to its owner's hand" (`ReturnCost`).
    return_to_hand: ReturnCost | None = None
    #: "Pay {E}{E}": energy counters the player removes from themselves (107.14).
    energy: int = Field(default=0, ge=0, le=MAX_AMOUNT)
    #: "Waterbend {3}" (701.67a): how much of the generic mana of `mana` is a waterbend cost,
    #: which tapping untapped artifacts and creatures its payer controls may pay, {1} each.
    waterbend: int = Field(default=0, ge=0, le=MAX_AMOUNT)
    loyalty: (
        Annotated[int, Field(ge=-MAX_LOYALTY_COST, le=MAX_LOYALTY_COST)] | Literal["-X"] | None
    ) = None

    @field_validator("loyalty", mode="before")
    @classmethod
    def _loyalty_symbol(cls, value: Any) -> Any:
        """A printed loyalty symbol as its number (606.4); numbers and None pass as they are."""
        if not isinstance(value, str):
            return value
        found = _LOYALTY_SYMBOL.fullmatch(value.strip())
        if found is None:
            raise ValueError(
                f'loyalty cost {value!r}: write +N, -N (or −N), 0 or -X, e.g. "+1" or "−2"'
            )
        sign, amount = found.groups()
        if amount == "X":
            if sign not in ("-", "\u2212"):
                raise ValueError(f"loyalty cost {value!r}: only −X is a loyalty cost with X")
            return "-X"
        if amount != "0" and not sign:
            raise ValueError(f"loyalty cost {value!r}: a loyalty symbol has a sign, +N or −N")
        return -int(amount) if sign in ("-", "\u2212") else int(amount)

    def mana_cost(self) -> ManaCost:
        return parse_cost(self.mana)

"""Amounts: how many of something an instruction does — a number, X, or a counted quantity.

A counted quantity ("the number of creatures you control", "for each card in your hand", "equal to
its power", "where X is …") is defined by the text (107.3c) and found only once, as the
instruction is performed (608.2h): a count that changed while the spell waited on the stack is
counted again then. `engine.derived.amounts` evaluates it; every instruction that takes an `Amount`
takes a quantity the same way, so no instruction needs a case of its own.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator
from typing_extensions import TypeAliasType

from engine.cards.vocabulary.bounds import Model, Number, TargetIndex, field_value
from engine.cards.vocabulary.filters import Filter

#: The most a quantity may be multiplied by ("2 damage for each …"): no card says more than a few.
MAX_TIMES = 20
Times = Annotated[int, Field(ge=1, le=MAX_TIMES)]


class CountPermanents(Model):
    """ "The number of creatures you control", "for each Forest you control": permanents on the
    battlefield matching `filter` as the instruction is performed ("you" is the controller of
    the spell or ability), `times` each. `player` "defending" or "that_player": the filter's
    "you" is instead the defending player (506.2: "for each land defending player controls")
    or the player the trigger event names (603.2: "for each artifact that player controls"),
    none counted when there is none."""

    count: Literal["permanents"] = "permanents"
    filter: Filter
    player: Literal["you", "defending", "that_player"] = "you"
    times: Times = 1


class CountCards(Model):
    """ "The number of cards in your hand", "for each creature card in your graveyard", "cards in
    that player's hand": cards in a player's zone matching `filter` (none: every card); `player`
    is "you" (the controller), the player of target spec `target`, or "each" (all players'
    zones: "in all graveyards")."""

    count: Literal["cards"] = "cards"
    zone: Literal["hand", "graveyard"]
    player: Literal["you", "target", "each"] = "you"
    target: TargetIndex | None = None
    filter: Filter = Filter()
    #: "Cards named ~" (201.2): cards with the name of the object whose ability this is.
    named_this: bool = False
    times: Times = 1

    @model_validator(mode="after")
    def _whose(self) -> CountCards:
        if (self.player == "target") != (self.target is not None):
            raise ValueError("'target' names the player exactly when player is 'target'")
        return self


class CountCharacteristic(Model):
    """ "Equal to its power", "where X is its toughness": a number of the source itself ("self"),
    of the object of target spec `of`, of the one permanent sacrificed to pay the spell's or
    ability's cost ("sacrificed": "the sacrificed creature's power"), or of the object the
    trigger event names ("that_creature": "whenever another creature dies, … where X is that
    creature's power"), as it is now, or as it last existed if it left the zone it was in
    (608.2h); a negative power counts as 0 (107.1b)."""

    count: Literal["power", "toughness", "mana_value"]
    of: TargetIndex | Literal["self", "sacrificed", "that_creature"] = "self"
    times: Times = 1


class CountCounters(Model):
    """ "For each charge counter on this artifact", "for each +1/+1 counter on this creature":
    the counters of `kind` on the source itself ("self"), or on the object of target spec `of`
    ("double the number of +1/+1 counters on that creature", 701.10e), as it is now, or as it
    last existed if it left the battlefield (608.2h: Hangarback Walker's dies trigger, Culling
    Dais sacrificed as the cost)."""

    count: Literal["counters"] = "counters"
    kind: str = Field(min_length=1, max_length=40)
    of: TargetIndex | Literal["self"] = "self"
    times: Times = 1


class CountEventAmount(Model):
    """ "That much" in a triggered ability whose trigger event is an amount of damage ("Whenever
    this creature is dealt damage, it deals that much damage to any target": Boros Reckoner,
    Stuffy Doll): the damage the event dealt (603.2, 120.3), remembered as it triggered."""

    count: Literal["event_amount"] = "event_amount"
    times: Times = 1


class CountDevotion(Model):
    """ "Your devotion to black", "your devotion to white and black" (700.5): the mana symbols
    among the mana costs of permanents the controller controls that are of one of `colors` — a
    hybrid or Phyrexian symbol with any of them once, a generic one never (700.5a)."""

    count: Literal["devotion"] = "devotion"
    colors: tuple[Literal["W", "U", "B", "R", "G"], ...] = Field(min_length=1, max_length=5)
    times: Times = 1


class CountColorsSpent(Model):
    """ "The number of colors of mana spent to cast this spell", "for each color of mana spent
    to cast it" (converge; sunburst's count, 702.44a): the colors among the mana spent on the
    source's total cost as it was cast (601.2h) — none for an object that wasn't cast, a copy
    of a spell included (707.10)."""

    count: Literal["colors_spent"] = "colors_spent"
    times: Times = 1


class CountKicked(Model):
    """ "For each time it was kicked", "the number of times it was kicked" (multikicker,
    702.33c-d): how many times the spell the source is, or the one it resolved from, was kicked
    — the mark paying its kicker cost left; none if it wasn't kicked or wasn't cast."""

    count: Literal["times_kicked"] = "times_kicked"
    times: Times = 1


class CountParty(Model):
    """ "For each creature in your party", "the number of creatures in your party" (700.8):
    up to one each of Cleric, Rogue, Warrior and Wizard among the creatures the controller
    controls, each creature counted for one of its types, the highest number it can come to
    (700.8a-b)."""

    count: Literal["party"] = "party"
    times: Times = 1


class CountDied(Model):
    """ "For each [nontoken] creature put into your graveyard from the battlefield this turn":
    the creatures that went from the battlefield to the controller's graveyard — the ones they
    own (404.1) — this turn (700.4, the turn's record), tokens too unless `nontoken` (a token
    is put into a graveyard before it ceases to exist, 111.7, 704.5d)."""

    count: Literal["died"] = "died"
    nontoken: bool = False
    #: "you": put into the controller's graveyard; "any": every creature that died this turn,
    #: into whichever graveyard ("for each creature that died this turn", 700.4).
    owner: Literal["you", "any"] = "you"
    #: "For each Zubera that died this turn": only creatures of that creature type (205.3m),
    #: as each last existed on the battlefield.
    subtype: str | None = Field(default=None, min_length=1, max_length=40)
    times: Times = 1


class CountThisTurn(Model):
    """ "The amount of life you gained this turn" (119.3): the turn's record of what the
    controller did, kept as it happens and gone with the turn (500.1) — `record` which tally
    ("life_gained": the life they gained, added up)."""

    count: Literal["this_turn"] = "this_turn"
    record: Literal["life_gained"]
    times: Times = 1


class CountGreatest(Model):
    """ "The greatest power among creatures you control", "the greatest mana value among
    permanents you control": the highest `stat` among the permanents matching `filter` as the
    instruction is performed (608.2h) — 0 when there are none, and a negative power counts as
    0 (107.1b)."""

    count: Literal["greatest"] = "greatest"
    stat: Literal["power", "toughness", "mana_value"]
    filter: Filter
    times: Times = 1


class CountOpponents(Model):
    """ "The number of opponents you have": the other player of a two-player game (102.2),
    each other player of a free-for-all game (806.1; the engine has no teams, 102.3), counted
    as the instruction is performed (a player who left the game no longer one, 800.4a)."""

    count: Literal["opponents"] = "opponents"
    times: Times = 1


class CountLifeTotal(Model):
    """ "Where X is your life total", "cards equal to your life total" (119.1): the life total of
    the spell's or ability's controller as the instruction is performed (608.2h) — one below 0
    counts as 0 (107.1b)."""

    count: Literal["life_total"] = "life_total"
    times: Times = 1


#: The kinds counted among a group's objects: basic land types (305.6), card types (205.2a),
#: colors (105.1).
AmongKind = Literal["basic_land_types", "card_types", "colors"]


class CountAmong(Model):
    """ "The number of basic land types among lands you control" (domain), "for each card type
    among cards in your graveyard", "the number of colors among permanents you control": not
    the objects `among` counts but the different `kind`s they have between them — each of
    the five basic land types (305.6), card types (205.2a) or colors (105.1) counted once, an
    object with two of them counting for both (a Forest Island: two; an artifact creature
    card: two)."""

    count: Literal["among"] = "among"
    kind: AmongKind
    among: CountPermanents | CountCards
    times: Times = 1


#: The most counted quantities a sum adds up ("the number of A plus the number of B").
MAX_TERMS = 2


class CountSum(Model):
    """ "2 plus the number of cards named ~ in all graveyards", "the number of creatures you
    control plus the number of Foods you control" (107.1): the counted quantities `terms` added
    up, each counted as the instruction is performed (608.2h), and the number `plus` added to
    them; the reader only makes terms that can't be less than 0 (107.1b: a negative result
    counts as 0, not a negative term)."""

    count: Literal["sum"] = "sum"
    plus: Annotated[int, Field(ge=0, le=MAX_TIMES)] = 0
    terms: tuple[Quantity, ...] = Field(min_length=1, max_length=MAX_TERMS)
    times: Times = 1

    @model_validator(mode="after")
    def _adds(self) -> CountSum:
        if len(self.terms) + bool(self.plus) < 2:
            raise ValueError("a sum adds at least two numbers")
        return self


#: Named so the JSON schema holds the union once.
Quantity = TypeAliasType(
    "Quantity",
    Annotated[
        CountPermanents
        | CountCards
        | CountCharacteristic
        | CountCounters
        | CountEventAmount
        | CountDevotion
        | CountColorsSpent
        | CountKicked
        | CountParty
        | CountDied
        | CountAmong
        | CountThisTurn
        | CountGreatest
        | CountOpponents
        | CountLifeTotal
        | CountSum,
        Field(discriminator="count"),
    ],
)
CountSum.model_rebuild()
#: A number, X (announced as the spell is cast, 107.3a), or a counted quantity (107.3c, 608.2h).
Amount = Number | Quantity


def quantity_targets(amount: object) -> list[int]:
    """The target spec indexes a quantity names (for checking them against the specs, 115.1)."""
    if isinstance(amount, CountCards) and amount.target is not None:
        return [amount.target]
    if isinstance(amount, CountCharacteristic | CountCounters) and isinstance(amount.of, int):
        return [amount.of]
    if isinstance(amount, CountAmong):
        return quantity_targets(amount.among)
    if isinstance(amount, CountSum):
        return [index for term in amount.terms for index in quantity_targets(term)]
    return []


def amount_targets(effect: object) -> list[tuple[str, object]]:
    """("amount", index) for each target spec index an instruction's counted amounts name: its
    own amount or count, or its P/T change's."""
    amounts = [field_value(effect, "amount"), field_value(effect, "count")]
    amounts += [field_value(m, "amount") for m in field_value(effect, "modifications") or ()]
    return [("amount", index) for found in amounts for index in quantity_targets(found)]

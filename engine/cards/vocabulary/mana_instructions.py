"""Mana-adding instructions (CR 106.4, 605): what a mana ability or a spell adds to a player's
mana pool — fixed mana, one of several types, a combination, an amount counted as it resolves,
the types a land could produce, devotion, a doubled pool, and what a land tapped for mana made
(106.12a) — with the restriction the mana keeps in the pool (106.6) and how long it lasts (500.5).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from engine.cards.vocabulary.amounts import Quantity
from engine.cards.vocabulary.bounds import MAX_AMOUNT, Model
from engine.cards.vocabulary.conditions import Condition
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.spend_only import ManaLasts, SpendOnly

#: Who adds the mana: the ability's controller, or "that player" of a trigger event — the player
#: who tapped a permanent for mana (Wild Growth's "its controller adds an additional {G}",
#: Mana Flare's "that player adds", 106.12a).
ManaPlayer = Literal["you", "that_player"]


class AddMana(Model):
    """Add `mana` (106.4); or, when `instead_if` holds as it resolves, `instead` ("{T}: Add {C}.
    If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.": the
    effect's own condition, 608.2c)."""

    op: Literal["add_mana"] = "add_mana"
    mana: str = Field(description='symbols, e.g. "{G}"')
    instead_if: Condition | None = None
    instead: str | None = None
    player: ManaPlayer = "you"
    #: "Spend this mana only …": the mana keeps the restriction in the pool (106.6).
    spend_only: SpendOnly | None = None
    #: "Until end of turn, you don't lose this mana as steps and phases end" (500.5, 514.2).
    lasts: ManaLasts | None = None

    @model_validator(mode="after")
    def _both_or_neither(self) -> AddMana:
        if (self.instead_if is None) != (self.instead is None):
            raise ValueError("'instead' and 'instead_if' go together")
        return self


class AddManaOneOf(Model):
    """ "Add {R} or {G}" / "Add one mana of any color" (CR 106.4): one mana of one of these
    types, chosen by the player as the ability resolves; or one of these amounts ("Add {U}{U},
    {U}{R}, or {R}{R}", a filter land: each option one to three symbols)."""

    op: Literal["add_mana_one_of"] = "add_mana_one_of"
    options: tuple[str, ...] = Field(min_length=2, max_length=6)
    #: "Add three mana of any one color" (Gilded Lotus): one type chosen, `amount` of it (106.4).
    amount: int = Field(default=1, ge=1, le=20)
    player: ManaPlayer = "you"
    spend_only: SpendOnly | None = None
    #: "Until end of turn, you don't lose this mana as steps and phases end" (500.5, 514.2).
    lasts: ManaLasts | None = None

    @model_validator(mode="after")
    def _one_type_when_several(self) -> AddManaOneOf:
        if self.amount > 1 and any(len(o) != 3 for o in self.options):
            raise ValueError("'amount' above 1 needs options of one mana symbol each")
        return self

    @field_validator("options")
    @classmethod
    def _one_symbol_each(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for symbol in value:
            if not re.fullmatch(r"(?:\{[WUBRGC]\}){1,3}", symbol):
                raise ValueError(
                    f"{symbol!r} is not one to three mana symbols ({{W}} … {{C}}, e.g. {{U}}{{R}})"
                )
        if len(set(value)) != len(value):
            raise ValueError("an option is listed twice")
        return value


class AddManaForEach(Model):
    """ "Add {G} for each creature you control" (Gaea's Cradle), "… for each charge counter on
    this artifact", "… for each card in your hand": `mana` once per thing `count` counts, counted
    as it resolves (106.4, 608.2h); with none, no mana is added."""

    op: Literal["add_mana_for_each"] = "add_mana_for_each"
    mana: str = Field(description='symbols, e.g. "{G}"')
    #: A quantity before it is counted; the number it came to once counted (608.2h).
    count: Quantity | Annotated[int, Field(ge=0, le=MAX_AMOUNT)]


class AddManaCouldProduce(Model):
    """ "Add one mana of any type that a land you control could produce" (Reflecting Pool,
    CR 106.7): the player picks one of those types; with no type defined, no mana (106.5)."""

    op: Literal["add_mana_could_produce"] = "add_mana_could_produce"
    filter: Filter = Filter(types=("Land",), controller="you")
    #: "Any color that …" (Exotic Orchard, Fellwar Stone) rather than "any type": no colorless.
    colors_only: bool = False


class AddManaCombination(Model):
    """ "Add two mana in any combination of colors" (Manamorphose, CR 106.4): `amount` mana, each
    of one of `options` chosen by the player as it resolves, one mana at a time — a combination
    is the same as choosing each mana's type; "{R} and/or {G}" limits the options."""

    op: Literal["add_mana_combination"] = "add_mana_combination"
    amount: int = Field(ge=1, le=20)
    options: tuple[str, ...] = Field(default=("{W}", "{U}", "{B}", "{R}", "{G}"), min_length=2)
    player: ManaPlayer = "you"
    spend_only: SpendOnly | None = None
    #: "Until end of turn, you don't lose this mana as steps and phases end" (500.5, 514.2).
    lasts: ManaLasts | None = None

    @field_validator("options")
    @classmethod
    def _colors(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for symbol in value:
            if not re.fullmatch(r"\{[WUBRGC]\}", symbol):
                raise ValueError(f"{symbol!r} is not one mana symbol ({{W}} … {{C}})")
        if len(set(value)) != len(value):
            raise ValueError("an option is listed twice")
        return value


class AddManaDevotion(Model):
    """ "Add an amount of {G} equal to your devotion to green" (Karametra's Acolyte), "Choose a
    color. Add an amount of mana of that color equal to your devotion to that color" (Nykthos,
    Nyx Lotus): mana of `color`, or of a color chosen as it resolves when None, as much as the
    controller's devotion to it (700.5), counted as it resolves."""

    op: Literal["add_mana_devotion"] = "add_mana_devotion"
    color: Literal["W", "U", "B", "R", "G"] | None = None


class DoubleManaPool(Model):
    """ "Double the amount of each type of unspent mana you have" (Doubling Cube): the
    controller adds as much mana of each type as is in their mana pool (106.4; the "type" of
    mana is its color, or colorless: its ruling)."""

    op: Literal["double_mana_pool"] = "double_mana_pool"


class AddManaProduced(Model):
    """ "That player adds one mana of any type that land produced" (Mana Flare): for an ability
    that triggers on a permanent being tapped for mana (106.12a)."""

    op: Literal["add_mana_produced"] = "add_mana_produced"


#: The instructions that could add mana as an activated ability resolves: an activated ability
#: with one of them, no target and no loyalty cost is a mana ability (605.1a).
MANA_INSTRUCTIONS = (
    AddMana,
    AddManaForEach,
    AddManaCouldProduce,
    AddManaOneOf,
    AddManaCombination,
    AddManaDevotion,
    DoubleManaPool,
)
#: Every instruction adding mana: those, and a triggered ability's mana "that land produced"
#: (106.12a).
ADDING_MANA = (*MANA_INSTRUCTIONS, AddManaProduced)
#: The instructions adding mana that keep what their mana carries in the pool: a restriction on
#: spending it (106.6) and how long it lasts (500.5) — those with both fields (tested).
KEEPING_MANA = (AddMana, AddManaOneOf, AddManaCombination)


def adds_mana(effects: Iterable[object]) -> bool:
    """Whether one of an ability's instructions could add mana (605.1a): one of the game's mana
    instructions, or a mechanic's that says it adds mana (imprint's Chrome Mox)."""
    return any(
        isinstance(e, MANA_INSTRUCTIONS) or (isinstance(e, MechanicInstruction) and e.adds_mana)
        for e in effects
    )

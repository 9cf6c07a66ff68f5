"""The vocabulary's base model and the bounds on its numbers.

Every definition is validated data (frozen, no unknown fields); the bounds keep what one card can
ask of the engine small (docs/limits.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, cached_property
from typing import Annotated, Any, Literal, Self

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from engine.core.mana import ManaError, parse_cost


class Model(BaseModel):
    """A piece of the card vocabulary: frozen, and refusing fields it doesn't know."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy with some fields changed, whose derived values are found again: pydantic
        copies the instance's dictionary, where each `cached_property` keeps what it found once
        asked (what a filter asks, a card's static abilities and keywords, its parts — the card
        itself among them), so a copy would answer for the original."""
        copied = super().model_copy(update=update, deep=deep)
        for name in _derived(type(self)):
            copied.__dict__.pop(name, None)
        return copied


@cache
def _derived(cls: type) -> tuple[str, ...]:
    """The names of `cls`'s cached properties, its own and its bases'."""
    return tuple(
        name
        for klass in cls.__mro__
        for name, attr in vars(klass).items()
        if isinstance(attr, cached_property)
    )


def field_value(part: object, name: str) -> Any:
    """A piece's field `name`, or None when it has no such field. Its own fields are looked up
    where the model keeps them rather than with `getattr(part, name, None)`, which pydantic
    answers for a missing field by raising from its `__getattr__` after a look through the
    private attributes: the checks every read ability goes through ask each instruction for
    fields most have none of ("target", "to", "by", "amount"), and those misses were a third of
    the checks' time (issue 28: the whole corpus's compile is held to 20 s). A model refuses
    unknown fields, so what it keeps there is its fields and nothing else."""
    return getattr(part, "__dict__", _NO_FIELDS).get(name)


_NO_FIELDS: dict[str, Any] = {}


#: The longest card or token name (the longest printed name has 141 characters).
MAX_NAME = 141
#: A card's or token's name.
Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME)]
#: The largest number a card's text may give (damage, cards, tokens, counters, life): no card
#: says more than a few dozen, and a bound keeps one instruction's work bounded.
MAX_AMOUNT = 1000
#: The largest power, toughness or P/T change a definition may give.
MAX_PT = 1000
#: How many target specs a definition may have; a target reference is an index below it.
MAX_TARGET_SPECS = 10
#: The largest N the keywords with a number take (Modular N, Monstrosity N …): no card prints
#: more than a handful.
MAX_N = 20

#: A plain number, or X (announced as the spell is cast, 107.3a); `amounts.Amount` adds the
#: counted quantities, which instructions take.
Number = Annotated[int, Field(ge=0, le=MAX_AMOUNT)] | Literal["X"]
#: A target spec's index (0-based).
TargetIndex = Annotated[int, Field(ge=0, lt=MAX_TARGET_SPECS)]
PT = Annotated[int, Field(ge=-MAX_PT, le=MAX_PT)]


def mana_cost(value: str) -> str:
    """`value` if it reads as a mana cost (107.4, 202.1), else a ValueError saying why."""
    try:
        parse_cost(value)
    except ManaError as exc:
        raise ValueError(str(exc)) from exc
    return value


#: A mana cost as the card prints it ("{2}{W}{W}", 202.1): text that reads as mana symbols
#: (107.4); "" is no cost. Every cost in the vocabulary is checked by this one validator.
ManaCostText = Annotated[str, AfterValidator(mana_cost)]


#: How many modes are chosen, at least and at most (700.2): "Choose one —" is (1, 1), "Choose
#: one or both —" (1, 2), "Choose two —" (2, 2); "choose up to one" may choose none (0, 1).
ModeCount = tuple[Annotated[int, Field(ge=0, le=10)], Annotated[int, Field(ge=1, le=10)]]


def check_modes(modes: tuple[Any, ...], choose: tuple[int, int], effects: tuple[Any, ...]) -> None:
    """A modal definition chooses between its modes only (700.2): a mode count it can meet, and
    no instructions outside the modes (the engine reads no text before the bullets yet)."""
    low, high = choose
    if low > high:
        raise ValueError(f"choose {choose}: at least {low} can't be more than at most {high}")
    if modes and (high > len(modes) or effects):
        raise ValueError(
            f"choose {choose}: at most {high} of {len(modes)} modes, and no effects beside them"
            if effects
            else f"choose {choose}: only {len(modes)} modes to choose from"
        )

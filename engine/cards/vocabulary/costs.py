"""Costs (CR 118): what a player pays to cast a spell or activate an ability."""

from __future__ import annotations

from pydantic import Field, field_validator

from engine.cards.vocabulary.bounds import MAX_AMOUNT, Model
from engine.cards.vocabulary.filters import Filter
from engine.mana import ManaCost, ManaError, parse_cost


class SacrificeCost(Model):
    """ "Sacrifice a creature" / "Sacrifice two artifacts": chosen when paying (CR 118.3)."""

    filter: Filter = Filter()
    count: int = Field(default=1, ge=1, le=10)


class Cost(Model):
    mana: str = ""
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: tuple[SacrificeCost, ...] = ()
    life: int = Field(default=0, ge=0, le=MAX_AMOUNT)

    @field_validator("mana")
    @classmethod
    def _valid_mana(cls, value: str) -> str:
        try:
            parse_cost(value)
        except ManaError as exc:
            raise ValueError(str(exc)) from exc
        return value

    def mana_cost(self) -> ManaCost:
        return parse_cost(self.mana)

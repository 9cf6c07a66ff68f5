"""A card's printed characteristics other than its abilities and its rules text (109.3): its name
(201), mana cost (202), color (105.2, 202.2), type line (205), power and toughness (208) and
loyalty (209), and what is derived from them. `card.CardDef` adds the abilities, instructions and
faces, which hold cards and abilities in turn; these hold nothing of the kind.
"""

from __future__ import annotations

from functools import cached_property

from pydantic import model_validator

from engine.cards.vocabulary.bounds import PT, ManaCostText, Model, Name
from engine.cards.vocabulary.type_line import TypeLine, split_type_line
from engine.core.mana import COLORS, ManaCost, parse_cost


class Printed(Model):
    """The printed characteristics every card and token definition has (109.3), its fields first."""

    name: Name
    mana_cost: ManaCostText = ""
    type_line: TypeLine
    colors: tuple[str, ...] | None = None
    power: PT | None = None
    toughness: PT | None = None
    #: Printed loyalty (CR 209): the loyalty counters it enters with (306.5b).
    loyalty: PT | None = None

    @model_validator(mode="after")
    def _creatures_have_power(self) -> Printed:
        if "Creature" in self.types and (self.power is None or self.toughness is None):
            raise ValueError("a creature needs power and toughness")
        return self

    # -- derived characteristics --

    @cached_property
    def supertypes(self) -> tuple[str, ...]:
        return split_type_line(self.type_line)[0]

    @cached_property
    def types(self) -> tuple[str, ...]:
        return split_type_line(self.type_line)[1]

    @cached_property
    def subtypes(self) -> tuple[str, ...]:
        return split_type_line(self.type_line)[2]

    @cached_property
    def cost(self) -> ManaCost:
        return parse_cost(self.mana_cost)

    @cached_property
    def color_identity(self) -> tuple[str, ...]:
        """Colors from the mana cost unless stated (CR 202.2, 105.2)."""
        if self.colors is not None:
            return tuple(c for c in COLORS if c in self.colors)
        return self.cost.colors()

    @cached_property
    def is_permanent_card(self) -> bool:
        return not ({"Instant", "Sorcery"} & set(self.types))

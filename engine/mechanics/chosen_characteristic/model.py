"""The instruction that makes an object the color, creature type or basic land type its controller
chooses as it resolves (608.2d), a member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: What becomes it: a target, the card itself, what it enchants, or the creature its trigger
#: event names (603.2).
Changed = TargetIndex | Literal["self", "enchanted", "that_creature"]
#: How long (611.2a-b): the durations a resolving effect's "becomes" states.
Lasting = Literal[
    "end_of_turn", "permanent", "your_next_turn", "source_controlled", "source_tapped"
]


#: What is chosen: a color (105.1), a creature type (205.3m), a basic land type (305.6).
Chosen = Literal["color", "creature type", "basic land type"]


class BecomeChosen(MechanicInstruction):
    """ "[Target creature / ~ / enchanted creature] becomes the color / the creature type of
    your choice [until end of turn]", "Target land becomes the basic land type of your choice
    until end of turn": as this resolves its controller chooses a color (105.1), a creature type
    (205.3m) or a basic land type (305.6), which the object — or each permanent matching
    `filter`, those matching as it resolves (611.2c) — is: that color alone (105.3, layer 5,
    613.1e), that creature type instead of its other creature types (205.1a, layer 4, 613.1d),
    or that land type instead of its other land types, losing the abilities of its rules text
    and gaining that type's mana ability (305.7, layer 4). `added`: "… in addition to its other
    types" (Navigator's Compass), a land type added, the land keeping what it has (305.6,
    205.1b)."""

    op: Literal["become_chosen"] = "become_chosen"
    what: Chosen
    target: Changed | None = None
    filter: Filter | None = None
    duration: Lasting = "end_of_turn"
    added: bool = False

    @model_validator(mode="after")
    def _one_subject(self) -> BecomeChosen:
        if (self.target is None) == (self.filter is None):
            raise ValueError("give exactly one of 'target' or 'filter'")
        if self.added and self.what != "basic land type":
            raise ValueError("'added' is said of a basic land type only")
        return self

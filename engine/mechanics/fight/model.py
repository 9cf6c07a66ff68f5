"""Fight (CR 701.14) and its one-sided kin, "deals damage equal to its power to" (120.2b): the
instructions in which a creature, not the spell or ability, is the source of the damage, members
of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: The creature that fights or deals the damage: a target, the source itself ("when this
#: creature enters, it fights …") or the creature the source enchants (Pitiless Fists).
Fighter = TargetIndex | Literal["self", "enchanted"]


class Fight(MechanicInstruction):
    """ "`by` fights `target`": each creature deals damage equal to its power to the other at
    once (701.14a); if either isn't a creature on the battlefield, or is a target no longer
    legal, neither deals damage (701.14b). The damage isn't combat damage (701.14d)."""

    op: Literal["fight"] = "fight"
    by: Fighter = Field(description='index of the target spec, "self" or "enchanted"')
    target: TargetIndex


class Bite(MechanicInstruction):
    """ "Target creature you control deals damage equal to its power to `to`": the `by` creature
    is the damage's source (120.2b, so its deathtouch and lifelink apply, 702.2b, 702.15b); if it
    or `to` is a target no longer legal, no damage is dealt (608.2b). `by` "that_creature" is
    the creature a trigger event names ("Whenever a creature you control enters, it deals damage
    equal to its power to any target"), no target: once it has left the battlefield it deals
    the damage as it last existed (608.2h; Warstorm Surge's ruling). `to` "self" is the card
    itself ("That creature deals damage equal to its power to him": Garruk Relentless), dealt
    none once it has left the battlefield (120.1a)."""

    op: Literal["bite"] = "bite"
    by: TargetIndex | Literal["that_creature"] = Field(
        description='index of the target spec, or "that_creature" (its trigger event\'s)'
    )
    to: TargetIndex | Literal["self"]

"""Class enchantments (CR 716): the instruction of a class level bar's activated ability.

"[Cost]: Level N" means "[Cost]: This Class's level becomes N. Activate only if this Class is
level N-1 and only as a sorcery" and "As long as this Class is level N or greater, it has
[the abilities printed under it]" (716.2a). The level is a designation of the permanent, not a
counter and not a copiable value (716.2b); a permanent without one is level 1 (716.2d).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_event

#: The highest level a class level bar names: printed Classes stop at 3.
MAX_LEVEL = 10


class ClassLevel(MechanicInstruction):
    """ "This Class's level becomes N" (716.2a): the permanent whose ability it is gets level
    `level`. The ability that says it can be activated only while the Class is level N-1; the
    activation is refused otherwise (`engine.mechanics.class_levels`)."""

    op: Literal["class_level"] = "class_level"
    level: int = Field(ge=2, le=MAX_LEVEL)


#: "When this Class becomes level N" (716.2a).
CLASS_LEVEL = trigger_event("class_level")

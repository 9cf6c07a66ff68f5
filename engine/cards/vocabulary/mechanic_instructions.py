"""A mechanic's own instructions (CR 608.2c): fabricate's (702.123a), cascade's (702.85a), a
keyword action's (populate, 701.36) … each defined in its package's model
(`engine.mechanics.<name>.model`) as a `MechanicInstruction`, and registered by being defined:
its `op` names it, and an `op` defined twice is refused. The vocabulary's `Effect` union takes
every registered one (`engine.cards.vocabulary.card`), so no list names them.

For mypy the union holds `MechanicInstruction` itself, which every registered instruction is:
the checked type is the union's, widened to the base class; pydantic validates the exact union,
built once every mechanic's model has registered its instructions.
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine.cards.vocabulary.bounds import Model
from engine.cards.vocabulary.keyword_names import load
from engine.core.registry import Registry

#: The mechanics' instructions by their `op`.
MECHANIC_INSTRUCTIONS: Registry[str, type[MechanicInstruction]] = Registry("the instruction")


class MechanicInstruction(Model):
    """An instruction a mechanic defines (a subclass, in its package's model, whose `op` is a
    Literal with its one value as default)."""

    op: str
    #: True for an instruction that could add mana (106.4): an activated ability with one, no
    #: target and no loyalty cost is a mana ability (605.1a), as with the vocabulary's own.
    adds_mana: ClassVar[bool] = False
    #: True for an instruction "if you do" may ask about (608.2c): its rules register which of
    #: its events say it was done (`engine.instructions.if_you_do.performed_by`).
    if_done: ClassVar[bool] = False
    #: True for an instruction granting a permission ("you may cast … this turn", 601.3): the
    #: clause's "may" is the permission's own, not a choice asked as it resolves (608.2d).
    permission: ClassVar[bool] = False

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        op = cls.model_fields["op"].default
        if not isinstance(op, str):
            raise TypeError(f"{cls.__qualname__} names no op: its 'op' has no default")
        MECHANIC_INSTRUCTIONS.register(op, cls)


def mechanic_instructions() -> tuple[type[MechanicInstruction], ...]:
    """Every mechanic's instruction, once every mechanic's model has registered its own, in the
    order of the packages' names."""
    load()
    return tuple(MECHANIC_INSTRUCTIONS.values())

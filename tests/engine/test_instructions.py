"""Every instruction the card vocabulary can express has exactly one handler (CR 608.2c): a card
using it can resolve, and no instruction kind is carried out two ways."""

from __future__ import annotations

import typing

import pytest

from engine.cards import vocabulary as v
from engine.instructions.perform import HANDLERS, handles


def _kinds() -> set[type]:
    union = typing.get_args(v.Effect.__value__)[0]  # Annotated[Union[...], discriminator]
    return set(typing.get_args(union))


def test_every_instruction_kind_has_a_handler() -> None:
    kinds = _kinds()
    assert len(kinds) > 20
    missing = sorted(k.__name__ for k in kinds - set(HANDLERS))
    assert not missing, f"instruction kinds without a handler: {missing}"


def test_a_kind_cannot_get_a_second_handler() -> None:
    with pytest.raises(TypeError, match="already has a handler"):
        handles(v.DealDamage)(lambda state, instr, ctx: (state, []))

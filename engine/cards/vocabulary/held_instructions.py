"""Instructions a mechanic's instruction holds (608.2c): a die roll's results table (706.3a), a
coin flip's "if you win the flip" and "if you lose the flip" (705.2).

A mechanic's instructions are defined before the `Effect` union that takes them
(`engine.cards.vocabulary.card`, built from every mechanic's), so one that holds instructions
names them with a plain field checked here against that union once it exists — imported when
first asked, as a quoted ability's line is read by the compiler that registered itself
(`engine.cards.lowering.quoted`).
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from pydantic import TypeAdapter


@cache
def _instructions() -> TypeAdapter[tuple[Any, ...]]:
    """The vocabulary's instructions, once the `Effect` union holds every mechanic's."""
    effect: Any = importlib.import_module("engine.cards.vocabulary.card").Effect
    return TypeAdapter(tuple[effect, ...])


def held_instructions(value: tuple[Any, ...]) -> tuple[Any, ...]:
    """`value` checked as instructions of the vocabulary (a field validator's body)."""
    return _instructions().validate_python(value)

"""Which targets an instruction names (CR 115.1, 601.2c): every index an instruction gives, in
`target`, `to`, `by` or a counted amount, names one of the target specs of the spell, ability or
mode it belongs to, numbered from 0.

An instruction holding instructions ("you may …", "if …, …", "… unless you pay …", "if you do,
…") is followed as part of the same spell or ability (608.2c), so what it holds names that
definition's targets too; a delayed triggered ability is an ability of its own (603.7) with its
own targets, and isn't one of them.
"""

from __future__ import annotations

from typing import Any

from engine.cards.vocabulary.amounts import amount_targets
from engine.cards.vocabulary.bounds import Model, field_value

#: The fields of a holding instruction that hold instructions ("if you do" holds three lists).
HELD_FIELDS = ("effects", "then", "otherwise")

#: The fields of an instruction that name one of its definition's targets by index.
REFERENCES = ("target", "to", "by")


class HoldsInstructions(Model):
    """An instruction holding instructions that name its spell's or ability's targets (608.2c):
    the base of `May`, `IfKicked`, `IfCondition`, `UnlessPays` and `IfYouDo`."""


def held(effect: Any) -> tuple[Any, ...]:
    """The instructions a holding instruction holds, in every list it has."""
    return tuple(e for name in HELD_FIELDS for e in getattr(effect, name, ()))


def check_target_refs(targets: tuple[Any, ...], effects: tuple[Any, ...]) -> None:
    """Every target index an effect uses names one of the target specs beside it (115.1)."""
    for i, effect in enumerate(effects):
        if isinstance(effect, HoldsInstructions):
            check_target_refs(targets, held(effect))
        named = [(name, field_value(effect, name)) for name in REFERENCES]
        for name, index in named + amount_targets(effect):
            if isinstance(index, int) and not isinstance(index, bool) and index >= len(targets):
                raise ValueError(
                    f"effects[{i}] ({effect.op}): {name} {index} names no target; there "
                    f"{'is' if len(targets) == 1 else 'are'} {len(targets)} target spec(s), "
                    "numbered from 0"
                )

"""Reading "~ deals N damage divided as you choose among …" and "distribute N +1/+1 counters among
…" (601.2d): sentence readers.

How many targets: "one or two", "one, two, or three" (1 to N), "any number of" and "up to N"
(0 to N; a spell of zero targets divides nothing); never more than the damage, since each
target is assigned at least 1 (601.2d). What they are: "targets" (any target, 115.4) or a
target phrase the compiler's selectors read ("target creatures your opponents control").
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.compiler.selectors import add_target, target
from engine.cards.vocabulary.bounds import MAX_TARGET_SPECS

_DIVIDED = re.compile(
    r"(~|it) deals (\d+|X) damage divided as you choose among "
    r"(one or two|one, two, or three|any number of|up to (?:two|three|four|five)) "
    r"(targets|target .+)"
)
_DISTRIBUTE = re.compile(
    r"distribute (two|three|four|five|six|X) ([+-]1/[+-]1) counters among "
    r"(one or two|one, two, or three|any number of|up to (?:two|three|four|five)) (target .+)"
)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_HOW_MANY = {
    "one or two": (1, 2),
    "one, two, or three": (1, 3),
    "any number of": (0, 10),
    "up to two": (0, 2),
    "up to three": (0, 3),
    "up to four": (0, 4),
    "up to five": (0, 5),
}


@sentence_reader("damage divided", 123)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The instruction and its target spec, or None."""
    del subject
    m = _DIVIDED.fullmatch(text)
    if m is None or (m.group(1) == "it" and not targets.it_is_self):
        return None
    amount: int | str = m.group(2) if m.group(2) == "X" else int(m.group(2))
    spec = target("any target" if m.group(4) == "targets" else m.group(4))
    if spec is None or amount == 0 or len(targets.specs) >= MAX_TARGET_SPECS:
        return None
    index = _spec(targets, spec, m.group(3), amount, text.split(" among ")[1])
    return [{"op": "damage_divided", "to": index}]


def _spec(targets: Any, spec: dict[str, Any], how_many: str, amount: int | str, said: str) -> int:
    """The target spec's index: from 0 or 1 to N targets, never more than the amount (601.2d)."""
    low, high = _HOW_MANY[how_many]
    if isinstance(amount, int):
        high = min(high, amount)
    spec = {**spec, "min": low, "max": high, "divided": amount, "text": said}
    return add_target(targets.specs, spec)


@sentence_reader("counters distributed", 125)
def distribute(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "Distribute three +1/+1 counters among one, two, or three target creatures you control"
    -> the instruction and its target spec, or None."""
    del subject
    m = _DISTRIBUTE.fullmatch(text)
    spec = target(m.group(4)) if m else None
    if m is None or spec is None or len(targets.specs) >= MAX_TARGET_SPECS:
        return None
    amount: int | str = "X" if m.group(1) == "X" else _NUMBERS[m.group(1)]
    counter = m.group(2)
    spec = {**spec, "divided_counter": counter}
    index = _spec(targets, spec, m.group(3), amount, text.split(" among ")[1])
    return [{"op": "counters_distributed", "to": index, "counter": counter}]

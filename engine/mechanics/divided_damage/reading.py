"""Reading "~ deals N damage divided as you choose among …" (601.2d): a sentence reader.

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
    low, high = _HOW_MANY[m.group(3)]
    if isinstance(amount, int):
        high = min(high, amount)
    spec = {**spec, "min": low, "max": high, "divided": amount, "text": text.split(" among ")[1]}
    index = add_target(targets.specs, spec)
    return [{"op": "damage_divided", "to": index}]

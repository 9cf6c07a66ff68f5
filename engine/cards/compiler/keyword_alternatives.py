"""The shape every "<Keyword> [mana cost]" alternative-cost keyword shares — dash (702.109a),
blitz (702.152a), spectacle (702.137a), surge (702.117a): the keyword, then a mana cost with no X,
read as the card's own alternative cost from its owner's hand (118.9). Each keyword's package
says what else it stands for (a mark, a condition, a static ability); the line and the cost are
read here, once."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.text import Line

#: A mana cost of plain, colored, colorless, hybrid and Phyrexian symbols — no X.
_MANA = r"((?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP])\})+)"


def keyword_cost(line: Line, keyword: str) -> str | None:
    """The mana cost of a "<Keyword> {2}{R}" line, or None when the line is anything else."""
    m = re.fullmatch(rf"{keyword} {_MANA}", line.bare)
    return m.group(1) if m else None


def alternative_cost(keyword: str, cost: str, **extra: Any) -> dict[str, Any]:
    """The card's own alternative cost a keyword stands for (118.9), with what the keyword adds
    to it (`marks` the spell, a `condition` for offering it)."""
    return {
        "kind": "alternative_cost",
        "cost": {"mana": cost},
        "said": f"{keyword.lower()} {cost}",
        **extra,
        "text": f"{keyword} {cost}",
    }

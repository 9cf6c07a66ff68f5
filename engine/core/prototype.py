"""Prototype's spelling (CR 702.160a, 718.1): "Prototype {1}{W} — 2/2", read as the vocabulary
itself loads (a mechanic's keyword spelling), so this module imports nothing above the mana
symbols; the values a prototyped spell and the permanent it becomes have are
`engine.core.prototyped`'s.
"""

from __future__ import annotations

import re

#: What casting a prototype card prototyped makes the spell and the permanent it becomes
#: (718.3b; registered as a cast mark by `engine.mechanics.prototype`).
PROTOTYPED = "prototyped"
#: The keyword's name (702.160a).
PROTOTYPE = "Prototype"

#: "{1}{W} — 2/2": a mana cost with no X (plain, colored, colorless, hybrid and Phyrexian
#: symbols), then its power and toughness (718.1).
VALUES = re.compile(
    r"((?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP])\})+) — ([0-9]|[1-9][0-9])/([0-9]|[1-9][0-9])"
)


def spelled(text: str) -> str | None:
    """The canonical spelling of prototype's parameter ("{1}{w} — 2/2" -> "{1}{W} — 2/2"), or
    None when the text isn't one."""
    found = VALUES.fullmatch(text.replace("-", "—").upper())
    return None if found is None else f"{found.group(1)} — {found.group(2)}/{found.group(3)}"

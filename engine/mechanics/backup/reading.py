"""Backup N (CR 702.165a) is read only when what it grants is: "it also gains the non-backup
abilities of this creature printed below this one until end of turn" — so every line below the
keyword must be read, as keywords or as triggered or activated abilities (which an effect can
grant, 613.1f). Otherwise the backup line stays unread, since the engine would not know what the
other creature gains; a card with two backup abilities stays unread too. A face reader
(`engine.cards.compiler.registry.face_reader`): it looks at the whole face once its lines are read.
"""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import face_reader
from engine.cards.compiler.text import Line
from engine.mechanics.backup.model import BACKUP

#: What the card page says when the lines below backup aren't all grantable.
GAP = "keyword: Backup (abilities below it not read)"


def _backup(ability: Any) -> bool:
    return isinstance(ability, str) and ability.startswith(f"{BACKUP} ")


def _grantable(reading: Any) -> bool:
    return reading.outcome == "recognised" and all(
        (isinstance(a, str) and not _backup(a))
        or (isinstance(a, dict) and a.get("kind") in ("activated", "triggered"))
        for a in reading.abilities
    )


@face_reader("backup", 100)
def fold(lines: list[Line], readings: dict[int, Any], found: list[Any]) -> list[Any]:
    """The face's abilities with a backup keyword made unsupported unless every line below it
    is grantable; `readings` is updated in place."""
    at = [i for i, r in sorted(readings.items()) if any(_backup(a) for a in r.abilities)]
    if not at:
        return found
    first = at[0]
    # A line with no reading yet (a spell's instruction, read last) isn't a grantable ability.
    below = [readings.get(i) for i in range(first + 1, len(lines))]
    if len(at) == 1 and below and all(r is not None and _grantable(r) for r in below):
        return found
    out = list(found)
    for i in at:
        reading = readings[i]
        keywords = [a for a in reading.abilities if _backup(a)]
        readings[i] = type(reading)(reading.line, "gap", GAP, ())
        out = [{"kind": "unsupported", "text": reading.line} if a in keywords else a for a in out]
    return out

"""Saga chapters (CR 714.2), read from a Saga's oracle lines: face line readers
(`engine.cards.compiler.registry.line_reader`), tried on every line before its keywords and
abilities.

"I — [Effect]" is a chapter ability: "When one or more lore counters are put onto this Saga, if
the number of lore counters on it was less than 1 and became at least 1, [effect]" (714.2b); a
line with several numerals ("I, II — …") is one such ability for each (714.2c). The effect is
read by the instruction reader like any triggered ability's. The reminder line every Saga has
("As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.") says
what the rules do for every Saga (714.3a, 714.3c, 714.4), so it is read as that.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import words
from engine.cards.compiler.instructions import Targets, read
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.shapes import chapter_line
from engine.cards.compiler.text import Line

_NUMERALS = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
_REMINDER = re.compile(
    r"\(As this Saga enters and after your draw step, add a lore counter\."
    # A Saga whose last chapter exiles it and returns it transformed says no "Sacrifice after":
    # the rule is the same all the same (714.4).
    r"(?: Sacrifice after (I|II|III|IV|V|VI|VII)\.)?\)"
)


@line_reader("saga: chapter", 100)
def chapter_abilities(line: Line) -> LineReading | None:
    """A chapter line, as its chapter abilities and their words."""
    found = chapters(line.text)
    if found is None:
        return None
    return LineReading(tuple(found), "; ".join(words.ability(a) for a in found))


def chapters(text: str) -> list[dict[str, Any]] | None:
    """ "II, III — Draw a card." -> a chapter ability for II and one for III (714.2b-c)."""
    chapter = chapter_line(text)
    if chapter is None:
        return None
    numbers, effect = chapter
    targets = Targets()
    effects = read(effect, targets)
    if effects is None or len(set(numbers)) != len(numbers):
        return None
    out = []
    for n in numbers:
        ability: dict[str, Any] = {
            "kind": "triggered",
            "trigger": {"event": "chapter", "chapter": n},
            "effects": effects,
        }
        if targets.specs:
            ability["targets"] = targets.specs
        out.append(ability)
    return out


@line_reader("saga: lore counters", 300)
def reminder(line: Line) -> LineReading | None:
    """The words for a Saga's reminder line, or None when the line isn't one."""
    m = _REMINDER.fullmatch(line.printed)
    if m is None:
        return None
    n = _NUMERALS[m.group(1)] if m.group(1) else "its final chapter's number of lore counters"
    return LineReading(
        (),
        "reminder text of the rules for every Saga: it enters with a lore counter (714.3a), "
        "gets one as its controller's precombat main phase begins (714.3c), and is sacrificed "
        f"once it has {n} or more and no chapter ability of it is waiting or on the stack "
        "(714.4)",
    )

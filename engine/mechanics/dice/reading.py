"""A die roll and its results table read as one ability (706.3b).

"When this creature enters, roll a d20." is followed by the table's lines, "1—9 | Scry 1.",
"10—19 | Scry 2.", "20 | Scry 3." (706.3a: a range "N1—N2", a single number, or "N+"). The
roll, the table and what follows from it are one ability (706.3b), so the face's sections fold
(`sections`) reads them together: each row's effect is read in the roll's place — "When ~
enters, scry 1." — as a permanent's line is read (`read_quoted_line`: the templates, else the
grammar and its lowering), and the rows must agree on everything but their instructions (the
trigger or cost, the targets "choose target creature, then roll a d20" chose). The ability is
that one with a `roll_die` instruction holding each row's instructions. Any row not read, a
table whose rows don't agree, or a roll with instructions of its own before it leaves every
line of the block unread; a spell's roll isn't read yet.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import words
from engine.cards.compiler.registry import sections, trigger_phrase, trigger_words
from engine.cards.compiler.text import Line
from engine.cards.lowering.quoted import read_quoted_line
from engine.core.replace import replace

TEMPLATE = "dice: results table"

# "Whenever you roll one or more dice" (706.1): its controller rolled, once for the roll.
trigger_phrase(r"Whenever you roll one or more dice", {"event": "dice_rolled"})


@trigger_words("dice_rolled")
def _rolled(trigger: dict[str, Any]) -> str:
    del trigger
    return "whenever you roll one or more dice (706.1; once for the roll)"


#: "roll a d20." / "roll a six-sided die." closing a line, after its trigger or cost, or after
#: "choose target …, then" (a target chosen, no instruction before the roll). An ability word
#: or flavor word before a trigger ("Sneak Attack — Whenever …") has no rules meaning (207.2c,
#: 207.2d): the rows are read without it.
_ROLL = re.compile(
    r"(?:[^.—]+ — (?=When|Whenever|At))?"
    r"(?P<head>(?:[^.]*?, |[^.]*?: )(?:choose target [^.]*?, then )?)[Rr]oll "
    r"(?:a d(?P<d>\d+)|an? (?P<n>[\w]+)-sided die)\."
)
_ROW = re.compile(r"(?P<low>\d+)(?:[—–-](?P<high>\d+)|(?P<plus>\+))? \| (?P<effect>.+)")
_SIDES = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}


def has_table(lines: list[Line]) -> bool:
    """Whether the face has a results table's line (706.3a)."""
    return any(_ROW.fullmatch(line.text) for line in lines)


def _sides(m: re.Match[str]) -> int | None:
    if m.group("d"):
        return int(m.group("d"))
    n = m.group("n")
    return int(n) if n.isdigit() else _SIDES.get(n)


def _row_line(head: str, effect: str) -> str:
    """The roll's line with the row's effect in the roll's place."""
    if head.endswith(": "):
        return head + effect
    return head + effect[:1].lower() + effect[1:]


def _common(ability: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in ability.items() if k not in ("effects", "text")}


def _ability(roll: Line, rows: list[Line]) -> dict[str, Any] | None:
    """The roll's line and its table's rows as one ability (706.3b), or None."""
    m = _ROLL.fullmatch(roll.text)
    sides = None if m is None else _sides(m)
    if m is None or sides is None or not 1 < sides <= 100:
        return None
    table: list[dict[str, Any]] = []
    first: dict[str, Any] | None = None
    for row in rows:
        r = _ROW.fullmatch(row.text)
        if r is None:
            return None
        read = read_quoted_line(_row_line(m.group("head"), r.group("effect")))
        if not read or len(read) != 1 or not isinstance(read[0], dict):
            return None
        (ability,) = read
        if ability.get("kind") not in ("triggered", "activated") or "modes" in ability:
            return None
        if first is None:
            first = ability
        elif _common(ability) != _common(first):
            return None
        low = int(r.group("low"))
        high = None if r.group("plus") else int(r.group("high") or low)
        if high is not None and not low <= high <= sides:
            return None
        table.append({"low": low, "high": high, "effects": list(ability["effects"])})
    if first is None:
        return None
    roll_die = {"op": "roll_die", "sides": sides, "effects": table}
    return {**first, "effects": [roll_die], "text": roll.printed}


@sections("results table", has_table)
def fold(
    lines: list[Line], readings: dict[int, Any], found: list[Any], marks: list[int]
) -> list[Any]:
    """The face's abilities with each roll and its table read as one ability (706.3b), when
    all of it is; `marks[i]:marks[i + 1]` are the abilities `found` holds for line `i`.
    `readings` is updated in place."""
    per_line = [found[marks[i] : marks[i + 1]] for i in range(len(lines))]
    for i, line in enumerate(lines):
        rows = []
        for below in lines[i + 1 :]:
            if not _ROW.fullmatch(below.text):
                break
            rows.append(below)
        if not rows or i not in readings or readings[i].outcome == "recognised":
            continue
        if any(readings.get(i + 1 + k) is None for k in range(len(rows))):
            continue
        ability = _ability(line, rows)
        if ability is None:
            continue
        said = words.ability(ability)
        readings[i] = replace(
            readings[i], outcome="recognised", template=TEMPLATE, abilities=(ability,), words=said
        )
        per_line[i] = [ability]
        for k in range(i + 1, i + 1 + len(rows)):
            readings[k] = replace(
                readings[k],
                outcome="recognised",
                template=TEMPLATE,
                abilities=(),
                words="(a row of the results table above, read with it as one ability, 706.3b)",
            )
            per_line[k] = []
    return [a for part in per_line for a in part]

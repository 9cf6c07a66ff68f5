"""Class enchantments (CR 716), read from their striated text, and their words.

A Class's lines come in sections: the top one, whose abilities it has at all times (716.3), then
a class level bar "{1}{G}: Level 2" before each further section. The bar is a keyword ability
standing for an activated ability — "{1}{G}: This Class's level becomes 2. Activate only if this
Class is level 1 and only as a sorcery." — and a static one: "As long as this Class is level 2
or greater, it has [the abilities of its section]" (716.2a). `fold` reads a bar's line as both
and folds the lines of its section into its static ability, as a leveler's level band's are
(`engine.cards.compiler.striations`: keywords and activated and triggered abilities are
granted, layer 6; a static ability of the section applies only at that level or greater); a
section's line no template reads, or one that can't be granted this way, stays unsupported on
its own. The reminder "(Gain the next
level as a sorcery to add its ability.)" says the same thing (207.2) and is read as such.
"""

from __future__ import annotations

import re
from typing import Any, cast

from pydantic import TypeAdapter, ValidationError

from engine.cards.compiler.abilities import cost
from engine.cards.compiler.registry import sections, trigger_phrase
from engine.cards.compiler.striations import in_band
from engine.cards.compiler.text import Line
from engine.cards.vocabulary import Ability
from engine.core.replace import replace

# A Class's level trigger (716.2a): granted at that level, it sees the level change.
trigger_phrase(
    r"When ~ becomes level (\d+)", lambda m: {"event": "class_level", "level": int(m.group(1))}
)

REMINDER = "(Gain the next level as a sorcery to add its ability.)"
_BAR = re.compile(r"((?:\{[^}]+\})+): Level (\d+)")
TEMPLATE = "class: level"
#: How `words` says "When this Class becomes level N" without the section it is read in.
_ANY_LEVEL = "when this Class becomes the level it has this ability at"
_ABILITY: TypeAdapter[Any] = TypeAdapter(cast(Any, Ability))


def _valid(abilities: list[Any]) -> bool:
    try:
        for a in abilities:
            _ABILITY.validate_python(a)
    except ValidationError:
        return False
    return True


def is_class(lines: list[Line]) -> bool:
    """Whether the face has class level bars (716.2)."""
    return any(_BAR.fullmatch(line.text) for line in lines)


def level_condition(level: int) -> dict[str, Any]:
    """ "As long as this Class is level N or greater" (716.2a)."""
    return {"self_level": True, "at_least": level, "text": f"it is level {level} or greater"}


def _bar(text: str) -> tuple[dict[str, Any], int] | None:
    """ "{1}{G}: Level 2" -> the activated ability "{1}{G}: This Class's level becomes 2", only
    as a sorcery (and only at level 1, which the level instruction itself says, 716.2a)."""
    m = _BAR.fullmatch(text)
    paid = cost(m.group(1)) if m else None
    if m is None or paid is None or set(paid) != {"mana"} or not 2 <= int(m.group(2)) <= 10:
        return None
    level = int(m.group(2))
    activated = {
        "kind": "activated",
        "cost": paid,
        "effects": [{"op": "class_level", "level": level}],
        "sorcery_speed": True,
        "text": text,
    }
    return activated, level


@sections("class levels", is_class)
def fold(
    lines: list[Line], readings: dict[int, Any], found: list[Any], marks: list[int]
) -> list[Any]:
    """The face's abilities with each level bar read (716.2a) and its section's lines folded
    into the bar's static ability; `marks[i]:marks[i + 1]` are the abilities `found` holds for
    line `i`. `readings` is updated in place."""
    bars = [i for i, line in enumerate(lines) if _BAR.fullmatch(line.text)]
    per_line = [found[marks[i] : marks[i + 1]] for i in range(len(lines))]
    for i, line in enumerate(lines):
        if line.printed == REMINDER:
            said = (
                "reminder text (207.2): each level bar below is gained as a sorcery, in order, "
                "and gives the abilities of its section (716.2a)"
            )
            readings[i] = replace(readings[i], outcome="recognised", template=TEMPLATE, words=said)
            per_line[i] = []
    for k, start in enumerate(bars):
        end = bars[k + 1] if k + 1 < len(bars) else len(lines)
        read = _bar(lines[start].text)
        if read is None:
            continue
        activated, level = read
        condition = level_condition(level)
        mods: list[Any] = []
        for i in range(start + 1, end):
            r = readings[i]
            given = in_band(list(per_line[i]), condition) if r.outcome == "recognised" else None
            if given is None or not _valid(given[1]):
                if r.outcome == "recognised":
                    readings[i] = replace(
                        r, outcome="unsupported", template="", abilities=(), words=""
                    )
                    per_line[i] = [{"kind": "unsupported", "text": lines[i].printed}]
                continue
            mods += given[0]
            per_line[i] = given[1]
            words = r.words.replace(_ANY_LEVEL, f"when this Class becomes level {level}")
            said = f"at level {level} or greater only (716.2a): {words}"
            readings[i] = replace(r, abilities=tuple(given[1]) or r.abilities, words=said)
        parts: list[Any] = [activated]
        if mods:
            parts.append(
                {
                    "kind": "static",
                    "affects": "self",
                    "condition": condition,
                    "modifications": mods,
                    "text": lines[start].printed,
                }
            )
        if not _valid(parts):
            continue
        said = (
            f"a class level bar (716.2a): {lines[start].text.split(':')[0]}: this Class's level "
            f"becomes {level} (a designation, 716.2b) — activated only as a sorcery and only "
            f"while it is level {level - 1}; as long as it is level {level} or greater, it has "
            "the abilities below"
        )
        readings[start] = replace(
            readings[start],
            outcome="recognised",
            template=TEMPLATE,
            abilities=tuple(parts),
            words=said,
        )
        per_line[start] = parts
    return [a for abilities in per_line for a in abilities]

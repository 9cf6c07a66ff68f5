"""Reading "… can't be the target of …" (CR 115.1, 604.1) into `CantBeTargeted`: which permanents
it protects, from spells, abilities or both, of which colors, controlled by whom."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

_AFFECTS = {
    "~": "self",
    "Enchanted creature": "enchanted",
    "Equipped creature": "equipped",
    "Creatures": "creatures",
    "Creatures you control": "creatures_you_control",
}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR = "(?:non)?(?:white|blue|black|red|green)"
_QUALITY = rf"(?:{_COLOR}(?: or {_COLOR})? )?"
_OPPONENTS = "(?: your opponents control)?"
_LINE = re.compile(
    rf"({'|'.join(_AFFECTS)}) can't be the targets? of "
    rf"(?:(?P<spells>{_QUALITY})spells(?P<so>{_OPPONENTS})"
    rf"(?: or abilities from (?P<sources>{_QUALITY})sources(?P<ao>{_OPPONENTS}))?"
    r"|(?P<both>spells or )?abilities your opponents control)\."
)
_SAID = {
    "self": "this permanent",
    "enchanted": "the creature it enchants",
    "equipped": "the creature it equips",
    "creatures": "each creature",
    "creatures_you_control": "each creature you control",
}


def _colors(words: str) -> dict[str, Any] | None:
    """ "blue or black " -> {"colors": ["U", "B"]}, "nongreen " -> {"not_colors": ["G"]}; the
    same negation on each color, or None."""
    found = words.split(" or ") if words else []
    negated = {w.startswith("non") for w in found}
    if len(negated) > 1:
        return None
    key = "not_colors" if negated == {True} else "colors"
    return {key: [_COLORS[w.strip().removeprefix("non")] for w in found]} if found else {}


@line_reader("static: can't be the target", 1244)
def read(line: Line) -> LineReading | None:
    """The line as a `CantBeTargeted` ability, or None when it says anything else."""
    if " be the target" not in line.text or (m := _LINE.fullmatch(line.text)) is None:
        return None
    ability: dict[str, Any] = {"kind": "cant_be_targeted", "affects": _AFFECTS[m.group(1)]}
    if m.group("spells") is None:
        ability |= {"spells": bool(m.group("both")), "abilities": True, "opponents": True}
    else:
        spells, sources = m.group("spells"), m.group("sources")
        colors = _colors(spells)
        if colors is None or (sources is not None and (sources != spells or m["so"] != m["ao"])):
            return None
        ability |= {**colors, "spells": True, "abilities": sources is not None}
        ability["opponents"] = bool(m["so"])
    ability["text"] = line.bare
    return LineReading((ability,), _words(ability, m.group(0)))


def _words(ability: dict[str, Any], text: str) -> str:
    what = text.split(" can't be the ", 1)[1].rstrip(".")
    judged = (
        " (a spell by its colors, an ability by its source's, 105.2)"
        if ability.get("colors") or ability.get("not_colors")
        else ""
    )
    return (
        f"a static ability: {_SAID[ability['affects']]} can't be the {what}{judged}; the "
        "prohibition beats any effect saying it can (115.1, 604.1, 101.2)"
    )

"""Leveler cards (CR 711) and level up (702.87), read from their striated text: the line
"Level up [cost]" (a permanent's line reader) and the level bands (the face's sections).

"Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a
sorcery." (702.87a). A level symbol ("LEVEL 2-3", "LEVEL 4+") is a static ability: as long as
the permanent's level counters are in its range, it has the base power and toughness printed in
its striation and the abilities printed there (711.2a-b). Below the first band, and in every zone
but the battlefield, the card has its uppermost (printed) power and toughness (711.5, 711.6),
which is what a card without an applying band has anyway.

The lines of a band are read one by one like any other line (`engine.cards.compiler.card`);
`fold`, registered as the face's sections where a line is a level symbol, then turns the
band's lines into the level symbol's static ability: its power/toughness line sets base power
and toughness (layer 7b), its keywords and its activated and triggered abilities are granted
(layer 6, `engine.cards.compiler.striations`), and a static ability printed in it applies only
in the band. A line of the band no template reads stays unsupported, on its own.
"""

from __future__ import annotations

import re
from typing import Any, cast

from pydantic import TypeAdapter, ValidationError

from engine.cards.compiler.abilities import cost
from engine.cards.compiler.registry import reader, sections
from engine.cards.compiler.striations import in_band
from engine.cards.compiler.text import Line, pattern
from engine.cards.vocabulary import Ability
from engine.core.replace import replace

_LEVEL = re.compile(r"LEVEL (\d+)(?:-(\d+)|\+)")
_PT = re.compile(r"(\d+)/(\d+)")
_ABILITY: TypeAdapter[Any] = TypeAdapter(cast(Any, Ability))
TEMPLATE = "level up: level band"


@reader("level up", 700)
def level_up(text: str) -> dict[str, Any] | None:
    """ "Level up {1}{U}": "{1}{U}: Put a level counter on this permanent. Activate only as a
    sorcery." (702.87a)."""
    m = pattern(r"Level up ((?:\{[^}]+\})+)").fullmatch(text)
    paid = cost(m.group(1)) if m else None
    if paid is None or set(paid) != {"mana"}:
        return None
    return {
        "kind": "activated",
        "cost": paid,
        "effects": [{"op": "counters", "counter": "level", "amount": 1, "target": "self"}],
        "sorcery_speed": True,
    }


def _valid(ability: dict[str, Any]) -> bool:
    try:
        _ABILITY.validate_python(ability)
    except ValidationError:
        return False
    return True


def _has_level_symbols(lines: list[Line]) -> bool:
    return any(_LEVEL.fullmatch(line.text) for line in lines)


@sections("level bands", _has_level_symbols)
def fold(
    lines: list[Line], readings: dict[int, Any], found: list[Any], marks: list[int]
) -> list[Any]:
    """The face's abilities with each level band's lines folded into its level symbol's static
    ability (711.2); `marks[i]:marks[i + 1]` are the abilities `found` holds for line `i`.
    `readings` is updated in place: the level symbol and power/toughness lines are recognised."""
    symbols = [(i, m) for i, line in enumerate(lines) if (m := _LEVEL.fullmatch(line.text))]
    starts = [i for i, _ in symbols]
    per_line = [found[marks[i] : marks[i + 1]] for i in range(len(lines))]
    for k, (start, symbol) in enumerate(symbols):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        low, high = symbol.groups()
        levels = f"{low}" + (f" to {high}" if high is not None else " or more")
        band: dict[str, Any] = {
            "self_counters": "level",
            "at_least": int(low),
            "text": f"it has {levels} level counters",
        }
        if high is not None:
            band["at_most"] = int(high)
        mods: list[Any] = []
        changed: dict[int, tuple[Any, list[Any]]] = {}
        body = start + 1
        pt = _PT.fullmatch(lines[body].text) if body < end else None
        if pt is not None:
            power, toughness = int(pt.group(1)), int(pt.group(2))
            mods.append({"op": "set_pt", "power": power, "toughness": toughness})
            said = (
                f"in this band its base power and toughness are {power}/{toughness} "
                "(layer 7b, 613.4b; 711.2a)"
            )
            changed[body] = (
                replace(readings[body], outcome="recognised", template=TEMPLATE, words=said),
                [],
            )
            body += 1
        for i in range(body, end):
            r = readings[i]
            if r.outcome != "recognised":
                continue
            given = in_band(list(per_line[i]), band)
            if given is None or not all(_valid(s) for s in given[1]):
                unread = replace(r, outcome="unsupported", template="", abilities=(), words="")
                changed[i] = (unread, [{"kind": "unsupported", "text": lines[i].printed}])
                continue
            mods += given[0]
            changed[i] = (replace(r, words=f"in this band only (711.2a): {r.words}"), given[1])
        static = {
            "kind": "static",
            "affects": "self",
            "condition": band,
            "modifications": mods,
            "text": lines[start].printed,
        }
        if mods and not _valid(static):
            continue
        said = (
            f"a level symbol: as long as it has {levels} level counters, it has the "
            "power/toughness and abilities below (a static ability, 711.2a-b)"
        )
        changed[start] = (
            replace(
                readings[start],
                outcome="recognised",
                template=TEMPLATE,
                abilities=(static,) if mods else (),
                words=said,
            ),
            [static] if mods else [],
        )
        for i, (reading, abilities) in changed.items():
            readings[i] = reading
            per_line[i] = abilities
    return [a for abilities in per_line for a in abilities]

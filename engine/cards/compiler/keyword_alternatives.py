"""The shape every "<Keyword> [mana cost]" alternative-cost keyword shares — dash (702.109a),
blitz (702.152a), spectacle (702.137a), surge (702.117a): the keyword, then a mana cost with no X,
read as the card's own alternative cost from its owner's hand (118.9). Each keyword's package
says what else it stands for (a mark, a condition, a static ability); the line and the cost are
read here, once, and so are the two shapes those additions take: an alternative cost offered only
if something happened this turn (spectacle, surge: `offered_if`) and a static ability of the
permanent while its keyword's cost was paid (dash, blitz: `marked_alternative`)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import LineReading
from engine.cards.compiler.text import Line, pattern

#: A mana cost of plain, colored, colorless, hybrid and Phyrexian symbols — no X.
_MANA = r"((?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP])\})+)"


def keyword_cost(line: Line, keyword: str) -> str | None:
    """The mana cost of a "<Keyword> {2}{R}" line, or None when the line is anything else."""
    bare = line.bare
    # The plain keyword's words first: most lines asked are no such keyword line.
    m = pattern(rf"{keyword} {_MANA}").fullmatch(bare) if bare.startswith(f"{keyword} ") else None
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


def offered_if(
    line: Line, keyword: str, rule: str, happened: dict[str, str], condition: str
) -> LineReading | None:
    """ "<Keyword> [cost]" as the card's own alternative cost offered only if `happened` this
    turn (the turn's record, said as `condition`: "an opponent lost life this turn", 702.137a;
    "you have cast another spell this turn", 702.117a), or None when the line is anything else."""
    cost = keyword_cost(line, keyword)
    if cost is None:
        return None
    ability = alternative_cost(keyword, cost, condition={"this_turn": happened, "text": condition})
    words = (
        f"{keyword.lower()} {cost}: it may be cast for {cost} rather than its mana cost if "
        f"{condition} ({rule}, 118.9; asked as it is cast, 601.2b)"
    )
    return LineReading((ability,), words)


def marked_alternative(
    line: Line,
    keyword: str,
    mark: str,
    rule: str,
    modifications: list[dict[str, Any]],
    text: str,
    becomes: str,
) -> LineReading | None:
    """ "<Keyword> [cost]" as the card's own alternative cost marking the spell and the
    permanent it becomes `mark` ("dashed", 702.109a; "blitzed", 702.152a) and the static ability
    "as long as this permanent's <keyword> cost was paid, it has …" (`modifications`, printed
    as `text`; 611.3a), or None when the line is anything else; `becomes` says what the
    permanent it becomes has and does, on the card page."""
    cost = keyword_cost(line, keyword)
    if cost is None:
        return None
    static = {
        "kind": "static",
        "affects": "self",
        "modifications": modifications,
        "condition": {
            "self_designation": mark,
            "text": f"its {keyword.lower()} cost was paid ({rule})",
        },
        "text": text,
    }
    words = (
        f"{keyword.lower()} {cost}: it may be cast from its owner's hand for {cost} rather than "
        f"its mana cost ({rule}, 118.9; asked as it is cast, 601.2b); if it is, the permanent "
        f"it becomes {becomes}"
    )
    return LineReading((alternative_cost(keyword, cost, marks=mark), static), words)

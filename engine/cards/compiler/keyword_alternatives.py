"""The shape every "<Keyword> [mana cost]" alternative-cost keyword shares — dash (702.109a),
blitz (702.152a), spectacle (702.137a), surge (702.117a): the keyword, then a mana cost with no X,
read as the card's own alternative cost from its owner's hand (118.9). Each keyword's package
says what else it stands for (a mark, a condition, a static ability); the line and the cost are
read here, once, and so are the shapes those additions take: an alternative cost offered only
if something happened this turn (spectacle, surge: `offered_if`), a static ability of the
permanent while its keyword's cost was paid (dash, blitz: `marked_alternative`), and a cost of
that mana and an action paid with it (emerge's sacrifice, web-slinging's return:
`with_an_action`)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler import abilities
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


def with_an_action(
    line: Line, keyword: str, action: str, said: str | None = None, **extra: Any
) -> tuple[str, dict[str, Any]] | None:
    """ "<Keyword> [cost]" as the card's own alternative cost of that mana and `action` paid with
    it, as an activated ability's cost reads it ("Sacrifice a creature": emerge, 702.119a;
    "Return a tapped creature you control to its owner's hand": web-slinging, 702.188a), one
    cost chosen and paid as the spell is cast (601.2b, 601.2h): (the mana, the ability), or None
    when the line is anything else or the action isn't read; `said` is how the cost's question
    says the action, if not as `action` does."""
    mana = keyword_cost(line, keyword)
    cost = None if mana is None else abilities.cost(f"{mana}, {action}")
    if mana is None or cost is None:
        return None
    said = said or f"{action[0].lower()}{action[1:]}"
    ability = {
        **alternative_cost(keyword, mana, **extra),
        "cost": cost,
        "said": f"pay {mana} and {said}",
    }
    return mana, ability


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

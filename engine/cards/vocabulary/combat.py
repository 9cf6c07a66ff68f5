"""Rules about declaring attackers and blockers, as data (CR 508.1c-d, 509.1b): restrictions
("can't be blocked", "can block only creatures with flying", "can't attack unless defending
player controls an Island") and requirements ("attacks each combat if able").

A `CombatRule` is a rule-modifying effect (613.11) that a static ability, a resolving spell or
ability (611.2) or an evasion keyword (702.9b, 702.14c …) puts on a creature. The engine checks
every one of them in one place (`engine.rules.combat_rules`) as attackers and blockers are declared.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Literal

from pydantic import Field, model_validator

from engine.cards.vocabulary.bounds import Model
from engine.cards.vocabulary.filters import Filter
from engine.core.mana import COLOR_NAMES, NAME_TO_COLOR

#: What each rule says, with `filter` naming the other creature or the defending player's
#: permanent it is about:
#: - "cant_be_blocked": no creature can block it (509.1b);
#: - "cant_be_blocked_by": a creature matching `filter` can't block it (`shares_color_exempt`: a
#:   blocker sharing a color with it can anyway, intimidate 702.13b; `greater_power`: creatures
#:   with greater power than it can't, skulk 702.118b);
#: - "cant_be_blocked_if_defender_controls": it can't be blocked as long as the defending player
#:   controls a permanent matching `filter` (landwalk, 702.14c);
#: - "can_block_only": it can block only an attacking creature matching `filter` (509.1b);
#: - "min_blockers" / "max_blockers": it can't be blocked except by `amount` or more creatures
#:   (menace, 702.111b) / by more than `amount` creatures;
#: - "cant_attack_unless_defender_controls": it can't attack a player who controls no permanent
#:   matching `filter` (508.1c);
#: - "attacks_each_combat": a requirement, it attacks each combat if able (508.1d).
CombatRuleKind = Literal[
    "cant_be_blocked",
    "cant_be_blocked_by",
    "cant_be_blocked_if_defender_controls",
    "can_block_only",
    "min_blockers",
    "max_blockers",
    "cant_attack_unless_defender_controls",
    "attacks_each_combat",
]


class CombatRule(Model):
    """A restriction or requirement on declaring attackers or blockers (613.11; 508.1c-d,
    509.1b)."""

    op: Literal["combat_rule"] = "combat_rule"
    rule: CombatRuleKind
    filter: Filter = Filter()
    amount: int = Field(default=1, ge=1, le=10)
    shares_color_exempt: bool = False
    greater_power: bool = False

    @model_validator(mode="after")
    def _fields_fit(self) -> CombatRule:
        if (self.shares_color_exempt or self.greater_power) and self.rule != "cant_be_blocked_by":
            raise ValueError("'shares_color_exempt' and 'greater_power' go with cant_be_blocked_by")
        return self


# -- what the evasion keywords stand for --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Restriction:
    """One rule on a creature: what it says in words ("has flying and can't be blocked except
    by creatures with flying or reach") and the rule a refusal cites."""

    rule: CombatRule
    says: str
    cites: str


def _r(kind: CombatRuleKind, says: str, cites: str, **data: object) -> Restriction:
    return Restriction(CombatRule.model_validate({"rule": kind, **data}), says, cites)


#: The land type each landwalk names (702.14c).
LANDWALK = {
    "Plainswalk": "Plains",
    "Islandwalk": "Island",
    "Swampwalk": "Swamp",
    "Mountainwalk": "Mountain",
    "Forestwalk": "Forest",
}

#: What each evasion keyword without a parameter stands for.
KEYWORDS: dict[str, tuple[Restriction, ...]] = {
    "Flying": (
        _r(
            "cant_be_blocked_by",
            "has flying and can't be blocked except by creatures with flying or reach",
            "702.9b",
            filter={"not_keywords": ["Flying", "Reach"]},
        ),
    ),
    "Menace": (
        _r(
            "min_blockers",
            "has menace and can't be blocked except by two or more creatures",
            "702.111b",
            amount=2,
        ),
    ),
    "Fear": (
        _r(
            "cant_be_blocked_by",
            "has fear and can't be blocked except by artifact creatures and/or black creatures",
            "702.36b",
            filter={"not_types": ["Artifact"], "not_colors": ["B"]},
        ),
    ),
    "Intimidate": (
        _r(
            "cant_be_blocked_by",
            "has intimidate and can't be blocked except by artifact creatures and/or creatures "
            "that share a color with it",
            "702.13b",
            filter={"not_types": ["Artifact"]},
            shares_color_exempt=True,
        ),
    ),
    "Shadow": (
        _r(
            "cant_be_blocked_by",
            "has shadow and can't be blocked by creatures without shadow",
            "702.28b",
            filter={"not_keywords": ["Shadow"]},
        ),
        _r(
            "can_block_only",
            "has shadow and can block only creatures with shadow",
            "702.28b",
            filter={"keywords": ["Shadow"]},
        ),
    ),
    "Horsemanship": (
        _r(
            "cant_be_blocked_by",
            "has horsemanship and can't be blocked by creatures without horsemanship",
            "702.31b",
            filter={"not_keywords": ["Horsemanship"]},
        ),
    ),
    "Skulk": (
        _r(
            "cant_be_blocked_by",
            "has skulk and can't be blocked by creatures with greater power",
            "702.118b",
            greater_power=True,
        ),
    ),
    **{
        walk: (
            _r(
                "cant_be_blocked_if_defender_controls",
                f"has {walk.lower()} and can't be blocked as long as the defending player "
                f"controls {'a' if land != 'Island' else 'an'} {land}",
                "702.14c",
                filter={"types": ["Land"], "subtypes": [land]},
            ),
        )
        for walk, land in LANDWALK.items()
    },
}
#: A creature without shadow can't be blocked by creatures with shadow (702.28b): the rule
#: every creature without shadow has.
NO_SHADOW = _r(
    "cant_be_blocked_by",
    "doesn't have shadow and can't be blocked by creatures with shadow",
    "702.28b",
    filter={"keywords": ["Shadow"]},
)


@cache
def keyword_restrictions(keyword: str) -> tuple[Restriction, ...]:
    """What an evasion keyword stands for (702.9b, 702.14c, 702.16f …); () for other keywords."""
    if keyword in KEYWORDS:
        return KEYWORDS[keyword]
    if m := re.fullmatch(r"Protection from (\w+)", keyword):
        color = NAME_TO_COLOR.get(m.group(1))
        if color is not None:
            name = COLOR_NAMES[color]
            says = f"has protection from {name} and can't be blocked by {name} creatures"
            return (_r("cant_be_blocked_by", says, "702.16f", filter={"colors": [color]}),)
    return ()

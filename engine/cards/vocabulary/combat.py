"""Rules about declaring attackers and blockers, as data (CR 508.1c-d, 509.1b): restrictions
("can't be blocked", "can block only creatures with flying", "can't block creatures with power 2
or greater", "can't attack unless defending player controls an Island") and requirements
("attacks each combat if able", "must be blocked if able", "All creatures able to block ~ do
so"); and one about assigning combat damage ("You may have ~ assign its combat damage as though
it weren't blocked", 510.1c), a rule-modifying effect on the creature alike.

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
from engine.core.registry import Registry

#: What each rule says, with `filter` naming the other creature or the defending player's
#: permanent it is about:
#: - "cant_be_blocked": no creature can block it (509.1b);
#: - "cant_be_blocked_by": a creature matching `filter` can't block it (`shares_color_exempt`: a
#:   blocker sharing a color with it can anyway, intimidate 702.13b; `greater_power`: creatures
#:   with greater power than it can't, skulk 702.118b);
#: - "cant_be_blocked_except_by": only a creature matching `filter` can block it (509.1b: "can't
#:   be blocked except by Walls and/or creatures with flying");
#: - "cant_be_blocked_if_defender_controls": it can't be blocked as long as the defending player
#:   controls a permanent matching `filter` (landwalk, 702.14c);
#: - "can_block_only": it can block only an attacking creature matching `filter` (509.1b);
#: - "cant_block": it can't block an attacking creature matching `filter` (509.1b: "can't block
#:   creatures with power 2 or greater", "can't block artifact creatures");
#: - "min_blockers" / "max_blockers": it can't be blocked except by `amount` or more creatures
#:   (menace, 702.111b) / by more than `amount` creatures;
#: - "cant_attack_unless_defender_controls": it can't attack a player who controls no permanent
#:   matching `filter` (508.1c);
#: - "attacks_each_combat": a requirement, it attacks each combat if able (508.1d);
#: - "attacks_despite_defender": it can attack as though it didn't have defender (702.3b);
#: - "must_be_blocked": a requirement, it must be blocked if able (509.1c: one blocker obeys it);
#: - "must_be_blocked_by_all": all creatures able to block it do so (Lure: a requirement on each
#:   creature that could block it, 509.1c);
#: - "blocks_each_combat": a requirement, it blocks each combat if able (509.1c);
#: - "blocks_additional": it can block `amount` more creatures each combat than the one 509.1a
#:   allows, cumulative with others of its kind ("can block an additional creature each combat");
#: - "blocks_any_number": it can block any number of creatures (509.1a);
#: - "assigns_as_unblocked": blocked, its controller may have it assign its combat damage as
#:   though it weren't blocked — all of it to the player or planeswalker it attacks, never split
#:   (510.1c; Thorn Elemental's rulings), asked as combat damage is assigned.
CombatRuleKind = Literal[
    "cant_be_blocked",
    "cant_be_blocked_by",
    "cant_be_blocked_except_by",
    "cant_be_blocked_if_defender_controls",
    "can_block_only",
    "cant_block",
    "min_blockers",
    "max_blockers",
    "cant_attack_unless_defender_controls",
    "attacks_each_combat",
    "attacks_despite_defender",
    "must_be_blocked",
    "must_be_blocked_by_all",
    "blocks_each_combat",
    "blocks_additional",
    "blocks_any_number",
    "assigns_as_unblocked",
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
    #: "Creatures with power less than this creature's power can't block it" (Howlgeist): the
    #: blockers' power compared with the attacker's as blockers are declared (509.1b).
    lesser_power: bool = False

    @model_validator(mode="after")
    def _fields_fit(self) -> CombatRule:
        compared = self.shares_color_exempt or self.greater_power or self.lesser_power
        if compared and self.rule != "cant_be_blocked_by":
            raise ValueError(
                "'shares_color_exempt', 'greater_power' and 'lesser_power' go with "
                "cant_be_blocked_by"
            )
        return self


# -- what the evasion keywords stand for --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Restriction:
    """One rule on a creature: what it says in words ("has flying and can't be blocked except
    by creatures with flying or reach") and the rule a refusal cites."""

    rule: CombatRule
    says: str
    cites: str


def restriction(kind: CombatRuleKind, says: str, cites: str, **data: object) -> Restriction:
    """A restriction of `kind` with its words and rule; `data` the rest of its `CombatRule`."""
    return Restriction(CombatRule.model_validate({"rule": kind, **data}), says, cites)


#: What each evasion keyword without a parameter stands for, registered by its package
#: (`evasion`): flying, menace, fear, intimidate, shadow, horsemanship, skulk, landwalk.
KEYWORDS: Registry[str, tuple[Restriction, ...]] = Registry("the evasion keyword")
#: The rule every creature without a keyword has, by the keyword: a creature without shadow
#: can't be blocked by creatures with shadow (702.28b).
WITHOUT: Registry[str, Restriction] = Registry("the rule of creatures without")


def evasion(keyword: str, *restrictions: Restriction, without: Restriction | None = None) -> str:
    """Register what the keyword `keyword` stands for as attackers and blockers are declared
    (702.9b, 702.14c …), and `without`: the rule every creature without it has."""
    KEYWORDS.register(keyword, restrictions)
    if without is not None:
        WITHOUT.register(keyword, without)
    return keyword


def without_keyword(keywords: tuple[str, ...] | list[str]) -> list[Restriction]:
    """The rules a creature has for not having a keyword (702.28b), in the order registered."""
    return [rule for keyword, rule in WITHOUT.items() if keyword not in keywords]


@cache
def keyword_restrictions(keyword: str) -> tuple[Restriction, ...]:
    """What an evasion keyword stands for (702.9b, 702.14c, 702.16f …); () for other keywords."""
    if (found := KEYWORDS.get(keyword)) is not None:
        return found
    if m := re.fullmatch(r"Protection from (\w+)", keyword):
        color = NAME_TO_COLOR.get(m.group(1))
        if color is not None:
            name = COLOR_NAMES[color]
            says = f"has protection from {name} and can't be blocked by {name} creatures"
            rule = {"colors": [color]}
            return (restriction("cant_be_blocked_by", says, "702.16f", filter=rule),)
        if m.group(1) == "colorless":
            says = "has protection from colorless and can't be blocked by colorless creatures"
            rule = {"not_colors": list(COLOR_NAMES)}  # no color at all (105.2c)
            return (restriction("cant_be_blocked_by", says, "702.16f", filter=rule),)
        if m.group(1) == "everything":
            says = "has protection from everything and can't be blocked"
            return (restriction("cant_be_blocked", says, "702.16j"),)
    return ()

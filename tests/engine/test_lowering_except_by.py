""" "Can't be blocked except by [creatures]" (509.1b): only a creature of that description may
block it — one rule per shape, each with the contrast the reading must refuse (a line left
unread rather than misread)."""

from __future__ import annotations

from functools import partial

from engine.cards.vocabulary import ApplyContinuous, CombatRule, Filter, Static
from tests.engine.helpers import lowered_ability

SELVES = ("Elven Riders",)

_ability = partial(lowered_ability, selves=SELVES)


def _rule(line: str) -> CombatRule | None:
    found = _ability(line)
    if found is None:
        return None
    held = found.modifications if isinstance(found, Static) else found.effects[0].modifications
    (rule,) = [m for m in held if isinstance(m, CombatRule)]
    return rule


def test_only_the_creatures_named_may_block() -> None:
    rule = _rule("This creature can't be blocked except by Walls.")
    assert rule == CombatRule(rule="cant_be_blocked_except_by", filter=Filter(subtypes=("Wall",)))
    black = _rule("This creature can't be blocked except by black creatures.")
    assert black is not None
    assert black.filter == Filter(colors=("B",))  # every blocker is a creature


def test_and_or_names_any_of_them() -> None:
    rule = _rule("This creature can't be blocked except by Walls and/or creatures with flying.")
    assert rule is not None
    assert rule.filter == Filter(any_of=(Filter(subtypes=("Wall",)), Filter(keywords=("Flying",))))
    either = _rule("This creature can't be blocked except by creatures with flying or reach.")
    assert either is not None
    assert either.filter.any_of == (Filter(keywords=("Flying",)), Filter(keywords=("Reach",)))


def test_a_number_of_blockers_is_menaces_rule_not_a_description() -> None:
    rule = _rule("This creature can't be blocked except by six or more creatures.")
    assert rule == CombatRule(rule="min_blockers", amount=6)


def test_this_turn_before_the_exception_is_its_duration() -> None:
    found = _ability(
        "{1}: This creature can't be blocked this turn except by creatures with haste."
    )
    assert found is not None
    (effect,) = found.effects
    assert isinstance(effect, ApplyContinuous)
    assert effect.target == "self"  # until end of turn, the vocabulary's default duration
    (rule,) = effect.modifications
    assert rule == CombatRule(rule="cant_be_blocked_except_by", filter=Filter(keywords=("Haste",)))


def test_a_description_not_of_the_blocker_alone_stays_unread() -> None:
    # Who controls a blocker, or whether it is tapped, isn't what "except by" reads here.
    assert _ability("This creature can't be blocked except by creatures you control.") is None
    assert _ability("This creature can't be blocked except by tapped creatures.") is None
    assert _ability("This creature can't be blocked by creatures you control.") is None

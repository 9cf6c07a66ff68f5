""" "… can't be blocked / can't block this turn" read by the grammar's lowering (508.1c, 509.1b,
613.11): a rule-modifying effect until the turn ends (514.2) on a target, the card or the object
a reference names; a group stays unread (611.2c)."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import ApplyContinuous, CombatRule, Triggered
from tests.engine.helpers import lowered_spell_effects, outcome_abilities_words

SELVES = ("Kappa Cannoneer",)


def _spell(line: str) -> ApplyContinuous | None:
    found = lowered_spell_effects(line, selves=SELVES)
    if found is None:
        return None
    effect = found[-1]
    assert isinstance(effect, ApplyContinuous)
    return effect


def test_it_cant_be_blocked_this_turn_is_the_card_itself() -> None:
    # Kappa Cannoneer: "It" is the creature the ability is of.
    tree = parse_line(
        "Whenever this creature or another artifact you control enters, put a +1/+1 counter on "
        "this creature. It can't be blocked this turn.",
        SELVES,
    ).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Triggered)
    unblockable = ApplyContinuous(
        target="self", modifications=(CombatRule(rule="cant_be_blocked"),)
    )
    assert found.effects[-1] == unblockable
    outcome, _, words = outcome_abilities_words("Kappa Cannoneer", "Whenever this creature")
    assert outcome == "recognised"
    assert "can't be blocked" in words


def test_those_creatures_cant_block_are_the_targets() -> None:
    found = _spell(
        "~ deals 1 damage to each of up to two target creatures. Those creatures can't block "
        "this turn."
    )
    assert found is not None
    assert found.target == 0


def test_a_group_that_cant_block_stays_unread() -> None:
    # A rules-modifying effect on a group also stops creatures that arrive later (611.2c), which
    # a set of creatures locked in as the effect begins would miss.
    assert _spell("Up to two target creatures can't block this turn.") is not None
    assert _spell("Creatures with power 2 or less can't block this turn.") is None
    # Another duration isn't this effect.
    assert _spell("Target creature can't block until your next turn.") is None

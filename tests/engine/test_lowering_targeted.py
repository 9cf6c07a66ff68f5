""" "Whenever a creature you control becomes the target of a spell or ability an opponent
controls" and "When enchanted creature becomes the target of a spell or ability" lowered (issue
28 §5; 603.2, 115.1): another permanent's event, "that creature" that permanent — each with the
contrast left unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import Filter, ReturnToHand, Trigger, Triggered
from tests.engine.helpers import lowered_trigger

SELVES = ("Cowardice",)


def _lowered(line: str) -> Triggered:
    return lowered_trigger(line, SELVES)


def test_whose_spell_and_only_a_spell_are_read() -> None:
    # Shapers' Sanctuary, Venerated Rotpriest.
    theirs = _lowered(
        "Whenever a creature you control becomes the target of a spell or ability an opponent "
        "controls, you may draw a card."
    ).trigger
    spell = _lowered(
        "Whenever a creature you control becomes the target of a spell, you gain 1 life."
    ).trigger
    assert theirs == Trigger(
        event="becomes_target", scope="you_control", filter=Filter(types=("Creature",))
    )
    assert (spell.by, spell.spells_only) == ("any", True)


def test_that_creature_is_the_permanent_targeted() -> None:
    # Cowardice: "that creature" is the creature the event names (603.2).
    found = _lowered(
        "Whenever a creature becomes the target of a spell or ability, return that creature to "
        "its owner's hand."
    )
    assert found.trigger.scope == "any"
    assert isinstance(found.effects[0], ReturnToHand)


def test_the_enchanted_creature_is_the_one_attached_to() -> None:
    # Ice Cage (303.4).
    found = _lowered(
        "When enchanted creature becomes the target of a spell or ability, destroy Cowardice."
    ).trigger
    assert (found.scope, found.by, found.filter) == (
        "enchanted",
        "any",
        Filter(types=("Creature",)),
    )


@pytest.mark.parametrize(
    "line",
    [
        # Of a kind of spell: the spell's qualities aren't read here.
        "Whenever a creature you control becomes the target of an instant or sorcery spell, "
        "draw a card.",
        # "Its controller" would be the permanent's, which the event doesn't name.
        "Whenever a creature becomes the target of a spell, its controller draws a card.",
    ],
)
def test_other_targeting_events_stay_unread(line: str) -> None:
    tree = parse_line(line, SELVES).tree
    assert tree is not None, line  # the grammar reads it: what is tested is the lowering
    assert lower_ability(tree) is None

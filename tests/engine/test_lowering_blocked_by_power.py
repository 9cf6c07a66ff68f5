"""'Creatures with power less / greater than this creature's power can't block it.' (509.1b;
issue 28 §5): a static ability of the card comparing blockers' power with its own — with the
contrasts left unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import CombatRule, Static
from tests.engine.helpers import lowered_ability


def _ability(text: str) -> object:
    return lowered_ability(text, ("Test Wolf",))


@pytest.mark.parametrize(
    ("than", "field"), [("less", "lesser_power"), ("greater", "greater_power")]
)
def test_the_blockers_power_against_its_own(than: str, field: str) -> None:
    found = _ability(f"Creatures with power {than} than this creature's power can't block it.")
    rule = CombatRule.model_validate({"rule": "cant_be_blocked_by", field: True})
    assert found == Static(affects="self", modifications=(rule,))


@pytest.mark.parametrize(
    "text",
    [
        # Some creatures only: a quality of the blockers the rule doesn't keep.
        "Green creatures with power less than this creature's power can't block it.",
        # A number, not its own power.
        "Creatures with power less than 2 can't block it.",
    ],
)
def test_other_words_stay_unread(text: str) -> None:
    tree = parse_line(text, ("Test Wolf",)).tree
    assert tree is None or lower_ability(tree) is None

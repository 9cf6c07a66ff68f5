"""Cumulative upkeep with a life cost (CR 702.24a, 119.4): "Cumulative upkeep—Pay N life" read as
a keyword, said on the card page, and found as the upkeep trigger it stands for."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary.keywords import cumulative, normalise_keyword
from engine.mechanics.cumulative_upkeep.model import SacrificeUnlessPaysLife
from engine.modifiers.triggers import KEYWORD_TRIGGERS
from tests.engine.helpers import outcome_abilities_words


@pytest.mark.parametrize(
    ("printed", "keyword"),
    [
        ("Cumulative upkeep—Pay 1 life.", "Cumulative upkeep—Pay 1 life"),
        ("cumulative upkeep—pay 2 life", "Cumulative upkeep—Pay 2 life"),
        ("Cumulative upkeep—Pay 0 life.", None),
        ("Cumulative upkeep—Pay X life.", None),
    ],
)
def test_the_life_cost_is_read(printed: str, keyword: str | None) -> None:
    assert normalise_keyword(printed) == keyword


def test_its_upkeep_trigger_pays_life_for_each_age_counter() -> None:
    assert cumulative("Cumulative upkeep—Pay 1 life")  # each instance triggers (702.24b)
    ability = KEYWORD_TRIGGERS["Cumulative upkeep—Pay"].build("2 life")
    assert ability.trigger.event == "beginning_of_upkeep"
    assert ability.effects[-1] == SacrificeUnlessPaysLife(life=2)
    outcome, found, words = outcome_abilities_words("Morinfen", "Cumulative upkeep")
    assert (outcome, found) == ("recognised", ("Cumulative upkeep—Pay 1 life",))
    assert "unless you pay 1 life for each age counter on it (119.4" in words

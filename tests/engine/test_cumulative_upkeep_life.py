"""Cumulative upkeep with a life cost (CR 702.24a, 119.4), "Cumulative upkeep—Pay N life", or a
sacrifice cost (701.21a), "Cumulative upkeep—Sacrifice a creature": read as a keyword, said on
the card page, and found as the upkeep trigger it stands for."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.keywords import cumulative, normalise_keyword
from engine.mechanics.cumulative_upkeep.model import (
    SacrificeUnlessPaysLife,
    SacrificeUnlessSacrifices,
)
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


@pytest.mark.parametrize(
    ("printed", "keyword"),
    [
        ("Cumulative upkeep—Sacrifice a creature.", "Cumulative upkeep—Sacrifice a creature"),
        ("cumulative upkeep—sacrifice a Land", "Cumulative upkeep—Sacrifice a land"),
        ("Cumulative upkeep—Sacrifice two lands.", None),
    ],
)
def test_the_sacrifice_cost_is_read(printed: str, keyword: str | None) -> None:
    assert normalise_keyword(printed) == keyword


def test_its_upkeep_trigger_sacrifices_a_permanent_for_each_age_counter() -> None:
    """702.24a, 701.21a: "Cumulative upkeep—Sacrifice a creature" sacrifices a creature for
    each age counter, or the permanent itself."""
    assert cumulative("Cumulative upkeep—Sacrifice a creature")  # 702.24b
    ability = KEYWORD_TRIGGERS["Cumulative upkeep—Sacrifice"].build("a creature")
    assert ability.trigger.event == "beginning_of_upkeep"
    assert ability.effects[-1] == SacrificeUnlessSacrifices(
        filter=Filter(types=("Creature",)), said="a creature"
    )
    outcome, found, words = outcome_abilities_words("Phyrexian Soulgorger", "Cumulative upkeep")
    assert (outcome, found) == ("recognised", ("Cumulative upkeep—Sacrifice a creature",))
    assert "unless you sacrifice a creature for each age counter on it (701.21a" in words

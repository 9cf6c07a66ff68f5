"""A search putting onto the battlefield a card that may need a choice as it enters — an Aura
its object to enchant (303.4f), a battle its protector (310.8a) — is read: the choice is made as
the card enters (`engine.operations.entering_hosts`), as for a card that needs none."""

from __future__ import annotations

import pytest

from tests.engine.helpers import card_readings


def _outcomes(name: str) -> list[str]:
    return [r.outcome for r in card_readings(name)]


@pytest.mark.parametrize("name", ["Academy Rector", "Zur the Enchanter", "Wargate"])
def test_a_search_that_may_put_an_aura_onto_the_battlefield_is_read(name: str) -> None:
    assert set(_outcomes(name)) == {"recognised"}


@pytest.mark.parametrize(
    "name", ["Arena Rector", "Springbloom Druid", "Misty Rainforest", "Ramosian Sergeant"]
)
def test_a_search_for_cards_that_need_no_choice_is_read(name: str) -> None:
    assert set(_outcomes(name)) == {"recognised"}


def test_an_aura_searching_for_a_card_named_itself_is_read() -> None:
    """Gigantiform's kicker trigger finds another Gigantiform, an Aura: what it enchants is
    chosen as the search puts it onto the battlefield (303.4f)."""
    assert set(_outcomes("Gigantiform")) == {"recognised"}


def test_a_creature_searching_for_a_card_named_itself_is_read() -> None:
    """Elvish Clancaller's search finds a creature card, which needs no choice."""
    assert set(_outcomes("Elvish Clancaller")) == {"recognised"}

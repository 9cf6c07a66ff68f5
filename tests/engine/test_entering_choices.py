"""A search putting onto the battlefield a card that could need a choice as it enters — an Aura
its object to enchant (303.4f), a battle its protector (310.11a) — stays unread, since the engine
doesn't make that choice for a card an effect puts there; a search whose cards can't be either
is read."""

from __future__ import annotations

import pytest

from tests.engine.helpers import card_readings


def _outcomes(name: str) -> list[str]:
    return [r.outcome for r in card_readings(name)]


def _search_line(name: str) -> str:
    """The outcome of the card's search, its last line."""
    return card_readings(name)[-1].outcome


@pytest.mark.parametrize("name", ["Academy Rector", "Zur the Enchanter", "Wargate"])
def test_a_search_that_could_put_an_aura_onto_the_battlefield_stays_unread(name: str) -> None:
    assert _search_line(name) in ("unsupported", "gap")


@pytest.mark.parametrize(
    "name", ["Arena Rector", "Springbloom Druid", "Misty Rainforest", "Ramosian Sergeant"]
)
def test_a_search_for_cards_that_need_no_choice_is_read(name: str) -> None:
    assert set(_outcomes(name)) == {"recognised"}


def test_an_aura_searching_for_a_card_named_itself_stays_unread() -> None:
    """Gigantiform's kicker trigger finds another Gigantiform, an Aura, whose object to enchant
    isn't chosen as the search puts it onto the battlefield (303.4f): unread, where it was read
    and played as an Aura attached to nothing."""
    assert _search_line("Gigantiform") in ("unsupported", "gap")
    assert _outcomes("Gigantiform")[:-1] == ["recognised"] * 3


def test_a_creature_searching_for_a_card_named_itself_is_read() -> None:
    """The contrast: Elvish Clancaller's search finds a creature card, which needs no choice."""
    assert set(_outcomes("Elvish Clancaller")) == {"recognised"}

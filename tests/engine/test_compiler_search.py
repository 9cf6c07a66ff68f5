"""The compiler's search templates (CR 701.23): whose library, what is found — "with mana value X
or less", an "or" of subtypes —, where it goes ("one … and the other …", a graveyard, exile),
and the searches it must leave unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from tests.engine.helpers import card_readings, compiled, line_starting

_BASIC_LAND = {"supertypes": ["Basic"], "types": ["Land"]}


def _spell(name: str) -> tuple[str, list[Any], list[Any], str]:
    """(outcome of the search line, the spell's effects, its targets, the line's words)."""
    face = compiled(name)
    found = line_starting(face, "Search")
    return found.outcome, list(face.effects), list(face.targets), found.words


@pytest.mark.parametrize(
    ("name", "search"),
    [
        (
            "Chord of Calling",
            {
                "count": 1,
                "filter": {"types": ["Creature"]},
                "mana_value_at_most": "X",
                "to": "battlefield",
            },
        ),
        (
            "Cultivate",
            {
                "count": 2,
                "filter": _BASIC_LAND,
                "reveal": True,
                "one_to": "battlefield",
                "to": "hand",
                "tapped": True,
            },
        ),
        (
            "Fork in the Road",
            {
                "count": 2,
                "filter": _BASIC_LAND,
                "reveal": True,
                "one_to": "hand",
                "to": "graveyard",
            },
        ),
        (
            "Final Parting",
            {"count": 2, "stated": False, "one_to": "hand", "to": "graveyard"},
        ),
        (
            "Farseek",
            {
                "count": 1,
                "filter": {"any_subtypes": ["Plains", "Island", "Swamp", "Mountain"]},
                "to": "battlefield",
                "tapped": True,
            },
        ),
        (
            "Flower // Flourish",
            {
                "count": 1,
                "filter": {"any_subtypes": ["Forest", "Plains"], "supertypes": ["Basic"]},
                "reveal": True,
                "to": "hand",
            },
        ),
        ("Entomb", {"count": 1, "stated": False, "to": "graveyard"}),
        ("Diabolic Revelation", {"count": "X", "to": "hand"}),
        (
            "Acquire",
            {
                "count": 1,
                "filter": {"types": ["Artifact"]},
                "to": "battlefield",
                "player": "target",
                "target": 0,
            },
        ),
        ("Extract", {"count": 1, "stated": False, "to": "exile", "player": "target", "target": 0}),
        (
            # "Any number of": as many as the searcher chooses, none included (701.23b).
            "Mana Severance",
            {"count": "any", "filter": {"types": ["Land"]}, "to": "exile"},
        ),
        (
            "Shared Summons",
            {
                "count": 2,
                "filter": {"types": ["Creature"]},
                "different_names": True,
                "reveal": True,
                "to": "hand",
            },
        ),
    ],
)
def test_a_search_is_read_whole(name: str, search: dict[str, Any]) -> None:
    outcome, effects, targets, said = _spell(name)
    assert outcome == "recognised"
    assert effects[0] == {"op": "search", **search}
    if search.get("player") == "target":
        assert targets[0]["kind"] == "player"
        # The searched library's owner shuffles it, in the words of the card page (701.24a).
        assert "its owner shuffles it (701.24a)" in said
    assert "701.23" in said


@pytest.mark.parametrize(
    "name",
    [
        "Naughty // Nice",  # another target player's library, into your hand
        "Dina's Guidance",  # "into your hand or graveyard": a choice the search doesn't offer
        "Gifts Ungiven",  # different names, an opponent chooses
        "Traverse the Outlands",  # "where X is …"
        "Quiet Speculation",  # into that player's graveyard, cards with flashback
    ],
)
def test_a_search_the_engine_cant_play_whole_stays_unread(name: str) -> None:
    outcome, _, _, _ = _spell(name)
    assert outcome != "recognised"


def test_a_search_for_cards_named_like_this_is_an_optional_enter_trigger() -> None:
    card = corpus_card("Squadron Hawk")
    assert card is not None
    face = card.front
    compiled = compile_face(card.name, face.name, face.text, face.types)
    found = next(r for r in compiled.readings if r.line.startswith("When"))
    assert found.outcome == "recognised"
    may = found.abilities[0]["effects"][0]
    assert may["op"] == "may"
    assert may["effects"] == [
        {"op": "search", "count": 3, "named_this": True, "reveal": True, "to": "hand"}
    ]
    assert "with this object's name (201.2)" in found.words


def test_a_search_of_library_and_or_graveyard_for_a_card_named_another() -> None:
    """ "You may search your library and/or graveyard for a card named …, reveal it, and put it
    into your hand. If you search your library this way, shuffle.": one search of either zone
    or both, for a card with that name (201.2), its library shuffled only if searched."""
    card = corpus_card("Tezzeret's Betrayal")
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    ((found,), effects) = compiled.readings, compiled.effects
    assert found.outcome == "recognised"
    said = found.words
    assert effects[1]["op"] == "may"
    assert effects[1]["effects"] == [
        {
            "op": "search",
            "count": 1,
            "names": ["Tezzeret, Master of Metal"],
            "graveyard_too": True,
            "reveal": True,
            "to": "hand",
        }
    ]
    assert "named Tezzeret, Master of Metal (201.2)" in said
    assert "shuffle your library if you searched it (701.24a)" in said


def test_a_search_for_a_card_named_one_of_two_names() -> None:
    found = next(r for r in card_readings("Dragonstorm Forecaster") if "Search" in r.line)
    assert found.outcome == "recognised"
    (search,) = found.abilities[0]["effects"]
    assert search["names"] == ["Dragonstorm Globe", "Boulderborn Dragon"]
    assert "graveyard_too" not in search


@pytest.mark.parametrize(
    ("name", "words"),
    [
        # "a card named … or an Equipment card": a name and a kind, not two names.
        ("Forging the Tyrite Sword", "named Halvar"),
        # Two cards, each by its name.
        ("Alpine Houndmaster", "named Alpine Watchdog"),
        # A card known by its name only might be an Aura (303.4f): not onto the battlefield.
        ("Arachnus Spinner", "named Arachnus Web"),
    ],
)
def test_a_search_for_named_cards_the_engine_cant_play_whole_stays_unread(
    name: str, words: str
) -> None:
    found = next(r for r in card_readings(name) if words in r.line)
    assert found.outcome != "recognised"

"""Small rule-modifying statics and replacements many cards print: a player's maximum hand size
(402.2, 613.11), a card exiled instead of being put into a graveyard from anywhere (614.1a), damage
to you dealt to a permanent instead (614.9). Each case is a real card's line and what it must be
read as, or a line that must stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from tests.engine.helpers import outcome_abilities_words


def _hand(affects: str, **change: Any) -> dict[str, Any]:
    return {
        "kind": "static",
        "affects": affects,
        "modifications": [{"op": "max_hand_size", **change}],
    }


@pytest.mark.parametrize(
    ("name", "line", "abilities", "said"),
    [
        (
            "Reliquary Tower",
            "You have no maximum hand size.",
            [_hand("you", unlimited=True)],
            "you have no maximum hand size",
        ),
        (
            "Spellbook",
            "You have no maximum hand size.",
            [_hand("you", unlimited=True)],
            "(402.2, 514.1; a rule-modifying effect on a player, 613.10, 613.11)",
        ),
        (
            "Anvil of Bogardan",
            "Players have no maximum hand size.",
            [_hand("you", unlimited=True), _hand("opponents", unlimited=True)],
            "each opponent has no maximum hand size",
        ),
        (
            "Thought Nibbler",
            "Your maximum hand size is reduced by two.",
            [_hand("you", change=-2)],
            "your maximum hand size is reduced by 2",
        ),
        (
            "Gnat Miser",
            "Each opponent's maximum hand size is reduced by one.",
            [_hand("opponents", change=-1)],
            "each opponent's maximum hand size is reduced by 1",
        ),
        (
            "Null Profusion",
            "Your maximum hand size is two.",
            [_hand("you", set_to=2)],
            "your maximum hand size is 2",
        ),
    ],
)
def test_a_maximum_hand_size_is_read(name: str, line: str, abilities: Any, said: str) -> None:
    outcome, found, words = outcome_abilities_words(name, line)
    assert outcome == "recognised"
    assert [{k: val for k, val in a.items() if k != "text"} for a in found] == abilities
    assert all(a["text"] == line for a in found)
    assert said in words


@pytest.mark.parametrize(
    "text",
    [
        # A hand size counted from counters, a duration, or with a second rule aren't read.
        "Your maximum hand size is equal to the number of hour counters on this enchantment.",
        "You have no maximum hand size and don't lose the game for having 0 or less life.",
        "The chosen player's maximum hand size is four.",
        "Your maximum hand size is increased by X.",
    ],
)
def test_a_maximum_hand_size_beyond_the_templates_is_not_read(text: str) -> None:
    compiled = compile_face("Test Card", "Test Card", text, ("Enchantment",))
    assert [r.outcome for r in compiled.readings] == ["unsupported"]


def _face(name: str, face_name: str, line: str) -> tuple[str, tuple[Any, ...], str]:
    card = corpus_card(name)
    assert card is not None, name
    face = next(f for f in card.faces if f.name == face_name)
    compiled = compile_face(card.name, face.name, face.text, face.types, back=True)
    found = next(r for r in compiled.readings if r.line.startswith(line))
    return found.outcome, found.abilities, found.words


@pytest.mark.parametrize(
    ("name", "face", "line"),
    [
        ("Galedrifter", "Waildrifter", "If Waildrifter would be put into a graveyard"),
        ("Brine Comber", "Brinebound Gift", "If this Aura would be put into a graveyard"),
        ("Dennick, Pious Apprentice", "Dennick, Pious Apparition", "If Dennick would be put"),
    ],
)
def test_exile_instead_of_a_graveyard_is_read(name: str, face: str, line: str) -> None:
    outcome, found, words = _face(name, face, line)
    assert outcome == "recognised"
    assert [{k: val for k, val in a.items() if k != "text"} for a in found] == [
        {"kind": "exile_instead_of_graveyard"}
    ]
    assert "it is exiled instead (614.1a, 113.6b)" in words


@pytest.mark.parametrize(
    "text",
    [
        # Only instants and sorceries (Dryad Militant): the vocabulary has no such filter here.
        "If an instant or sorcery card would be put into a graveyard from anywhere, exile it "
        "instead.",
        # A condition on how it got there (Abandoned Sarcophagus): not read.
        "If a card that has a cycling ability would be put into your graveyard from anywhere "
        "and it wasn't cycled, exile it instead.",
        # Only a card's own ability shuffles it into its library instead.
        "If a card would be put into a graveyard from anywhere, reveal ~ and shuffle it into "
        "its owner's library instead.",
    ],
)
def test_other_graveyard_replacements_are_not_read(text: str) -> None:
    compiled = compile_face("Test Card", "Test Card", text, ("Enchantment",))
    assert [r.outcome for r in compiled.readings] == ["unsupported"]


@pytest.mark.parametrize("name", ["Darksteel Colossus", "Progenitus", "Legacy Weapon"])
def test_shuffled_into_the_library_instead_is_read(name: str) -> None:
    """ "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
    owner's library instead." — the card's own replacement effect (614.1a, 113.6b)."""
    line = f"If {name} would be put into a graveyard from anywhere, reveal {name} and shuffle"
    outcome, found, words = _face(name, name, line)
    assert outcome == "recognised"
    assert [{k: val for k, val in a.items() if k != "text"} for a in found] == [
        {"kind": "exile_instead_of_graveyard", "instead": "shuffle"}
    ]
    assert "revealed and shuffled into its owner's library instead" in words


@pytest.mark.parametrize(
    ("name", "line", "ability", "said"),
    [
        (
            "Rest in Peace",
            "If a card or token would be put into a graveyard from anywhere, exile it instead.",
            {"kind": "exile_instead_of_graveyard", "whose": "any", "tokens": True},
            "a card or token that would be put into a graveyard from anywhere is exiled instead",
        ),
        (
            "Leyline of the Void",
            "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
            {"kind": "exile_instead_of_graveyard", "whose": "opponents"},
            "a card (not a token, 111.1) that would be put into an opponent's graveyard",
        ),
    ],
)
def test_a_permanents_exile_instead_of_a_graveyard_is_read(
    name: str, line: str, ability: dict[str, Any], said: str
) -> None:
    card = corpus_card(name)
    assert card is not None
    face = card.faces[0]
    compiled = compile_face(card.name, face.name, face.text, face.types)
    [found] = [r for r in compiled.readings if r.line == line]
    assert found.outcome == "recognised"
    assert [{k: val for k, val in a.items() if k != "text"} for a in found.abilities] == [ability]
    assert said in found.words


# -- redirection effects (614.9) ------------------------------------------------------------------


def test_martyrs_of_korlis_redirects_artifacts_damage_while_untapped() -> None:
    outcome, abilities, said = outcome_abilities_words("Martyrs of Korlis", "As long as")
    assert outcome == "recognised"
    assert abilities[0] | {"text": ""} == {
        "kind": "replacement",
        "event": "damage",
        "to": "you",
        "redirect": True,
        "condition": {"self_tapped": "untapped", "text": "~ is untapped"},
        "source": {"types": ["Artifact"]},
        "text": "",
    }
    assert said == (
        "a redirection effect: as long as it is untapped (611.3a), damage that would be dealt "
        "to you by artifacts is dealt to this permanent instead (614.9)"
    )


def test_palisade_giant_redirects_damage_to_you_and_your_other_permanents() -> None:
    outcome, abilities, said = outcome_abilities_words("Palisade Giant", "All damage")
    assert outcome == "recognised"
    assert abilities[0]["to"] == "you_and_yours"
    assert abilities[0]["filter"] == {"other": True, "controller": "you"}
    assert "damage that would be dealt to you and other permanents you control is dealt" in said


def test_protector_of_the_crown_redirects_all_damage_to_you() -> None:
    outcome, abilities, _ = outcome_abilities_words("Protector of the Crown", "All damage")
    assert outcome == "recognised"
    assert "condition" not in abilities[0]
    assert "source" not in abilities[0]


@pytest.mark.parametrize(
    ("name", "line"),
    [
        # "unblocked creatures" isn't a quality of a source the vocabulary has.
        ("Weathered Bodyguards", "As long as"),
        # "… this turn to you and permanents you control …" is an Aura's trigger's shield.
        ("Saving Grace", "When this Aura enters"),
    ],
)
def test_redirections_the_vocabulary_cant_say_stay_unread(name: str, line: str) -> None:
    assert outcome_abilities_words(name, line)[0] == "unsupported"


@pytest.mark.parametrize("name", ["Pariah", "Pariah's Shield"])
def test_damage_to_you_redirected_to_the_creature_it_is_attached_to(name: str) -> None:
    """ "All damage that would be dealt to you is dealt to enchanted / equipped creature
    instead.": the Aura's or Equipment's redirection effect to what it is attached to (614.9)."""
    outcome, abilities, said = outcome_abilities_words(name, "All damage")
    assert outcome == "recognised"
    assert abilities[0]["redirect_to"] == "attached"
    assert "is dealt to the creature it is attached to instead (614.9)" in said


@pytest.mark.parametrize(
    ("name", "line", "ability", "said"),
    [
        (
            "Teferi, Time Raveler",
            "Each opponent can cast spells only",
            {"kind": "cast_only_as_sorcery", "caster": "opponents"},
            "307.5",
        ),
        (
            "Narset, Parter of Veils",
            "Each opponent can't draw more",
            {"kind": "draw_limit", "who": "opponents"},
            "121.2b",
        ),
        (
            "Spirit of the Labyrinth",
            "Each player can't draw more",
            {"kind": "draw_limit", "who": "any"},
            "121.2b",
        ),
    ],
)
def test_a_limit_on_what_players_do_each_turn_is_read(
    name: str, line: str, ability: dict[str, Any], said: str
) -> None:
    """ "Each opponent can cast spells only any time they could cast a sorcery." (307.5), "Each
    opponent / player can't draw more than one card each turn." (121.2b)."""
    outcome, abilities, words = outcome_abilities_words(name, line)
    assert outcome == "recognised"
    (found,) = abilities
    assert {k: found[k] for k in ability} == ability
    assert said in words


@pytest.mark.parametrize(
    ("name", "keyword", "rule"),
    [("Leyline of Sanctity", "Hexproof", "702.11c"), ("True Believer", "Shroud", "702.18a")],
)
def test_a_players_hexproof_or_shroud_is_read(name: str, keyword: str, rule: str) -> None:
    """ "You have hexproof." / "You have shroud.": a keyword of the player (613.10)."""
    outcome, found, words = outcome_abilities_words(name, "You have")
    assert outcome == "recognised"
    assert [{k: val for k, val in a.items() if k != "text"} for a in found] == [
        {
            "kind": "static",
            "affects": "you",
            "modifications": [{"op": "add_keywords", "keywords": [keyword]}],
        }
    ]
    assert rule in words
    assert "613.10" in words

"""The builder's card-name autocomplete: folding (case, accents, Æ/Ae, ’/', hyphens and other
punctuation), the order of its tiers, its limits, and the names it offers."""

from __future__ import annotations

import pytest

from app.web import card_complete
from app.web.card_complete import MAX_QUERY, MAX_SUGGESTIONS, NameIndex, compact, suggestions

NAMES = [
    "Æther Storm",
    "Aether Vial",
    "Aetherize",
    "The Aetherspark",
    "Urza’s Tower",
    "Urza's Mine",
    "An-Havva Constable",
    "Folk of An-Havva",
    "Lim-Dûl's Vault",
    "Fire // Ice",
    "Shock",
    "Shocker",
    "Aftershock",
    "Electroshock Wave",
    "Sudden Shock",
    "Gadwick, the Wizened",
]
INDEX = NameIndex(
    NAMES,
    [
        ("Fire", "Fire // Ice"),
        ("Ice", "Fire // Ice"),
        ("Start", "Start // Fire"),
        ("Fire", "Start // Fire"),
    ],
)


@pytest.mark.parametrize(
    ("typed", "first"),
    [
        ("aether storm", "Æther Storm"),
        ("ÆTHER STORM", "Æther Storm"),
        ("Aether Storm", "Æther Storm"),
        ("æther vial", "Aether Vial"),
        ("urza's tower", "Urza’s Tower"),
        ("urza’s mine", "Urza's Mine"),
        ("urzas tower", "Urza’s Tower"),
        ("an havva constable", "An-Havva Constable"),
        ("anhavva", "An-Havva Constable"),
        ("an-havva c", "An-Havva Constable"),
        ("lim dul", "Lim-Dûl's Vault"),
        ("LIM-DÛL", "Lim-Dûl's Vault"),
        ("fire ice", "Fire // Ice"),
        ("gadwick the", "Gadwick, the Wizened"),
        ("  shock  ", "Shock"),
    ],
)
def test_matching_folds_case_accents_ligatures_and_punctuation(typed: str, first: str) -> None:
    assert INDEX.match(typed)[0] == first


def test_the_exact_name_comes_first_then_prefixes_then_word_starts_then_substrings() -> None:
    assert INDEX.match("shock") == [
        "Shock",
        "Shocker",
        "Sudden Shock",
        "Aftershock",
        "Electroshock Wave",
    ]
    # Alphabetical by the folded name within a tier, spaces and punctuation aside.
    assert INDEX.match("aether") == ["Aetherize", "Æther Storm", "Aether Vial", "The Aetherspark"]


def test_a_later_word_matches_from_its_start() -> None:
    assert INDEX.match("ice") == ["Fire // Ice"]
    assert INDEX.match("wizened") == ["Gadwick, the Wizened"]
    # In the order of the words matched: "havva" before "havva constable".
    assert INDEX.match("havva") == ["Folk of An-Havva", "An-Havva Constable"]


def test_an_apostrophe_does_not_start_a_word() -> None:
    # "Urza's" is one word: "s" would otherwise match every possessive name.
    assert "Urza’s Tower" not in INDEX.match("s t")[:1]
    assert INDEX.match("stow") == ["Urza’s Tower"]  # a substring still finds it


def test_results_stop_at_the_limit() -> None:
    many = NameIndex([f"Goblin {n:03}" for n in range(100)])
    assert len(many.match("goblin")) == MAX_SUGGESTIONS
    assert len(many.match("goblin", limit=5)) == 5
    assert many.match("goblin", limit=0) == []


def test_nothing_typed_or_only_punctuation_matches_nothing() -> None:
    for typed in ("", "   ", "'-,/", "\u2019"):
        assert INDEX.match(typed) == []


def test_exact_finds_the_name_a_spelling_means() -> None:
    assert INDEX.exact("aether storm") == "Æther Storm"
    assert INDEX.exact("URZAS TOWER") == "Urza’s Tower"
    assert INDEX.exact("an havva constable") == "An-Havva Constable"
    assert INDEX.exact("an havva") is None
    assert INDEX.exact("") is None


def test_exact_prefers_the_name_equal_when_folded() -> None:
    index = NameIndex(["Ab-C", "Abc"])
    assert index.exact("abc") == "Abc"
    assert index.exact("ab-c") == "Ab-C"


def test_close_finds_a_typo() -> None:
    assert INDEX.close("Urza's Towr") == ["Urza’s Tower"]
    assert INDEX.close("zzzz") == []
    assert INDEX.close("") == []


def test_compact_keys_drop_punctuation_and_spaces() -> None:
    assert compact("Lim-Dûl's  Vault") == "limdulsvault"
    assert compact("Æther // Storm") == "aetherstorm"


def test_a_face_name_finds_its_card_unless_two_cards_share_it() -> None:
    assert INDEX.exact("ice") == "Fire // Ice"
    assert INDEX.exact("start") == "Start // Fire"
    assert INDEX.exact("fire") is None


def test_the_builder_offers_every_game_card_and_the_longest_name_fits_the_query_limit() -> None:
    names, faces = card_complete.offered_names()
    assert len(names) > 30_000
    assert not {"Tazeem", "A Display of My Dark Power"} & set(names)  # a plane, a scheme
    assert ("Insectile Aberration", "Delver of Secrets // Insectile Aberration") in faces
    assert "Grizzly Bears" in names
    assert suggestions("grizzly")[0] == "Grizzly Bears"
    assert max(map(len, names)) <= MAX_QUERY

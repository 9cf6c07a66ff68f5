"""The Antiquities (CR 206.3b) and Homelands (CR 206.3c) name lists and the folded name check."""

from __future__ import annotations

import pytest

from app.reference.name_lists import NameListError, parse_name_list
from app.reference.store import ReferenceStore


def test_list_sizes(store: ReferenceStore) -> None:
    assert len(store.name_lists["antiquities"].names) == 85
    assert len(store.name_lists["homelands"].names) == 115


def test_names_exactly_as_the_cr_gives_them(store: ReferenceStore) -> None:
    antiquities = store.name_lists["antiquities"].names
    homelands = store.name_lists["homelands"].names
    assert antiquities[0] == "Amulet of Kroog"
    assert antiquities[-1] == "Yotian Soldier"
    assert "Urza’s Tower" in antiquities
    assert "Circle of Protection: Artifacts" in antiquities
    assert "Reveka, Wizard Savant" in homelands
    assert "Reveka" not in homelands
    assert homelands[0] == "Abbey Gargoyles"


@pytest.mark.parametrize(
    ("typed", "list_key", "entry"),
    [
        ("Urza's Tower", "antiquities", "Urza’s Tower"),
        ("urza’s tower", "antiquities", "Urza’s Tower"),
        ("REVEKA, WIZARD SAVANT", "homelands", "Reveka, Wizard Savant"),
        ("Æther Storm", "homelands", "Aether Storm"),
        ("  Ornithopter ", "antiquities", "Ornithopter"),
    ],
)
def test_check_folds_like_search(
    store: ReferenceStore, typed: str, list_key: str, entry: str
) -> None:
    assert store.name_lists[list_key].find(typed) == entry  # type: ignore[index]


def test_check_refuses_near_misses(store: ReferenceStore) -> None:
    assert store.name_lists["antiquities"].find("Urza's") is None
    assert store.name_lists["homelands"].find("Reveka") is None
    assert store.name_lists["antiquities"].find("Grizzly Bears") is None


def test_parser_needs_the_list_sentence() -> None:
    with pytest.raises(NameListError):
        parse_name_list("One card refers to permanents.")
    assert parse_name_list("Those names are A; B, C; and D.") == ["A", "B, C", "D"]

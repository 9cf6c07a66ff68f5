"""The Antiquities (CR 206.3b) and Homelands (CR 206.3c) name lists and the name check."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

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


# -- the check a judge runs: /api/v1/names/check (the page words it the same way) -----------------


def _check(client: TestClient, name: str) -> Any:
    response = client.get("/api/v1/names/check", params={"name": name})
    assert response.status_code == 200
    return response.json()


@pytest.mark.parametrize(
    ("typed", "list_key", "entry"),
    [
        ("urzas tower", "antiquities", "Urza’s Tower"),  # no apostrophe
        ("an havva constable", "homelands", "An-Havva Constable"),  # no hyphen
        ("Reveka Wizard Savant", "homelands", "Reveka, Wizard Savant"),  # no comma
        ("Circle of Protection Artifacts", "antiquities", "Circle of Protection: Artifacts"),
        ("suchi", "antiquities", "Su-Chi"),
        ("Stripmine", "antiquities", "Strip Mine"),
        ("Wizards School", "homelands", "Wizards’ School"),
    ],
)
def test_punctuation_and_spaces_aside_the_name_is_listed(
    client: TestClient, typed: str, list_key: str, entry: str
) -> None:
    body = _check(client, typed)
    assert body["answer"] == "yes"
    assert body[list_key] == entry
    assert body["candidates"] == []
    assert body["message"].startswith(f"Yes — “{entry}” is on the ")
    differ = "only case, accents, punctuation or spaces differ"
    assert f"You typed “{typed}”; {differ}." in body["message"]


def test_an_exact_listed_name_is_a_plain_yes(client: TestClient) -> None:
    body = _check(client, "Urza’s Tower")
    assert body == {
        "name": "Urza’s Tower",
        "answer": "yes",
        "message": "Yes — “Urza’s Tower” is on the Antiquities list (rule 206.3b).",
        "antiquities": "Urza’s Tower",
        "homelands": None,
        "candidates": [],
    }


@pytest.mark.parametrize(
    ("typed", "suggested"),
    [
        ("Serra Aviery", [("Serra Aviary", "homelands", 90.9)]),
        ("Mishras Factroy", [("Mishra’s Factory", "antiquities", 92.9)]),
        ("Ornithoptor", [("Ornithopter", "antiquities", 90.9)]),
        ("Golgathian Sylex", [("Golgothian Sylex", "antiquities", 93.3)]),
        ("Apocalypse Chimes", [("Apocalypse Chime", "homelands", 93.8)]),
        ("Triskellion", [("Triskelion", "antiquities", 90.9)]),
        ("Hazdur the Abot", [("Hazduhr the Abbot", "homelands", 86.7)]),
        ("Baron Sengyr", [("Baron Sengir", "homelands", 90.9)]),
        ("Autumn Wilow", [("Autumn Willow", "homelands", 91.7)]),
        ("Feroz Ban", [("Feroz’s Ban", "homelands", 88.9)]),
        ("Ether Storm", [("Aether Storm", "homelands", 90.9)]),
        ("Argivian Archeologist", [("Argivian Archaeologist", "antiquities", 95.2)]),
        ("Reveka Wizard Savent", [("Reveka, Wizard Savant", "homelands", 94.4)]),
        (
            "Circle of Protection: Artifact",
            [("Circle of Protection: Artifacts", "antiquities", 96.3)],
        ),
        ("Atgo", [("Atog", "antiquities", 75.0)]),
        (
            "Urza's Miner",
            [("Urza’s Mine", "antiquities", 90.0), ("Urza’s Miter", "antiquities", 90.0)],
        ),
        ("Weadstone", [("Weakstone", "antiquities", 88.9), ("Headstone", "homelands", 88.9)]),
    ],
)
def test_a_near_miss_is_no_exact_match_with_suggestions(
    client: TestClient, typed: str, suggested: list[tuple[str, str, float]]
) -> None:
    body = _check(client, typed)
    assert body["answer"] == "did_you_mean"
    assert (body["antiquities"], body["homelands"]) == (None, None)
    rules = {"antiquities": "206.3b", "homelands": "206.3c"}
    assert body["candidates"] == [
        {"name": name, "list": key, "score": score, "rule": rules[key]}
        for name, key, score in suggested
    ]
    sets = {"antiquities": "Antiquities", "homelands": "Homelands"}
    offered = [f"{name} ({sets[key]}, {rules[key]})" for name, key, _ in suggested]
    meant = offered[0] if len(offered) == 1 else f"{', '.join(offered[:-1])} or {offered[-1]}"
    assert body["message"] == (
        f"No exact match — did you mean {meant}? “{typed}” itself is on neither list."
    )
    assert not body["message"].startswith("No —")


def test_the_issue_example_reads_as_asked(client: TestClient) -> None:
    assert _check(client, "Urza's Towr")["message"].startswith(
        "No exact match — did you mean Urza’s Tower (Antiquities, 206.3b)?"
    )


@pytest.mark.parametrize(
    "typed",
    [
        "Grizzly Bears",
        "Lightning Bolt",
        "Mindstone",
        "Coral Eel",
        "Serra Angel",
        "Armageddon",
        "Wall of Swords",
        "Urza's Saga",
        "Circle of Protection: Red",
    ],
)
def test_a_name_on_neither_list_and_near_none_is_a_plain_no(client: TestClient, typed: str) -> None:
    body = _check(client, typed)
    assert (body["answer"], body["candidates"]) == ("no", [])
    assert body["message"] == (
        f"No — “{typed}” is on neither the Antiquities (206.3b) nor the Homelands (206.3c) list."
    )

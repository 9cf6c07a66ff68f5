"""The static "… can't be the target of …" (CR 115.1, 604.1): which permanents it protects, from
spells, abilities or both, of which colors, controlled by whom — and the lines it leaves unread."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import reading_containing


@pytest.mark.parametrize(
    ("name", "ability"),
    [
        ("Karplusan Strider", {"affects": "self", "colors": ["U", "B"]}),
        ("Fiendslayer Paladin", {"affects": "self", "colors": ["B", "R"], "opponents": True}),
        ("Suq'Ata Firewalker", {"affects": "self", "colors": ["R"], "abilities": True}),
        ("Gaea's Revenge", {"affects": "self", "not_colors": ["G"], "abilities": True}),
        (
            "Thrun, Breaker of Silence",
            {"affects": "self", "not_colors": ["G"], "abilities": True, "opponents": True},
        ),
        (
            "Spellbane Centaur",
            {"affects": "creatures_you_control", "colors": ["U"], "abilities": True},
        ),
        ("Dense Foliage", {"affects": "creatures"}),
        (
            "Shielding Plax",
            {"affects": "enchanted", "spells": True, "abilities": True, "opponents": True},
        ),
        (
            "Shanna, Sisay's Legacy",
            {"affects": "self", "spells": False, "abilities": True, "opponents": True},
        ),
    ],
)
def test_cant_be_the_target_of_is_read(name: str, ability: dict[str, Any]) -> None:
    found = reading_containing(name, " be the target")
    assert found.outcome == "recognised"
    (read,) = found.abilities
    defaults = {"spells": True, "abilities": False, "opponents": False}
    expected = {"kind": "cant_be_targeted", **defaults, **ability}
    assert {k: v for k, v in read.items() if k != "text"} == expected
    assert "(115.1, 604.1, 101.2)" in found.words


@pytest.mark.parametrize(
    "name",
    [
        "Lurker",  # "unless it attacked or blocked this turn": a condition
        "Spectral Shield",  # "gets +0/+2 and can't be …": a second predicate
        "Bartel Runeaxe",  # "Aura spells": a kind of spell, not a color
        "Anti-Magic Aura",  # "and can't be enchanted by other Auras"
    ],
)
def test_cant_be_the_target_of_stays_unread_when_it_says_more(name: str) -> None:
    assert reading_containing(name, " be the target").outcome != "recognised"

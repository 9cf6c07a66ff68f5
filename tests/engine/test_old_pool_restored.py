"""Every card the old hand-written Antiquities and Homelands pool modelled is modelled today.

Before the card pool moved to the corpus (commit 24cc13f removed
`engine/cards/sets/antiquities_homelands.json`, 194 definitions, and the hand-written overrides
stayed), these cards had modelled abilities; each still has at least as many modelled abilities,
read by the oracle compiler or kept as an override checked against the corpus (issue 25 §2.7).
Martyrs of Korlis was text only in every version of that module; its redirection effect (614.9)
is modelled now and is listed with the implemented ones.
"""

from __future__ import annotations

import pytest

from engine import card_status, find_card

#: Implemented in the old module (or hand-written overrides of Antiquities/Homelands cards).
IMPLEMENTED = (
    "Abbey Matron",
    "Ambush Party",
    "Anaba Bodyguard",
    "Cemetery Gate",
    "Clay Statue",
    "Death Speakers",
    "Dragon Engine",
    "Dwarven Trader",
    "Ebony Rhino",
    "Eron the Relentless",
    "Feast of the Unicorn",
    "Ihsan's Shade",
    "Mesa Falcon",
    "Narwhal",
    "Sea Sprite",
    "Wall of Spears",
    "Willow Faerie",
    "Yotian Soldier",
    "Abbey Gargoyles",
    "Mishra's Factory",
    "Golgothian Sylex",
    "Apocalypse Chime",
    "Martyrs of Korlis",
)
#: Partial in the old module: how many of its abilities it modelled.
PARTIAL = {
    "An-Havva Township": 2,
    "Artifact Ward": 1,
    "Autumn Willow": 1,
    "Aysen Abbey": 2,
    "Baron Sengir": 1,
    "Black Carriage": 2,
    "Castle Sengir": 2,
    "Clockwork Avian": 1,
    "Colossus of Sardia": 2,
    "Dark Maze": 1,
    "Faerie Noble": 1,
    "Funeral March": 1,
    "Ghost Hounds": 1,
    "Giant Albatross": 1,
    "Heart Wolf": 1,
    "Ironclaw Curse": 2,
    "Koskun Keep": 2,
    "Mammoth Harness": 2,
    "Marjhan": 1,
    "Rashka the Slayer": 1,
    "Roterothopter": 1,
    "Sengir Bats": 1,
    "Serra Bestiary": 1,
    "Strip Mine": 1,
    "Tetravus": 1,
    "Torture": 1,
    "Wall of Kelp": 1,
    "Wizards' School": 2,
    "Yawgmoth Demon": 2,
}


@pytest.mark.parametrize("name", IMPLEMENTED)
def test_an_old_implemented_card_is_implemented(name: str) -> None:
    card = find_card(name)
    assert card is not None
    assert card_status(card).unsupported == ()


@pytest.mark.parametrize(("name", "modelled"), sorted(PARTIAL.items()))
def test_an_old_partial_card_models_at_least_as_much(name: str, modelled: int) -> None:
    card = find_card(name)
    assert card is not None
    assert card_status(card).modelled >= modelled

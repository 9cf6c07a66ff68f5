"""An Aura enchanting a card in a graveyard (303.4a): "Enchant creature card in a graveyard" and
Animate Dead's enters trigger read from the cards' own lines — Dance of the Dead's "Put … onto
the battlefield tapped" too — and a line saying something else left unread."""

from __future__ import annotations

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card


def _readings(name: str) -> dict[str, tuple[str, tuple[object, ...]]]:
    card = corpus_card(name)
    assert card is not None, name
    face = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    return {r.line: (r.outcome, r.abilities) for r in face.readings}


@pytest.mark.parametrize(("name", "tapped"), [("Animate Dead", False), ("Dance of the Dead", True)])
def test_the_enchant_ability_and_the_enters_trigger_are_read(name: str, tapped: bool) -> None:
    readings = _readings(name)
    outcome, (enchant,) = readings["Enchant creature card in a graveyard"]
    assert outcome == "recognised"
    assert enchant == {
        "kind": "enchant",
        "target": "card",
        "filter": {"types": ["Creature"]},
    }
    (trigger,) = [line for line in readings if line.startswith("When this Aura enters")]
    outcome, (ability,) = readings[trigger]
    assert outcome == "recognised"
    assert isinstance(ability, dict)
    assert ability["trigger"] == {"event": "enters"}
    assert ability["effects"] == [{"op": "return_enchanted_card", "tapped": tapped}]


def test_another_graveyard_aura_line_stays_unread() -> None:
    # Spellweaver Volute enchants an instant card in a graveyard: neither its enchant ability
    # (only creature cards are read) nor its copying trigger is modelled.
    readings = _readings("Spellweaver Volute")
    assert "recognised" not in {outcome for outcome, _ in readings.values()}

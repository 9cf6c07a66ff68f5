"""Every hand-written card definition agrees with the oracle corpus (it overrides the corpus's).

Mana cost, type line, power / toughness, loyalty, the whole oracle text, and each ability's text
(an oracle line, with or without its reminder text, CR 207.2, or the inside of a reminder-only
line such as a basic land's "({T}: Add {G}.)", CR 305.6); each keyword is one the card's oracle
lines give it. A difference fails the test: the hand-typed data is wrong, or the card's wording
changed.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face, oracle_lines, strip_reminder
from engine.cards.convert import card_data, printed_number
from engine.cards.pool import all_cards
from engine.cards.store import corpus_card

HAND_WRITTEN = all_cards()


def differences(data: dict[str, Any]) -> list[str]:
    """How a hand-written definition differs from its corpus card (empty when it doesn't)."""
    card = corpus_card(data["name"])
    if card is None:
        return [f"{data['name']!r} is not in the corpus"]
    face = card.front
    found: list[str] = []

    def compare(field: str, ours: object, theirs: object) -> None:
        if ours != theirs:
            found.append(f"{field}: ours {ours!r}, the corpus {theirs!r}")

    compare("name", data["name"], face.name)
    compare("mana_cost", data.get("mana_cost", ""), face.mana_cost or "")
    compare("type_line", data["type_line"], face.type_line)
    compare("power", data.get("power"), printed_number(face.power))
    compare("toughness", data.get("toughness"), printed_number(face.toughness))
    compare("loyalty", data.get("loyalty"), printed_number(face.loyalty))
    compare("oracle", data.get("oracle", ""), face.text)
    lines = oracle_lines(face.text)
    allowed = set(lines) | {strip_reminder(line) for line in lines}
    allowed |= {line[1:-1] for line in lines if line.startswith("(")}
    compiled = compile_face(card.name, face.name, face.text, face.types)
    keywords = {a for a in compiled.abilities if isinstance(a, str)}
    for ability in data.get("abilities", ()):
        if isinstance(ability, str):
            if ability not in keywords:
                found.append(f"keyword {ability!r} is not on the card")
        elif ability["text"] not in allowed:
            found.append(f"ability text {ability['text']!r} is not an oracle line")
    return found


@pytest.mark.parametrize("data", HAND_WRITTEN, ids=[d["name"] for d in HAND_WRITTEN])
def test_a_hand_written_card_agrees_with_the_corpus(data: dict[str, Any]) -> None:
    assert differences(data) == []


def test_the_check_finds_a_wrong_regeneration_cost() -> None:
    # Drudge Skeletons is no longer hand-written (the compiler reads it); its compiled data
    # stands in for a hand-typed definition with the old, wrong cost.
    card = corpus_card("Drudge Skeletons")
    assert card is not None
    skeletons = card_data(card)
    wrong = {
        **skeletons,
        "abilities": [{**skeletons["abilities"][0], "text": "{1}: Regenerate this creature."}],
    }
    assert differences(wrong) == [
        "ability text '{1}: Regenerate this creature.' is not an oracle line"
    ]

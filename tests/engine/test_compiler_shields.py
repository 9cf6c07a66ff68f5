"""Prevention shields from a source of your choice (CR 609.7a, 615.1a): "prevent all damage a
[red] source of your choice would deal [to you] this turn" beside "the next time …", and the
lines that say more than either."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card


def _reading(name: str) -> tuple[Any, list[Any]]:
    card = corpus_card(name)
    assert card is not None, name
    face = card.front
    compiled = compile_face(card.name, face.name, face.text, face.types)
    found = next(r for r in compiled.readings if "Prevent all damage" in r.line)
    effects = list(compiled.effects) or [e for a in found.abilities for e in a.get("effects", ())]
    return found, effects


@pytest.mark.parametrize(
    ("name", "shield"),
    [
        ("Pay No Heed", {"chosen_source": {}}),
        ("Burrenton Forge-Tender", {"chosen_source": {"colors": ["R"]}}),
        ("Auriok Replica", {"chosen_source": {}, "to": "you"}),
    ],
)
def test_all_damage_a_source_of_your_choice_would_deal_this_turn(
    name: str, shield: dict[str, Any]
) -> None:
    found, effects = _reading(name)
    assert found.outcome == "recognised"
    assert effects == [{"op": "prevent_damage", **shield}]
    assert "source of your choice (chosen as it resolves, 609.7a)" in found.words
    assert "next time" not in found.words  # all of it, all turn long (615.1a)


@pytest.mark.parametrize(
    "name",
    [
        "Hallow",  # "You gain life equal to the damage prevented this way."
        "Soul Parry",  # "one or two target creatures"
    ],
)
def test_all_damage_a_shield_says_more_of_stays_unread(name: str) -> None:
    found, _ = _reading(name)
    assert found.outcome != "recognised"

"""A sentence leading with "If this spell was kicked," read by the grammar's lowering (702.33d-e,
608.2c): added to what the text does, or with "instead" in place of the sentence before it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.pool import corpus_definition
from engine.cards.status import card_status


def _effects(name: str) -> list[dict[str, Any]]:
    card = corpus_definition(name)
    assert card is not None
    return [e.model_dump(exclude_defaults=True) | {"op": e.op} for e in card.effects]


def test_instead_replaces_only_the_sentence_before() -> None:
    """Gift of Growth: "Untap target creature. It gets +2/+2 … If this spell was kicked, that
    creature gets +4/+4 … instead." — the untap is done either way; +4/+4 replaces +2/+2."""
    untap, kicked = _effects("Gift of Growth")
    assert untap["op"] == "untap"
    assert kicked["op"] == "if_kicked"
    assert kicked["effects"][0]["modifications"] == ({"power": 4, "toughness": 4},)
    assert kicked["otherwise"][0]["modifications"] == ({"power": 2, "toughness": 2},)


def test_a_kicked_sentence_without_instead_is_added() -> None:
    """Vampire's Bite: "… If this spell was kicked, that creature gains lifelink …" is done as
    well, not in place of the +3/+0."""
    boost, kicked = _effects("Vampire's Bite")
    assert boost["op"] == "continuous"
    assert kicked["op"] == "if_kicked"
    assert "otherwise" not in kicked


@pytest.mark.parametrize(
    "name",
    [
        # "it deals 2 damage to another target creature": a target chosen only if kicked (702.33g)
        "Jilt",
        # "Counter target spell if it was kicked.": "it" is the target spell, not this one
        "Ertai's Trickery",
    ],
)
def test_a_kicked_sentence_it_cant_say_stays_unread(name: str) -> None:
    card = corpus_definition(name)
    assert card is not None
    assert card_status(card).status != "implemented"

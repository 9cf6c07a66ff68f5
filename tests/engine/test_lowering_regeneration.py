"""'It / They / That creature can't be regenerated.' after a destroy (701.19c; issue 28 §5): the
sentence marks the destroy before it, only when its subject refers back to what that destroy
named — with the contrasts left unread."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary import Destroy, DestroyAll, Effect, Filter
from tests.engine.helpers import lowered_spell_effects


def _effects(text: str) -> tuple[Effect, ...] | None:
    return lowered_spell_effects(text, selves=("Test Spell",))


@pytest.mark.parametrize(
    "text",
    [
        "Destroy target nonblack creature. It can't be regenerated.",
        "Destroy target nonartifact, nonblack creature. That creature can't be regenerated.",
    ],
)
def test_a_targeted_destroy_cant_be_regenerated(text: str) -> None:
    assert _effects(text) == (Destroy(target=0, cant_regenerate=True),)


def test_a_destroy_all_cant_be_regenerated() -> None:
    found = _effects("Destroy all creatures. They can't be regenerated.")
    assert found == (DestroyAll(filter=Filter(types=("Creature",)), cant_regenerate=True),)


@pytest.mark.parametrize(
    "text",
    [
        # Not what the destroy named: another object the sentence refers to.
        "Destroy target creature. Target creature can't be regenerated.",
        # Not after a destroy.
        "Tap target creature. It can't be regenerated.",
        # "Can't" of another kind: not an amendment of the destroy.
        "Destroy target creature. It can't block.",
    ],
)
def test_another_sentence_after_a_destroy_stays_unread(text: str) -> None:
    assert _effects(text) is None

"""Folding: the one normalisation search, name lookup and the name check share."""

from __future__ import annotations

import pytest

from app.reference.folding import fold, slug


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Urza's Tower", "Urza’s Tower"),
        ("aether storm", "Æther Storm"),
        ("AETHER", "Aether"),
        ("Junún Efreet", "junun efreet"),
        ("Antiquities™", "antiquities"),
        ("  several   spaces ", "several spaces"),
    ],
)
def test_fold_equal(a: str, b: str) -> None:
    assert fold(a) == fold(b)


def test_slug() -> None:
    assert slug("Reveka, Wizard Savant") == "reveka-wizard-savant"
    assert slug("Urza’s Tower") == "urza-s-tower"
    assert slug("Circle of Protection: Artifacts") == "circle-of-protection-artifacts"

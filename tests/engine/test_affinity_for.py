"""Affinity for a card type or a subtype (CR 702.41a): what each spelling counts, read from the
keyword; each instance applies (702.41b)."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary.keywords import normalise_keyword
from engine.mechanics.affinity.model import Counted, affinity_counts


@pytest.mark.parametrize(
    ("printed", "counts"),
    [
        ("Affinity for artifacts", Counted(("Artifact",), None, "artifacts")),
        (
            "Affinity for artifact creatures",
            Counted(("Artifact", "Creature"), None, "artifact creatures"),
        ),
        ("Affinity for Islands", Counted((), "Island", "Islands")),  # a basic land type
        ("Affinity for Plains", Counted((), "Plains", "Plains")),
        ("Affinity for Equipment", Counted((), "Equipment", "Equipment")),  # an artifact type
        ("Affinity for Slivers", Counted((), "Sliver", "Slivers")),  # a creature type
    ],
)
def test_what_affinity_counts(printed: str, counts: Counted) -> None:
    keyword = normalise_keyword(printed)
    assert keyword == printed
    assert affinity_counts([keyword]) == [counts]


@pytest.mark.parametrize(
    "printed", ["Affinity for Sliver", "Affinity for Affinity", "Affinity for flying"]
)
def test_what_names_nothing_counted_is_not_read(printed: str) -> None:
    assert normalise_keyword(printed) is None

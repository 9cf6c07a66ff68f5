"""The lowering of "[permanents] enter tapped" as a permanent's static ability (issue 28 §5):
a replacement effect on how each permanent of the group enters (614.1d, 614.12), with the
groups the noun-phrase reader can't say as one filter left unread."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary import Filter, Replacement
from tests.engine.helpers import lowered_ability


@pytest.mark.parametrize(
    ("line", "flt"),
    [
        (
            "Creatures your opponents control enter tapped.",
            Filter(types=("Creature",), controller="opponent"),
        ),
        ("Artifacts and lands enter tapped.", Filter(any_types=("Artifact", "Land"))),
        ("Permanents enter tapped.", Filter()),
    ],
)
def test_group_enters_tapped(line: str, flt: Filter) -> None:
    # Authority of the Consuls, Root Maze, Orb of Dreams.
    assert lowered_ability(line, ("Root Maze",)) == Replacement(
        event="enters", filter=flt, tapped=True
    )


def test_group_enters_tapped_unread_when_no_filter_says_it() -> None:
    # Thalia, Heretic Cathar: "nonbasic" is said of lands only, which no one filter of the
    # union says, so the line stays unread rather than tapping basic lands too.
    line = "Creatures and nonbasic lands your opponents control enter tapped."
    assert lowered_ability(line, ("Thalia, Heretic Cathar",)) is None

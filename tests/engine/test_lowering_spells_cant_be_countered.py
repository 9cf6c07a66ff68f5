"""The lowering of "[spells] can't be countered" as a permanent's static ability (issue 28 §5,
101.2): the spells named by one quality, two card types joined by "and", "you control" and a
power bound, with the groups the reader leaves unread."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary import Filter, SpellsCantBeCountered
from tests.engine.helpers import lowered_ability


@pytest.mark.parametrize(
    ("line", "flt"),
    [
        ("Creature spells can't be countered.", Filter(types=("Creature",))),
        (
            "Green spells you control can't be countered.",
            Filter(colors=("G",), controller="you"),
        ),
        ("Sliver spells can't be countered.", Filter(subtypes=("Sliver",))),
        (
            "Instant and sorcery spells you control can't be countered.",
            Filter(any_types=("Instant", "Sorcery"), controller="you"),
        ),
        (
            "Creature spells you control with power 5 or greater can't be countered.",
            Filter(types=("Creature",), controller="you", power_at_least=5),
        ),
    ],
)
def test_spells_cant_be_countered(line: str, flt: Filter) -> None:
    # Gaea's Herald, Allosaurus Shepherd, Root Sliver, Sphinx of the Final Word, Spellbreaker
    # Behemoth.
    assert lowered_ability(line, ("Gaea's Herald",)) == SpellsCantBeCountered(filter=flt)


def test_all_spells_unread() -> None:
    # No quality before "spells": not a group the reader says (no card of the corpus says it
    # alone), so the line stays unread rather than guessed.
    assert lowered_ability("Spells can't be countered.", ("Gaea's Herald",)) is None

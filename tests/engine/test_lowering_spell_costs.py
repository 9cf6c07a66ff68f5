"""The lowering of "[spells] you cast cost {N} less / more to cast" as a permanent's static
ability (issue 28 §5, 601.2f): the spells named by qualities, by a keyword, power or mana value
they have and by who casts them; a colored increase; and the shapes left unread."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary import CostChange, Filter
from tests.engine.helpers import lowered_ability

_HISTORIC = Filter(
    any_of=(
        Filter(types=("Artifact",)),
        Filter(supertypes=("Legendary",)),
        Filter(subtypes=("Saga",)),
    )
)


@pytest.mark.parametrize(
    ("line", "flt", "amount"),
    [
        ("Historic spells you cast cost {1} less to cast.", _HISTORIC, 1),
        ("Demon spells you cast cost {2} less to cast.", Filter(subtypes=("Demon",)), 2),
        (
            "Creature spells with flying you cast cost {1} less to cast.",
            Filter(types=("Creature",), keywords=("Flying",)),
            1,
        ),
        (
            "Creature spells you cast with power 4 or greater cost {2} less to cast.",
            Filter(types=("Creature",), power_at_least=4),
            2,
        ),
        (
            "Instant and sorcery spells you cast with mana value 5 or greater cost {1} less to "
            "cast.",
            Filter(any_types=("Instant", "Sorcery"), mana_value_at_least=5),
            1,
        ),
    ],
)
def test_reduction_of_the_spells_named(line: str, flt: Filter, amount: int) -> None:
    # Jhoira's Familiar, Herald of Slaanesh, Warden of Evos Isle, Goreclaw, Spectacle Mage.
    found = lowered_ability(line, ("Goreclaw",))
    assert isinstance(found, CostChange)
    assert (found.filter, found.caster, found.amount, found.more) == (flt, "you", amount, False)


def test_colored_increase() -> None:
    # Derelor, the Leeches: the increase is of colored mana, added to the total cost as it is.
    found = lowered_ability("Black spells you cast cost {B} more to cast.", ("Derelor",))
    assert isinstance(found, CostChange)
    assert (found.filter, found.amount, found.colored, found.more) == (
        Filter(colors=("B",)),
        0,
        "{B}",
        True,
    )


@pytest.mark.parametrize(
    "line",
    [
        # A colored reduction reduces generic mana when the cost has none of that color (118.7c).
        "Spells you cast from your graveyard cost {U} less to cast.",
        # Where a spell is cast from, a chosen type, a half mana: not read.
        "Spells you cast from your graveyard cost {1} less to cast.",
        "Creature spells of the chosen type cost {2} less to cast.",
        "Spells you cast cost {½} less to cast.",
        # Two effects in one line: one ability a line.
        "Spells you cast with mana value 5 or greater cost {1} less to cast and can't be "
        "countered.",
    ],
)
def test_unread_cost_changes(line: str) -> None:
    assert lowered_ability(line, ("Patrician Geist",)) is None


def test_keyword_not_modelled_unread() -> None:
    # Soulbond isn't on the objects that print it (the engine doesn't model it), so a
    # reduction asking for it would miss every soulbond spell; the line stays unread.
    line = "Creature spells you cast with soulbond cost {2} less to cast."
    assert lowered_ability(line, ("Chatzuk",)) is None

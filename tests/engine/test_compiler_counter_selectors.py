"""The noun-phrase reader's counters and numbers of colors (issue 28): "with a +1/+1 counter on
it" (122.1) and "multicolored" / "monocolored" / "colorless" (105.2a-c), each rule with the
contrast it must leave unread."""

from __future__ import annotations

import pytest

from engine.cards.compiler.selectors import group, target
from engine.cards.vocabulary import Filter


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        (
            "each creature you control with a +1/+1 counter on it",
            Filter(types=("Creature",), controller="you", counters=("+1/+1",)),
        ),
        (  # the plural says the same: one or more on each (122.1)
            "Creatures you control with +1/+1 counters on them",
            Filter(types=("Creature",), controller="you", counters=("+1/+1",)),
        ),
        (
            "each other creature you control without a +1/+1 counter on it",
            Filter(types=("Creature",), controller="you", other=True, not_counters=("+1/+1",)),
        ),
        (
            "each creature with a level counter on it",
            Filter(types=("Creature",), counters=("level",)),
        ),
    ],
)
def test_counters_on_it(phrase: str, expected: Filter) -> None:
    found = group(phrase)
    assert found is not None, phrase
    assert Filter.model_validate(found) == expected


def test_a_target_with_a_counter() -> None:
    found = target("target creature with a -1/-1 counter on it")
    assert found is not None
    assert Filter.model_validate(found["filter"]) == Filter(counters=("-1/-1",))


def test_a_counter_after_a_list_of_types_stays_unread() -> None:
    # Whose counter it is — the creature's only, or the artifact's too — isn't clear.
    assert target("target artifact or creature with a +1/+1 counter on it") is None
    assert group("each Elf or Warrior with a +1/+1 counter on it") is None
    # No counter of any kind is no kind of counter.
    assert group("creatures with no counters on them") is None
    # A counter on something else than the object itself: not this rule.
    assert group("each creature with a +1/+1 counter on ~") is None


@pytest.mark.parametrize("word", ["multicolored", "monocolored", "colorless"])
def test_how_many_colors(word: str) -> None:
    found = group(f"{word.capitalize()} creatures you control")
    assert found is not None
    flt = Filter.model_validate(found)
    assert flt == Filter(types=("Creature",), controller="you", colored=word)


def test_two_numbers_of_colors_stay_unread() -> None:
    assert group("multicolored colorless creatures") is None

"""A changed copy of a piece of the card vocabulary (`model_copy`) finds its derived values again:
pydantic copies the instance's dictionary, where a `cached_property` keeps what it found, so
without the vocabulary's one override a copy would answer for the original (a filter's, and a
card's — an X/X token's size is set on a copy of its definition as it is created, 608.2h)."""

from __future__ import annotations

from functools import cached_property

import pytest

from engine.cards import vocabulary as v
from engine.cards.vocabulary.bounds import Model

_TOKEN = v.CardDef.model_validate(
    {
        "name": "Ooze",
        "type_line": "Token Creature — Ooze",
        "colors": ["G"],
        "power": 0,
        "toughness": 0,
        "abilities": ["Trample"],
    }
)


def test_a_sized_copy_of_a_token_is_its_own_part() -> None:
    """The X/X token copied with its size: its only part is itself, not the 0/0 it was copied
    from (what `entering_choices` asks of a card's other faces)."""
    assert _TOKEN.parts == (_TOKEN,)
    sized = _TOKEN.model_copy(update={"power": 3, "toughness": 3})
    assert sized.parts == (sized,)
    assert sized.parts[0] is sized
    assert sized.parts[0].power == 3


def test_a_copy_with_its_abilities_changed_has_those_abilities() -> None:
    """Its keywords and static abilities are the copy's, though the original's were asked."""
    assert _TOKEN.keywords == ("Trample",)
    changed = _TOKEN.model_copy(update={"abilities": ("Haste",)})
    assert changed.keywords == ("Haste",)
    assert _TOKEN.keywords == ("Trample",)


def test_a_copy_with_its_type_line_changed_has_those_types() -> None:
    """The derived characteristics of `Printed` (205.2, 205.3) are found again too."""
    assert _TOKEN.subtypes == ("Ooze",)
    changed = _TOKEN.model_copy(update={"type_line": "Token Creature — Elf"})
    assert changed.subtypes == ("Elf",)


def test_a_changed_copy_of_a_filter_asks_again() -> None:
    """What a filter asks is kept once found; a copy with a field changed finds it again."""
    flt = v.Filter(mana_value_is_x=True)
    assert flt.unlayered == "mana_value_is_x"
    assert flt.of_source is None
    settled = flt.model_copy(update={"mana_value_is_x": False, "other": True})
    assert settled.unlayered is None
    assert settled.of_source == "other"
    assert settled.asked == {"other"}


def _models(cls: type[Model]) -> list[type[Model]]:
    found = [cls]
    for sub in cls.__subclasses__():
        found += _models(sub)
    return found


@pytest.mark.parametrize(
    "cls",
    [
        c
        for c in _models(Model)
        if any(isinstance(a, cached_property) for k in c.__mro__ for a in vars(k).values())
    ],
    ids=lambda c: c.__name__,
)
def test_every_model_with_derived_values_copies_through_the_one_override(cls: type[Model]) -> None:
    """No model of the vocabulary copies its own way: the base's `model_copy` drops every
    cached property, its own and its bases'."""
    assert "model_copy" not in vars(cls) or cls is Model

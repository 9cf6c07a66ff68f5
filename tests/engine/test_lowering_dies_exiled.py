"""'If that creature would die this turn, exile it instead.' (614.1a, 700.4; issue 28 §5): a
replacement for the rest of the turn on the object the condition names — a reference back, a
group (611.2c: whatever it names at each moment, kept apart from a part changing
characteristics), or the creatures a spell dealt damage to (120.3) — with the contrasts left
unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import (
    ApplyContinuous,
    DamageEach,
    Effect,
    ExiledIfItWouldDie,
    ExileInsteadOfGraveyard,
    Filter,
    ModifyPowerToughness,
)
from tests.engine.helpers import lowered_ability, lowered_spell_effects

_EXILED = (ExiledIfItWouldDie(),)


def _effects(text: str) -> tuple[Effect, ...] | None:
    return lowered_spell_effects(text, selves=("Test Spell",))


@pytest.mark.parametrize(
    "text",
    [
        "Test Spell deals 2 damage to target creature. If that creature would die this turn, "
        "exile it instead.",
        "Test Spell deals 4 damage to target creature or planeswalker. If that creature or "
        "planeswalker would die this turn, exile it instead.",
    ],
)
def test_the_object_the_line_named(text: str) -> None:
    found = _effects(text)
    assert found is not None
    assert found[1] == ApplyContinuous(target=0, modifications=_EXILED, duration="end_of_turn")


def test_a_group_stays_apart_from_the_part_changing_characteristics() -> None:
    # 611.2c: the -2/-2 is locked in, the exile-instead asks the group at each moment.
    found = _effects(
        "All creatures get -2/-2 until end of turn. If a creature would die this turn, exile "
        "it instead."
    )
    creatures = Filter(types=("Creature",))
    assert found == (
        ApplyContinuous(
            filter=creatures, modifications=(ModifyPowerToughness(power=-2, toughness=-2),)
        ),
        ApplyContinuous(filter=creatures, modifications=_EXILED, duration="end_of_turn"),
    )


def test_a_creature_dealt_damage_this_way_by_the_spell() -> None:
    found = _effects(
        "Test Spell deals 3 damage to each creature. If a creature dealt damage this way would "
        "die this turn, exile it instead."
    )
    damaged = Filter(types=("Creature",), dealt_damage_by_source=True)
    assert found == (
        DamageEach(amount=3),
        ApplyContinuous(filter=damaged, modifications=_EXILED, duration="end_of_turn"),
    )


@pytest.mark.parametrize(
    "text",
    [
        # The turn's record keeps the creatures dealt damage, not other permanents (120.3).
        "Test Spell deals 1 damage to any target. If a permanent dealt damage this way would die "
        "this turn, exile it instead.",
        # Another object than the condition's: not this replacement.
        "Test Spell deals 2 damage to target creature. If that creature would die this turn, "
        "exile target creature instead.",
    ],
)
def test_other_words_stay_unread(text: str) -> None:
    assert _effects(text) is None


def test_an_abilitys_damage_this_way_stays_unread() -> None:
    # An ability's source may have dealt damage earlier that turn: "this way" isn't all it did.
    line = (
        "{T}: This creature deals 1 damage to any target. If a creature dealt damage this way "
        "would die this turn, exile it instead."
    )
    tree = parse_line(line, ("Test Spell",)).tree
    alone = parse_line("{T}: This creature deals 1 damage to any target.", ("Test Spell",)).tree
    assert tree is not None
    assert alone is not None
    assert lower_ability(alone) is not None  # the damage alone is read
    assert lower_ability(tree) is None


def _static(text: str) -> object:
    return lowered_ability(text, ("Test Creature",))


@pytest.mark.parametrize(
    ("text", "made"),
    [
        ("If this creature would die, exile it instead.", ExileInsteadOfGraveyard(dies=True)),
        (
            "If a creature an opponent controls would die, exile it instead.",
            ExileInsteadOfGraveyard(
                whose="any",
                dies=True,
                filter=Filter(types=("Creature",), controller="opponent"),
            ),
        ),
        (
            "If another creature would die, exile it instead.",
            ExileInsteadOfGraveyard(
                whose="any", dies=True, filter=Filter(types=("Creature",), other=True)
            ),
        ),
    ],
)
def test_a_permanents_own_or_watching_replacement(text: str, made: object) -> None:
    """A static ability's "If … would die, exile it instead." (no "this turn"): 614.1a, 700.4."""
    assert _static(text) == made


@pytest.mark.parametrize(
    "text",
    [
        # Somewhere other than exile: not this replacement.
        "If this creature would die, put it on top of its owner's library instead.",
        # A reflexive trigger after it ("When you do, …") isn't read with it.
        "If a creature an opponent controls would die, exile it instead. When you do, create a "
        "1/1 green Saproling creature token.",
    ],
)
def test_other_static_replacements_stay_unread(text: str) -> None:
    assert _static(text) is None

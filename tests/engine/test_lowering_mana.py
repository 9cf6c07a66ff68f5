"""Mana added by a clause of a longer line (issue 28 §5; 106.1, 106.4, 605.1a-b): "Add {B} or
{R}" read by the compiler's one mana reader wherever the grammar finds the verb, with
contrasts the lowering must leave unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import (
    ADDING_MANA,
    KEEPING_MANA,
    MANA_INSTRUCTIONS,
    Activated,
    AddMana,
    AddManaOneOf,
    ApplyContinuous,
    DoesntUntap,
    Filter,
    LoseLife,
    SpendOnly,
    Triggered,
)
from tests.engine.helpers import lowered_ability, lowered_spell

_ANY = ("{W}", "{U}", "{B}", "{R}", "{G}")


def test_a_mana_ability_with_a_drawback_is_still_a_mana_ability() -> None:
    # Cinder Marsh: no target, it could add mana (605.1a); the drawback is part of its effect.
    found = lowered_ability(
        "{T}: Add {B} or {R}. This land doesn't untap during your next untap step.",
        ("Cinder Marsh",),
    )
    assert isinstance(found, Activated)
    assert found.is_mana_ability
    assert found.effects == (
        AddManaOneOf(options=("{B}", "{R}")),
        ApplyContinuous(
            target="self", modifications=(DoesntUntap(),), duration="your_next_untap_step"
        ),
    )


def test_an_ability_with_a_target_that_adds_mana_is_not_a_mana_ability() -> None:
    # Deathrite Shaman: a target makes it an ordinary activated ability (605.1a), on the stack.
    found = lowered_ability(
        "{T}: Exile target land card from a graveyard. Add one mana of any color.",
        ("Deathrite Shaman",),
    )
    assert isinstance(found, Activated)
    assert not found.is_mana_ability
    assert found.effects[-1] == AddManaOneOf(options=_ANY)


def test_a_trigger_and_a_spell_add_mana_as_they_resolve() -> None:
    # Carnival of Souls ("you … add {B}"): a triggered ability that isn't a mana ability
    # (605.1b: it doesn't trigger from a mana ability), so it uses the stack.
    carnival = lowered_ability(
        "Whenever a creature enters, you lose 1 life and add {B}.", ("Carnival of Souls",)
    )
    assert isinstance(carnival, Triggered)
    assert carnival.effects == (LoseLife(amount=1), AddMana(mana="{B}"))
    # Sarkhan Unbroken's +1 as a spell's text would be: draw, then add.
    drawn = lowered_spell("Draw a card, then add one mana of any color.", selves=())
    assert drawn is not None
    assert drawn[1][-1] == AddManaOneOf(options=_ANY)


@pytest.mark.parametrize(
    "line",
    [
        # Mana of a color chosen as the permanent entered isn't a reading the mana reader has.
        "{T}: Add one mana of the chosen color. You gain 1 life.",
        # Another player adding mana: not the ability's controller (106.3).
        "{T}: Each player adds {G}. You gain 1 life.",
    ],
)
def test_other_mana_stays_unread(line: str) -> None:
    tree = parse_line(line, ("Sol Grail",)).tree
    if tree is None:
        return
    assert lower_ability(tree) is None


def test_spend_this_mana_only_restricts_the_mana_added_before() -> None:
    # Geosurge: the sentence after "Add …" is the mana's restriction (106.6), kept in the pool.
    found = lowered_spell(
        "Add {R}{R}{R}{R}{R}{R}{R}. Spend this mana only to cast artifact or creature spells.",
        selves=("Geosurge",),
    )
    assert found is not None
    _, effects = found
    spend = SpendOnly(
        spells=Filter(any_types=("Artifact", "Creature")),
        text="Spend this mana only to cast artifact or creature spells.",
    )
    assert effects == (AddMana(mana="{R}{R}{R}{R}{R}{R}{R}", spend_only=spend),)


@pytest.mark.parametrize(
    "line",
    [
        # Nothing before it adds mana: "this mana" names nothing.
        "Draw a card. Spend this mana only to cast creature spells.",
        # A restriction the reader doesn't read (where the spell is cast from).
        "Add {B}. Spend this mana only to cast a spell from your graveyard.",
    ],
)
def test_a_restriction_with_no_mana_or_not_read_stays_unread(line: str) -> None:
    assert lowered_spell(line, selves=("Geosurge",)) is None


def test_the_instructions_keeping_mana_are_those_adding_it_with_a_restriction_and_a_duration() -> (
    None
):
    # "Spend this mana only …" (106.6) and "you don't lose this mana" (500.5) amend exactly the
    # instructions adding mana whose model can carry both: one list, checked against the fields.
    carrying = {
        kept for kept in ADDING_MANA if {"spend_only", "lasts", "player"} <= set(kept.model_fields)
    }
    assert set(KEEPING_MANA) == carrying
    assert set(MANA_INSTRUCTIONS) < set(ADDING_MANA)

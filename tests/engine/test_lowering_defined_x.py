"""Amounts the text defines, lowered from the oracle grammar's tree for every verb that takes an
amount (issue 28 §5, 107.3c, 608.2h): ", where X is …" making each X of the line the count, and
"equal to …" after the noun — with the contrasts the lowering leaves unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.vocabulary import (
    Activated,
    CountCharacteristic,
    CountEventAmount,
    CountLifeTotal,
    CountPermanents,
    Effect,
    Filter,
    GainLife,
    LoseLife,
    May,
    PutCounters,
    Static,
    Triggered,
)
from engine.cards.vocabulary.library import Mill
from engine.cards.vocabulary.modifications import ModifyPowerToughnessForEach
from tests.engine.helpers import lowered_ability, lowered_spell_effects

SELVES = ("Lich Lord of Unx",)
ZOMBIES = CountPermanents(filter=Filter(subtypes=("Zombie",), controller="you"))


def _spell(line: str) -> tuple[Effect, ...] | None:
    return lowered_spell_effects(line, selves=SELVES)


def _ability(line: str) -> object:
    return lowered_ability(line, SELVES)


def test_every_x_of_the_sentence_is_the_count() -> None:
    """107.3c, 107.3i: one definition for each X the line says, each counted as its own
    instruction is performed (608.2h)."""
    found = _ability(
        "{U}{U}{B}{B}: Target player loses X life and mills X cards, where X is the number of "
        "Zombies you control."
    )
    assert isinstance(found, Activated)
    assert found.effects == (
        LoseLife(amount=ZOMBIES, player="target", target=0),
        Mill(amount=ZOMBIES, player="target", target=0),
    )


def test_x_may_count_a_targets_number_as_it_last_existed() -> None:
    """ "that creature's power": the target's, asked as the instruction is performed (608.2h)."""
    found = _spell("Put X +1/+1 counters on target creature, where X is that creature's power.")
    assert found is not None
    (put,) = found
    assert isinstance(put, PutCounters)
    assert put.amount == CountCharacteristic(count="power", of=0)


def test_a_triggered_ability_may_say_x_when_its_text_defines_it() -> None:
    found = _ability(
        "At the beginning of your upkeep, you gain X life, where X is the number of Zombies "
        "you control."
    )
    assert isinstance(found, Triggered)
    assert found.effects == (GainLife(amount=ZOMBIES),)


@pytest.mark.parametrize(
    "line",
    [
        # X paid in the cost and X defined by the text: never both (107.3a, 107.3c).
        "{X}{B}: Target player loses X life, where X is the number of Zombies you control.",
        # A count naming a player back isn't read ("they control").
        "Target player loses X life, where X is the number of creatures they control.",
        # Half a life total is rounded one way or the other: not in the vocabulary yet.
        "You gain X life, where X is half your life total.",
    ],
)
def test_definitions_not_read_stay_unread(line: str) -> None:
    tree = parse_line(line, SELVES, spell=not line.startswith("{")).tree
    assert tree is not None, line
    found = lower_ability(tree) if line.startswith("{") else lower_spell([tree])
    assert found is None


def test_x_compared_with_a_filter_is_the_announced_x_and_stays_unread() -> None:
    """ "X target creatures" is counted as the spell is cast (601.2b-c), not by the text."""
    found = _spell("Tap X target creatures, where X is the number of Zombies you control.")
    assert found is None


def test_equal_to_after_the_noun_is_the_count_for_any_verb() -> None:
    """ "gain life equal to …" as "gain X life, where X is …" (107.3c)."""
    found = _ability(
        "Whenever another Zombie you control enters, you may gain life equal to the number of "
        "Zombies you control."
    )
    assert isinstance(found, Triggered)
    assert found.effects == (
        May(effects=(GainLife(amount=ZOMBIES),), text=found.effects[0].text),  # type: ignore[union-attr]
    )


def test_its_power_names_the_target_it_is_bound_to() -> None:
    found = _spell("Destroy target creature. Its controller gains life equal to its power.")
    assert found is not None
    _, gained = found
    assert isinstance(gained, GainLife)
    assert gained.amount == CountCharacteristic(count="power", of=0)


def test_that_much_stays_the_trigger_events_amount() -> None:
    found = _ability("Whenever ~ is dealt damage, you gain that much life.")
    assert isinstance(found, Triggered)
    assert found.effects == (GainLife(amount=CountEventAmount()),)


def test_that_creatures_power_is_the_trigger_events_object_as_it_last_existed() -> None:
    """603.10a, 608.2h: a creature that died is counted as it last existed on the battlefield."""
    found = _ability(
        "Whenever another creature dies, you may put X +1/+1 counters on ~, where X is that "
        "creature's power."
    )
    assert isinstance(found, Triggered)
    (may,) = found.effects
    assert isinstance(may, May)
    (put,) = may.effects
    assert isinstance(put, PutCounters)
    assert put.amount == CountCharacteristic(count="power", of="that_creature")


def test_an_aura_hosts_power_isnt_a_target_and_stays_unread() -> None:
    """ "enchanted creature's power" names no object the count can name here."""
    found = _ability(
        "At the beginning of your upkeep, you gain life equal to enchanted creature's power."
    )
    assert found is None


def test_x_never_counts_the_tokens_it_says_how_many_of() -> None:
    """ "that artifact's mana value" is the destroyed artifact's, as it last existed (608.2h),
    never the tokens the clause creates (107.3c)."""
    found = _spell(
        "Destroy target artifact. Create X 1/1 green Saproling creature tokens, where X is that "
        "artifact's mana value."
    )
    assert found is not None
    _, created = found
    assert getattr(created, "count", None) == CountCharacteristic(count="mana_value", of=0)


def test_your_life_total_is_counted_as_the_instruction_is_performed() -> None:
    found = _spell(
        "Create X 1/1 white Pegasus creature tokens with flying, where X is your life total."
    )
    assert found is not None
    (created,) = found
    assert getattr(created, "count", None) == CountLifeTotal()


def test_a_static_abilitys_x_is_counted_each_time_the_layers_apply() -> None:
    """611.3a, 107.3c: "gets +X/+X, where X is the number of …" is "+1/+1 for each …"."""
    found = _ability("Enchanted creature gets -X/-0, where X is the number of cards in your hand.")
    assert isinstance(found, Static)
    assert found.affects == "enchanted"
    assert found.modifications == (
        ModifyPowerToughnessForEach(
            power=-1, toughness=0, counted="hand", filter=Filter(controller="you")
        ),
    )


@pytest.mark.parametrize(
    "line",
    [
        # Every graveyard isn't a static count the vocabulary has.
        "Equipped creature gets +X/+X, where X is the number of creature cards in all graveyards.",
        # A player's life total isn't a count a static ability has in the vocabulary yet.
        "Enchanted creature gets +X/+X, where X is your life total.",
        # Nothing says X: the definition counts for nothing.
        "Enchanted creature gets +1/+1, where X is the number of cards in your hand.",
    ],
)
def test_static_definitions_not_read_stay_unread(line: str) -> None:
    assert _ability(line) is None

"""More of what a "for each …" counts (107.3c, 608.2h; issue 28 §5), one test per rule: the
counters of a kind on the card itself (`CountCounters`, as it last existed once it has left,
608.2h), attacking creatures of a kind whoever controls them (508.1k), and a group narrowed by a
keyword or a power ("creature you control with flying"), a list of kinds ("artifact and / or
enchantment": each permanent of any of them once), the creatures that died this turn (700.4) and
a count after ", then" (608.2c), cards of a subtype ("Elf card in your graveyard", 205.3); with
the contrasts left unread."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary import (
    CountCards,
    CountCounters,
    CountDied,
    CountPermanents,
    Draw,
    Effect,
    Filter,
    GainLife,
    Mill,
    PutCounters,
)
from tests.engine.helpers import lowered_effects

SELVES = ("Culling Dais",)


def _effects(line: str) -> tuple[Effect, ...] | None:
    return lowered_effects(line, SELVES)


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        (
            "{1}, Sacrifice this artifact: Draw a card for each charge counter on this artifact.",
            "charge",
        ),
        (
            "At the beginning of your upkeep, draw a card for each age counter on Culling Dais.",
            "age",
        ),
    ],
)
def test_counters_on_the_card_itself_are_counted(line: str, kind: str) -> None:
    assert _effects(line) == (Draw(amount=CountCounters(kind=kind)),)


def test_counters_on_it_where_it_isnt_the_card_stay_unread() -> None:
    # "It" is the creature the trigger names, not the card: not read as the card's counters.
    assert (
        _effects("Whenever a creature you control dies, draw a card for each +1/+1 counter on it.")
        is None
    )
    # Contrast: "it" isn't the card drawn either (608.2h) — it is the card itself, as it last
    # existed on the battlefield.
    assert _effects(
        "When this artifact leaves the battlefield, draw a card for each +1/+1 counter on it."
    ) == (Draw(amount=CountCounters(kind="+1/+1")),)


@pytest.mark.parametrize(
    ("counted", "flt"),
    [
        ("attacking creature", Filter(types=("Creature",), attacking=True)),
        ("other attacking Goblin", Filter(subtypes=("Goblin",), attacking=True, other=True)),
        (
            "creature you control with flying",
            Filter(types=("Creature",), controller="you", keywords=("Flying",)),
        ),
        (
            "creature you control with power 4 or greater",
            Filter(types=("Creature",), controller="you", power_at_least=4),
        ),
    ],
)
def test_attacking_and_narrowed_groups_are_counted(counted: str, flt: Filter) -> None:
    found = _effects(f"{{T}}: You gain 1 life for each {counted}.")
    assert found == (GainLife(amount=CountPermanents(filter=flt)),)


@pytest.mark.parametrize(
    "counted",
    [
        "creature you control with a +1/+1 counter on it",  # a filter of counters isn't one here
        "creature you control with toughness 4 or greater",  # the filter has no toughness
    ],
)
def test_a_group_the_filter_cant_say_stays_unread(counted: str) -> None:
    assert _effects(f"{{T}}: You gain 1 life for each {counted}.") is None


@pytest.mark.parametrize(
    ("counted", "flt"),
    [
        (
            "artifact and/or enchantment you control",
            Filter(any_types=("Artifact", "Enchantment"), controller="you"),
        ),
        (
            "Dwarf, Equipment, and/or Vehicle you control",
            Filter(any_subtypes=("Dwarf", "Equipment", "Vehicle"), controller="you"),
        ),
        (
            "tapped artifact, creature, and land you control",
            Filter(any_types=("Artifact", "Creature", "Land"), tapped=True, controller="you"),
        ),
    ],
)
def test_a_list_of_kinds_counts_each_permanent_once(counted: str, flt: Filter) -> None:
    found = _effects(f"{{T}}: You gain 1 life for each {counted}.")
    assert found == (GainLife(amount=CountPermanents(filter=flt)),)


def test_a_list_of_card_kinds_in_your_graveyard_is_counted() -> None:
    line = "{T}: You gain 1 life for each artifact and/or creature card in your graveyard."
    found = _effects(line)
    kinds = Filter(any_types=("Artifact", "Creature"))
    assert found == (GainLife(amount=CountCards(zone="graveyard", filter=kinds)),)


def test_two_counts_joined_by_and_stay_unread() -> None:
    # Two counts added ("… and each land card in your graveyard"): not a list of kinds.
    line = "{T}: You gain 1 life for each land you control and each land card in your graveyard."
    assert _effects(line) is None


def test_the_creatures_that_died_this_turn_are_counted() -> None:
    found = _effects("{T}: Draw a card for each creature that died this turn.")
    assert found == (Draw(amount=CountDied(owner="any")),)


def test_the_creatures_of_a_type_that_died_this_turn_are_counted() -> None:
    """205.3m: "each Zubera that died this turn" counts creatures of that creature type only."""
    found = _effects("{T}: Draw a card for each Zubera that died this turn.")
    assert found == (Draw(amount=CountDied(owner="any", subtype="Zubera")),)
    # Contrast: a word that is no creature type isn't read as one.
    assert _effects("{T}: Draw a card for each Forest that died this turn.") is None


def test_a_count_after_then_is_the_last_instructions() -> None:
    found = _effects(
        "When Culling Dais enters, mill three cards, then put a +1/+1 counter on Culling Dais "
        "for each creature card in your graveyard."
    )
    creature_cards = CountCards(zone="graveyard", filter=Filter(types=("Creature",)))
    assert found == (
        Mill(amount=3),
        PutCounters(counter="+1/+1", amount=creature_cards, target="self"),
    )


def test_a_count_after_and_of_two_verbs_stays_unread() -> None:
    # After "and" it would count for both verbs (Graveborn Muse's ruling): not split.
    line = "{T}: Mill a card and draw a card for each creature card in your graveyard."
    assert _effects(line) is None


@pytest.mark.parametrize(
    ("counted", "flt"),
    [
        ("Elf card in your graveyard", Filter(subtypes=("Elf",))),
        ("Lesson card in your graveyard", Filter(subtypes=("Lesson",))),
        ("Cave card in your graveyard", Filter(subtypes=("Cave",))),
    ],
)
def test_cards_of_a_subtype_in_your_graveyard_are_counted(counted: str, flt: Filter) -> None:
    found = _effects(f"{{T}}: You gain 1 life for each {counted}.")
    assert found == (GainLife(amount=CountCards(zone="graveyard", filter=flt)),)


def test_cards_of_a_word_that_isnt_a_subtype_stay_unread() -> None:
    assert _effects("{T}: You gain 1 life for each Snarf card in your graveyard.") is None

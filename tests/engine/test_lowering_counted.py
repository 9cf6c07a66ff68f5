"""A clause's "for each …" lowered from the oracle grammar's tree (issue 28 §5, 107.3c, 608.2h):
the one instruction of the clause with its amount counted as it is performed, for every verb
whose instruction has an amount — with the contrasts the lowering leaves unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.vocabulary import (
    AddKeywords,
    ApplyContinuous,
    CountCards,
    CountPermanents,
    DealDamage,
    Draw,
    Effect,
    Filter,
    GainLife,
    Static,
    Triggered,
)
from engine.cards.vocabulary.modifications import (
    ModifyPowerToughnessBy,
    ModifyPowerToughnessForEach,
)
from tests.engine.helpers import lowered_spell_effects

SELVES = ("Tireless Gremlin",)
CREATURES_YOU_CONTROL = CountPermanents(filter=Filter(types=("Creature",), controller="you"))


def _effects(line: str) -> tuple[Effect, ...] | None:
    return lowered_spell_effects(line, selves=SELVES)


def test_an_amount_of_one_becomes_the_count() -> None:
    assert _effects("Draw a card for each creature you control.") == (
        Draw(amount=CREATURES_YOU_CONTROL),
    )


def test_a_larger_amount_is_what_each_counted_thing_is_worth() -> None:
    found = _effects(
        "Tireless Gremlin deals 2 damage to each opponent for each artifact you control."
    )
    artifacts = CountPermanents(filter=Filter(types=("Artifact",), controller="you"), times=2)
    assert found == (DealDamage(amount=artifacts, to="each_opponent"),)


def test_cards_in_a_zone_are_counted_too() -> None:
    found = _effects("You gain 1 life for each creature card in your graveyard.")
    assert found == (
        GainLife(amount=CountCards(zone="graveyard", filter=Filter(types=("Creature",)))),
    )


def test_a_pt_change_is_multiplied_and_locked_in() -> None:
    """608.2h: counted once as the effect begins (ModifyPowerToughnessBy)."""
    found = _effects("Target creature gets +1/+0 until end of turn for each creature you control.")
    assert found is not None
    (effect,) = found
    assert isinstance(effect, ApplyContinuous)
    assert effect.modifications == (
        ModifyPowerToughnessBy(power=1, toughness=0, amount=CREATURES_YOU_CONTROL),
    )


def test_the_count_belongs_to_its_own_clause_only() -> None:
    found = _effects("Draw a card for each Island you control, then discard two cards.")
    assert found is not None
    draw, discard = found
    assert isinstance(draw, Draw)
    assert isinstance(draw.amount, CountPermanents)
    assert getattr(discard, "amount", None) == 2


def test_other_in_the_cards_own_clause_is_other_than_the_card() -> None:
    found = _effects("Draw a card for each other creature you control.")
    others = CountPermanents(filter=Filter(types=("Creature",), controller="you", other=True))
    assert found == (Draw(amount=others),)
    # "You" are the card's controller: the clause is the card's too (Aragorn and Arwen, Wed).
    gained = _effects("You gain 1 life for each other creature you control.")
    assert gained == (GainLife(amount=others),)


def test_a_count_before_and_is_its_own_clauses_and_the_duration_both() -> None:
    # The grammar ends a clause at its "for each": what follows "and" isn't counted, and the
    # leading "Until end of turn," is the whole sentence's (611.2a: Chorus of Might).
    found = _effects(
        "Until end of turn, target creature gets +1/+1 for each creature you control and gains "
        "trample."
    )
    assert found is not None
    (effect,) = found
    assert isinstance(effect, ApplyContinuous)
    assert effect.duration == "end_of_turn"
    assert effect.modifications == (
        ModifyPowerToughnessBy(power=1, toughness=1, amount=CREATURES_YOU_CONTROL),
        AddKeywords(keywords=("Trample",)),
    )
    # With no duration said, the keyword isn't gained for ever: left unread.
    assert (
        _effects("Target creature gets +1/+1 for each creature you control and gains trample.")
        is None
    )


def test_a_triggered_ability_counts_as_it_resolves() -> None:
    tree = parse_line(
        "At the beginning of your upkeep, draw a card for each creature you control.", SELVES
    ).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Triggered)
    assert found.effects == (Draw(amount=CREATURES_YOU_CONTROL),)


def _triggered(line: str) -> Triggered | None:
    tree = parse_line(line, SELVES).tree
    assert tree is not None, line
    found = lower_ability(tree)
    assert found is None or isinstance(found, Triggered)
    return found


def test_permanents_the_defending_player_or_the_event_player_controls() -> None:
    # 506.2: the player the attacking creature attacks; 603.2: the player it dealt damage to.
    attacks = _triggered(
        "Whenever this creature attacks, it gets +1/+0 until end of turn for each land "
        "defending player controls."
    )
    assert attacks is not None
    (pump,) = attacks.effects
    assert isinstance(pump, ApplyContinuous)
    lands = CountPermanents(filter=Filter(types=("Land",), controller="you"), player="defending")
    assert pump.modifications == (ModifyPowerToughnessBy(power=1, toughness=0, amount=lands),)
    hits = _triggered(
        "Whenever this creature deals combat damage to a player, you gain 1 life for each "
        "artifact that player controls."
    )
    assert hits is not None
    artifacts = Filter(types=("Artifact",), controller="you")
    assert hits.effects == (
        GainLife(amount=CountPermanents(filter=artifacts, player="that_player")),
    )


@pytest.mark.parametrize(
    "line",
    [
        # "They" are each opponent in turn, not the event's player: not read.
        "Whenever this creature deals combat damage to a player, each opponent loses 1 life for "
        "each creature they control.",
        # No defending player named by an enters trigger.
        "When this creature enters, draw a card for each land defending player controls.",
    ],
)
def test_a_player_the_line_doesnt_name_isnt_counted_for(line: str) -> None:
    assert _triggered(line) is None


def _static_change(line: str) -> ModifyPowerToughnessForEach | None:
    tree = parse_line(line, SELVES).tree
    assert tree is not None, line
    found = lower_ability(tree)
    if not isinstance(found, Static):
        return None
    (change,) = found.modifications
    assert isinstance(change, ModifyPowerToughnessForEach)
    return change


def test_a_static_ability_counts_each_time_the_layers_apply() -> None:
    """611.3a: "on the battlefield" is everyone's; "other" leaves the card itself out."""
    found = _static_change("Tireless Gremlin gets +1/+1 for each other Goblin on the battlefield.")
    assert found == ModifyPowerToughnessForEach(
        power=1, toughness=1, counted="battlefield", filter=Filter(subtypes=("Goblin",), other=True)
    )
    graveyard = _static_change(
        "Tireless Gremlin gets +1/+0 for each creature card in your graveyard."
    )
    assert graveyard is not None
    assert (graveyard.counted, graveyard.filter.controller) == ("graveyard", "you")


def test_a_static_count_by_power_is_not_read() -> None:
    """613.8: a count of creatures by power would depend on layer 7c itself."""
    assert (
        _static_change(
            "Tireless Gremlin gets +1/+1 for each creature you control with power 4 or greater."
        )
        is None
    )


@pytest.mark.parametrize(
    "line",
    [
        # "they" names each player in turn: a count the scope can't say yet.
        "Each player loses 1 life for each creature they control.",
        # A count of counters on a target: no such quantity (only the card's own, `CountCounters`).
        "Draw a card for each charge counter on target artifact.",
        # Two changes of one clause: flying isn't a number to count.
        "Target creature gets +1/+0 and gains flying until end of turn for each creature you "
        "control.",
        # "For each" after clauses joined by "and" counts for both (Graveborn Muse's ruling).
        "You draw a card and you lose 1 life for each creature you control.",
        # A count of an X: no number to multiply.
        "Draw X cards for each creature you control.",
        # "Other" than the target, not than the card (Paladin Class): no such count.
        "Target creature gets +1/+0 until end of turn for each other creature you control.",
    ],
)
def test_a_count_not_read_leaves_the_line_unread(line: str) -> None:
    tree = parse_line(line, SELVES, spell=True).tree
    assert tree is None or lower_spell([tree]) is None


def test_a_static_count_of_counters_is_on_the_source_or_on_the_affected_object() -> None:
    """122.1: "on this Equipment" / "on it" (the card) is the source's; "on it" where "it" is
    each creature the ability affects is that creature's own."""
    source = _static_change(
        "Equipped creature gets +1/+1 for each charge counter on this Equipment."
    )
    assert source == ModifyPowerToughnessForEach(
        power=1, toughness=1, counted="source_counters", counter="charge"
    )
    own = _static_change("Each creature you control gets +1/+1 for each +1/+1 counter on it.")
    assert own == ModifyPowerToughnessForEach(
        power=1, toughness=1, counted="own_counters", counter="+1/+1"
    )
    # Contrast: counters on other permanents are a sum the static count doesn't read.
    assert (
        _static_change(
            "Enchanted creature gets +1/+1 for each +1/+1 counter on other creatures you control."
        )
        is None
    )


def test_and_has_after_a_static_count_is_not_counted() -> None:
    """611.3a: "for each" counts the P/T change it follows; the keyword is gained once."""
    tree = parse_line(
        "Enchanted creature gets +1/+0 for each Mountain you control and has first strike.", SELVES
    ).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Static)
    count, keyword = found.modifications
    assert isinstance(count, ModifyPowerToughnessForEach)
    assert count.filter == Filter(subtypes=("Mountain",), controller="you")
    assert keyword.model_dump()["keywords"] == ("First strike",)

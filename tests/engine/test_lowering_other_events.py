"""Trigger events of other objects and of players lowered (issue 28 §5): "whenever you sacrifice
a Clue" (701.21a), "… is put into your graveyard from the battlefield" (400.3), a dying or
entering permanent's counters, toughness and mana value (603.10a), and a mechanic's player
event ("you cast your second spell each turn", 603.2) — each with the contrast left unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import Filter, ReturnToHand, Trigger, Triggered
from tests.engine.helpers import lowered_ability, lowered_trigger

SELVES = ("Kingpin", "Korvold")


def _trigger(line: str) -> Trigger:
    return lowered_trigger(line, SELVES).trigger


def _unread(line: str) -> None:
    tree = parse_line(line, SELVES).tree
    assert tree is not None, line
    assert lower_ability(tree) is None


def test_a_sacrifice_by_you_or_any_player_of_a_kind() -> None:
    # Korvold, Persuasive Interrogators, Astrid Peth; "another" (Carrion Feeder's kind).
    korvold = _trigger("Whenever you sacrifice a permanent, draw a card.")
    clue = _trigger("Whenever you sacrifice a Clue, target opponent gets two poison counters.")
    either = _trigger("Whenever you sacrifice a Clue or Food, draw a card.")
    other = _trigger("Whenever a player sacrifices another creature, you gain 1 life.")
    assert korvold == Trigger(event="sacrifice", scope="you_control")
    assert clue.filter == Filter(subtypes=("Clue",))
    assert either.filter == Filter(any_subtypes=("Clue", "Food"))
    assert other == Trigger(
        event="sacrifice",
        scope="you_control",
        caster="any",
        filter=Filter(types=("Creature",), other=True),
    )


@pytest.mark.parametrize(
    "line",
    [
        # The card itself or another: a trigger of the card too, not this one.
        "Whenever you sacrifice Kingpin or another creature, create two Treasure tokens.",
        # What the sacrificed permanent is as it last existed beyond its kind isn't read here.
        "Whenever you sacrifice a tapped creature, draw a card.",
        # An opponent's sacrifice isn't one of the two forms.
        "Whenever an opponent sacrifices a creature, draw a card.",
        # A mana ability when the sacrifice paid a mana ability's cost (605.1b): not modelled.
        "Whenever you sacrifice an artifact, put a +1/+1 counter on Korvold and add {R}.",
    ],
)
def test_other_sacrifices_stay_unread(line: str) -> None:
    _unread(line)


def test_put_into_your_graveyard_is_a_permanent_you_own_dying() -> None:
    # Jinxed Ring, Field of Souls; Magus of the Bridge's second line (an opponent's graveyard).
    ring = _trigger(
        "Whenever a nontoken permanent is put into your graveyard from the battlefield, "
        "you lose 1 life."
    )
    theirs = _trigger(
        "When a creature is put into an opponent's graveyard from the battlefield, draw a card."
    )
    assert ring == Trigger(
        event="put_into_graveyard", scope="any", filter=Filter(token=False, owned_by_you=True)
    )
    assert theirs.filter == Filter(types=("Creature",), owned_by_you=False)


def test_the_card_itself_or_another_into_your_graveyard_stays_unread() -> None:
    # The card goes to its owner's graveyard, whoever that is (400.3): not "your" for certain.
    _unread(
        "Whenever Korvold or another creature you control is put into your graveyard from the "
        "battlefield, draw a card."
    )


def test_a_dying_or_entering_permanents_counters_toughness_and_mana_value() -> None:
    # Laid to Rest, Sultai Flayer, Caldaia Guardian: as it last existed (603.10a).
    counter = _trigger("Whenever a creature you control with a +1/+1 counter on it dies, scry 1.")
    tough = _trigger("Whenever a creature you control with toughness 4 or greater dies, scry 1.")
    value = _trigger("Whenever another creature with mana value 4 or greater enters, scry 1.")
    assert counter.filter == Filter(types=("Creature",), counters=("+1/+1",))
    assert (tough.event, tough.filter.toughness_at_least) == ("put_into_graveyard", 4)
    assert (value.event, value.filter.mana_value_at_least) == ("enters", 4)
    assert value.filter.other


def test_a_players_nth_spell_each_turn() -> None:
    # Kraum, Violent Cacophony: spell_counts' own event, counted as the spell becomes cast.
    second = _trigger("Whenever you cast your second spell each turn, draw a card.")
    assert second == Trigger(event="cast", nth_each_turn=2)


def test_another_creature_blocking_or_becoming_blocked() -> None:
    # Noble Stand, Carnage Gladiator ("that creature's controller"), Close Quarters, Favor of
    # the Woods: the blocker (509.3a) or the attacker blocked (509.3c) the trigger watches.
    mine = _trigger("Whenever a creature you control blocks, you gain 2 life.")
    any_one = _trigger("Whenever a creature blocks, that creature's controller loses 1 life.")
    blocked = _trigger("Whenever a creature you control becomes blocked, draw a card.")
    favor = _trigger("Whenever enchanted creature blocks, you gain 3 life.")
    assert mine == Trigger(event="blocks", scope="you_control", filter=Filter(types=("Creature",)))
    assert (any_one.scope, blocked.combat_role) == ("any", "becomes_blocked")
    assert (favor.scope, favor.filter) == ("enchanted", Filter(types=("Creature",)))


def test_another_creature_blocking_a_kind_of_creature_stays_unread() -> None:
    # What it blocks would be a second filter (509.3b): not this trigger.
    _unread("Whenever a creature you control blocks a creature with flying, draw a card.")


def test_another_permanent_leaving_the_battlefield_is_what_it_was() -> None:
    # Flaming Fist Officer, Vela the Night-Clad, Valor of the Worthy (603.6c, 603.10a): for
    # whatever zone; "it" would be a new object (400.7), so the trigger names none.
    other = lowered_ability(
        "Whenever another creature you control leaves the battlefield, you gain 1 life.",
        SELVES,
        (Triggered,),
    )
    assert isinstance(other, Triggered)
    assert other.trigger == Trigger(
        event="leaves_battlefield",
        scope="you_control",
        filter=Filter(types=("Creature",), other=True),
    )
    either = _trigger(
        "Whenever Kingpin or another creature you control leaves the battlefield, draw a card."
    )
    assert (either.event, either.or_self) == ("leaves_battlefield", True)
    aura = _trigger("When enchanted creature leaves the battlefield, draw a card.")
    assert (aura.event, aura.scope) == ("leaves_battlefield", "enchanted")
    # What left is a new object now (400.7): "it" is the card it became in the public zone it
    # went to, which the ability finds there (400.7e) — never a permanent it stays.
    back = lowered_ability(
        "Whenever another creature you control leaves the battlefield, return it to its "
        "owner's hand.",
        SELVES,
        (Triggered,),
    )
    assert isinstance(back, Triggered)
    assert back.effects == (ReturnToHand(target="that_card"),)

""" "Whenever you discard a card", "whenever you cycle [or discard] another card" and "When you
cycle this card" lowered (issue 28 §5; 701.9a, 702.29c-d), with contrasts left unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import Filter, Trigger, Triggered
from tests.engine.helpers import lowered_trigger

SELVES = ("Splendor Mare",)


def _trigger(line: str) -> Trigger:
    return lowered_trigger(line, SELVES).trigger


def test_when_you_cycle_this_card_is_the_cards_own_trigger() -> None:
    # Splendor Mare: the card itself, from the zone it went to (702.29c).
    assert _trigger(
        "When you cycle this card, put a lifelink counter on target creature you control."
    ) == Trigger(event="discarded", cycled=True)


def test_cycle_or_discard_is_any_discard_and_cycle_alone_only_cycling() -> None:
    # Flameblade Adept (702.29d: once for a card cycled); Prickly Marmoset; Drannith Healer.
    adept = _trigger(
        "Whenever you cycle or discard a card, this creature gets +1/+0 until end of turn."
    )
    marmoset = _trigger("Whenever you cycle a card, this creature gets +2/+0 until end of turn.")
    healer = _trigger("Whenever you cycle another card, you gain 1 life.")
    assert adept == Trigger(event="discarded", scope="any")
    assert marmoset == Trigger(event="discarded", scope="any", cycled=True)
    assert healer == Trigger(event="discarded", scope="any", cycled=True, filter=Filter(other=True))


def test_a_discard_of_a_kind_and_by_an_opponent() -> None:
    # Green Goblin, Nemesis's second trigger; an opponent's discard, "that player" who did it.
    land = _trigger("Whenever you discard a land card, create a tapped Treasure token.")
    assert land == Trigger(event="discarded", scope="any", filter=Filter(types=("Land",)))
    theirs = _trigger("Whenever an opponent discards a card, that player loses 2 life.")
    assert theirs == Trigger(event="discarded", caster="opponent", scope="any")


@pytest.mark.parametrize(
    "line",
    [
        # "One or more" cards at once is one event for several discards: not this trigger.
        "Whenever you discard one or more cards, you gain 1 life.",
        # Another player can't cycle this card (702.29a: from its owner's hand).
        "When an opponent cycles this card, you gain 1 life.",
    ],
)
def test_other_discards_stay_unread(line: str) -> None:
    tree = parse_line(line, SELVES).tree
    if tree is None:
        return
    assert not isinstance(lower_ability(tree), Triggered)

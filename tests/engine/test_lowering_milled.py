""" "Mill N cards. You may put a [kind] card from among the milled cards into your hand."
(701.17a, 701.17c) lowered as one instruction, one test per rule, each with the contrast the
rule must refuse (a line left unread rather than misread)."""

from __future__ import annotations

from functools import partial

import pytest

from engine.cards.vocabulary import Filter, GainLife, IfYouDo, PutCounters, Triggered
from engine.cards.vocabulary.if_done import if_done_refusal
from engine.mechanics.milled_cards.model import MillAndTake
from tests.engine.helpers import lowered_ability, lowered_spell

SELVES = ("Ravenous Gigamole",)
_spell = partial(lowered_spell, selves=SELVES)


def _effects(line: str) -> tuple[object, ...] | None:
    found = lowered_ability(line, SELVES, (Triggered,))
    return None if found is None else found.effects


def test_the_mill_and_the_sentence_taking_from_among_its_cards_are_one_instruction() -> None:
    found = _spell(
        "Mill two cards. You may put a permanent card from among the milled cards into your "
        "hand. You gain 2 life."
    )
    permanent = Filter(
        any_types=("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
    )
    assert found == ((), (MillAndTake(amount=2, filter=permanent), GainLife(amount=2)))


def test_the_take_may_follow_the_mill_in_the_same_sentence() -> None:
    found = _effects(
        "When this creature enters, mill three cards, then you may put an artifact or land "
        "card from among the milled cards into your hand."
    )
    assert found == (MillAndTake(amount=3, filter=Filter(any_types=("Artifact", "Land"))),)


def test_if_you_dont_asks_whether_a_card_was_taken() -> None:
    found = _effects(
        "When this creature enters, mill three cards. You may put a creature card from among "
        "the cards milled this way into your hand. If you don't, put a +1/+1 counter on this "
        "creature."
    )
    taken = MillAndTake(amount=3, filter=Filter(types=("Creature",)))
    assert found == (
        IfYouDo(effects=(taken,), otherwise=(PutCounters(counter="+1/+1", target="self"),)),
    )
    assert if_done_refusal(taken) is None


def test_kinds_joined_by_or_are_any_of_them() -> None:
    found = _effects(
        "When this creature enters, mill three cards. You may put a Plains card or a creature "
        "card with mana value 3 or less from among the cards milled this way into your hand."
    )
    either = Filter(
        any_of=(
            Filter(subtypes=("Plains",)),
            Filter(types=("Creature",), mana_value_at_most=3),
        )
    )
    assert found == (MillAndTake(amount=3, filter=either),)


@pytest.mark.parametrize(
    "line",
    [
        # A card that must be put: if none is there, what then ("If you can't") isn't read.
        "When this creature enters, mill three cards. Put a land card from among the milled "
        "cards into your hand.",
        # Another player's mill: whose cards, and who chooses, aren't this rule's.
        "When this creature enters, each player mills three cards. You may put a creature card "
        "from among the milled cards into your hand.",
        # Onto the battlefield: not a place this rule puts a milled card.
        "When this creature enters, mill three cards. You may put a permanent card from among "
        "the milled cards onto the battlefield.",
        # More than one card.
        "When this creature enters, mill four cards. You may put up to two creature cards from "
        "among the milled cards into your hand.",
        # Another instruction between the mill and the take.
        "When this creature enters, mill three cards and draw a card. You may put a creature "
        "card from among the milled cards into your hand.",
    ],
)
def test_any_other_take_from_the_milled_cards_leaves_the_line_unread(line: str) -> None:
    assert _effects(line) is None

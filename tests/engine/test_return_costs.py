"""The cost reader's return costs (118.3, 601.2h): the permanents a cost returns to their
owners' hands, the card itself or a number of permanents its controller controls."""

from __future__ import annotations

from engine.cards.compiler.abilities import cost
from engine.cards.vocabulary import Cost, ReturnCost
from engine.cards.vocabulary.filters import Filter


def test_a_number_of_permanents_you_control_is_returned_chosen_as_it_is_paid() -> None:
    found = cost("{3}, Return three lands you control to their owner's hand")
    assert found is not None
    paid = Cost.model_validate(found)
    assert paid.mana == "{3}"
    assert paid.return_to_hand == ReturnCost(
        filter=Filter(types=("Land",), controller="you"), count=3
    )
    forest = Cost.model_validate(cost("Return a Forest you control to its owner's hand"))
    assert forest.return_to_hand == ReturnCost(
        filter=Filter(subtypes=("Forest",), controller="you"), count=1
    )


def test_the_card_itself_is_returned_and_anothers_permanent_is_not_read() -> None:
    own = Cost.model_validate(cost("{1}{G}{U}, Return ~ to its owner's hand"))
    assert own.return_self
    assert own.return_to_hand is None
    # Only permanents the player controls pay a cost (118.3): another player's stays unread.
    assert cost("Return a land an opponent controls to its owner's hand") is None

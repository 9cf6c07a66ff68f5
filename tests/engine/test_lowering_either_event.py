"""Two events of the card itself joined by "or" (603.2, issue 28 §5): "When this creature enters
or dies", "Whenever this creature enters or attacks", "Whenever this creature attacks or
blocks" — one ability that triggers on either event, each matched as its own trigger's would be
(`Trigger.also`); what only one of the events names stays unread."""

from __future__ import annotations

from functools import partial

from engine.cards.vocabulary import Triggered
from tests.engine.helpers import lowered_ability

SELVES = ("Grave Titan",)


#: The shared grammar-and-lowering helper, with this file's card names: a trigger or nothing.
_ability = partial(lowered_ability, selves=SELVES, kinds=(Triggered,))


def test_two_events_of_the_card_are_one_ability() -> None:
    for line, events in (
        ("When this creature enters or dies, draw a card.", ("enters", "put_into_graveyard")),
        ("Whenever Grave Titan enters or attacks, draw a card.", ("enters", "attacks")),
        ("Whenever this creature attacks or blocks, draw a card.", ("attacks", "blocks")),
        (
            "When this creature enters or leaves the battlefield, draw a card.",
            ("enters", "leaves_battlefield"),
        ),
    ):
        found = _ability(line)
        assert found is not None, line
        assert (found.trigger.event, found.trigger.also, found.trigger.scope) == (*events, "self")


def test_a_player_only_one_event_names_is_unread() -> None:
    # "Defending player" exists as it attacks (506.2), not as it enters.
    assert _ability("Whenever this creature enters or attacks, defending player loses 1 life.") is (
        None
    )
    assert _ability("Whenever this creature attacks, defending player loses 1 life.") is not None


def test_an_event_with_words_of_its_own_is_not_joined() -> None:
    # "Becomes blocked" is a combat role of its own (509.3c): joined, it would hold for both.
    assert _ability("Whenever this creature blocks or becomes blocked, draw a card.") is None
    # "Dies" after "enters" once is one event, not the same twice.
    assert _ability("When this creature dies or dies, draw a card.") is None

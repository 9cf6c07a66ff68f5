"""Counters put as a trigger event (issue 28 §5; 122.6, 603.2): "Whenever one or more +1/+1
counters are put on [this creature / another creature you control]" read by the grammar as an
event of its own and lowered to one trigger of that counter kind; contrasts left unread."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.tree import Counters, Triggered
from engine.cards.vocabulary import CountEventAmount, DealDamage, Filter, Trigger
from engine.cards.vocabulary import Triggered as TriggeredAbility
from tests.engine.helpers import lowered_ability

SELVES = ("Herd Baloth",)


def test_the_grammar_reads_counters_put_as_an_event() -> None:
    line = (
        "Whenever one or more +1/+1 counters are put on this creature, you may create a 4/4 "
        "green Beast creature token."
    )
    tree = parse_line(line, SELVES).tree
    assert tree is not None
    assert isinstance(tree.body, Triggered)
    assert tree.body.event.kind == "counters"
    assert isinstance(tree.body.event.text[0], Counters)


def test_on_this_creature_and_on_another_creature_you_control() -> None:
    own = lowered_ability(
        "Whenever one or more +1/+1 counters are put on this creature, draw a card.", SELVES
    )
    assert isinstance(own, TriggeredAbility)
    assert own.trigger == Trigger(event="counters_put", counter="+1/+1")
    other = lowered_ability(
        "Whenever one or more +1/+1 counters are put on another non-Hydra creature you "
        "control, put a +1/+1 counter on this creature.",
        ("Wildwood Scourge",),
    )
    assert isinstance(other, TriggeredAbility)
    assert (other.trigger.scope, other.trigger.counter) == ("you_control", "+1/+1")
    assert other.trigger.filter.other
    assert other.trigger.filter.not_subtypes == ("Hydra",)


def test_that_much_is_the_number_of_counters_put() -> None:
    found = lowered_ability(
        "Whenever one or more +1/+1 counters are put on a creature you control, Herd Baloth "
        "deals that much damage to target opponent.",
        SELVES,
    )
    assert isinstance(found, TriggeredAbility)
    assert found.trigger.filter == Filter(types=("Creature",))
    assert found.effects == (DealDamage(amount=CountEventAmount(), to=0),)


def test_other_counts_and_kinds_stay_unread() -> None:
    # "a +1/+1 counter is put on" says nothing of several put at once: unread.
    assert (
        lowered_ability("Whenever a +1/+1 counter is put on this creature, draw a card.", SELVES)
        is None
    )
    # A kind whose rules the engine doesn't follow (a shield counter, 122.1c): unread.
    assert (
        lowered_ability(
            "Whenever one or more shield counters are put on this creature, draw a card.", SELVES
        )
        is None
    )

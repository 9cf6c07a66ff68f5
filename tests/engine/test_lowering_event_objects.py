"""The object a trigger event names, referred back to in the effect (issue 28 §2, the
binder): "it" / "that creature" after "whenever a creature you control attacks" or "whenever
another creature you control enters" is the object the engine remembers from the event
(603.2), the vocabulary's "that_creature" — and only while it is still that object (400.7)."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import ApplyContinuous, DealDamage, PutCounters, Triggered

SELVES = ("Tireless Gremlin",)


def _ability(line: str) -> Triggered | None:
    tree = parse_line(line, SELVES).tree
    assert tree is not None, line
    found = lower_ability(tree)
    assert found is None or isinstance(found, Triggered)
    return found


def test_it_is_the_attacking_creature() -> None:
    found = _ability("Whenever a creature you control attacks, put a +1/+1 counter on it.")
    assert found is not None
    assert (found.trigger.event, found.trigger.scope) == ("attacks", "you_control")
    assert found.targets == ()
    assert found.effects == (PutCounters(counter="+1/+1", amount=1, target="that_creature"),)
    pumped = _ability("Whenever a creature you control attacks, it gets +2/+2 until end of turn.")
    assert pumped is not None
    (effect,) = pumped.effects
    assert isinstance(effect, ApplyContinuous)
    assert effect.target == "that_creature"


def test_that_creature_is_the_one_that_entered() -> None:
    found = _ability(
        "Whenever another creature you control enters, put a +1/+1 counter on that creature."
    )
    assert found is not None
    assert (found.trigger.event, found.trigger.scope) == ("enters", "you_control")
    assert found.effects == (PutCounters(counter="+1/+1", amount=1, target="that_creature"),)


def test_a_creature_that_died_is_not_named() -> None:
    # What died is a new object in the graveyard (400.7): "it" names nothing the engine has.
    assert (
        _ability("Whenever another creature you control dies, put a +1/+1 counter on it.") is None
    )


def test_after_it_moved_it_is_not_named() -> None:
    # Returned to its owner's hand, it is a new object there (400.7): the second "it" is unread.
    assert (
        _ability(
            "Whenever a creature you control attacks, return it to its owner's hand. "
            "Put a +1/+1 counter on it."
        )
        is None
    )


def test_it_deals_is_the_card_itself() -> None:
    # "it" bound to the card itself: the source of the damage (the only one lowered).
    found = _ability("When this creature enters, it deals 4 damage to each opponent.")
    assert found is not None
    assert found.effects == (DealDamage(amount=4, to="each_opponent"),)
    # "it" bound to the creature the event names is another source: unread.
    assert (
        _ability("Whenever a creature you control attacks, it deals 1 damage to each opponent.")
        is None
    )

"""Attacking together (issue 28 §5; 508.3a, 603.2): "Whenever this creature and at least two
other creatures attack" (battalion) read by the grammar — "at least" a selector's limit as "up
to" is — and lowered to one trigger with how many other attackers it needs; contrasts the
lowering must leave unread."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.tree import Objects, Selector, Triggered
from engine.cards.vocabulary import Filter, Trigger
from engine.cards.vocabulary import Triggered as TriggeredAbility
from tests.engine.helpers import lowered_ability

SELVES = ("Boros Elite",)
BATTALION = (
    "Battalion — Whenever this creature and at least two other creatures attack, this creature "
    "gets +2/+2 until end of turn."
)


def test_at_least_is_a_selectors_limit() -> None:
    tree = parse_line(BATTALION, SELVES).tree
    assert tree is not None
    assert isinstance(tree.body, Triggered)
    who = tree.body.event.text[0]
    assert isinstance(who, Objects)
    others = who.items[2]
    assert isinstance(others, Selector)
    assert others.limit == ("at", "least")
    assert others.amount is not None
    assert others.amount.value == 2


def test_battalion_is_one_trigger_needing_that_many_other_attackers() -> None:
    found = lowered_ability(BATTALION, SELVES)
    assert isinstance(found, TriggeredAbility)
    assert found.trigger == Trigger(
        event="attacks", filter=Filter(types=("Creature",)), others_attacking=2
    )
    warriors = lowered_ability(
        "Whenever this creature and at least one other Warrior attack, put a +1/+1 counter on "
        "this creature.",
        ("Paired Tactician",),
    )
    assert isinstance(warriors, TriggeredAbility)
    assert warriors.trigger.filter == Filter(types=("Creature",), subtypes=("Warrior",))
    equipped = lowered_ability(
        "Whenever equipped creature and at least one other creature attack, draw a card.",
        ("Glimmer Lens",),
    )
    assert isinstance(equipped, TriggeredAbility)
    assert (equipped.trigger.scope, equipped.trigger.others_attacking) == ("enchanted", 1)


def test_other_subjects_and_counts_stay_unread() -> None:
    # Another creature's attacking with others isn't this trigger: unread.
    assert (
        lowered_ability(
            "Whenever a Knight you control and at least two other creatures attack, draw a card.",
            SELVES,
        )
        is None
    )
    # "at least two creatures" without "other" would count the creature itself: unread.
    assert (
        lowered_ability(
            "Whenever this creature and at least two creatures attack, draw a card.", SELVES
        )
        is None
    )

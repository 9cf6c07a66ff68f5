"""A creature dealt damage by this creature this turn, as a dies trigger's subject (issue 28
§5; 120.3, 603.10a): "Whenever a creature dealt damage by this creature this turn dies" read by
the grammar as the subject's earlier history and lowered to the dies trigger of such a
creature only; contrasts left unread."""

from __future__ import annotations

from engine.cards.vocabulary import Filter
from engine.cards.vocabulary import Triggered as TriggeredAbility
from tests.engine.helpers import lowered_ability

SELVES = ("Sengir Vampire",)


def test_a_creature_dealt_damage_by_this_creature_this_turn_dies() -> None:
    found = lowered_ability(
        "Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter "
        "on this creature.",
        SELVES,
    )
    assert isinstance(found, TriggeredAbility)
    t = found.trigger
    assert (t.event, t.scope, t.damaged_by_source) == ("put_into_graveyard", "any", True)
    assert t.filter == Filter(types=("Creature",))
    flying = lowered_ability(
        "Whenever a creature with flying dealt damage by this creature this turn dies, put a "
        "+1/+1 counter on this creature.",
        ("Trophy Hunter",),
    )
    assert isinstance(flying, TriggeredAbility)
    assert flying.trigger.filter.keywords == ("Flying",)


def test_damage_by_another_object_stays_unread() -> None:
    # Dealt damage by the creature an Aura enchants: not the card itself, unread.
    assert (
        lowered_ability(
            "Whenever a creature dealt damage by enchanted creature this turn dies, draw a card.",
            ("Vampiric Embrace",),
        )
        is None
    )

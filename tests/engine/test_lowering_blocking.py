"""'Whenever ~ blocks a creature / becomes blocked by a creature / blocks or becomes blocked by a
[nonblack] creature' (CR 509.3b, 509.3d): once for each such creature, "that creature" the other
one — destroyed, at once or at end of combat (603.7c: the delayed ability remembers it), or dealt
damage by the card."""

from __future__ import annotations

from functools import partial

from engine.cards.vocabulary import CreateDelayedTrigger, DealDamage, Destroy, Filter, Triggered
from tests.engine.helpers import lowered_ability

SELVES = ("Deathgazer",)


#: The shared grammar-and-lowering helper, with this file's card names: a trigger or nothing.
_ability = partial(lowered_ability, selves=SELVES, kinds=(Triggered,))


def test_each_blocking_role_by_its_words() -> None:
    for words, role in (
        ("blocks a creature", "blocks"),
        ("becomes blocked by a creature", "blocked_by"),
        ("blocks or becomes blocked by a creature", "blocks_or_blocked_by"),
    ):
        found = _ability(f"Whenever this creature {words}, destroy that creature.")
        assert found is not None, words
        assert (found.trigger.event, found.trigger.combat_role) == ("blocks", role)
        assert found.effects == (Destroy(target="that_creature"),)


def test_the_other_creature_is_filtered() -> None:
    found = _ability(
        "Whenever this creature blocks or becomes blocked by a non-Wall creature, "
        "destroy that creature."
    )
    assert found is not None
    assert found.trigger.filter == Filter(types=("Creature",), not_subtypes=("Wall",))


def test_several_creatures_are_not_one_that_creature() -> None:
    # "One or more Orcs" is one trigger for several creatures (509.3e): not read.
    assert (
        _ability(
            "Whenever this creature blocks or becomes blocked by one or more Orcs, "
            "this creature gets +0/+2 until end of turn."
        )
        is None
    )


def test_destroyed_at_end_of_combat_by_the_delayed_ability() -> None:
    found = _ability(
        "Whenever this creature blocks or becomes blocked by a nonblack creature, "
        "destroy that creature at end of combat."
    )
    assert found is not None
    (delayed,) = found.effects
    assert isinstance(delayed, CreateDelayedTrigger)
    assert delayed.at == "end_of_combat"
    assert delayed.effects == (Destroy(target="that_creature"),)


def test_the_card_deals_damage_to_that_creature() -> None:
    found = _ability(
        "Whenever this creature blocks or becomes blocked by a creature, "
        "this creature deals 3 damage to that creature."
    )
    assert found is not None
    assert found.effects == (DealDamage(amount=3, to="that_creature"),)

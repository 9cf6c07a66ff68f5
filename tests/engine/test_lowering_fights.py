"""The lowering of the verb "fights" (701.14a) in the grammar's tree: a fighter (a target
creature, the card itself, or one named before) and a new target creature it fights; "another
target creature" a criterion of the second target (115.3)."""

from __future__ import annotations

from engine.cards.vocabulary import Activated, CountCharacteristic, DealDamage, Triggered
from engine.mechanics.fight.model import Bite, Fight
from tests.engine.helpers import lowered_ability, lowered_spell


def test_target_fights_another_target() -> None:
    found = lowered_spell("Target creature fights another target creature.", selves=("X",))
    assert found is not None
    targets, effects = found
    assert effects == (Fight(by=0, target=1),)
    assert [t.other_than_earlier for t in targets] == [False, True]


def test_it_fights_after_an_earlier_instruction() -> None:
    line = (
        "Target green creature you control gets +2/+2 until end of turn. It fights target green "
        "creature an opponent controls."
    )
    found = lowered_spell(line, selves=("X",))
    assert found is not None
    targets, effects = found
    assert effects[-1] == Fight(by=0, target=1)
    assert [t.filter.controller for t in targets] == ["you", "opponent"]


def test_the_card_itself_fights_up_to_one_target() -> None:
    line = (
        "Whenever you discard a noncreature, nonland card, this creature fights up to one target "
        "creature you don't control."
    )
    found = lowered_ability(line, ("Surly Badgersaur",), (Triggered,))
    assert isinstance(found, Triggered)
    assert found.effects == (Fight(by="self", target=0),)
    assert (found.targets[0].min, found.targets[0].max) == (0, 1)


def test_a_creature_the_event_names_fighting_is_left_unread() -> None:
    # The fighter a trigger event names isn't one the instruction can say.
    line = (
        "Whenever this creature or another creature you control enters, that creature fights "
        "target creature an opponent controls."
    )
    assert lowered_ability(line, ("Gruul Ragebeast",)) is None


def test_a_target_bites_another_target() -> None:
    # "Another target creature" after the biter: other than it (115.3); the biter, not the
    # spell, is the damage's source (120.2b).
    line = "Target creature you control deals damage equal to its power to another target creature."
    found = lowered_spell(line, selves=("X",))
    assert found is not None
    targets, effects = found
    assert effects == (Bite(by=0, to=1),)
    assert [t.other_than_earlier for t in targets] == [False, True]


def test_the_creature_a_trigger_event_names_bites_any_target() -> None:
    # "It" is the creature that entered, not this enchantment (Warstorm Surge).
    line = (
        "Whenever a creature you control enters, it deals damage equal to its power to any target."
    )
    found = lowered_ability(line, ("Warstorm Surge",), (Triggered,))
    assert isinstance(found, Triggered)
    assert found.effects == (Bite(by="that_creature", to=0),)
    assert found.targets[0].kind == "any"


def test_damage_back_to_this_creature_follows_the_first() -> None:
    # Two damage events one after the other, not a fight (701.14a): the card's own damage, then
    # the target's back to it (Tracker's ruling).
    line = (
        "{T}: This creature deals damage equal to its power to target creature. That creature "
        "deals damage equal to its power to this creature."
    )
    found = lowered_ability(line, ("Tracker",), (Activated,))
    assert isinstance(found, Activated)
    first, second = found.effects
    assert isinstance(first, DealDamage)
    assert first.to == 0
    assert first.amount == CountCharacteristic(count="power", of="self")
    assert second == Bite(by=0, to="self")


def test_a_bite_by_another_creatures_power_is_left_unread() -> None:
    # The amount is another object's power: the subject isn't what "its" names.
    line = (
        "Target creature you control deals damage equal to this creature's power to target "
        "creature."
    )
    assert lowered_ability(f"{{T}}: {line}", ("Test Card",)) is None


def test_a_dying_creature_biting_is_left_unread() -> None:
    # The creature a "dies" trigger names deals damage as it last existed: not read yet.
    line = (
        "Whenever another creature you control dies, it deals damage equal to its power to "
        "target player or planeswalker."
    )
    assert lowered_ability(line, ("Stalking Vengeance",)) is None

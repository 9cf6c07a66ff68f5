"""The lowering of the verb "fights" (701.14a) in the grammar's tree: a fighter (a target
creature, the card itself, or one named before) and a new target creature it fights; "another
target creature" a criterion of the second target (115.3)."""

from __future__ import annotations

from engine.cards.vocabulary import Triggered
from engine.mechanics.fight.model import Fight
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

"""The lowering of the keyword action "investigate" said with no subject (701.16a): one Clue
token for the ability's controller, wherever the grammar reads the verb."""

from __future__ import annotations

from engine.cards.vocabulary import Activated, Triggered
from engine.mechanics.investigate.model import Investigate
from tests.engine.helpers import lowered_ability


def test_investigate_in_a_trigger() -> None:
    found = lowered_ability("Whenever a nontoken creature you control dies, investigate.", ("X",))
    assert isinstance(found, Triggered)
    assert found.effects == (Investigate(),)


def test_investigate_after_another_instruction() -> None:
    found = lowered_ability("{1}, {T}: Tap target creature an opponent controls. Investigate.", ())
    assert isinstance(found, Activated)
    assert found.effects[-1] == Investigate()


def test_another_player_investigating_is_left_unread() -> None:
    # The instruction makes its controller's Clue only: another player's stays unread.
    line = "Whenever a creature dies, target opponent investigates."
    assert lowered_ability(line, ("X",)) is None

"""Split second (CR 702.61): while a spell with it is on the stack, no other spell is cast and no
ability that isn't a mana ability is activated (702.61a); once it has left, both may be again."""

from __future__ import annotations

from typing import Any

from engine import legal_actions
from tests.engine.helpers import error_rules, game, obj, outcome_abilities_words, play


def test_split_second_is_read_as_a_keyword_with_its_rule_on_the_card_page() -> None:
    outcome, found, words = outcome_abilities_words("Krosan Grip", "Split second")
    assert (outcome, found) == ("recognised", ("Split second",))
    assert "players can't cast other spells or activate abilities that aren't mana" in words


def _shock(*actions: dict[str, Any], step: str = "main1") -> tuple[Any, list[Any]]:
    return play(
        game(
            [
                obj("hand", "ss", "Sudden Shock"),
                obj("battlefield", "jace", "Jace Beleren", "B"),
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("hand", "bolt", "Lightning Bolt", "B"),
            ],
            players=[{"id": "A", "mana_pool": "{R}{R}"}, {"id": "B", "mana_pool": "{R}"}],
            turn={"number": 3, "active": "B", "step": step},
            actions=[{"player": "A", "cast": "ss", "targets": ["bears"]}, *actions],
        )
    )


def test_an_ability_that_isnt_a_mana_ability_cant_be_activated_under_split_second() -> None:
    """Jace Beleren's [+2] is refused while Sudden Shock is on the stack (702.61a) — though a
    loyalty ability couldn't be activated with a nonempty stack anyway, split second says so
    first."""
    state, _ = _shock({"player": "B", "activate": "jace", "ability": 1})
    assert error_rules(state) == ["702.61a"]
    assert state.objects["jace"].counters == (("loyalty", 3),)


def test_once_the_split_second_spell_has_resolved_spells_can_be_cast_again() -> None:
    state, _ = _shock({"resolve": "stack"}, {"player": "B", "cast": "bolt", "targets": ["A"]})
    assert state.error is None
    assert state.objects["bears"].zone.value == "graveyard"
    assert state.stack == ("bolt",)


def test_legal_actions_refuse_a_cast_under_split_second_with_its_rule() -> None:
    state, _ = _shock()
    [bolt] = [a for a in legal_actions(state) if a.kind == "cast" and a.object == "bolt"]
    assert not bolt.allowed
    assert bolt.rules == ("702.61a",)

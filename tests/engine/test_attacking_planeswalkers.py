"""Attacking planeswalkers (CR 506.3, 508.1b): a creature attacks a planeswalker an opponent
controls, whose controller is the defending player (506.2) and blocks for it (509.1a); its combat
damage removes loyalty counters (510.1b, 120.3c), and none is dealt once the planeswalker has
left the battlefield (510.1b, 506.4c)."""

from __future__ import annotations

from typing import Any

from engine import legal_actions
from engine.rules.combat import attacking
from tests.engine.helpers import error_rules, game, obj, of_kind, play

COMBAT = {"number": 3, "active": "A", "step": "beginning_of_combat"}


def _attack(
    target: str, *more: dict[str, Any], actions: list[dict[str, Any]] | None = None
) -> tuple[Any, list[Any]]:
    return play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears"),
                obj("battlefield", "jace", "Jace Beleren", "B"),
                obj("battlefield", "mine", "Liliana of the Veil"),
                obj("battlefield", "forest", "Forest", "B"),
                *more,
            ],
            turn=COMBAT,
            actions=[{"attack": {"bears": target}}, *(actions or [])],
        )
    )


def test_a_creature_attacking_a_planeswalker_is_attacking_it() -> None:
    state, events = _attack("jace")
    assert state.error is None
    assert attacking(state, state.objects["bears"]) == "jace"
    [declared] = of_kind(events, "declare_attackers")
    assert declared.rules == ("508.1", "508.1b")
    assert state.combat is not None
    assert state.combat.attackers[0].defender == "B"  # the planeswalker's controller (506.2)


def test_only_an_opponents_planeswalker_can_be_attacked() -> None:
    state, _ = _attack("mine")
    assert error_rules(state) == ["506.2", "508.1b"]
    assert state.error is not None
    assert "Liliana of the Veil of player A" in str(state.error["message"])


def test_a_permanent_that_isnt_a_planeswalker_cant_be_attacked() -> None:
    state, _ = _attack("forest")
    assert error_rules(state) == ["506.3"]
    assert "only a player or a planeswalker on the battlefield" in str(state.error)


def test_legal_actions_offer_the_opponents_planeswalkers_beside_the_opponent() -> None:
    state, _ = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears"),
                obj("battlefield", "jace", "Jace Beleren", "B"),
                obj("battlefield", "mine", "Liliana of the Veil"),
            ],
            turn=COMBAT,
        )
    )
    offered = [(a.target, a.allowed) for a in legal_actions(state) if a.kind == "attack"]
    assert offered == [("B", True), ("jace", True)]


def test_an_attacker_whose_planeswalker_has_left_assigns_no_combat_damage() -> None:
    """510.1b, 506.4c: Jace leaves the battlefield after blockers are declared (an edit); the
    Bears stay attacking, deal no damage, and player B loses no life."""
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears"),
                obj("battlefield", "jace", "Jace Beleren", "B"),
            ],
            turn=COMBAT,
            actions=[
                {"attack": {"bears": "jace"}},
                {"block": {}},
                {"edit": {"id": "jace", "zone": "hand"}},
                {"advance_to": "main2"},
            ],
        )
    )
    assert state.error is None, state.error
    assert state.player("B").life == 20
    assigned = [e for e in of_kind(events, "assign_damage") if e.objects == ("bears",)]
    assert [e.rules for e in assigned] == [("510.1b",)]
    assert "the planeswalker it was attacking (jace) is gone" in assigned[0].text
    assert not [e for e in of_kind(events, "damage") if e.objects[0] == "bears"]

"""A run says whether it is complete (issue 25 §1b): `complete` and `unmodelled` list every
unread line of every object that was, at some point of the run, in a zone where the line
functions (113.6), and a warning event of kind `unmodelled` says where one could have applied
(§1c)."""

from __future__ import annotations

from typing import Any

from engine import run
from tests.engine.helpers import game, obj


def _kinds(out: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in out["events"] if e["kind"] == kind]


def test_a_board_of_modelled_cards_is_complete_and_says_nothing() -> None:
    out, status = run(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears"),
                obj("hand", "bolt", "Lightning Bolt"),
            ],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "bolt", "targets": ["bears"]}, {"resolve": "stack"}],
        )
    )
    assert status == 0
    assert out["complete"] is True
    assert out["unmodelled"] == []
    assert not _kinds(out, "unmodelled")


def test_an_unmodelled_card_in_a_library_leaves_the_run_complete() -> None:
    # A permanent's abilities function on the battlefield (113.6); in a library nothing of it does.
    out, _ = run(game([obj("library", "rip", "Rest in Peace"), obj("battlefield", "b", "Forest")]))
    assert out["complete"] is True
    assert out["unmodelled"] == []


def test_an_unmodelled_permanent_on_the_battlefield_makes_the_run_incomplete() -> None:
    out, _ = run(game([obj("battlefield", "rip", "Rest in Peace", "B")]))
    assert out["complete"] is False
    line = "If a card or token would be put into a graveyard from anywhere, exile it instead."
    [entry] = [u for u in out["unmodelled"] if u["line"] == line]
    assert entry == {
        "object": "rip",
        "label": "Rest in Peace",
        "name": "Rest in Peace",
        "line": line,
        "kind": "static",
        "first_step": None,
    }


def test_an_instant_in_a_hand_is_not_yet_a_problem_but_on_the_stack_it_is() -> None:
    # An instant's abilities function on the stack (113.6): in a hand, nothing of it does yet.
    out, _ = run(game([obj("hand", "ambush", "Ambush")]))
    assert out["complete"] is True
    out, _ = run(game([obj("stack", "ambush", "Ambush")], actions=[{"resolve": "stack"}]))
    assert out["complete"] is False
    [entry] = out["unmodelled"]
    assert entry["kind"] == "spell"
    [warning] = _kinds(out, "unmodelled")
    assert warning["rules"] == ["608.2c"]
    assert warning["objects"] == ["ambush"]
    assert entry["first_step"] == warning["step"]
    assert "Blocking creatures gain first strike" in warning["text"]

"""The explorer plays an adventurer card as its Adventure (715.3) and then from exile (715.3d):
the run's `legal_actions` offer both, and the play form's value for each is read back into the
cast action the engine performs (`app.web.explore_listed`, `app.web.explore_play`)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from app.web.explore_listed import act_value
from app.web.explore_play import _action
from engine import run

BORROWER: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Brazen Borrower",
    "players": [{"id": "A", "mana_pool": "{U}{U}{U}{U}{U}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "bb", "card": "Brazen Borrower", "owner": "A", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"},
    ],
}


def _casts(scenario: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    output, status = run(scenario)
    assert status == 0, output.get("error")
    return output, [e for e in output["legal_actions"] if e["kind"] == "cast"]


def _performed(output: dict[str, Any], entry: dict[str, Any]) -> dict[str, Any]:
    """The action the play form's button for `entry` performs."""
    view = cast(Any, SimpleNamespace(output=output))
    return _action(view, act_value(entry))


def test_the_adventure_is_offered_beside_the_creature_and_its_button_casts_it() -> None:
    output, casts = _casts(BORROWER)
    labels = {e["label"]: e for e in casts if e["allowed"]}
    adventure = labels["Cast Petty Theft, the Adventure of Brazen Borrower"]
    assert adventure["half"] == "Petty Theft"
    assert act_value(adventure) == "cast:A:bb:half"
    assert _performed(output, adventure) == {"player": "A", "cast": "bb", "half": "Petty Theft"}
    creature = labels["Cast Brazen Borrower"]
    assert "half" not in creature
    assert _performed(output, creature) == {"player": "A", "cast": "bb"}


def test_after_the_adventure_resolves_the_card_is_offered_from_exile_as_itself() -> None:
    scenario = {
        **BORROWER,
        "actions": [
            {"player": "A", "cast": "bb", "half": "Petty Theft", "targets": ["bears"]},
            {"resolve": "stack"},
        ],
    }
    output, casts = _casts(scenario)
    offered = [e for e in casts if e["object"] == "bb"]
    assert [(e["label"], e["allowed"]) for e in offered] == [
        ("Cast Brazen Borrower from exile (its Adventure resolved)", True)
    ]
    assert _performed(output, offered[0]) == {"player": "A", "cast": "bb"}

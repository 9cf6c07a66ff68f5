"""The explorer plays a modal double-faced card as either face (712.11b, 712.12): the run's
`legal_actions` offer the back face beside the front, a land face as a land play, and the play
form's value for each is read back into the action the engine performs (`app.web.explore_listed`,
`app.web.explore_play`)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from app.web.explore_listed import act_value
from app.web.explore_play import _action
from engine import run
from engine.core.errors import ScenarioError

HAND: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Emeria's Call, Halvar and a Pathway in hand",
    "players": [{"id": "A", "mana_pool": "{W}{W}{C}{C}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "ec", "card": "Emeria's Call", "owner": "A", "zone": "hand"},
        {"id": "halvar", "card": "Halvar, God of Battle", "owner": "A", "zone": "hand"},
        {"id": "path", "card": "Barkchannel Pathway", "owner": "A", "zone": "hand"},
    ],
}


def _offered(scenario: dict[str, Any]) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    output, status = run(scenario)
    assert status == 0, output.get("error")
    kinds = ("cast", "play_land")
    return output, {e["label"]: e for e in output["legal_actions"] if e["kind"] in kinds}


def _performed(output: dict[str, Any], entry: dict[str, Any]) -> dict[str, Any]:
    """The action the play form's button for `entry` performs."""
    view = cast(Any, SimpleNamespace(output=output))
    return _action(view, act_value(entry))


def test_a_land_back_face_is_offered_as_a_land_play_naming_the_face() -> None:
    output, offered = _offered(HAND)
    land = offered["Play Emeria, Shattered Skyclave, the back face of Emeria's Call"]
    assert (land["kind"], land["allowed"], land["half"]) == (
        "play_land",
        True,
        "Emeria, Shattered Skyclave",
    )
    assert act_value(land) == "play_land:A:ec:half"
    assert _performed(output, land) == {
        "player": "A",
        "play_land": "ec",
        "half": "Emeria, Shattered Skyclave",
    }
    # The front face is a sorcery, cast as itself: seven mana A doesn't have (118.3).
    front = offered["Cast Emeria's Call"]
    assert "half" not in front
    assert not front["allowed"]


def test_a_castable_back_face_is_offered_as_a_cast_and_both_pathway_faces_as_lands() -> None:
    output, offered = _offered(HAND)
    sword = offered["Cast Sword of the Realms, the back face of Halvar, God of Battle"]
    assert sword["allowed"]
    assert sword["half"] == "Sword of the Realms"
    assert _performed(output, sword) == {
        "player": "A",
        "cast": "halvar",
        "half": "Sword of the Realms",
    }
    front = offered["Play Barkchannel Pathway"]
    back = offered["Play Tidechannel Pathway, the back face of Barkchannel Pathway"]
    assert front["allowed"]
    assert back["allowed"]
    assert _performed(output, front) == {"player": "A", "play_land": "path"}
    assert _performed(output, back)["half"] == "Tidechannel Pathway"


@pytest.mark.parametrize(
    ("half", "name"),
    [(None, "Barkchannel Pathway"), ("Tidechannel Pathway", "Tidechannel Pathway")],
)
def test_the_pathway_enters_with_the_face_played_up(half: str | None, name: str) -> None:
    action: dict[str, Any] = {"player": "A", "play_land": "path"}
    if half is not None:
        action["half"] = half
    output, status = run({**HAND, "actions": [action]})
    assert status == 0, output.get("error")
    path = next(o for o in output["state"]["objects"] if o["id"] == "path")
    assert (path["zone"], path["name"], path["colors"]) == ("battlefield", name, [])


def test_a_face_the_card_doesnt_have_is_refused() -> None:
    output, status = run(
        {**HAND, "actions": [{"player": "A", "cast": "halvar", "half": "Sword of Fire"}]}
    )
    assert status == 3
    assert output["error"]["rules"] == ["712.11b"]
    assert "Halvar, God of Battle or Sword of the Realms" in output["error"]["message"]


def test_a_land_face_is_played_not_cast() -> None:
    action = {"player": "A", "cast": "ec", "half": "Emeria, Shattered Skyclave"}
    output, status = run({**HAND, "actions": [action]})
    assert status == 3
    assert output["error"]["rules"] == ["305.9"]


def test_only_a_modal_double_faced_card_on_the_battlefield_or_stack_has_its_back_face_up() -> None:
    in_hand = {**HAND, "objects": [{**HAND["objects"][0], "back_face_up": True}]}
    with pytest.raises(ScenarioError, match=r"712\.8a") as found:
        run(in_hand)
    assert found.value.path == "objects[0].back_face_up"
    bears = {"id": "b", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"}
    with pytest.raises(ScenarioError, match="only a modal double-faced card"):
        run({**HAND, "objects": [{**bears, "back_face_up": True}]})

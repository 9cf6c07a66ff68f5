"""Sandbox edits (SCENARIO.md `edit`): every field of the object table is editable or refused
with a reason, and edited values are what the run then sees."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine import run
from engine.driver.sandbox import EDITABLE, NOT_EDITABLE
from tests.shared_dir import original

BASE: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "players": [{"id": "A"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
}


def _object_table_fields() -> set[str]:
    """The field names in the first column of SCENARIO.md's `objects` table."""
    text = original("design", "SCENARIO.md").read_text(encoding="utf-8")
    table = text.split("### objects", 1)[1].split("###", 1)[0]
    fields: set[str] = set()
    for line in table.splitlines():
        if line.startswith("| `"):
            fields |= set(re.findall(r"`([a-z_]+)`", line.split("|")[1]))
    return fields


def test_every_field_of_the_object_table_is_editable_or_says_why_not() -> None:
    fields = _object_table_fields()
    assert {"entered_this_turn", "stickers", "blocking", "card"} <= fields
    assert fields == set(EDITABLE) | set(NOT_EDITABLE)
    assert not set(EDITABLE) & set(NOT_EDITABLE)


def _edited(edit: dict[str, Any], **extra: Any) -> dict[str, Any]:
    data = {
        **BASE,
        "objects": [
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
        ],
        "actions": [{"edit": {"id": "bears", **edit}}],
        **extra,
    }
    output, status = run(data)
    assert status == 0, output["error"]
    (bears,) = [o for o in output["state"]["objects"] if o["id"] == "bears"]
    return dict(bears)


def test_stickers_chosen_owner_and_timestamp_are_edited() -> None:
    bears = _edited(
        {
            "stickers": [{"words": "Guacamole", "position": 1}],
            "chosen": {"color": "blue"},
            "owner": "B",
            "timestamp": 9,
        }
    )
    assert bears["name"] == "Grizzly Guacamole Bears"
    assert bears["chosen"] == {"color": "blue"}
    assert (bears["owner"], bears["controller"]) == ("B", "A")


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        ({"damage": -1}, "damage is a whole number from 0"),
        ({"counters": {"+1/+1": 10**9}}, "counters.+1/+1 is a whole number"),
        ({"entered_this_turn": "yes"}, "entered_this_turn is true or false"),
        ({"x": 3}, "a permanent's X is in `chosen`"),
        ({"owner": "C"}, "no player 'C'"),
        ({"stickers": [{"words": ""}]}, "stickers[0].words is 1 to 60 characters"),
        ({"targets": ["B"]}, "a spell's targets are chosen as it is cast (601.2c)"),
        ({"color": "blue"}, "color: no such field"),
        ({"blocking": "bolt"}, "a creature can be blocking only from the declare blockers step"),
    ],
)
def test_bad_edits_are_refused_with_what_is_wrong(edit: dict[str, Any], message: str) -> None:
    data = {
        **BASE,
        "objects": [{"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"}],
        "actions": [{"edit": {"id": "bears", **edit}}],
    }
    output, status = run(data)
    assert status == 3
    assert message in output["error"]["message"]
    assert output["error"]["action_index"] == 0


def test_an_edited_blocker_removed_with_null_leaves_combat() -> None:
    data = {
        **BASE,
        "objects": [
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
            {"id": "lions", "card": "Savannah Lions", "owner": "B", "zone": "battlefield"},
        ],
        "actions": [
            {"advance_to": "declare_attackers"},
            {"attack": {"bears": "B"}},
            {"block": {"lions": "bears"}},
            {"edit": {"id": "lions", "blocking": None}},
            {"advance_to": "main2"},
        ],
    }
    output, status = run(data)
    assert status == 0
    objects = {o["id"]: o for o in output["state"]["objects"]}
    # Still blocked (509.1h) with no blocker left: no damage either way (510.1c).
    assert objects["lions"]["zone"] == "battlefield"
    assert objects["bears"]["damage"] == 0
    assert output["state"]["players"][1]["life"] == 20

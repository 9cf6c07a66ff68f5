"""Requirements on declaring blockers (509.1c): the blocks the explorer offers match what the
engine then accepts, and the most requirements that can be obeyed decide."""

from __future__ import annotations

from typing import Any

from engine import legal_actions, load, run

OGRE = {"name": "Ogre", "type_line": "Creature — Ogre", "power": 3, "toughness": 3}


def _board(blockers: int, *extra: dict[str, Any]) -> dict[str, Any]:
    """A's Lured Grizzly Bears and an Ogre attack B, who has `blockers` untapped Ogres."""
    return {
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "declare_attackers"},
        "objects": [
            {
                "id": "bears",
                "card": "Grizzly Bears",
                "owner": "A",
                "zone": "battlefield",
                "attacking": "B",
            },
            {"id": "lure", "card": "Lure", "owner": "A", "zone": "battlefield"},
            {"id": "x", "controller": "A", "zone": "battlefield", "attacking": "B", "token": OGRE},
            *(
                {"id": f"y{i}", "controller": "B", "zone": "battlefield", "token": OGRE}
                for i in range(blockers)
            ),
            *extra,
        ],
    }


def _lured(data: dict[str, Any]) -> dict[str, Any]:
    data["objects"][1]["attached_to"] = "bears"
    return data


def _blocks(data: dict[str, Any]) -> dict[tuple[str | None, str | None], Any]:
    return {(e.object, e.target): e for e in legal_actions(load(data)) if e.kind == "block"}


def _declared(data: dict[str, Any], mapping: dict[str, str]) -> dict[str, Any] | None:
    output, _ = run({**data, "actions": [{"block": mapping}]})
    return output["error"]


def test_a_creature_able_to_block_the_lured_attacker_isnt_offered_another_block() -> None:
    data = _lured(_board(1))
    blocks = _blocks(data)
    assert (blocks["y0", "bears"].allowed, blocks["y0", "bears"].reason) == (True, None)
    other = blocks["y0", "x"]
    assert (other.allowed, other.rules) == (False, ("509.1c",))
    assert (other.reason or "").startswith("Grizzly Bears must be blocked by all creatures")
    error = _declared(data, {"y0": "x"})
    assert error is not None
    assert (error["rules"], error["action_index"]) == (["509.1c"], 0)
    assert _declared(data, {"y0": "bears"}) is None


def test_two_creatures_able_to_block_the_lured_attacker_both_must() -> None:
    """Each creature able to block it is one requirement: one of two blocking obeys fewer."""
    data = _lured(_board(2))
    blocks = _blocks(data)
    alone = blocks["y0", "bears"]
    assert (alone.allowed, alone.rules) == (True, ("509.1c",))
    assert (alone.reason or "").startswith("only together with other blockers")
    error = _declared(data, {"y0": "bears"})
    assert error is not None
    assert error["rules"] == ["509.1c"]
    assert _declared(data, {"y0": "bears", "y1": "bears"}) is None


def test_without_lure_every_block_is_free() -> None:
    data = _board(1)
    blocks = _blocks(data)
    assert all(e.allowed and e.reason is None for e in blocks.values())
    assert _declared(data, {}) is None


def test_a_restriction_wins_over_a_requirement() -> None:
    """509.1c: requirements are obeyed only as far as no restriction is broken — a lured
    attacker with menace and one creature able to block it can't be blocked by it alone, so
    declaring no blockers obeys as many requirements as any legal declaration."""
    data = _lured(_board(1))
    data["objects"][0]["card"] = "Boggart Brute"  # 3/2 menace
    assert _declared(data, {}) is None
    assert _declared(data, {"y0": "x"}) is None

"""Paying automatically (issue 31 §5, `engine.rules.auto_pay`): a cast or activation with
`auto_pay` activates the mana abilities of untapped sources by the stated rule before paying
(601.2g, 605.3b) — lands first, then other noncreature permanents, then creatures, each by
timestamp; a color still unpaid first — shown as events; a refusal says what the pool holds."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError, legal_actions, load, parse_scenario, run
from engine.core.mana import EMPTY_POOL, ManaError, parse_cost, pay


def _board(
    objects: list[dict[str, Any]], actions: list[dict[str, Any]], pool: str = ""
) -> dict[str, Any]:
    return {
        "players": [{"id": "A", "mana_pool": pool} if pool else {"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": objects,
        "actions": actions,
    }


def _obj(oid: str, card: str, zone: str = "battlefield", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "owner": "A", "zone": zone, **more}


def _tapped(output: dict[str, Any]) -> list[str]:
    return [o["id"] for o in output["state"]["objects"] if o["tapped"]]


BOARD = [
    _obj("elves", "Llanowar Elves"),
    _obj("island1", "Island"),
    _obj("forest", "Forest"),
    _obj("island2", "Island"),
    _obj("bears", "Grizzly Bears"),
]


def test_a_spell_paying_automatically_taps_a_land_of_its_color_and_shows_it() -> None:
    data = _board(
        [*BOARD, _obj("gg", "Giant Growth", "hand")],
        [{"player": "A", "cast": "gg", "targets": ["bears"], "auto_pay": True}],
    )
    output, status = run(data)
    assert (status, output["error"]) == (0, None)
    assert _tapped(output) == ["forest"]  # a land before the Elves (a creature)
    shown = [(e["kind"], e["text"], e["rules"]) for e in output["events"]]
    assert (
        "activate",
        "Player A activates Forest's mana ability to pay automatically; it doesn't use the "
        "stack and resolves at once.",
        ["601.2g", "605.3b"],
    ) in shown
    assert ("pay", "Player A pays {G} (pool left: empty).", ["601.2h"]) in shown


def test_colors_first_then_generic_from_the_first_sources_left_creatures_last() -> None:
    """Cancel {1}{U}{U}: both Islands for {U}{U}, then the Forest (a land) for {1}, not the
    Elves; the pool's own mana is spent first."""
    data = _board(
        [*BOARD, _obj("cancel", "Cancel", "hand"), _obj("bolt", "Lightning Bolt", "hand")],
        [
            {"player": "A", "cast": "bolt", "targets": ["B"], "pay": "{R}"},
            {"player": "A", "cast": "cancel", "targets": ["bolt"], "auto_pay": True},
        ],
        pool="{R}",
    )
    output, status = run(data)
    assert (status, output["error"]) == (0, None)
    assert _tapped(output) == ["island1", "forest", "island2"]
    assert output["state"]["players"][0]["mana_pool"] == ""


def test_the_pools_mana_is_used_before_any_source() -> None:
    data = _board(
        [*BOARD, _obj("gg", "Giant Growth", "hand")],
        [{"player": "A", "cast": "gg", "targets": ["bears"], "auto_pay": True}],
        pool="{G}",
    )
    output, _ = run(data)
    assert output["error"] is None
    assert _tapped(output) == []


def test_an_ability_pays_automatically_and_a_sick_creature_is_no_source() -> None:
    data = _board(
        [
            _obj("elves", "Llanowar Elves", summoning_sick=True),
            _obj("mountain", "Mountain"),
            _obj("dragon", "Shivan Dragon"),
        ],
        [{"player": "A", "activate": "dragon", "ability": 1, "auto_pay": True}],
    )
    output, status = run(data)
    assert (status, output["error"]) == (0, None)
    assert _tapped(output) == ["mountain"]


def test_a_refusal_says_what_the_pool_holds_and_what_the_sources_add() -> None:
    data = _board(
        [
            _obj("island", "Island"),
            _obj("cancel", "Cancel", "hand"),
            _obj("bolt", "Lightning Bolt", "hand"),
        ],
        [
            {"player": "A", "cast": "bolt", "targets": ["B"]},
            {"player": "A", "cast": "cancel", "targets": ["bolt"], "auto_pay": True},
        ],
        pool="{R}{G}",
    )
    output, status = run(data)
    assert status == 3
    assert output["error"]["message"] == (
        "not enough mana for {1}{U}{U} (Cancel), paying automatically: the pool has {G} and "
        "player A's untapped sources the rule taps add {U}"
    )
    assert output["error"]["rules"] == ["601.2h", "601.2g", "118.3"]
    assert _tapped(output) == []


def test_a_refusal_for_want_of_generic_mana_never_leaves_the_pool_blank() -> None:
    with pytest.raises(ManaError, match=r"^not enough mana for \{2\}: the pool has no mana$"):
        pay(EMPTY_POOL, parse_cost("{2}"))


def test_the_offer_pays_automatically_beside_the_manual_one_naming_what_it_taps() -> None:
    state = load(
        _board([*BOARD, _obj("cancel", "Cancel", "hand"), _obj("gg", "Giant Growth", "hand")], [])
    )
    casts = [
        (e.object, e.allowed, e.auto_pay, e.label) for e in legal_actions(state) if e.kind == "cast"
    ]
    assert ("gg", False, False, "Cast Giant Growth") in casts
    assert ("gg", True, True, "Cast Giant Growth, tapping Forest for mana") in casts
    # Cancel can't be cast (nothing to counter): no automatic variant either.
    assert [c for c in casts if c[0] == "cancel"] == [("cancel", False, False, "Cast Cancel")]


def test_pay_and_auto_pay_together_are_refused_at_load() -> None:
    data = _board(
        [_obj("gg", "Giant Growth", "hand")],
        [{"player": "A", "cast": "gg", "pay": "{G}", "auto_pay": True}],
    )
    with pytest.raises(ScenarioError, match=r"`pay`.*or `auto_pay`, not both"):
        parse_scenario({"format": "rulings-explorer/1", **data})

"""Legal actions: what the explorer offers must match what the engine then does."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from engine import legal_actions, load, run, step
from tests.engine.strategies import small_game


def _action_for(entry: Any) -> dict[str, Any]:
    if entry.kind == "cast":
        return {"player": entry.player, "cast": entry.object}
    if entry.kind == "activate":
        return {"player": entry.player, "activate": entry.object, "ability": entry.ability}
    if entry.kind == "play_land":
        return {"player": entry.player, "play_land": entry.object}
    return {"pass": True}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_game())
def test_offered_actions_are_accepted_and_refused_ones_refused_for_the_same_rule(
    data: dict[str, Any],
) -> None:
    for entry in legal_actions(load(data)):
        output, _ = run({**data, "actions": [_action_for(entry)]})
        error = output["error"]
        if entry.allowed:
            assert error is None or error["action_index"] != 0, (entry, error)
        else:
            assert error is not None, entry
            assert error["action_index"] == 0
            assert tuple(error["rules"]) == entry.rules, (entry, error)


BASE: dict[str, Any] = {
    "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
}


def _entries(objects: list[dict[str, Any]], **changes: Any) -> dict[str, Any]:
    data = {**BASE, **changes, "objects": objects}
    return {(e.player, e.kind, e.object): e for e in legal_actions(load(data))}


def test_reasons_cite_the_rule_that_forbids() -> None:
    entries = _entries(
        [
            {"id": "elves", "card": "Llanowar Elves", "owner": "A", "zone": "battlefield",
             "summoning_sick": True},
            {"id": "wrath", "card": "Wrath of God", "owner": "A", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "hand"},
            {"id": "forest", "card": "Forest", "owner": "A", "zone": "hand"},
        ],
        players=[{"id": "A", "mana_pool": "{R}{W}{W}{G}{G}"}, {"id": "B", "mana_pool": "{G}{G}"}],
    )  # fmt: skip
    elves = entries[("A", "activate", "elves")]
    assert not elves.allowed
    assert elves.rules == ("302.6",)
    assert "summoning sick" in (elves.reason or "")
    assert entries[("A", "cast", "wrath")].allowed
    assert entries[("A", "cast", "bolt")].allowed
    assert "Choose targets" in (entries[("A", "cast", "bolt")].reason or "")
    bears = entries[("B", "cast", "bears")]
    assert not bears.allowed
    assert bears.rules == ("302.1",)
    assert entries[("A", "play_land", "forest")].allowed


def test_cost_and_land_limits() -> None:
    entries = _entries(
        [
            {"id": "wrath", "card": "Wrath of God", "owner": "A", "zone": "hand"},
            {"id": "forest", "card": "Forest", "owner": "A", "zone": "hand"},
        ],
        turn={"number": 3, "active": "A", "step": "main1", "lands_played": 1},
    )
    assert entries[("A", "cast", "wrath")].rules == ("601.2h", "118.3")
    assert entries[("A", "play_land", "forest")].rules == ("305.2",)


def test_sorcery_timing_outside_the_main_phase() -> None:
    entries = _entries(
        [{"id": "wrath", "card": "Wrath of God", "owner": "A", "zone": "hand"}],
        players=[{"id": "A", "mana_pool": "{W}{W}{W}{W}"}, {"id": "B"}],
        turn={"number": 3, "active": "A", "step": "upkeep"},
    )
    wrath = entries[("A", "cast", "wrath")]
    assert not wrath.allowed
    assert wrath.rules == ("307.1",)
    assert "main phase" in (wrath.reason or "")


CONTROL_MAGIC: dict[str, Any] = {
    "name": "Control Magic",
    "mana_cost": "{2}{U}{U}",
    "type_line": "Enchantment — Aura",
    "targets": [{"kind": "creature", "text": "target creature"}],
    "abilities": [
        {"kind": "enchant", "target": "creature", "text": "Enchant creature"},
        {"kind": "static", "affects": "enchanted", "modifications": [{"op": "control"}],
         "text": "You control enchanted creature."},
    ],
}  # fmt: skip


def test_abilities_are_offered_to_the_controller_after_layers() -> None:
    """A permanent taken by a control-changing effect lists its abilities for its new
    controller (613.1b), and its {T} ability is refused for them: they haven't controlled it
    since their turn began (302.6). Its owner is offered nothing."""
    data: dict[str, Any] = {
        **BASE,
        "players": [{"id": "A", "mana_pool": "{U}{U}{C}{C}"}, {"id": "B"}],
        "cards": [CONTROL_MAGIC],
        "objects": [
            {"id": "elves", "card": "Llanowar Elves", "owner": "B", "zone": "battlefield"},
            {"id": "cm", "card": "Control Magic", "owner": "A", "zone": "hand"},
        ],
        "actions": [{"player": "A", "cast": "cm", "targets": ["elves"]}, {"resolve": "stack"}],
    }
    state = load(data)
    while True:
        after, _ = step(state)
        if after is state:
            break
        state = after
    assert state.error is None
    assert not state.script
    offered = [(e.player, e.allowed, e.rules) for e in legal_actions(state) if e.object == "elves"]
    assert offered == [("A", False, ("302.6",))]


def test_a_permanent_controlled_since_the_turn_began_offers_its_tap_ability() -> None:
    """Contrast: on the battlefield under Control Magic as the turn began, the elves are not
    summoning sick for player A, whose {T} ability is allowed."""
    data: dict[str, Any] = {
        **BASE,
        "cards": [CONTROL_MAGIC],
        "objects": [
            {"id": "elves", "card": "Llanowar Elves", "owner": "B", "zone": "battlefield"},
            {"id": "cm", "card": "Control Magic", "owner": "A", "zone": "battlefield",
             "attached_to": "elves"},
        ],
    }  # fmt: skip
    offered = [(e.player, e.allowed) for e in legal_actions(load(data)) if e.object == "elves"]
    assert offered == [("A", True)]

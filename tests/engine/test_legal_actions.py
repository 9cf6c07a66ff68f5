"""Legal actions: what the explorer offers must match what the engine then does."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from engine import legal_actions, load, run, step
from tests.engine.strategies import small_game


def _action_for(entry: Any) -> dict[str, Any]:
    auto = {"auto_pay": True} if entry.auto_pay else {}
    if entry.kind == "cast":
        kicked = {"kicked": True} if entry.kicked else {}
        return {"player": entry.player, "cast": entry.object, **kicked, **auto}
    if entry.kind == "activate":
        return {
            "player": entry.player,
            "activate": entry.object,
            "ability": entry.ability,
            **auto,
        }
    if entry.kind == "play_land":
        return {"player": entry.player, "play_land": entry.object}
    if entry.kind == "resolve":
        return {"resolve": "stack"}
    if entry.kind == "advance":
        return {"advance_to": entry.target, **({"turn": entry.turn} if entry.turn else {})}
    if entry.kind in ("attack", "block"):
        return {entry.kind: {entry.object: entry.target}}
    return {"pass": True}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_game())
def test_offered_actions_are_accepted_and_refused_ones_refused_for_the_same_rule(
    data: dict[str, Any],
) -> None:
    for entry in legal_actions(load(data)):
        if (entry.reason or "").startswith("only together"):
            continue  # declared with others (702.111b, 508.1d): tests/engine/test_offered_accepted
        output, _ = run({**data, "actions": [_action_for(entry)]})
        error = output["error"]
        if entry.unsupported:
            # An ability or spell the engine doesn't model: refused as unsupported, no rule.
            assert error is not None, entry
            assert (error["kind"], error["line"], error["rules"]) == ("unsupported", entry.line, [])
        elif entry.allowed:
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
            {
                "id": "elves",
                "card": "Llanowar Elves",
                "owner": "A",
                "zone": "battlefield",
                "summoning_sick": True,
            },
            {"id": "wrath", "card": "Wrath of God", "owner": "A", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "hand"},
            {"id": "forest", "card": "Forest", "owner": "A", "zone": "hand"},
        ],
        players=[{"id": "A", "mana_pool": "{R}{W}{W}{G}{G}"}, {"id": "B", "mana_pool": "{G}{G}"}],
    )
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
        {
            "kind": "static",
            "affects": "enchanted",
            "modifications": [{"op": "control"}],
            "text": "You control enchanted creature.",
        },
    ],
}


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
            {
                "id": "cm",
                "card": "Control Magic",
                "owner": "A",
                "zone": "battlefield",
                "attached_to": "elves",
            },
        ],
    }
    offered = [(e.player, e.allowed) for e in legal_actions(load(data)) if e.object == "elves"]
    assert offered == [("A", True)]


# -- combat declarations, moving on and pending choices -------------------------------------------

SCULPTURE = {
    "name": "Sculpture",
    "type_line": "Artifact Creature — Sculpture",
    "power": 2,
    "toughness": 2,
}
COMBAT: dict[str, Any] = {
    "players": [{"id": "A"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "beginning_of_combat"},
    "objects": [
        {"id": "bear", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        {
            "id": "elves",
            "card": "Llanowar Elves",
            "owner": "A",
            "zone": "battlefield",
            "summoning_sick": True,
        },
        {
            "id": "tapped",
            "card": "Grizzly Bears",
            "owner": "A",
            "zone": "battlefield",
            "tapped": True,
        },
        {"id": "artisan", "card": "Doomed Artisan", "owner": "A", "zone": "battlefield"},
        {"id": "statue", "controller": "A", "zone": "battlefield", "token": SCULPTURE},
        {
            "id": "ogre",
            "controller": "B",
            "zone": "battlefield",
            "token": {"name": "Ogre", "type_line": "Creature — Ogre", "power": 3, "toughness": 3},
        },
    ],
}


def _combat(kind: str, data: dict[str, Any]) -> dict[tuple[str | None, str | None], Any]:
    return {(e.object, e.target): e for e in legal_actions(load(data)) if e.kind == kind}


def test_each_attack_is_tried_with_the_engines_declaration_and_refused_for_its_rule() -> None:
    attacks = _combat("attack", COMBAT)
    assert set(attacks) == {(i, "B") for i in ("bear", "elves", "tapped", "artisan", "statue")}
    assert attacks["bear", "B"].allowed
    assert attacks["bear", "B"].label == "Grizzly Bears attacks player B"
    refused = {i: (e.allowed, e.rules) for (i, _), e in attacks.items() if i != "bear"}
    assert refused == {
        "elves": (False, ("302.6",)),
        "tapped": (False, ("508.1a",)),
        "artisan": (True, ()),
        # The rule the explorer used to miss: an effect that says it can't attack.
        "statue": (False, ("508.1c",)),
    }
    assert "can't attack" in (attacks["statue", "B"].reason or "")


def test_attacks_are_offered_only_until_attackers_are_declared() -> None:
    assert _combat("attack", {**COMBAT, "turn": {**COMBAT["turn"], "step": "main1"}}) == {}
    starting = {**COMBAT, "turn": {**COMBAT["turn"], "step": "declare_attackers"}}
    assert _combat("attack", starting)
    output, _ = run({**starting, "actions": [{"attack": {"bear": "B"}}]})
    assert output["state"]["turn"]["step"] == "declare_attackers"
    kinds = {e["kind"] for e in output["legal_actions"]}
    assert "attack" not in kinds
    assert "block" in kinds  # now player B's creatures may block


def test_blocks_are_tried_for_each_creature_against_each_attacker() -> None:
    data = {
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "declare_attackers"},
        "objects": [
            {
                "id": "bear",
                "card": "Grizzly Bears",
                "owner": "A",
                "zone": "battlefield",
                "attacking": "B",
            },
            {
                "id": "bird",
                "controller": "A",
                "zone": "battlefield",
                "attacking": "B",
                "token": {
                    "name": "Bird",
                    "type_line": "Creature — Bird",
                    "power": 1,
                    "toughness": 1,
                    "abilities": ["Flying"],
                },
            },
            {
                "id": "ogre",
                "controller": "B",
                "zone": "battlefield",
                "token": {
                    "name": "Ogre",
                    "type_line": "Creature — Ogre",
                    "power": 3,
                    "toughness": 3,
                },
            },
            {
                "id": "tired",
                "controller": "B",
                "zone": "battlefield",
                "tapped": True,
                "token": {
                    "name": "Ogre",
                    "type_line": "Creature — Ogre",
                    "power": 3,
                    "toughness": 3,
                },
            },
        ],
    }
    blocks = _combat("block", data)
    assert {k: (e.player, e.allowed, e.rules) for k, e in blocks.items()} == {
        ("ogre", "bear"): ("B", True, ()),
        ("ogre", "bird"): ("B", False, ("702.9b",)),
        ("tired", "bear"): ("B", False, ("509.1a",)),
        ("tired", "bird"): ("B", False, ("509.1a",)),
    }
    assert blocks["ogre", "bird"].reason == (
        "Bird has flying and can't be blocked except by creatures with flying or reach; "
        "Ogre has neither"
    )
    assert _combat("attack", data) == {}  # the attackers are declared (they are attacking)


def _menace_board(blockers: int) -> dict[str, Any]:
    ogre = {"name": "Ogre", "type_line": "Creature — Ogre", "power": 3, "toughness": 3}
    return {
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "declare_blockers"},
        "objects": [
            {
                "id": "brute",
                "controller": "A",
                "zone": "battlefield",
                "attacking": "B",
                "token": {
                    "name": "Brute",
                    "type_line": "Creature — Ogre",
                    "power": 3,
                    "toughness": 3,
                    "abilities": ["Menace"],
                },
            },
            *(
                {"id": f"ogre{i}", "controller": "B", "zone": "battlefield", "token": ogre}
                for i in range(blockers)
            ),
        ],
    }


def test_a_menace_attacker_can_be_blocked_together_with_another_blocker() -> None:
    entries = _combat("block", _menace_board(2)).values()
    assert len(entries) == 2
    for entry in entries:
        assert (entry.allowed, entry.rules) == (True, ("702.111b",))
        reason = entry.reason or ""
        assert reason.startswith("only together with another blocker: Brute has menace")


def test_a_menace_attacker_with_one_creature_able_to_block_it_cant_be_blocked() -> None:
    """702.111b: with one creature that could block it, no declaration blocks it: the block
    isn't offered (performed, the declaration would be refused)."""
    [entry] = _combat("block", _menace_board(1)).values()
    assert (entry.allowed, entry.rules) == (False, ("702.111b",))
    assert entry.reason == "Brute has menace and can't be blocked except by two or more creatures"


def test_a_pending_choice_is_offered_with_its_options_and_nothing_else_is_allowed() -> None:
    data = {
        "players": [{"id": "A", "mana_pool": "{W}{W}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        # Grizzly Bears for its regenerate mode: a mode with no legal target isn't offered (700.2a).
        "objects": [
            {"id": "dc", "card": "Dawn Charm", "owner": "A", "zone": "hand"},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
            {"id": "gb", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        ],
        "actions": [{"player": "A", "cast": "dc"}],
    }
    output, status = run(data)
    assert status == 0
    pending = output["pending"]
    [choose] = [e for e in output["legal_actions"] if e["kind"] == "choose"]
    assert choose["player"] == pending["player"] == "A"
    assert choose["label"] == pending["text"]
    assert choose["rules"] == pending["rules"]
    assert choose["choice"] == {
        "kind": "mode",
        "text": pending["text"],
        "options": pending["options"],
        "min": pending["min"],
        "max": pending["max"],
        "nullable": False,
    }
    others = [e for e in output["legal_actions"] if e["kind"] != "choose"]
    assert others
    assert not any(e["allowed"] for e in others)


def test_advance_goes_to_the_next_step_with_priority_skipping_what_the_game_skips() -> None:
    def advance(data: dict[str, Any]) -> dict[str, Any]:
        output, _ = run(data)
        [entry] = [e for e in output["legal_actions"] if e["kind"] == "advance"]
        return entry

    main1 = {**COMBAT, "turn": {**COMBAT["turn"], "step": "main1"}}
    assert (advance(main1)["target"], advance(main1).get("turn")) == ("beginning_of_combat", None)
    no_attack = {
        **COMBAT,
        "turn": {**COMBAT["turn"], "step": "declare_attackers"},
        "actions": [{"attack": {}}],
    }
    entry = advance(no_attack)
    assert entry["target"] == "end_of_combat"
    assert "508.8" in entry["rules"]
    assert entry["label"] == "Advance to the end of combat step"
    attacked = {**no_attack, "actions": [{"attack": {"bear": "B"}}]}
    assert advance(attacked)["target"] == "declare_blockers"
    end = {**COMBAT, "turn": {**COMBAT["turn"], "step": "end"}}
    assert (advance(end)["target"], advance(end)["turn"]) == ("upkeep", 4)
    assert advance(end)["label"] == "Advance to the upkeep step of turn 4"


def test_offered_declarations_are_what_the_run_then_does() -> None:
    for entry in legal_actions(load(COMBAT)):
        if entry.kind != "attack":
            continue
        output, _ = run({**COMBAT, "actions": [{"attack": {entry.object: entry.target}}]})
        error = output["error"]
        if entry.allowed:
            assert error is None, (entry, error)
        else:
            assert error is not None, entry
            assert (error["message"], tuple(error["rules"])) == (entry.reason, entry.rules)


def test_every_block_of_a_big_board_is_tried() -> None:
    """1,200 possible blocks, each checked by the engine's own block check: the tapped blocker
    listed last is refused for 509.1a, the others are allowed."""
    ogre = {"name": "Ogre", "type_line": "Creature — Ogre", "power": 3, "toughness": 3}
    attackers = [
        {"id": f"x{i}", "controller": "A", "zone": "battlefield", "attacking": "B", "token": ogre}
        for i in range(40)
    ]
    blockers = [
        {"id": f"y{i}", "controller": "B", "zone": "battlefield", "token": ogre, "tapped": i == 29}
        for i in range(30)
    ]
    data = {
        **COMBAT,
        "turn": {**COMBAT["turn"], "step": "declare_attackers"},
        "objects": attackers + blockers,
    }
    blocks = list(_combat("block", data).values())
    assert len(blocks) == 40 * 30
    refused = [e for e in blocks if not e.allowed]
    assert {e.object for e in refused} == {"y29"}
    assert len(refused) == 40
    assert all(e.rules == ("509.1a",) and "tapped" in (e.reason or "") for e in refused)
    assert all(e.reason is None for e in blocks if e.allowed)


def test_a_tapped_or_sick_creatures_tap_ability_is_illegal_even_where_its_line_is_unread() -> None:
    """Issue 31 §6, 107.5, 302.6: a tapped Alluring Siren can't pay {T}, whatever its line
    says — refused with the rule (and so listed as not legal, not as "not modelled"), as the
    action performed is refused."""
    entries = _entries(
        [
            {
                "id": "siren",
                "card": "Alluring Siren",
                "owner": "A",
                "zone": "battlefield",
                "tapped": True,
            },
            {
                "id": "young",
                "card": "Alluring Siren",
                "owner": "A",
                "zone": "battlefield",
                "summoning_sick": True,
            },
        ]
    )
    tapped, sick = entries[("A", "activate", "siren")], entries[("A", "activate", "young")]
    assert (tapped.allowed, tapped.unsupported, tapped.rules) == (False, False, ("107.5",))
    assert tapped.reason == "Alluring Siren is already tapped; {T} can't be paid"
    assert (sick.allowed, sick.unsupported, sick.rules) == (False, False, ("302.6",))
    action = {"player": "A", "activate": "siren", "ability": 1}
    objects = [
        {
            "id": "siren",
            "card": "Alluring Siren",
            "owner": "A",
            "zone": "battlefield",
            "tapped": True,
        }
    ]
    output, status = run({**BASE, "objects": objects, "actions": [action]})
    assert (status, output["error"]["rules"]) == (3, ["107.5"])


def test_mana_abilities_are_offered_only_to_the_player_holding_priority() -> None:
    """Issue 31 §6, 605.3a: while A holds priority, B's Forest and Llanowar Elves make no offer
    (B would pass priority only to make mana nobody asked for); B's other actions still say
    that A passes first (117.3d), and A's own mana abilities are offered."""
    entries = _entries(
        [
            {"id": "forest", "card": "Forest", "owner": "A", "zone": "battlefield"},
            {"id": "bforest", "card": "Forest", "owner": "B", "zone": "battlefield"},
            {"id": "belves", "card": "Llanowar Elves", "owner": "B", "zone": "battlefield"},
            {"id": "bbolt", "card": "Lightning Bolt", "owner": "B", "zone": "hand"},
        ],
        players=[{"id": "A"}, {"id": "B", "mana_pool": "{R}"}],
    )
    assert entries[("A", "activate", "forest")].allowed
    assert ("B", "activate", "bforest") not in entries
    assert ("B", "activate", "belves") not in entries
    bolt = entries[("B", "cast", "bbolt")]
    assert bolt.allowed
    assert (bolt.reason or "").startswith("player A passes first")


def _played(data: dict[str, Any]) -> Any:
    state = load(data)
    while True:
        after, _ = step(state)
        if after is state:
            return state
        state = after


def test_a_card_cast_by_a_permission_is_offered_naming_that_permission() -> None:
    """One registry of permissions to cast (601.3): a plotted card in a later turn is offered
    as plotted (702.170d), not as an Adventure's card, and the offered cast is accepted."""
    data: dict[str, Any] = {
        **BASE,
        "players": [{"id": "A", "mana_pool": "{R}{C}{C}", "library": 3}, {"id": "B", "library": 3}],
        "objects": [{"id": "terror", "card": "Stingerback Terror", "owner": "A", "zone": "hand"}],
        "actions": [
            {"player": "A", "special_action": "plot", "card": "terror"},
            {"advance_to": "main1", "turn": 5},
        ],
    }
    state = _played(data)
    assert state.error is None
    offered = [(e.label, e.allowed) for e in legal_actions(state) if e.object == "terror"]
    assert offered == [("Cast Stingerback Terror from exile (plotted)", True)]


def test_a_permanents_permission_is_offered_naming_the_permanent() -> None:
    """Lurrus's permission (601.3) is one of the registered permissions: the card in the
    graveyard is offered as cast by Lurrus, and a card Lurrus doesn't name is not offered."""
    data: dict[str, Any] = {
        **BASE,
        "players": [{"id": "A", "mana_pool": "{G}{G}{G}{G}"}, {"id": "B"}],
        "objects": [
            {
                "id": "lurrus",
                "card": "Lurrus of the Dream-Den",
                "owner": "A",
                "zone": "battlefield",
            },
            {"id": "elves", "card": "Llanowar Elves", "owner": "A", "zone": "graveyard"},
            {"id": "giant", "card": "Hill Giant", "owner": "A", "zone": "graveyard"},
        ],
        "actions": [],
    }
    state = _played(data)
    offered = [(e.object, e.label, e.allowed) for e in legal_actions(state) if e.kind == "cast"]
    assert offered == [
        ("elves", "Cast Llanowar Elves from the graveyard (Lurrus of the Dream-Den)", True)
    ]

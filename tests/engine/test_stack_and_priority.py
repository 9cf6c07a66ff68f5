"""Priority (CR 117) and resolving the stack (CR 608), mana abilities (605.3b) and abilities whose
source is gone (113.7a, 608.2h)."""

from __future__ import annotations

from typing import Any

from engine.core.state import ObjectRef, Step, Zone
from tests.engine.helpers import creature, error_rules, game, kinds, obj, of_kind, play

BOTH_RED = [{"id": "A", "mana_pool": "{R}"}, {"id": "B", "mana_pool": "{R}"}]


def _bolt_then_shock(*more: dict[str, Any]) -> dict[str, Any]:
    return game(
        [
            obj("battlefield", "bears", "Grizzly Bears", "B"),
            obj("hand", "bolt", "Lightning Bolt", "A"),
            obj("hand", "shock", "Shock", "B"),
        ],
        players=BOTH_RED,
        actions=[
            {"player": "A", "cast": "bolt", "targets": ["B"]},
            {"player": "B", "cast": "shock", "targets": ["A"]},
            *more,
        ],
    )


def test_a_player_who_casts_a_spell_receives_priority_afterward() -> None:
    state, events = play(
        game(
            [obj("hand", "bolt", "Lightning Bolt")],
            players=BOTH_RED,
            actions=[{"player": "A", "cast": "bolt", "targets": ["B"]}],
        )
    )
    assert state.turn.priority == "A"
    assert state.stack == ("bolt",)
    assert of_kind(events, "priority")[-1].rules == ("117.3c",)


def test_an_action_by_the_player_without_priority_means_the_holder_passed() -> None:
    state, events = play(_bolt_then_shock())
    (passed,) = of_kind(events, "pass")
    assert passed.objects == ("A",)
    assert passed.rules == ("117.3d",)
    # Passing once is not all players passing in succession: nothing resolved in between.
    assert state.stack == ("bolt", "shock")
    assert "resolve" not in kinds(events)
    assert state.turn.priority == "B"


def test_all_players_passing_resolves_only_the_top_object() -> None:
    state, events = play(_bolt_then_shock({"pass": True}))
    assert state.stack == ("bolt",)
    assert state.player("A").life == 18
    assert state.player("B").life == 20
    assert [e.rules for e in of_kind(events, "all_passed")] == [("117.4",)]
    # 117.3b: after resolution the active player receives priority.
    assert state.turn.priority == "A"
    assert of_kind(events, "priority")[-1].rules == ("117.3b",)


def test_all_players_passing_with_an_empty_stack_ends_the_step() -> None:
    state, events = play(game(actions=[{"pass": True}]))
    assert state.turn.step is Step.BEGINNING_OF_COMBAT
    assert [e.rules for e in of_kind(events, "all_passed")] == [("500.2",)]


def test_a_resolved_instant_goes_to_its_owners_graveyard() -> None:
    state, events = play(
        game(
            [obj("hand", "bolt", "Lightning Bolt")],
            players=BOTH_RED,
            actions=[{"player": "A", "cast": "bolt", "targets": ["B"]}, {"resolve": "top"}],
        )
    )
    assert state.objects["bolt"].zone is Zone.GRAVEYARD
    assert state.graveyards["A"] == ("bolt",)
    assert [e.rules for e in of_kind(events, "resolved")] == [("608.2n",)]


def test_a_resolved_ability_leaves_the_stack_and_ceases_to_exist() -> None:
    state, events = play(
        game(
            [obj("battlefield", "skel", "Drudge Skeletons")],
            players=[{"id": "A", "mana_pool": "{B}{C}"}, {"id": "B"}],
            actions=[{"player": "A", "activate": "skel"}, {"resolve": "top"}],
        )
    )
    assert state.stack == ()
    assert state.abilities == {}
    assert "a1" not in state.objects
    assert [e.rules for e in of_kind(events, "resolved")] == [("608.2n",)]
    assert state.objects["skel"].regeneration_shields == 1


SPLIT = {
    "name": "Split Shot",
    "mana_cost": "{R}",
    "type_line": "Instant",
    "targets": [
        {"kind": "creature", "text": "target creature"},
        {"kind": "player", "text": "target player"},
    ],
    "effects": [{"op": "damage", "amount": 2, "to": 0}, {"op": "damage", "amount": 2, "to": 1}],
}


def test_a_spell_with_some_illegal_targets_resolves_for_the_legal_ones() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("hand", "split", "Split Shot", "A"),
                obj("hand", "unsummon", "Unsummon", "B"),
            ],
            cards=[SPLIT],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B", "mana_pool": "{U}"}],
            actions=[
                {"player": "A", "cast": "split", "targets": ["bears", "B"]},
                {"player": "B", "cast": "unsummon", "targets": ["bears"]},
                {"resolve": "stack"},
            ],
        )
    )
    # The creature left the battlefield: that target is illegal and unaffected; the player is not.
    assert state.objects["bears"].zone is Zone.HAND
    assert state.objects["bears"].damage == 0
    assert state.player("B").life == 18
    checked = [e for e in of_kind(events, "targets_checked") if "split" in e.objects]
    assert [e.rules for e in checked] == [("608.2b",)]
    assert "some targets are illegal" in checked[0].text
    assert "fizzle" not in kinds(events)


def test_a_spell_whose_targets_are_all_illegal_does_not_resolve() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("hand", "bolt", "Lightning Bolt", "A"),
                obj("hand", "unsummon", "Unsummon", "B"),
            ],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B", "mana_pool": "{U}"}],
            actions=[
                {"player": "A", "cast": "bolt", "targets": ["bears"]},
                {"player": "B", "cast": "unsummon", "targets": ["bears"]},
                {"resolve": "stack"},
            ],
        )
    )
    (fizzle,) = of_kind(events, "fizzle")
    assert fizzle.rules == ("608.2b",)
    assert fizzle.objects == ("bolt",)
    # Removed from the stack to its owner's graveyard, without dealing damage.
    assert state.objects["bolt"].zone is Zone.GRAVEYARD
    assert not [e for e in of_kind(events, "damage") if "bolt" in e.objects]


def test_a_mana_ability_resolves_at_once_without_using_the_stack() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "elves", "Llanowar Elves", "B"),
                obj("hand", "bolt", "Lightning Bolt", "A"),
            ],
            players=BOTH_RED,
            actions=[
                {"player": "A", "cast": "bolt", "targets": ["B"]},
                {"player": "B", "activate": "elves"},
            ],
        )
    )
    assert state.stack == ("bolt",)
    assert state.abilities == {}
    assert state.player("B").mana_pool == (0, 0, 0, 1, 1, 0)
    (activated,) = of_kind(events, "activate")
    assert activated.rules == ("605.3b",)
    # B had priority when activating it (A passed, 117.3d), so B receives priority afterward
    # (117.3c) and A's pass no longer counts toward all passing in succession (117.4).
    assert [(e.rules, e.objects) for e in of_kind(events, "priority")] == [
        (("117.3c",), ("A",)),
        (("117.3c",), ("B",)),
    ]
    assert state.turn.priority == "B"
    assert state.turn.passed == ()


PINGER = creature(
    "Pinger",
    1,
    1,
    {
        "kind": "activated",
        "cost": {"tap": True},
        "targets": [{"kind": "any", "text": "any target"}],
        "effects": [{"op": "damage", "amount": 1, "to": 0}],
        "text": "{T}: Pinger deals 1 damage to any target.",
    },
)


def test_an_activated_ability_resolves_after_its_source_has_left_the_battlefield() -> None:
    state, events = play(
        game(
            [obj("battlefield", "pinger", "Pinger"), obj("hand", "unsummon", "Unsummon", "B")],
            cards=[PINGER],
            players=[{"id": "A"}, {"id": "B", "mana_pool": "{U}"}],
            actions=[
                {"player": "A", "activate": "pinger", "targets": ["B"]},
                {"player": "B", "cast": "unsummon", "targets": ["pinger"]},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.objects["pinger"].zone is Zone.HAND
    # 113.7a: the ability exists independently of its source; the damage uses the source's last
    # known information (608.2h) and names it.
    assert state.player("B").life == 19
    damage = [e for e in of_kind(events, "damage") if "B" in e.objects]
    assert len(damage) == 1
    assert damage[0].objects == ("pinger", "B")
    assert "Pinger deals 1 damage" in damage[0].text


def test_an_ability_of_a_sacrificed_source_does_not_affect_the_card_in_the_graveyard() -> None:
    # The ability's "this" is the permanent it came from; the card in the graveyard is a new
    # object (400.7), so the counter has nothing to go on (609.3) — it uses the old object's LKI.
    relic = {
        "name": "Fading Relic",
        "mana_cost": "{1}",
        "type_line": "Artifact",
        "abilities": [
            {
                "kind": "activated",
                "cost": {"sacrifice_self": True},
                "effects": [
                    {"op": "counters", "counter": "charge", "target": "self"},
                    {"op": "gain_life", "amount": 1},
                ],
                "text": "Sacrifice Fading Relic: Put a charge counter on it. You gain 1 life.",
            }
        ],
    }
    state, events = play(
        game(
            [obj("battlefield", "relic", "Fading Relic", counters={"charge": 2})],
            cards=[relic],
            actions=[{"player": "A", "activate": "relic"}, {"resolve": "stack"}],
        )
    )
    assert error_rules(state) is None
    assert state.objects["relic"].zone is Zone.GRAVEYARD
    assert state.objects["relic"].counters == ()
    assert state.player("A").life == 21
    assert [e.rules for e in of_kind(events, "no_effect")] == [("609.3",)]
    # The stack entry remembers the permanent as it was, with its two counters.
    lki = state.lki[ObjectRef("relic", 0)]
    assert lki.counter("charge") == 2


def test_target_spell_can_choose_only_spells_not_abilities_on_the_stack() -> None:
    # Drudge Skeletons' ability (a1) is on the stack above Lightning Bolt; Counterspell's only
    # legal target is the Bolt, so it is taken without asking.
    state, _ = play(
        game(
            [
                obj("battlefield", "skel", "Drudge Skeletons", "B"),
                obj("hand", "bolt", "Lightning Bolt", "A"),
                obj("hand", "cs", "Counterspell", "A"),
            ],
            players=[{"id": "A", "mana_pool": "{R}{U}{U}"}, {"id": "B", "mana_pool": "{B}{C}"}],
            actions=[
                {"player": "A", "cast": "bolt", "targets": ["skel"]},
                {"player": "B", "activate": "skel"},
                {"player": "A", "cast": "cs"},
            ],
        )
    )
    assert error_rules(state) is None
    assert state.stack == ("bolt", "a1", "cs")
    (target,) = state.objects["cs"].targets
    assert [t.id for t in target if isinstance(t, ObjectRef)] == ["bolt"]


def test_target_spell_with_only_an_ability_on_the_stack_has_no_legal_target() -> None:
    state, _ = play(
        game(
            [obj("battlefield", "skel", "Drudge Skeletons"), obj("hand", "cs", "Counterspell")],
            players=[{"id": "A", "mana_pool": "{U}{U}{B}{C}"}, {"id": "B"}],
            actions=[{"player": "A", "activate": "skel"}, {"player": "A", "cast": "cs"}],
        )
    )
    assert error_rules(state) == ["601.2c", "115.1"]
    assert state.objects["cs"].zone is Zone.HAND


AURA_SPELL = {
    "name": "Test Shackles",
    "mana_cost": "{W}",
    "type_line": "Enchantment — Aura",
    "targets": [{"kind": "creature", "text": "enchant creature"}],
}


def test_an_aura_spell_enters_attached_to_its_target() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("hand", "aura", "Test Shackles"),
            ],
            cards=[AURA_SPELL],
            players=[{"id": "A", "mana_pool": "{W}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "aura", "targets": ["bears"]}, {"resolve": "stack"}],
        )
    )
    aura = state.objects["aura"]
    assert aura.zone is Zone.BATTLEFIELD
    assert aura.attached_to == "bears"
    (attached,) = of_kind(events, "attach")
    assert (attached.rules, attached.objects) == (("608.3c",), ("aura", "bears"))
    # Attached to a legal object, it is not put into the graveyard by 704.5m.
    assert not of_kind(events, "sba")


def test_an_aura_spell_whose_target_is_gone_does_not_resolve() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("hand", "aura", "Test Shackles"),
                obj("hand", "unsummon", "Unsummon", "B"),
            ],
            cards=[AURA_SPELL],
            players=[{"id": "A", "mana_pool": "{W}"}, {"id": "B", "mana_pool": "{U}"}],
            actions=[
                {"player": "A", "cast": "aura", "targets": ["bears"]},
                {"player": "B", "cast": "unsummon", "targets": ["bears"]},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.objects["aura"].zone is Zone.GRAVEYARD
    assert [e.objects for e in of_kind(events, "fizzle")] == [("aura",)]
    assert not of_kind(events, "attach")

"""Face-down spells and permanents (CR 708): morph, megamorph and disguise (702.37, 702.168) —
cast face down for {3} as a 2/2 with no name, text, subtypes or mana cost (layer 1b, 613.2b),
turned face up by a special action (116.2b), revealed as they leave (708.9)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.face_down import copiable_card
from engine.derived.characteristics import characteristics
from engine.driver.output import object_out
from tests.engine.helpers import error_rules, game, obj, of_kind, play, reading

PLAYERS = [{"id": "A", "library": 5}, {"id": "B", "library": 5}]


def _game(objects: list[dict[str, Any]], actions: list[dict[str, Any]], pool: str = "", **kw: Any):
    players = [{"id": "A", "library": 5, "mana_pool": pool}, {"id": "B", "library": 5}]
    return game(objects, players=players, actions=actions, **kw)


def test_cast_face_down_is_a_nameless_2_2_creature_spell_for_3() -> None:
    state, events = play(
        _game(
            [obj("hand", "m", "Mystic of the Hidden Way")],
            [{"player": "A", "cast": "m", "face_down": True}],
            "{C}{C}{C}",
        )
    )
    assert error_rules(state) is None
    spell = state.objects["m"]
    chars = characteristics(state, spell)
    assert (chars.name, chars.types, chars.subtypes, chars.power, chars.toughness) == (
        "",
        ("Creature",),
        (),
        2,
        2,
    )
    assert (chars.colors, chars.statics, chars.keywords) == ((), (), ())
    assert ("702.37c", "708.4", "708.5") in [e.rules for e in of_kind(events, "alternative_cost")]
    # The narration, which every player reads, never names the face-down card (708.5).
    assert not any("Mystic" in e.text for e in events)
    out = object_out(state, spell)
    assert (out["face_down"], out["name"], out["label"]) == ("morph", "", "face-down creature (m)")


def test_a_face_down_permanent_has_mana_value_0_and_no_abilities() -> None:
    state, _ = play(
        _game([obj("battlefield", "m", "Mystic of the Hidden Way", face_down="morph")], [])
    )
    chars = characteristics(state, state.objects["m"])
    assert (chars.statics, chars.combat_rules) == ((), ())
    assert "708.2a" in [r for _, r in chars.explanations]
    assert copiable_card(state.objects["m"]).cost.mana_value == 0


def test_disguise_gives_the_face_down_permanent_ward_2() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "p", "Defenestrated Phantom", face_down="disguise"),
                obj("hand", "shock", "Shock", "B"),
            ],
            players=[{"id": "A"}, {"id": "B", "mana_pool": "{R}"}],
            actions=[{"player": "B", "cast": "shock", "targets": ["p"]}, {"resolve": "stack"}],
            choices=[{"pay": False}],
        )
    )
    assert characteristics(state, state.objects["p"]).keywords == ("Ward {2}",)
    assert state.objects["shock"].zone.value == "graveyard"
    assert state.objects["p"].damage == 0  # Shock was countered by ward
    assert [e.rules for e in of_kind(events, "ward")] == [("702.21a",)]


def test_a_card_without_morph_cant_be_cast_face_down() -> None:
    state, _ = play(
        _game(
            [obj("hand", "b", "Grizzly Bears")],
            [{"player": "A", "cast": "b", "face_down": True}],
            "{C}{C}{C}",
        )
    )
    assert error_rules(state) == ["702.37d", "702.168c"]
    assert state.objects["b"].zone.value == "hand"


def test_cast_face_down_at_sorcery_speed_only() -> None:
    state, _ = play(
        game(
            [obj("hand", "m", "Mystic of the Hidden Way")],
            players=[{"id": "A", "mana_pool": "{C}{C}{C}"}, {"id": "B"}],
            turn={"number": 3, "active": "B", "step": "main1"},
            actions=[{"player": "A", "cast": "m", "face_down": True}],
        )
    )
    assert error_rules(state) == ["302.1"]


def _turn_up(card: str, pay: str, **fields: Any) -> tuple[Any, list[Any]]:
    return play(
        _game(
            [obj("battlefield", "x", card, face_down="morph", **fields)],
            [{"player": "A", "turn_face_up": "x", "pay": pay}],
            pay,
        )
    )


def test_turning_face_up_is_a_special_action_keeping_damage_and_status() -> None:
    state, events = _turn_up("Mystic of the Hidden Way", "{C}{C}{U}", damage=1, tapped=True)
    assert error_rules(state) is None
    up = state.objects["x"]
    assert (up.face_down, up.damage, up.tapped) == (None, 1, True)
    chars = characteristics(state, up)
    assert (chars.name, chars.power, chars.toughness) == ("Mystic of the Hidden Way", 3, 2)
    [turned] = of_kind(events, "turn_face_up")
    assert turned.rules == ("116.2b", "702.37e", "708.8")
    assert not state.stack  # it doesn't use the stack
    assert state.objects["x"].incarnation == 0  # the same object (708.8)


def test_megamorph_puts_a_counter_on_it_as_it_is_turned_face_up() -> None:
    state, events = _turn_up("Sandstorm Charger", "{C}{C}{C}{C}{W}")
    assert state.objects["x"].counter("+1/+1") == 1
    chars = characteristics(state, state.objects["x"])
    assert (chars.power, chars.toughness) == (4, 5)
    assert [e.rules for e in of_kind(events, "counters")] == [("702.37b", "708.11")]


def test_a_morph_turned_face_up_gets_no_counter() -> None:
    state, events = _turn_up("Mystic of the Hidden Way", "{C}{C}{U}")
    assert state.objects["x"].counter("+1/+1") == 0
    assert not of_kind(events, "counters")


@pytest.mark.parametrize(
    ("fields", "actor", "rules"),
    [
        ({}, "B", ["702.37e", "116.2b"]),
        ({"face_down": None}, "A", ["708.7"]),
    ],
)
def test_only_its_controller_turns_a_face_down_permanent_face_up(
    fields: dict[str, Any], actor: str, rules: list[str]
) -> None:
    spec = {**obj("battlefield", "x", "Mystic of the Hidden Way", face_down="morph"), **fields}
    players = [{"id": "A", "mana_pool": "{C}{C}{U}"}, {"id": "B", "mana_pool": "{C}{C}{U}"}]
    state, _ = play(game([spec], players=players, actions=[{"player": actor, "turn_face_up": "x"}]))
    assert error_rules(state) == rules


@pytest.mark.parametrize(("card", "rules"), [("Grizzly Bears", None), ("Shock", ["701.40b"])])
def test_a_manifested_creature_card_turns_face_up_for_its_mana_cost(
    card: str, rules: list[str] | None
) -> None:
    state, _ = play(
        _game(
            [obj("battlefield", "x", card, face_down="manifest")],
            [{"player": "A", "turn_face_up": "x", "pay": "{C}{G}"}],
            "{C}{G}",
        )
    )
    assert error_rules(state) == rules
    assert state.objects["x"].face_down == (None if rules is None else "manifest")


def test_turning_face_up_needs_its_cost_paid() -> None:
    state, _ = _turn_up("Mystic of the Hidden Way", "{C}{C}{C}")
    assert error_rules(state) == ["702.37e", "118.3"]
    assert state.objects["x"].face_down == "morph"


def test_a_face_down_permanent_that_dies_is_revealed() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "m", "Mystic of the Hidden Way", face_down="morph"),
                obj("hand", "shock", "Shock", "B"),
            ],
            players=[{"id": "A"}, {"id": "B", "mana_pool": "{R}"}],
            actions=[{"player": "B", "cast": "shock", "targets": ["m"]}, {"resolve": "stack"}],
        )
    )
    assert state.objects["m"].zone.value == "graveyard"
    assert state.objects["m"].face_down is None
    [revealed] = of_kind(events, "reveal")
    assert revealed.rules == ("708.9",)
    assert "Mystic of the Hidden Way" in revealed.text


def test_a_copy_of_a_face_down_creature_is_a_nameless_2_2() -> None:
    state, _ = play(
        _game(
            [
                obj("battlefield", "m", "Mystic of the Hidden Way", face_down="morph"),
                obj("hand", "clone", "Clone"),
            ],
            [{"player": "A", "cast": "clone"}, {"resolve": "stack"}],
            "{C}{C}{C}{U}",
            choices=[{"object": "m"}],
        )
    )
    assert error_rules(state) is None
    chars = characteristics(state, state.objects["clone"])
    assert (chars.name, chars.power, chars.toughness, chars.statics) == ("", 2, 2, ())
    assert state.objects["clone"].face_down is None  # a copy is face up (708.10, 707.2)


def test_an_enters_ability_doesnt_trigger_face_down_or_turned_face_up() -> None:
    # Nightdrinker Moroii: "When this creature enters, you lose 3 life." (708.3, 702.168d)
    state, _ = play(
        _game(
            [obj("hand", "n", "Nightdrinker Moroii")],
            [
                {"player": "A", "cast": "n", "face_down": True, "pay": "{C}{C}{C}"},
                {"resolve": "stack"},
                {"player": "A", "turn_face_up": "n", "pay": "{B}{B}"},
            ],
            "{C}{C}{C}{B}{B}",
        )
    )
    assert error_rules(state) is None
    assert state.player("A").life == 20
    assert characteristics(state, state.objects["n"]).name == "Nightdrinker Moroii"


def test_the_scenario_refuses_a_face_down_card_in_a_hand() -> None:
    from engine import load
    from engine.core.errors import ScenarioError

    with pytest.raises(ScenarioError, match=r"objects\[0\]\.face_down"):
        load(game([obj("hand", "m", "Mystic of the Hidden Way", face_down="morph")]))


# -- the compiler: the keyword lines and "When this creature is turned face up" ----------------


def _reading(name: str, start: str) -> tuple[str, str, tuple[Any, ...], str]:
    found = reading(name, start)
    return found.outcome, found.template, found.abilities, found.words


@pytest.mark.parametrize(
    ("name", "line", "outcome", "template", "abilities", "said"),
    [
        (
            "Mystic of the Hidden Way",
            "Morph {2}{U}",
            "recognised",
            "keywords",
            ("Morph {2}{U}",),
            "turn it face up for {2}{U}",
        ),
        (
            "Sandstorm Charger",
            "Megamorph {4}{W}",
            "recognised",
            "keywords",
            ("Megamorph {4}{W}",),
            "getting a +1/+1 counter as it is turned face up",
        ),
        (
            "Defenestrated Phantom",
            "Disguise {4}{W}",
            "recognised",
            "keywords",
            ("Disguise {4}{W}",),
            "2/2 creature with ward {2}",
        ),
        (
            "Skirk Marauder",
            "When this creature is turned face up",
            "recognised",
            "triggered",
            (
                {
                    "kind": "triggered",
                    "trigger": {"event": "turned_face_up"},
                    "effects": [{"op": "damage", "amount": 2, "to": 0}],
                    "targets": [{"kind": "any", "text": "any target"}],
                    "text": (
                        "When this creature is turned face up, it deals 2 damage to any target."
                    ),
                },
            ),
            "when this is turned face up (702.37e, 708.8",
        ),
        (
            "Shieldhide Dragon",
            "When this creature is turned face up",
            "recognised",
            "triggered",
            (
                {
                    "kind": "triggered",
                    "trigger": {"event": "turned_face_up"},
                    "effects": [
                        {
                            "op": "counters",
                            "counter": "+1/+1",
                            "amount": 1,
                            "filter": {
                                "other": True,
                                "subtypes": ["Dragon"],
                                "controller": "you",
                                "types": ["Creature"],
                            },
                        }
                    ],
                    "text": "When this creature is turned face up, put a +1/+1 counter on each "
                    "other Dragon creature you control.",
                },
            ),
            "1 +1/+1 counter on each other Dragon creature you control",
        ),
        (
            "Ridgescale Tusker",
            "When this creature enters",
            "recognised",
            "triggered",
            (
                {
                    "kind": "triggered",
                    "trigger": {"event": "enters"},
                    "effects": [
                        {
                            "op": "counters",
                            "counter": "+1/+1",
                            "amount": 1,
                            "filter": {"other": True, "controller": "you", "types": ["Creature"]},
                        }
                    ],
                    "text": "When this creature enters, put a +1/+1 counter on each other creature "
                    "you control.",
                },
            ),
            "1 +1/+1 counter on each other creature you control",
        ),
        # A morph cost with X (702.37f) and one that isn't mana stay unread.
        ("Warbreak Trumpeter", "Morph {X}{X}{R}", "gap", "keyword: Morph", (), ""),
        ("Warbreak Trumpeter", "When this creature is turned face up", "unsupported", "", (), ""),
        # A morph cost that isn't mana: a keyword line the engine names as a gap (702.37).
        ("Dragon's Eye Savants", "Morph—Reveal", "gap", "keyword: Morph", (), ""),
    ],
)
def test_the_face_down_lines_read(
    name: str, line: str, outcome: str, template: str, abilities: tuple[Any, ...], said: str
) -> None:
    found = _reading(name, line)
    assert found[:2] == (outcome, template)
    if outcome == "recognised":
        assert found[2] == abilities
        assert said in found[3]


def test_legal_actions_offer_casting_face_down_and_turning_face_up() -> None:
    from engine.rules.legal_actions import legal_actions

    state, _ = play(
        _game(
            [
                obj("hand", "m", "Mystic of the Hidden way"),
                obj("battlefield", "x", "Skirk Marauder", face_down="morph"),
            ],
            [],
            "{C}{C}{C}",
        )
    )
    offered = {(a.kind, a.object, a.face_down): a for a in legal_actions(state) if a.player == "A"}
    assert offered["cast", "m", True].allowed
    assert not offered["cast", "m", False].allowed  # {2}{U} isn't in the pool
    turn_up = offered["turn_face_up", "x", False]
    assert not turn_up.allowed
    assert turn_up.rules == ("702.37e", "118.3")

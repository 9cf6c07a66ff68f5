"""Keywords of creatures that put +1/+1 counters on the creature (702.100 evolve, 702.149
training, 702.105 dethrone, 702.112 renown, 702.107 outlast, 702.191 increment, 702.156
ravenous) and extort (702.101): real cards' lines, the keyword each becomes, the words the card
page shows, the lines that stay unread, and the conditions in play."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards import vocabulary as v
from engine.driver.run import run
from tests.engine.helpers import keyword_scenario, output_objects, reading


@pytest.mark.parametrize(
    ("name", "start", "keyword", "words"),
    [
        ("Cloudfin Raptor", "Evolve", "Evolve", "(702.100a), a triggered ability"),
        ("Experiment One", "Evolve", "Evolve", "compared again as it resolves, 603.4"),
        ("Hopeful Initiate", "Training", "Training", "with power greater than this creature's"),
        ("Gryff Rider", "Training", "Training", "(702.149a), a triggered ability"),
        ("Marchesa's Emissary", "Dethrone", "Dethrone", "the most life or tied for most life"),
        ("Marchesa's Smuggler", "Dethrone", "Dethrone", "(702.105a), a triggered ability"),
        ("Hungry Graffalon", "Increment", "Increment", "(702.191a), a triggered ability"),
        ("Pensive Professor", "Increment", "Increment", "each instance triggers separately"),
        ("Jacked Rabbit", "Ravenous", "Ravenous", "if X is 5 or more, draw a card"),
    ],
)
def test_a_counter_keyword_is_read_and_said(
    name: str, start: str, keyword: str, words: str
) -> None:
    found = reading(name, start)
    assert found.outcome == "recognised"
    assert found.template == "keywords"
    assert found.abilities == (keyword,)
    assert words in found.words, found.words


@pytest.mark.parametrize(
    ("name", "start"),
    [
        # "Whenever this creature evolves" (702.100b) and "trains" (702.149c) are triggers on the
        # keyword's own resolution, which nothing reads yet.
        ("Renegade Krasis", "Whenever this creature evolves"),
        ("Savior of Ollenbock", "Whenever this creature trains"),
    ],
)
def test_triggers_on_evolving_or_training_stay_unread(name: str, start: str) -> None:
    assert reading(name, start).outcome != "recognised"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("evolve", "Evolve"),
        ("TRAINING", "Training"),
        ("Dethrone", "Dethrone"),
        ("increment", "Increment"),
        ("Evolve 2", None),
        ("Increment 2", None),
    ],
)
def test_the_keywords_canonical_spelling(text: str, expected: str | None) -> None:
    assert v.normalise_keyword(text) == expected


def test_evolve_triggers_for_greater_toughness_alone() -> None:
    """702.100a "and/or": a 0/3 beats a 2/2 Experiment One in toughness only."""
    output, status = run(
        keyword_scenario(
            [
                {
                    "id": "one",
                    "card": "Experiment One",
                    "owner": "A",
                    "zone": "battlefield",
                    "counters": {"+1/+1": 1},
                },
                {"id": "wall", "card": "Wall of Wood", "owner": "A", "zone": "hand"},
            ],
            [{"player": "A", "cast": "wall"}, {"resolve": "stack"}],
            pool="{G}",
        )
    )
    assert status == 0, output["error"]
    assert output_objects(output)["one"]["counters"] == {"+1/+1": 2}


def test_evolve_ignores_an_opponents_creature() -> None:
    """702.100a: "a creature you control" — Player B's Grizzly Bears entering doesn't count."""
    output, status = run(
        keyword_scenario(
            [
                {"id": "one", "card": "Experiment One", "owner": "A", "zone": "battlefield"},
                {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "hand"},
            ],
            [{"player": "B", "cast": "bears"}, {"resolve": "stack"}],
            turn={"number": 3, "active": "B", "step": "main1"},
        )
        | {
            "players": [
                {"id": "A", "library": 5},
                {"id": "B", "library": 5, "mana_pool": "{G}{G}"},
            ]
        }
    )
    assert status == 0, output["error"]
    assert output_objects(output)["one"]["counters"] == {}
    assert not [e for e in output["events"] if e["rules"][:1] == ["702.100a"]]


def test_training_compares_powers_as_attackers_are_declared() -> None:
    """702.149a: Hopeful Initiate with a +1/+1 counter (power 2) attacking beside Grizzly Bears
    (power 2) doesn't train: the other's power must be greater."""
    output, status = run(
        keyword_scenario(
            [
                {
                    "id": "initiate",
                    "card": "Hopeful Initiate",
                    "owner": "A",
                    "zone": "battlefield",
                    "counters": {"+1/+1": 1},
                },
                {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
            ],
            [{"attack": {"initiate": "B", "bears": "B"}}, {"advance_to": "declare_blockers"}],
            step="beginning_of_combat",
        )
    )
    assert status == 0, output["error"]
    assert output_objects(output)["initiate"]["counters"] == {"+1/+1": 1}
    assert not [e for e in output["events"] if e["kind"] == "trigger"]


def test_dethrone_counts_the_attacking_players_own_life() -> None:
    """702.105a: the most life among all players, the attacker's controller included — B at 20
    while A has 25 isn't the most."""
    scenario = keyword_scenario(
        [{"id": "emissary", "card": "Marchesa's Emissary", "owner": "A", "zone": "battlefield"}],
        [{"attack": {"emissary": "B"}}, {"advance_to": "declare_blockers"}],
        step="beginning_of_combat",
    )
    scenario["players"][0]["life"] = 25
    output, status = run(scenario)
    assert status == 0, output["error"]
    assert output_objects(output)["emissary"]["counters"] == {}


@pytest.mark.parametrize(
    ("name", "keyword", "words"),
    [
        ("Topan Freeblade", "Renown 1", "put 1 +1/+1 counter on it and it becomes renowned"),
        ("Rhox Maulers", "Renown 2", "put 2 +1/+1 counters on it"),
        ("Outland Colossus", "Renown 6", "(702.112a), a triggered ability"),
    ],
)
def test_renown_is_read_and_said(name: str, keyword: str, words: str) -> None:
    found = reading(name, "Renown")
    assert found.outcome == "recognised"
    assert found.abilities == (keyword,)
    assert words in found.words, found.words


@pytest.mark.parametrize(
    ("name", "start"),
    [
        # "Becomes renowned" as a trigger event isn't read yet ("As long as this creature is
        # renowned", a designation condition, is: tests/engine/test_compiler_monstrosity.py).
        ("Relic Seeker", "When this creature becomes renowned"),
    ],
)
def test_lines_about_being_renowned_stay_unread(name: str, start: str) -> None:
    assert reading(name, start).outcome != "recognised"


def _renown(actions: list[dict[str, Any]]) -> dict[str, Any]:
    output, status = run(
        keyword_scenario(
            [{"id": "freeblade", "card": "Topan Freeblade", "owner": "A", "zone": "battlefield"}],
            [{"attack": {"freeblade": "B"}}, *actions],
            step="beginning_of_combat",
        )
    )
    assert status == 0, output["error"]
    return output


def test_renown_checks_again_as_it_resolves() -> None:
    """603.4, 702.112c: renowned by the time its renown resolves, the creature gets nothing."""
    output = _renown(
        [
            {"advance_to": "combat_damage"},
            {"edit": {"id": "freeblade", "chosen": {"renowned": True}}},
            {"resolve": "stack"},
        ]
    )
    nothing = [e for e in output["events"] if e["kind"] == "intervening_if"]
    assert [e["rules"] for e in nothing] == [["603.4"]]
    assert "Topan Freeblade is already renowned" in nothing[0]["text"]
    assert output_objects(output)["freeblade"]["counters"] == {}


def test_renowned_is_gone_when_it_leaves_the_battlefield() -> None:
    """702.112b: a renowned permanent stays renowned only until it leaves the battlefield."""
    output = _renown([{"advance_to": "end_of_combat"}])
    assert output_objects(output)["freeblade"]["chosen"] == {"renowned": True}
    scenario = keyword_scenario(
        [
            {
                "id": "freeblade",
                "card": "Topan Freeblade",
                "owner": "A",
                "zone": "battlefield",
                "chosen": {"renowned": True},
            },
            {"id": "shift", "card": "Cloudshift", "owner": "A", "zone": "hand"},
        ],
        [{"player": "A", "cast": "shift", "targets": ["freeblade"]}, {"resolve": "stack"}],
        pool="{W}",
    )
    output, status = run(scenario)
    assert status == 0, output["error"]
    assert output_objects(output)["freeblade"]["chosen"] == {}


@pytest.mark.parametrize("name", ["Syndic of Tithes", "Tithe Drinker", "Blind Obedience"])
def test_extort_is_read_and_said(name: str) -> None:
    found = reading(name, "Extort")
    assert found.outcome == "recognised"
    assert found.abilities == ("Extort",)
    assert "(702.101a), a triggered ability: whenever you cast a spell, you may pay {W/B}" in (
        found.words
    )


def test_extort_gains_the_total_life_lost_by_each_opponent() -> None:
    """702.101a: with two opponents, each loses 1 life, so its controller gains 2."""
    output, status = run(
        {
            "format": "rulings-explorer/1",
            "players": [
                {"id": "A", "library": 5, "mana_pool": "{B}{G}"},
                {"id": "B", "library": 5},
                {"id": "C", "library": 5},
            ],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {"id": "syndic", "card": "Syndic of Tithes", "owner": "A", "zone": "battlefield"},
                {"id": "elves", "card": "Llanowar Elves", "owner": "A", "zone": "hand"},
            ],
            "actions": [{"player": "A", "cast": "elves", "pay": "{G}"}, {"resolve": "stack"}],
            "choices": [{"pay": True}],
        }
    )
    assert status == 0, output["error"]
    lives = {p["id"]: p["life"] for p in output["state"]["players"]}
    assert lives == {"A": 22, "B": 19, "C": 19}


def test_extort_without_white_or_black_mana_asks_nothing() -> None:
    """118.12: a cost that can't be paid isn't offered; the spell resolves as usual."""
    output, status = run(
        keyword_scenario(
            [
                {"id": "syndic", "card": "Syndic of Tithes", "owner": "A", "zone": "battlefield"},
                {"id": "elves", "card": "Llanowar Elves", "owner": "A", "zone": "hand"},
            ],
            [{"player": "A", "cast": "elves"}, {"resolve": "stack"}],
            pool="{G}",
        )
    )
    assert status == 0, output["error"]
    assert output["pending"] is None
    assert output_objects(output)["elves"]["zone"] == "battlefield"
    assert {p["id"]: p["life"] for p in output["state"]["players"]} == {"A": 20, "B": 20}


@pytest.mark.parametrize(
    ("name", "mana"),
    [("Ainok Bond-Kin", "{1}{W}"), ("Abzan Falconer", "{W}"), ("Tuskguard Captain", "{G}")],
)
def test_outlast_is_an_activated_ability_as_a_sorcery(name: str, mana: str) -> None:
    """702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a
    sorcery." The line about creatures with +1/+1 counters that comes with it is read as a
    static ability on those creatures (122.1)."""
    found = reading(name, "Outlast")
    assert found.outcome == "recognised"
    assert found.template == "keywords: outlast"
    (ability,) = found.abilities
    assert ability["cost"] == {"mana": mana, "tap": True}
    assert ability["effects"] == [
        {"op": "counters", "counter": "+1/+1", "amount": 1, "target": "self"}
    ]
    assert ability["sorcery_speed"] is True
    assert found.words.startswith("the keyword Outlast (702.107a): an activated ability")
    companion = reading(name, "Each creature you control with a +1/+1")
    assert companion.outcome == "recognised"
    (granted,) = companion.abilities
    assert granted["filter"] == {"controller": "you", "counters": ["+1/+1"], "types": ["Creature"]}


def test_outlast_needs_a_creature_that_isnt_summoning_sick() -> None:
    """302.6: its cost includes {T}."""
    output, status = run(
        keyword_scenario(
            [
                {
                    "id": "ainok",
                    "card": "Ainok Bond-Kin",
                    "owner": "A",
                    "zone": "battlefield",
                    "summoning_sick": True,
                },
            ],
            [{"player": "A", "activate": "ainok", "ability": 1}],
            pool="{W}{W}",
        )
    )
    assert status == 3
    assert output["error"]["rules"] == ["302.6"]


def test_increment_is_asked_again_as_it_resolves() -> None:
    """702.191a, 603.4: Hungry Graffalon (3/4) triggers on a four-mana Hill Giant, but Giant
    Growth makes it 6/7 before the ability resolves — four is no longer greater than its power
    or its toughness, so no counter is put on it. Giant Growth's one mana doesn't trigger it."""
    output, status = run(
        keyword_scenario(
            [
                {
                    "id": "graffalon",
                    "card": "Hungry Graffalon",
                    "owner": "A",
                    "zone": "battlefield",
                },
                {"id": "giant", "card": "Hill Giant", "owner": "A", "zone": "hand"},
                {"id": "growth", "card": "Giant Growth", "owner": "A", "zone": "hand"},
            ],
            [
                {"player": "A", "cast": "giant"},
                {"player": "A", "cast": "growth", "targets": ["graffalon"]},
                {"resolve": "stack"},
            ],
            pool="{R}{R}{R}{R}{G}",
        )
    )
    assert status == 0, output["error"]
    assert output_objects(output)["graffalon"]["counters"] == {}
    triggers = [e for e in output["events"] if e["rules"][:1] == ["702.191a"]]
    assert len(triggers) == 1
    (false,) = [e for e in output["events"] if e["kind"] == "intervening_if"]
    assert "4 mana was spent to cast the spell, not more than" in false["text"]

"""Replacement effects that change an amount of damage (614.1a), read from real cards' lines and
said back, and what happens when they apply with others (616.1): the player dealt the damage,
or the controller of the permanent dealt it, chooses their order."""

from __future__ import annotations

from typing import Any

import pytest

from engine import run
from tests.engine.helpers import outcome_abilities_words, output_objects

_ANY: dict[str, Any] = {"kind": "replacement", "event": "damage", "to": "any"}


@pytest.mark.parametrize(
    ("name", "ability", "said"),
    [
        (
            "Furnace of Rath",
            {**_ANY, "multiply": 2},
            "if a source would deal damage to a permanent or player, it deals double that damage",
        ),
        (
            "Fiery Emancipation",
            {**_ANY, "source": {"controller": "you"}, "multiply": 3},
            "if a source you control would deal damage to a permanent or player, it deals triple",
        ),
        (
            "Torbran, Thane of Red Fell",
            {
                **_ANY,
                "to": "opponent_or_theirs",
                "source": {"colors": ["R"], "controller": "you"},
                "add": 2,
            },
            "if a red source you control would deal damage to an opponent or a permanent an "
            "opponent controls, it deals that much damage plus 2 instead (614.1a)",
        ),
        (
            "Pyromancer's Swath",
            {
                **_ANY,
                "source": {"any_types": ["Instant", "Sorcery"], "controller": "you"},
                "add": 2,
            },
            "if an instant or sorcery source you control would deal damage",
        ),
        (
            "Jaya, Venerated Firemage",
            {**_ANY, "source": {"colors": ["R"], "other": True, "controller": "you"}, "add": 1},
            "if another red source you control",
        ),
        (
            "Lashknife Barrier",
            {
                **_ANY,
                "to": "permanent",
                "filter": {"types": ["Creature"], "controller": "you"},
                "add": -1,
            },
            "to a creature you control, it deals that much damage minus 1 instead",
        ),
        (
            "Fiendish Duo",
            {**_ANY, "to": "opponent", "multiply": 2},
            "to an opponent, it deals double that damage",
        ),
        (
            "Gratuitous Violence",
            {**_ANY, "source": {"controller": "you", "types": ["Creature"]}, "multiply": 2},
            "if a creature you control would deal damage",
        ),
    ],
)
def test_a_damage_changing_replacement_is_read(name: str, ability: Any, said: str) -> None:
    outcome, found, words = outcome_abilities_words(name, "If ")
    assert outcome == "recognised"
    assert [{k: v for k, v in a.items() if k != "text"} for a in found] == [ability]
    assert said in words
    assert "(616.1)" in words


@pytest.mark.parametrize(
    ("name", "ability", "said"),
    [
        ("Urza's Armor", {**_ANY, "to": "you", "prevent": 1}, "if a source would deal damage"),
        (
            "Sphere of Law",
            {**_ANY, "to": "you", "source": {"colors": ["R"]}, "prevent": 2},
            "if a red source would deal damage to you, 2 of that damage is prevented",
        ),
        (
            "Guardian Seraph",
            {**_ANY, "to": "you", "source": {"controller": "opponent"}, "prevent": 1},
            "if a source an opponent controls would deal damage to you",
        ),
        (
            "Shield of the Realm",
            {**_ANY, "to": "attached", "prevent": 2},
            "to the creature it is attached to",
        ),
        (
            "Daunting Defender",
            {
                **_ANY,
                "to": "permanent",
                "filter": {"subtypes": ["Cleric"], "controller": "you", "types": ["Creature"]},
                "prevent": 1,
            },
            "to a Cleric creature you control",
        ),
    ],
)
def test_a_static_prevention_of_a_number_is_read(name: str, ability: Any, said: str) -> None:
    """ "If a source would deal damage to you, prevent 1 of that damage": 615.10."""
    outcome, found, words = outcome_abilities_words(name, "If ")
    assert outcome == "recognised"
    assert [{k: v for k, v in a.items() if k != "text"} for a in found] == [ability]
    assert said in words
    assert "(615.10)" in words


@pytest.mark.parametrize(
    ("name", "change"),
    [
        ("Boon Reflection", {"multiply": 2}),
        ("Angel of Vitality", {"add": 1}),
    ],
)
def test_a_life_gain_replacement_is_read(name: str, change: dict[str, int]) -> None:
    """ "If you would gain life, you gain twice that much life / that much life plus 1
    instead": 614.1a, 119.10."""
    outcome, found, words = outcome_abilities_words(name, "If you would gain life")
    assert outcome == "recognised"
    assert [{k: v for k, v in a.items() if k != "text"} for a in found] == [
        {"kind": "replacement", "event": "life_gain", "to": "you", **change}
    ]
    assert "(614.1a, 119.10)" in words


@pytest.mark.parametrize(
    ("name", "start"),
    [
        # "While you have 5 or less life" is a condition the reading doesn't take.
        ("Phial of Galadriel", "If you would gain life"),
        # "You may prevent X of that damage" is a choice and a count it doesn't take.
        ("Battletide Alchemist", "If a source"),
    ],
)
def test_life_gains_and_preventions_it_cant_say_stay_unread(name: str, start: str) -> None:
    assert outcome_abilities_words(name, start)[0] == "unsupported"


@pytest.mark.parametrize(
    ("name", "start"),
    [
        # A creature type of source, half the damage, a die roll and a chosen player aren't
        # qualities or changes the vocabulary has: the lines stay unread, not read wider.
        ("Calamity Bearer", "If a Giant source"),
        ("Ghosts of the Innocent", "If a source"),
        ("Goblin Bowling Team", "If this creature"),
        ("Sawhorn Nemesis", "If a source"),
        ("Benevolent Unicorn", "If a spell"),
    ],
)
def test_damage_changes_the_vocabulary_cant_say_stay_unread(name: str, start: str) -> None:
    assert outcome_abilities_words(name, start)[0] == "unsupported"


def _shock(at: str, *on_battlefield: tuple[str, str, str]) -> dict[str, Any]:
    objects = [
        {"id": i, "card": c, "owner": o, "zone": "battlefield"} for i, c, o in on_battlefield
    ]
    return {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [*objects, {"id": "shock", "card": "Shock", "owner": "A", "zone": "hand"}],
        "actions": [{"player": "A", "cast": "shock", "targets": [at]}, {"resolve": "stack"}],
    }


def test_minus_one_then_double_asks_the_creatures_controller() -> None:
    """Lashknife Barrier (B's) and Furnace of Rath on A's Shock at B's creature: B chooses
    (616.1); Lashknife first, 2 - 1 = 1, doubled is 2 — the bear survives a Shock it wouldn't
    with Furnace first (2 * 2 - 1 = 3)."""
    scenario = _shock(
        "bear",
        ("barrier", "Lashknife Barrier", "B"),
        ("furnace", "Furnace of Rath", "A"),
        ("bear", "Hill Giant", "B"),
    )
    pending = run(scenario)[0]["pending"]
    assert pending["player"] == "B"
    assert pending["options"] == ["barrier", "furnace"]
    out = run({**scenario, "choices": [{"replacement": "barrier"}]})[0]
    hill_giant = next(o for o in out["state"]["objects"] if o["id"] == "bear")
    assert hill_giant["damage"] == 2
    out = run({**scenario, "choices": [{"replacement": "furnace"}]})[0]
    hill_giant = next(o for o in out["state"]["objects"] if o["id"] == "bear")
    assert hill_giant["zone"] == "graveyard"


def test_two_additions_apply_without_a_question() -> None:
    """Torbran and Jaya on a red Shock at the opponent: plus 2 and plus 1 in any order is 5
    (616.1e's order can't change it), so no one is asked."""
    scenario = _shock(
        "B",
        ("torbran", "Torbran, Thane of Red Fell", "A"),
        ("jaya", "Jaya, Venerated Firemage", "A"),
    )
    out = run(scenario)[0]
    assert out["pending"] is None
    assert next(p for p in out["state"]["players"] if p["id"] == "B")["life"] == 15


_YOURS: dict[str, Any] = {"controller": "you", "types": ["Creature"]}


@pytest.mark.parametrize(
    ("name", "start", "ability", "said"),
    [
        (
            "Doubling Season",
            "If an effect would put",
            {"kind": "replacement", "event": "counters", "filter": {"controller": "you"}},
            "twice that many are put on it instead (614.1a)",
        ),
        (
            "Hardened Scales",
            "If one or more",
            {"kind": "replacement", "event": "counters", "filter": _YOURS, "counter": "+1/+1"},
            "— on the battlefield or as it enters (122.6) — that many plus 1",
        ),
        (
            "Corpsejack Menace",
            "If one or more",
            {"kind": "replacement", "event": "counters", "filter": _YOURS, "counter": "+1/+1"},
            "twice that many are put on it",
        ),
        (
            "Vizier of Remedies",
            "If one or more",
            {"kind": "replacement", "event": "counters", "filter": _YOURS, "counter": "-1/-1"},
            "that many minus 1",
        ),
        (
            "Doubling Season",
            "If an effect would create",
            {"kind": "replacement", "event": "tokens", "to": "you"},
            "if an effect would create one or more tokens under your control, twice that many",
        ),
        (
            "Primal Vigor",
            "If one or more tokens",
            {"kind": "replacement", "event": "tokens", "to": "any"},
            "if an effect would create one or more tokens, twice that many",
        ),
        (
            "Solemnity",
            "Players",
            {"kind": "counters_prohibition", "players": True},
            "players can't get counters",
        ),
        (
            "Solemnity",
            "Counters",
            {
                "kind": "counters_prohibition",
                "filter": {"any_types": ["Artifact", "Creature", "Enchantment", "Land"]},
            },
            "no counters can be put on artifacts, creatures, enchantments, or lands",
        ),
    ],
)
def test_a_counter_or_token_changing_ability_is_read(
    name: str, start: str, ability: Any, said: str
) -> None:
    outcome, found, words = outcome_abilities_words(name, start)
    assert outcome == "recognised"
    assert all(a.items() >= ability.items() for a in found)
    assert said in words


@pytest.mark.parametrize(
    ("name", "start"),
    [
        # "you would put" names who puts them (a cost's counters too); halves, "your team",
        # a named creature and an extra token of another kind aren't read.
        ("Innkeeper's Talent", "If you would put"),
        ("Halving Season", "If an opponent would create"),
        ("Pir, Imaginative Rascal", "If one or more counters"),
        ("Mowu, Loyal Companion", "If one or more"),
        ("Peregrin Took", "If one or more tokens"),
        ("Winding Constrictor", "If you would get"),
    ],
)
def test_counter_and_token_changes_the_vocabulary_cant_say_stay_unread(
    name: str, start: str
) -> None:
    assert outcome_abilities_words(name, start)[0] == "unsupported"


def _board(pool: str, *objects: tuple[str, str, str], actions: list[Any]) -> dict[str, Any]:
    return {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "mana_pool": pool}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [{"id": i, "card": c, "owner": "A", "zone": z} for i, c, z in objects],
        "actions": actions,
    }


def test_doubling_season_doubles_a_planeswalkers_loyalty_as_it_enters() -> None:
    """Doubling Season's ruling: planeswalkers enter with double the normal number of loyalty
    counters (122.6: entering with counters is having them put on it)."""
    scenario = _board(
        "{U}{U}{U}",
        ("season", "Doubling Season", "battlefield"),
        ("jace", "Jace Beleren", "hand"),
        actions=[{"player": "A", "cast": "jace"}, {"resolve": "stack"}],
    )
    out, _ = run(scenario)
    assert output_objects(out)["jace"]["counters"] == {"loyalty": 6}


def test_a_token_copy_is_doubled_too() -> None:
    """Anointed Procession and Eyes in the Skies: the Bird is two Birds, and populating makes
    two copies of one of them — four tokens (614.1a, 701.36a)."""
    scenario = _board(
        "{W}{W}{W}{W}",
        ("procession", "Anointed Procession", "battlefield"),
        ("eyes", "Eyes in the Skies", "hand"),
        actions=[{"player": "A", "cast": "eyes"}, {"resolve": "stack"}],
    )
    out, _ = run({**scenario, "choices": [{"populate": "t1"}]})
    tokens = [o for o in out["state"]["objects"] if o["id"].startswith("t")]
    assert len(tokens) == 4
    assert out["pending"] is None


def test_players_cant_get_energy_under_solemnity() -> None:
    """Solemnity's "Players can't get counters.": Aether Hub's {E} isn't gotten (614.17)."""
    scenario = _board(
        "",
        ("solemnity", "Solemnity", "battlefield"),
        ("hub", "Aether Hub", "hand"),
        actions=[{"player": "A", "play_land": "hub"}, {"resolve": "stack"}],
    )
    out, _ = run(scenario)
    player = next(p for p in out["state"]["players"] if p["id"] == "A")
    assert player.get("counters", {}).get("energy", 0) == 0
    assert any(e["kind"] == "cant" and e["rules"] == ["614.17", "614.17c"] for e in out["events"])


@pytest.mark.parametrize(
    ("name", "start", "floor", "condition"),
    [
        ("Worship", "If you control", 1, {"text": "you control a creature"}),
        ("Ali from Cairo", "Damage", 1, None),
        ("Elderscale Wurm", "As long as", 7, {"your_life_at_least": 7}),
    ],
)
def test_a_life_floor_is_read(name: str, start: str, floor: int, condition: Any) -> None:
    outcome, found, words = outcome_abilities_words(name, start)
    assert outcome == "recognised"
    assert found[0]["event"] == "damage_life_loss"
    assert found[0]["floor"] == floor
    assert (found[0].get("condition") is None) == (condition is None)
    assert condition is None or found[0]["condition"].items() >= condition.items()
    assert "the damage is still dealt" in words


def test_two_life_floors_stop_at_the_higher() -> None:
    """Worship and Elderscale Wurm at 10 life, 20 damage: in either order the life total stops
    at 7 (616.1e: the order can't change it)."""
    scenario = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B", "life": 10}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "worship", "card": "Worship", "owner": "B", "zone": "battlefield"},
            {"id": "wurm", "card": "Elderscale Wurm", "owner": "B", "zone": "battlefield"},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
            {"id": "furnace", "card": "Furnace of Rath", "owner": "A", "zone": "battlefield"},
            {"id": "furnace2", "card": "Furnace of Rath", "owner": "A", "zone": "battlefield"},
        ],
        "actions": [{"player": "A", "cast": "bolt", "targets": ["B"]}, {"resolve": "stack"}],
    }
    out, _ = run(scenario)
    assert next(p for p in out["state"]["players"] if p["id"] == "B")["life"] == 7
    assert [e["rules"] for e in out["events"] if e["kind"] == "replacement_order"][-1] == ["616.1e"]


def _emperion(card: str, pool: str, cast: dict[str, Any]) -> dict[str, Any]:
    return {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "mana_pool": pool}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "emperion", "card": "Platinum Emperion", "owner": "A", "zone": "battlefield"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
            {"id": "spell", "card": card, "owner": "A", "zone": "hand"},
        ],
        "actions": [{"player": "A", "cast": "spell", **cast}, {"resolve": "stack"}],
    }


def test_life_cant_change_gains_and_losses_do_nothing() -> None:
    """Platinum Emperion's ruling: spells that would make you gain or lose life still resolve,
    but that part has no effect (119.7, 119.8)."""
    out, _ = run(_emperion("Healing Salve", "{W}", {"targets": ["A"], "mode": 1}))
    assert next(p for p in out["state"]["players"] if p["id"] == "A")["life"] == 20
    assert any(e["kind"] == "cant" and e["rules"] == ["119.7", "614.17"] for e in out["events"])
    out, _ = run(_emperion("Sign in Blood", "{B}{B}{B}", {"targets": ["A"]}))
    assert next(p for p in out["state"]["players"] if p["id"] == "A")["life"] == 20
    assert any(e["kind"] == "cant" and e["rules"] == ["119.8", "614.17"] for e in out["events"])


def test_life_cant_change_no_life_can_be_paid() -> None:
    """Mutagenic Growth's Phyrexian mana paid with life: refused under Platinum Emperion —
    a cost of life other than 0 can't be paid (119.4b, 119.8)."""
    out, status = run(_emperion("Mutagenic Growth", "", {"targets": ["bears"]}))
    assert status == 3
    assert "119.8" in out["error"]["rules"]
    assert "life total can't change" in out["error"]["message"]


def test_cant_lose_the_game_is_read() -> None:
    """Platinum Angel's line: a "can't" effect the state-based actions ask (104.3b-d, 614.17)."""
    outcome, found, words = outcome_abilities_words("Platinum Angel", "You can't lose the game")
    assert outcome == "recognised"
    assert [{k: val for k, val in a.items() if k != "text"} for a in found] == [
        {"kind": "cant_lose_game"}
    ]
    assert "you can't lose the game" in words

"""The upkeep and delayed-trigger family (603.7, 702.24, 702.30, 702.79, 702.84, 702.93, 118.12a):
real cards' lines, what each becomes, the words the card page shows, and the delayed trigger's
one-time behaviour (603.7b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.driver.run import run
from engine.mechanics.embalm.reading import embalm
from tests.engine.helpers import contains, reading


@pytest.mark.parametrize(
    ("name", "start", "keyword", "words"),
    [
        ("Goblin War Buggy", "Echo", "Echo {1}{R}", "(702.30a), a triggered ability"),
        ("Henchfiend of Ukor", "Echo", "Echo {1}{B}", "sacrifice it unless you pay {1}{B}"),
        ("Yavimaya Ants", "Cumulative", "Cumulative upkeep {G}{G}", "for each age counter"),
        ("Illusionary Forces", "Cumulative", "Cumulative upkeep {U}", "(702.24a)"),
        ("Butcher Ghoul", "Undying", "Undying", "with a +1/+1 counter on it"),
        ("Kitchen Finks", "Persist", "Persist", "with a -1/-1 counter on it"),
        ("Crawling Filth", "Soulshift", "Soulshift 5", "Spirit card with mana value 5 or less"),
        ("Gibbering Kami", "Soulshift", "Soulshift 3", "(702.46a), a triggered ability"),
    ],
)
def test_an_upkeep_or_dies_keyword_is_read_and_said(
    name: str, start: str, keyword: str, words: str
) -> None:
    found = reading(name, start)
    assert found.outcome == "recognised"
    assert found.abilities == (keyword,)
    assert words in found.words, found.words


@pytest.mark.parametrize(
    ("name", "start"),
    [
        # Life and sacrifice costs are read (`test_cumulative_upkeep_life`); exiling isn't.
        ("Thought Lash", "Cumulative upkeep—Exile"),
    ],
)
def test_a_cost_that_isnt_mana_stays_unread(name: str, start: str) -> None:
    found = reading(name, start)
    assert found.outcome != "recognised"
    assert not found.abilities


@pytest.mark.parametrize("name", ["Kathari Screecher", "Dregscape Zombie"])
def test_unearth_is_a_sorcery_speed_ability_of_the_graveyard(name: str) -> None:
    found = reading(name, "Unearth")
    assert found.outcome == "recognised"
    assert found.template == "keywords: unearth"
    assert contains(
        found.abilities[0],
        {
            "kind": "activated",
            "zone": "graveyard",
            "sorcery_speed": True,
            "effects": [{"op": "unearth"}],
        },
    )
    assert "exile it at the beginning of the next end step" in found.words


@pytest.mark.parametrize(
    ("name", "cost"),
    [("Phantasmal Forces", "{U}"), ("Wild Leotau", "{G}"), ("Dragon Tyrant", "{R}{R}{R}{R}")],
)
def test_upkeep_sacrifice_unless_you_pay(name: str, cost: str) -> None:
    found = reading(name, "At the beginning of your upkeep")
    assert found.outcome == "recognised"
    ability = found.abilities[0]
    assert contains(ability["trigger"], {"event": "beginning_of_upkeep"})
    assert ability["effects"] == [{"op": "sacrifice_unless_pays", "cost": cost}]
    assert found.words.endswith(
        f"sacrifice this object unless you pay {cost} as this resolves (118.12a)"
    )


@pytest.mark.parametrize(
    ("name", "start", "effects"),
    [
        (
            "Carrier Pigeons",
            "When this creature enters",
            [
                {
                    "op": "delayed_trigger",
                    "at": "next_turn_upkeep",
                    "effects": [{"op": "draw", "amount": 1}],
                }
            ],
        ),
        (
            "Krovikan Fetish",
            "When this Aura enters",
            [
                {
                    "op": "delayed_trigger",
                    "at": "next_turn_upkeep",
                    "effects": [{"op": "draw", "amount": 1}],
                }
            ],
        ),
    ],
)
def test_a_delayed_draw_in_a_triggered_ability(
    name: str, start: str, effects: list[dict[str, Any]]
) -> None:
    found = reading(name, start)
    assert found.outcome == "recognised"
    assert contains(found.abilities[0]["effects"], effects)
    assert "create a delayed triggered ability (603.7a)" in found.words


def test_a_delayed_draw_with_a_target_of_its_own_is_not_read() -> None:
    # "Target player draws a card at the beginning of the next turn's upkeep": the delayed
    # ability would need a target chosen as the spell is cast; not modelled.
    found = reading("Sapphire Charm", "• Target player draws")
    assert found.outcome == "unsupported"


def _scenario(until: dict[str, Any]) -> dict[str, Any]:
    return {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "mana_pool": "{W}{W}", "library": 9}, {"id": "B", "library": 9}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [{"id": "wine", "card": "Blessed Wine", "owner": "A", "zone": "hand"}],
        "actions": [{"player": "A", "cast": "wine"}, {"resolve": "stack"}, until],
    }


def test_a_delayed_draw_triggers_only_once() -> None:
    """603.7b: it triggers at turn 4's upkeep, and not again at turn 5's or 6's."""
    output, status = run(_scenario({"advance_to": "main2", "turn": 6}))
    assert status == 0, output["error"]
    delayed = [e for e in output["events"] if "603.7b" in e["rules"] and e["kind"] == "triggered"]
    assert len(delayed) == 1
    hand = {p["id"]: p["hand"] for p in output["state"]["players"]}
    # The delayed draw, and A's draw step in turn 5.
    assert hand["A"] == 2


@pytest.mark.parametrize(("name", "mana"), [("Dreg Mangler", "{3}{B}{G}"), ("Slitherhead", "{0}")])
def test_scavenge_exiles_the_card_as_its_cost(name: str, mana: str) -> None:
    found = reading(name, "Scavenge")
    assert found.outcome == "recognised"
    assert found.template == "keywords: scavenge"
    assert contains(
        found.abilities[0],
        {
            "kind": "activated",
            "zone": "graveyard",
            "sorcery_speed": True,
            "cost": {"mana": mana, "exile_self": True},
            "effects": [{"op": "scavenge", "target": 0}],
        },
    )
    assert "exile this card from your graveyard: put +1/+1 counters" in found.words


@pytest.mark.parametrize(
    ("name", "start", "eternalize", "said"),
    [
        ("Aven Initiate", "Embalm", False, "except it's white, it has no mana cost"),
        ("Proven Combatant", "Eternalize", True, "except it's black and 4/4, it has no mana cost"),
    ],
)
def test_embalm_and_eternalize_copy_the_exiled_card(
    name: str, start: str, eternalize: bool, said: str
) -> None:
    found = reading(name, start)
    assert found.outcome == "recognised"
    assert contains(
        found.abilities[0],
        {
            "kind": "activated",
            "zone": "graveyard",
            "sorcery_speed": True,
            "cost": {"exile_self": True},
            "effects": [{"op": "embalm_copy", "eternalize": eternalize}],
        },
    )
    assert said in found.words


@pytest.mark.parametrize(
    ("name", "mana"),
    [("Sunscourge Champion", "{2}{W}{W}"), ("Sinuous Striker", "{3}{U}{U}")],
)
def test_eternalize_with_a_discard_has_both_in_its_cost(name: str, mana: str) -> None:
    """702.129a: "Eternalize—{2}{W}{W}, Discard a card" — the keyword's cost is the mana and the
    discard, paid with exiling the card from the graveyard (701.9a)."""
    found = reading(name, "Eternalize")
    assert found.outcome == "recognised"
    assert contains(
        found.abilities[0],
        {
            "kind": "activated",
            "zone": "graveyard",
            "sorcery_speed": True,
            "cost": {"mana": mana, "discard": 1, "exile_self": True},
            "effects": [{"op": "embalm_copy", "eternalize": True}],
        },
    )
    assert "discard 1 card" in found.words
    assert embalm("Eternalize—{2}{W}{W}, Discard two cards.") is None

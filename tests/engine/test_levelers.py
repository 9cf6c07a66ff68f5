"""Leveler cards (CR 711) and level up (702.87): the striated text read as level bands, and the
power, toughness and abilities a leveler has at each number of level counters."""

from __future__ import annotations

import pytest

from engine.derived.characteristics import characteristics
from tests.engine.helpers import card_readings, game, obj, play


def test_level_up_and_the_bands_are_read_as_abilities() -> None:
    readings = card_readings("Student of Warfare")
    assert all(r.outcome == "recognised" for r in readings), readings
    level_up, band, pt, first_strike = readings[:4]
    assert level_up.template == "level up"
    assert level_up.abilities[0]["sorcery_speed"] is True
    assert level_up.abilities[0]["effects"] == [
        {"op": "counters", "counter": "level", "amount": 1, "target": "self"}
    ]
    assert band.template == "level up: level band"
    assert band.abilities[0]["condition"] == {
        "self_counters": "level",
        "at_least": 2,
        "at_most": 6,
        "text": "it has 2 to 6 level counters",
    }
    assert band.abilities[0]["modifications"] == [
        {"op": "set_pt", "power": 3, "toughness": 3},
        {"op": "add_keywords", "keywords": ["First strike"]},
    ]
    assert "as long as it has 2 to 6 level counters" in band.words
    assert pt.words.startswith("in this band its base power and toughness are 3/3")
    assert first_strike.words.startswith("in this band only (711.2a)")
    assert readings[4].abilities[0]["condition"]["at_least"] == 7
    assert "at_most" not in readings[4].abilities[0]["condition"]


def test_a_bands_line_no_template_reads_stays_unsupported() -> None:
    readings = card_readings("Echo Mage")
    outcomes = [(r.line.split(" (")[0][:9], r.outcome) for r in readings]
    assert ("LEVEL 2-3", "recognised") in outcomes
    assert ("{U}{U}, {", "unsupported") in outcomes


@pytest.mark.parametrize(
    ("level", "pt", "keywords"),
    [
        (0, (1, 1), ()),
        (1, (1, 1), ()),
        (2, (3, 3), ("First strike",)),
        (6, (3, 3), ("First strike",)),
        (7, (4, 4), ("Double strike",)),
        (30, (4, 4), ("Double strike",)),
    ],
)
def test_a_leveler_has_the_power_and_abilities_of_its_band(
    level: int, pt: tuple[int, int], keywords: tuple[str, ...]
) -> None:
    counters = {"level": level} if level else {}
    state, _ = play(game([obj("battlefield", "s", "Student of Warfare", counters=counters)]))
    chars = characteristics(state, state.objects["s"])
    assert (chars.power, chars.toughness) == pt
    assert tuple(k for k in chars.keywords if "strike" in k) == keywords


def test_counters_still_apply_after_the_band_sets_base_power() -> None:
    state, _ = play(
        game(
            [
                obj(
                    "battlefield",
                    "s",
                    "Student of Warfare",
                    counters={"level": 2, "+1/+1": 1},
                )
            ]
        )
    )
    chars = characteristics(state, state.objects["s"])
    assert (chars.power, chars.toughness) == (4, 4)


def test_a_band_grants_an_activated_ability() -> None:
    state, _ = play(
        game(
            [
                obj("battlefield", "g", "Guul Draz Assassin", counters={"level": 2}),
                obj("battlefield", "bears", "Grizzly Bears", "B"),
            ],
            players=[{"id": "A", "mana_pool": "{B}"}, {"id": "B"}],
            actions=[
                {"player": "A", "activate": "g", "ability": 2, "targets": ["bears"], "pay": "{B}"},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.error is None, state.error
    assert state.objects["g"].tapped
    # -2/-2 until end of turn: 0 toughness, put into its owner's graveyard (704.5f).
    assert [o.zone.value for o in state.objects.values() if o.card.name == "Grizzly Bears"] == [
        "graveyard"
    ]

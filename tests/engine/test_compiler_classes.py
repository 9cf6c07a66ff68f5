"""Class enchantments (CR 716): real Classes' lines, what they compile to, the words the card
page shows, the lines that stay unread, and gaining levels in play."""

from __future__ import annotations

from typing import Any

import pytest

from engine.driver.run import run
from tests.engine.helpers import card_readings, output_objects

_REMINDER = "(Gain the next level as a sorcery to add its ability.)"


def _readings(name: str) -> dict[str, Any]:
    return {r.line: r for r in card_readings(name)}


@pytest.mark.parametrize(
    ("name", "bar", "level", "paid"),
    [
        ("Stormchaser's Talent", "{3}{U}: Level 2", 2, "{3}{U}"),
        ("Stormchaser's Talent", "{5}{U}: Level 3", 3, "{5}{U}"),
        ("Paladin Class", "{2}{W}: Level 2", 2, "{2}{W}"),
        ("Ranger Class", "{3}{G}: Level 3", 3, "{3}{G}"),
    ],
)
def test_a_level_bar_is_a_sorcery_speed_level_ability(
    name: str, bar: str, level: int, paid: str
) -> None:
    """716.2a: "[Cost]: Level N" — "[Cost]: This Class's level becomes N", only as a sorcery."""
    reading = _readings(name)[bar]
    assert (reading.outcome, reading.template) == ("recognised", "class: level")
    activated = reading.abilities[0]
    assert activated["kind"] == "activated"
    assert activated["cost"] == {"mana": paid}
    assert activated["effects"] == [{"op": "class_level", "level": level}]
    assert activated["sorcery_speed"] is True
    assert reading.words.startswith("a class level bar (716.2a)")
    assert f"only while it is level {level - 1}" in reading.words


def test_the_reminder_is_read_as_reminder_text() -> None:
    reading = _readings("Ranger Class")[_REMINDER]
    assert (reading.outcome, reading.template) == ("recognised", "class: level")
    assert "207.2" in reading.words


def test_a_sections_trigger_is_granted_at_its_level() -> None:
    """716.2a: Stormchaser's Talent has its level 2 trigger as long as it is level 2 or more."""
    readings = _readings("Stormchaser's Talent")
    bar = readings["{3}{U}: Level 2"]
    static = bar.abilities[1]
    assert static["condition"] == {
        "self_level": True,
        "at_least": 2,
        "text": "it is level 2 or greater",
    }
    (granted,) = static["modifications"]
    assert granted["op"] == "add_abilities"
    trigger = granted["abilities"][0]["trigger"]
    assert trigger == {"event": "class_level", "level": 2}
    line = readings[
        "When this Class becomes level 2, return target instant or sorcery card from your "
        "graveyard to your hand."
    ]
    assert line.words.startswith(
        "at level 2 or greater only (716.2a): a triggered ability: when this Class becomes "
        "level 2 (716.2a)"
    )
    # The top section's abilities are the Class's at all times (716.3), "this Class" is itself.
    entering = readings[
        "When this Class enters, create a 1/1 blue and red Otter creature token with prowess."
    ]
    assert entering.abilities[0]["trigger"] == {"event": "enters"}
    assert all(r.outcome == "recognised" for r in readings.values())


def test_a_sections_static_ability_applies_only_at_its_level() -> None:
    """716.2a: Paladin Class's "Creatures you control get +1/+1." from level 2 on."""
    line = _readings("Paladin Class")["Creatures you control get +1/+1."]
    (static,) = line.abilities
    assert static["condition"]["self_level"] is True
    assert static["condition"]["at_least"] == 2
    assert line.words.startswith("at level 2 or greater only (716.2a): a static ability")


def test_a_section_line_that_cant_be_granted_stays_unread() -> None:
    """Artist's Talent's level 2 cost reduction is read on a card of its own, but a cost change
    that applies only at a level isn't modelled: the line stays unsupported, not always on."""
    reading = _readings("Artist's Talent")["Noncreature spells you cast cost {1} less to cast."]
    assert reading.outcome == "unsupported"
    assert reading.abilities == ()


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("Fortune Teller's Talent", "You may look at the top card of your library any time."),
        ("Druid Class", "You may play an additional land on each of your turns."),
        (
            "Bard Class",
            "Legendary spells you cast cost {R}{G} less to cast. This effect reduces only the "
            "amount of colored mana you pay.",
        ),
    ],
)
def test_lines_no_template_reads_stay_unread_on_a_class(name: str, line: str) -> None:
    readings = _readings(name)
    assert readings[line].outcome == "unsupported"
    # The bars around them are still read (716.2a): a Class is partly modelled, never guessed.
    assert readings[_REMINDER].outcome == "recognised"


def _play(
    objects: list[dict[str, Any]], actions: list[Any], pool: str, b_pool: str = ""
) -> dict[str, Any]:
    output, _ = run(
        {
            "format": "rulings-explorer/1",
            "players": [
                {"id": "A", "library": 5, "mana_pool": pool},
                {"id": "B", "library": 5, "mana_pool": b_pool},
            ],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": objects,
            "actions": actions,
        }
    )
    return output


def _paladin(level: int | None, ability: int, pool: str) -> dict[str, Any]:
    chosen = {} if level is None else {"chosen": {"level": level}}
    return _play(
        [
            {"id": "paladin", "card": "Paladin Class", "owner": "A", "zone": "battlefield"}
            | chosen,
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        ],
        [{"player": "A", "activate": "paladin", "ability": ability}, {"resolve": "stack"}],
        pool,
    )


def test_level_two_gives_the_anthem() -> None:
    output = _paladin(None, 1, "{W}{W}{W}")
    assert output["error"] is None
    objects = output_objects(output)
    assert objects["paladin"]["chosen"] == {"level": 2}
    assert (objects["bears"]["power"], objects["bears"]["toughness"]) == (3, 3)


def test_level_three_follows_level_two() -> None:
    """716.2a: at level 2, "Level 3" can be activated; the anthem of level 2 still applies."""
    output = _paladin(2, 2, "{W}{W}{W}{W}{W}")
    assert output["error"] is None
    objects = output_objects(output)
    assert objects["paladin"]["chosen"] == {"level": 3}
    assert objects["bears"]["power"] == 3


@pytest.mark.parametrize(("level", "ability"), [(None, 2), (2, 1), (3, 1), (3, 2)])
def test_a_level_is_gained_only_from_the_level_below(level: int | None, ability: int) -> None:
    """716.2a: "Activate only if this Class is level N-1": not to skip a level, not again."""
    output = _paladin(level, ability, "{W}{W}{W}{W}{W}")
    assert output["error"]["rules"] == ["716.2a", "602.5"]
    assert "can be activated only while it is level" in output["error"]["message"]


def test_a_level_is_gained_only_as_a_sorcery() -> None:
    output = _play(
        [{"id": "paladin", "card": "Paladin Class", "owner": "A", "zone": "battlefield"}],
        [{"player": "B", "activate": "paladin", "ability": 1}],
        "{W}{W}{W}",
    )
    assert output["error"]["rules"] == ["602.2"]


def test_a_class_that_left_and_returned_is_level_one() -> None:
    """716.2b, 400.7: the level is the permanent's; a new object has none (level 1, 716.2d); the
    level ability resolves without its source, which the step says (113.7a)."""
    output = _play(
        [
            {"id": "paladin", "card": "Paladin Class", "owner": "A", "zone": "battlefield"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
            {"id": "boomerang", "card": "Boomerang", "owner": "B", "zone": "hand"},
        ],
        [
            {"player": "A", "activate": "paladin", "ability": 1},
            {"player": "B", "cast": "boomerang", "targets": ["paladin"], "pay": "{U}{U}"},
            {"resolve": "stack"},
        ],
        "{W}{W}{W}",
        "{U}{U}",
    )
    assert output["error"] is None
    events = [e for e in output["events"] if e["kind"] == "class_level"]
    assert events[0]["rules"] == ["716.2a", "400.7", "113.7a"]
    objects = output_objects(output)
    assert objects["paladin"]["zone"] == "hand"
    assert objects["bears"]["power"] == 2


def test_a_classs_top_section_is_read_as_any_card_line() -> None:
    """Cleric Class's "If you would gain life, you gain that much life plus 1 instead." is in
    its top section, so the Class has it at all times (716.3): a replacement effect (614.1a)."""
    reading = _readings("Cleric Class")[
        "If you would gain life, you gain that much life plus 1 instead."
    ]
    assert reading.outcome == "recognised"
    assert [a["event"] for a in reading.abilities] == ["life_gain"]

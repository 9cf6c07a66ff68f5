"""The transform family (CR 712, 701.27): both faces of a transforming double-faced card are
compiled and counted, "transform this creature" in abilities, the werewolves' upkeep trigger with
its intervening-if on last turn's spells (603.4), and loading a permanent with its back face up.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards import vocabulary as v
from engine.cards.compiler import compile_face, readings
from engine.cards.coverage import measure
from engine.cards.pool import find
from engine.cards.store import corpus_card
from engine.core.errors import ScenarioError
from engine.driver.scenario import parse_scenario
from engine.driver.setup import new_game
from engine.instructions.perform import Context, perform


def _back_reading(name: str, line: str) -> tuple[str, str, tuple[Any, ...]]:
    card = corpus_card(name)
    assert card is not None
    assert len(card.faces) == 2, name
    back = card.faces[1]
    compiled = compile_face(card.name, back.name, back.text, back.types, back=True)
    found = next(r for r in compiled.readings if r.line.startswith(line))
    return found.outcome, found.template, found.abilities


def _front_ability(name: str, line: str) -> dict[str, Any]:
    card = corpus_card(name)
    assert card is not None
    front = card.front
    compiled = compile_face(card.name, front.name, front.text, front.types, back=True)
    found = next(r for r in compiled.readings if r.line.startswith(line))
    assert found.outcome == "recognised", found
    ability: dict[str, Any] = found.abilities[0]
    return {k: v for k, v in ability.items() if k != "text"}


@pytest.mark.parametrize(
    ("name", "line", "ability"),
    [
        (
            "Lambholt Elder",
            "At the beginning of each upkeep, if no spells",
            {
                "kind": "triggered",
                "trigger": {
                    "event": "beginning_of_upkeep",
                    "whose": "each",
                    "last_turn_spells": "none",
                },
                "effects": [{"op": "transform"}],
            },
        ),
        (
            "Ulvenwald Oddity",
            "{5}{G}{G}: Transform this creature.",
            {"kind": "activated", "cost": {"mana": "{5}{G}{G}"}, "effects": [{"op": "transform"}]},
        ),
        (
            "Tarkir Duneshaper",
            "{4}{G/P}: Transform this creature. Activate only as a sorcery.",
            {
                "kind": "activated",
                "cost": {"mana": "{4}{G/P}"},
                "effects": [{"op": "transform"}],
                "sorcery_speed": True,
            },
        ),
    ],
)
def test_transform_templates_read_the_front_face(
    name: str, line: str, ability: dict[str, Any]
) -> None:
    assert _front_ability(name, line) == ability


def test_the_back_face_reads_the_werewolf_trigger_back() -> None:
    outcome, template, found = _back_reading(
        "Lambholt Elder", "At the beginning of each upkeep, if a player cast two"
    )
    assert (outcome, template) == ("recognised", "triggered")
    assert found[0]["trigger"]["last_turn_spells"] == "two_or_more"


def test_the_transforms_from_reminder_has_no_rules_meaning() -> None:
    outcome, template, _ = _back_reading("Thousand Moons Smithy", "(Transforms from")
    assert (outcome, template) == ("recognised", "transform: reminder")


def test_a_conditional_transform_stays_unread() -> None:
    # Aberrant Researcher's "If an instant or sorcery card was milled this way, transform this
    # creature" isn't modelled (Delver's "… is revealed this way" is: engine/mechanics/reveal_top).
    card = corpus_card("Aberrant Researcher")
    assert card is not None
    outcomes = {r.outcome for r in readings(card) if "milled this way" in r.line}
    assert outcomes == {"unsupported"}


def test_the_card_definition_holds_the_back_face() -> None:
    card = find("Lambholt Elder")
    assert card is not None
    assert card.back is not None
    assert (card.back.name, card.back.power, card.back.toughness) == ("Silverpelt Werewolf", 4, 5)
    # Its color indicator, from the faces file (204, 712.8e; issue 30 §2): green.
    assert card.back.color_identity == ("G",)
    assert not any("Color indicator" in text for text in card.back.unsupported)


def test_coverage_counts_both_faces_of_a_transforming_card() -> None:
    cards = [corpus_card(n) for n in ("Lambholt Elder", "Aberrant Researcher", "Grizzly Bears")]
    found = measure([c for c in cards if c is not None])
    assert found.by_layout["transform"]["fully modelled"] == 1
    assert found.by_layout["transform"]["partial"] == 1
    # Both faces' lines are counted: the Elder's three (two on its back) and the Researcher's
    # three (its back face's "Flying" too).
    assert sum(found.lines.values()) == 3 + 3


def _scenario(**turn: Any) -> dict[str, Any]:
    return {
        "format": "rulings-explorer/1",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 2, "active": "A", "step": "main1", **turn},
        "objects": [
            {"id": "w", "card": "Lambholt Elder", "owner": "A", "zone": "battlefield"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "hand"},
        ],
    }


def test_a_scenario_loads_a_permanent_transformed() -> None:
    data = _scenario()
    data["objects"][0]["transformed"] = True
    state = new_game(parse_scenario(data))
    assert state.objects["w"].card.name == "Silverpelt Werewolf"
    assert state.objects["w"].transformed


def test_transformed_names_the_field_for_a_card_with_one_face() -> None:
    data = _scenario()
    data["objects"][1]["transformed"] = True
    with pytest.raises(ScenarioError) as exc:
        new_game(parse_scenario(data))
    assert exc.value.path == "objects[1].transformed"


def test_spells_cast_by_names_an_unknown_player() -> None:
    with pytest.raises(ScenarioError) as exc:
        new_game(parse_scenario(_scenario(spells_cast_last_turn={"C": 2})))
    assert exc.value.path == "turn.spells_cast_last_turn"


def test_spells_cast_by_must_agree_with_the_count() -> None:
    with pytest.raises(ScenarioError) as exc:
        new_game(parse_scenario(_scenario(spells_cast_this_turn=3, spells_cast_by={"A": 1})))
    assert exc.value.path == "turn.spells_cast_by"


def test_this_turns_spells_are_the_active_players_by_default() -> None:
    state = new_game(parse_scenario(_scenario(spells_cast_this_turn=2)))
    assert state.turn.cast_by == (("A", 2),)


@pytest.mark.parametrize(
    ("name", "face", "keyword"),
    [("Suspicious Stowaway", 0, "Daybound"), ("Suspicious Stowaway", 1, "Nightbound")],
)
def test_daybound_and_nightbound_are_keywords(name: str, face: int, keyword: str) -> None:
    card = corpus_card(name)
    assert card is not None
    f = card.faces[face]
    compiled = compile_face(card.name, f.name, f.text, f.types, back=True)
    found = next(r for r in compiled.readings if r.line.startswith(keyword))
    assert (found.outcome, found.template, found.abilities) == (
        "recognised",
        "keywords",
        (keyword,),
    )
    assert "702.145" in found.words


def test_day_night_loads_from_the_turn() -> None:
    state = new_game(parse_scenario(_scenario(day_night="night")))
    assert state.day_night == "night"


def test_a_daybound_permanent_doesnt_transform_from_an_instruction() -> None:
    # "This permanent can't transform except due to its daybound ability" (702.145b).
    data = _scenario()
    data["objects"][0]["card"] = "Suspicious Stowaway"
    state = new_game(parse_scenario(data))
    ctx = Context("A", state.objects["w"], (), 0)
    after, events = perform(state, v.Transform(), ctx)
    assert after.objects["w"].card.name == "Suspicious Stowaway"
    assert events[0].rules == ("702.145b",)


def test_transform_without_a_back_face_in_the_data_stays_unread() -> None:
    # Bruce Banner is a modal double-faced card: the corpus has no text for its other face, so
    # what "Transform Bruce Banner" turns it into is unknown (712.8).
    card = corpus_card("Bruce Banner")
    assert card is not None
    line = next(r for r in readings(card) if "Transform" in r.line)
    assert line.outcome == "unsupported"
    definition = find("Bruce Banner")
    assert definition is not None
    assert any("Transform" in text for text in definition.unsupported)


def test_transforms_into_and_enters_or_transforms_into_are_the_faces_own_triggers() -> None:
    """ "Whenever this creature enters or transforms into Huntmaster of the Fells" is one
    ability watching both events (603.6a, 701.27e), read with the face's own name as "~"; the
    back face's "transforms into Ravager of the Fells" watches transforming only."""
    front = _front_ability("Huntmaster of the Fells", "Whenever this creature enters or")
    assert front["trigger"] == {"event": "transforms_into", "also": "enters"}
    assert [e["op"] for e in front["effects"]] == ["create_token", "gain_life"]
    line = "Whenever this creature transforms into Ravager of the Fells, you gain 2 life."
    back = compile_face("Huntmaster of the Fells", "Ravager of the Fells", line, ("Creature",))
    (read,) = back.readings
    assert read.outcome == "recognised"
    assert read.abilities[0]["trigger"] == {"event": "transforms_into"}


def test_westvale_abbey_sacrifices_five_creatures_then_transforms_and_untaps() -> None:
    """ "{5}, {T}, Sacrifice five creatures: Transform this land, then untap it." (118.3,
    701.27a): a sacrifice cost of five, and the two instructions in order."""
    ability = _front_ability("Westvale Abbey", "{5}, {T}, Sacrifice five creatures")
    assert ability["cost"]["sacrifice"] == [{"filter": {"types": ["Creature"]}, "count": 5}]
    assert ability["effects"] == [{"op": "transform"}, {"op": "untap", "target": "self"}]

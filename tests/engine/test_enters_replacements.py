"""Replacement effects on entering the battlefield (CR 614.1c-d, 614.12): a colour chosen as a
land is played, effects that apply to the permanent as it would exist, and sandbox edits."""

from __future__ import annotations

import pytest

from engine.core.state import Zone
from tests.engine.helpers import error_rules, game, obj, of_kind, play
from tests.engine.replacement_cards import TOTEM

# -- entering the battlefield (614.1c-d, 614.12) --------------------------------------------------


def test_a_color_is_chosen_as_a_land_is_played() -> None:
    land = {
        "name": "Painted Vale",
        "type_line": "Land",
        "abilities": [{"kind": "as_enters_choose", "choice": "color"}, {"kind": "enters_tapped"}],
    }
    state, events = play(
        game(
            [obj("hand", "vale", "Painted Vale")],
            cards=[land],
            actions=[{"player": "A", "play_land": "vale"}],
            choices=[{"color": "green"}],
        )
    )
    vale = state.objects["vale"]
    assert (vale.zone, vale.tapped, dict(vale.chosen)) == (
        Zone.BATTLEFIELD,
        True,
        {"color": "green"},
    )
    assert [e.rules for e in of_kind(events, "replacement")] == [("614.1c", "614.12a"), ("614.1d",)]
    assert of_kind(events, "replacement_order")[0].rules == ("616.1e",)


@pytest.mark.parametrize("plains", [True, False])
@pytest.mark.parametrize("spelling", ["condition", "unless"])
def test_an_unless_land_enters_alike_however_its_definition_says_unless(
    spelling: str, plains: bool
) -> None:
    """ "Enters tapped unless you control a Plains" (614.1d, 614.12): a definition says "unless"
    as its condition negated, and one written as before (`unless`, the condition itself: a
    scenario's inline card, a share link) is read the same."""
    asked = {
        "you_control": [{"subtypes": ["Plains"], "controller": "you"}],
        "text": "you control a Plains",
    }
    written = (
        {"unless": asked} if spelling == "unless" else {"condition": {**asked, "negated": True}}
    )
    land = {
        "name": "Glade Gate",
        "type_line": "Land",
        "abilities": [{"kind": "enters_tapped", **written}],
    }
    objects = [obj("hand", "gate", "Glade Gate")]
    objects += [obj("battlefield", "plains", "Plains")] if plains else []
    state, events = play(
        game(objects, cards=[land], actions=[{"player": "A", "play_land": "gate"}])
    )
    assert state.objects["gate"].tapped is not plains
    (said,) = of_kind(events, "replacement")
    assert said.rules == ("614.1d", "614.12")
    assert said.text.endswith(
        "enters untapped: “you control a Plains” holds (you control Plains)."
        if plains
        else "enters tapped: “you control a Plains” doesn't hold (you control none of them)."
    )


def test_a_color_answer_must_be_a_color() -> None:
    state, _ = play(
        game(
            [obj("hand", "totem", "Prismatic Totem")],
            cards=[TOTEM],
            actions=[{"player": "A", "cast": "totem"}, {"resolve": "stack"}],
            choices=[{"color": "purple"}],
        )
    )
    assert error_rules(state) == ["614.12a"]
    assert state.objects["totem"].zone is Zone.STACK


def test_a_general_enters_effect_does_not_apply_to_its_own_permanent() -> None:
    """614.12: an effect for "creatures you control" comes from another source, not itself."""
    jailer = {
        "name": "Slow Jailer",
        "mana_cost": "{1}",
        "type_line": "Creature — Human",
        "power": 1,
        "toughness": 1,
        "abilities": [
            {
                "kind": "replacement",
                "event": "enters",
                "filter": {"types": ["Creature"]},
                "tapped": True,
            }
        ],
    }
    state, events = play(
        game(
            [obj("hand", "jailer", "Slow Jailer"), obj("hand", "bears", "Grizzly Bears")],
            players=[{"id": "A", "mana_pool": "{C}{C}{G}"}, {"id": "B"}],
            cards=[jailer],
            actions=[
                {"player": "A", "cast": "jailer"},
                {"resolve": "stack"},
                {"player": "A", "cast": "bears"},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.objects["jailer"].tapped is False
    assert state.objects["bears"].tapped is True
    (tapped,) = of_kind(events, "replacement")
    assert (tapped.rules, tapped.objects) == (("614.1d", "614.12"), ("bears", "jailer"))


def test_enters_effects_check_the_permanent_as_it_would_exist_on_the_battlefield() -> None:
    """614.12: a static ability making creatures Elves counts for "Elves enter with a counter"."""
    banner = {
        "name": "Elven Banner",
        "mana_cost": "{1}",
        "type_line": "Enchantment",
        "abilities": [
            {
                "kind": "static",
                "affects": "all",
                "filter": {"types": ["Creature"], "controller": "you"},
                "modifications": [{"op": "add_types", "subtypes": ["Elf"]}],
            },
            {
                "kind": "replacement",
                "event": "enters",
                "filter": {"subtypes": ["Elf"], "controller": "you"},
                "counter": "+1/+1",
            },
        ],
    }
    state, events = play(
        game(
            [obj("battlefield", "banner", "Elven Banner"), obj("hand", "bears", "Grizzly Bears")],
            players=[{"id": "A", "mana_pool": "{C}{G}"}, {"id": "B"}],
            cards=[banner],
            actions=[{"player": "A", "cast": "bears"}, {"resolve": "stack"}],
        )
    )
    assert dict(state.objects["bears"].counters) == {"+1/+1": 1}
    assert of_kind(events, "replacement")[0].rules == ("614.1d", "614.12")


def test_moving_into_play_by_a_sandbox_edit_refuses_a_needed_choice() -> None:
    state, _ = play(
        game(
            [obj("hand", "totem", "Prismatic Totem")],
            cards=[TOTEM],
            actions=[{"edit": {"id": "totem", "zone": "battlefield"}}],
        )
    )
    assert error_rules(state) == ["614.12a"]

"""Emblems (CR 114) read from a loyalty ability's "You get an emblem with "…"" and played: the
quoted ability read as a line of its own (113.2c), the emblem put into the command zone (114.2),
its abilities working there (114.4) and nowhere else's. Each case is a real card's line."""

from __future__ import annotations

from typing import Any

import pytest

from engine.derived.characteristics import characteristics
from engine.mechanics.emblems.reading import sentence
from tests.engine.helpers import game, obj, of_kind, play, reading


def test_an_emblem_with_a_static_ability_is_read_as_getting_the_emblem() -> None:
    found = reading("Gideon, Ally of Zendikar", "[−4]")
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["cost"] == {"loyalty": -4}
    (get,) = ability["effects"]
    assert get["op"] == "get_emblem"
    assert get["text"] == "Creatures you control get +1/+1."
    assert [a["kind"] for a in get["abilities"]] == ["static"]
    assert "you get an emblem with “Creatures you control get +1/+1.”" in found.words


def test_an_emblems_own_damage_is_dealt_by_this_emblem() -> None:
    """Chandra, Torch of Defiance's [−7]: "this emblem" is the emblem, the damage's source."""
    (ability,) = reading("Chandra, Torch of Defiance", "[−7]").abilities
    (trigger,) = ability["effects"][0]["abilities"]
    assert trigger["trigger"] == {"event": "cast"}
    assert trigger["effects"] == [{"op": "damage", "amount": 5, "to": 0}]
    assert trigger["text"] == "Whenever you cast a spell, this emblem deals 5 damage to any target."


@pytest.mark.parametrize(
    "said",
    [
        # An activated ability of an emblem would be activated from the command zone.
        'you get an emblem with "Tap an untapped artifact you control: This emblem deals 1 '
        'damage to any target."',
        # A quoted line the compiler doesn't read (a cap on untapping, Dovin Baan's).
        "you get an emblem with \"Your opponents can't untap more than two permanents during "
        'their untap steps."',
        # The planeswalker's own name inside the quotes: "~" can't name the emblem.
        'you get an emblem with "Whenever ~ attacks, draw a card."',
    ],
)
def test_an_emblem_whose_abilities_arent_all_read_is_left_unread(said: str) -> None:
    assert sentence(said, None, None) is None


def test_the_dovin_baan_emblem_line_stays_unread() -> None:
    """Jace, Unraveler of Secrets was the example until "their first spell each turn" was read."""
    assert reading("Dovin Baan", "[−7]").outcome == "unsupported"


def _anthem_in(zone: str) -> tuple[Any, list[Any]]:
    return play(
        game(
            [
                obj("battlefield", "gideon", "Gideon, Ally of Zendikar", counters={"loyalty": 5}),
                obj("battlefield", "bears", "Grizzly Bears"),
                obj(zone, "anthem", "Glorious Anthem"),
            ],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=[{"player": "A", "activate": "gideon", "ability": 3}, {"resolve": "stack"}],
        )
    )


def test_only_an_emblems_abilities_work_in_the_command_zone() -> None:
    """114.4: the emblem's +1/+1 applies from the command zone; a card a scenario put there
    (Glorious Anthem) has no ability that works there (113.6), so the Bears are 3/3, not 4/4."""
    state, events = _anthem_in("command")
    assert state.error is None
    (emblem,) = [o for o in state.objects.values() if o.id.startswith("m")]
    assert (emblem.id, emblem.zone.value, emblem.controller) == ("m1", "command", "A")
    assert of_kind(events, "emblem")[0].rules == ("114.2", "114.4", "114.5")

    bears = characteristics(state, state.objects["bears"])
    assert (bears.power, bears.toughness) == (3, 3)
    on_battlefield, _ = _anthem_in("battlefield")
    bears = characteristics(on_battlefield, on_battlefield.objects["bears"])
    assert (bears.power, bears.toughness) == (4, 4)

"""Spectacle (702.137a), surge (702.117a) and freerunning (702.173a): a keyword's alternative cost
offered only when its condition holds for the caster as the spell is cast — read as the card's
own alternative cost with a `condition` (the turn's record: an opponent lost life, you cast
another spell, an Assassin or a commander you controlled dealt combat damage to a player)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler.text import prepare
from engine.mechanics.spectacle.reading import read as spectacle
from engine.mechanics.surge.reading import read as surge
from tests.engine.helpers import game, kinds, obj, play, reading


@pytest.mark.parametrize(
    ("name", "keyword", "cost", "happened", "who"),
    [
        ("Spikewheel Acrobat", "Spectacle", "{2}{R}", "lost_life", "opponent"),
        ("Blade Juggler", "Spectacle", "{2}{B}", "lost_life", "opponent"),
        ("Jwar Isle Avenger", "Surge", "{2}{U}", "cast_spells", "you"),
        ("Containment Membrane", "Surge", "{U}", "cast_spells", "you"),
        ("Merciless Harlequin", "Freerunning", "{1}{B}", "assassin_damage", "you"),
        ("Achilles Davenport", "Freerunning", "{U}{B}", "assassin_damage", "you"),
    ],
)
def test_the_alternative_cost_is_read_with_its_condition(
    name: str, keyword: str, cost: str, happened: str, who: str
) -> None:
    found = reading(name, keyword)
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["kind"] == "alternative_cost"
    assert ability["cost"] == {"mana": cost}
    assert ability["condition"]["this_turn"] == {"happened": happened, "who": who}


def test_a_cost_with_x_or_more_than_mana_is_not_read() -> None:
    assert spectacle(prepare("Spectacle {X}{R}", ())) is None
    assert surge(prepare("Surge—Pay 2 life.", ())) is None
    assert surge(prepare("Surge {1}{U}{U}", ())) is not None


def _combat_then_cast(attacker: str, commander: bool) -> list[str]:
    """The kinds of events of A attacking B with `attacker` (A's commander or not), then casting
    Merciless Harlequin in the second main phase."""
    objects = [
        obj("battlefield", "attacker", attacker),
        obj("hand", "harlequin", "Merciless Harlequin"),
        obj("library", "island", "Island"),
        *(obj("battlefield", f"swamp{i}", "Swamp") for i in range(3)),
    ]
    a: dict[str, Any] = {"id": "A", "commander": ["attacker"]} if commander else {"id": "A"}
    _, events = play(
        game(
            objects,
            players=[a, {"id": "B"}],
            turn={"number": 4, "active": "A", "step": "main1"},
            actions=[
                {"advance_to": "beginning_of_combat"},
                {"attack": {"attacker": "B"}},
                {"advance_to": "main2"},
                {"player": "A", "cast": "harlequin", "auto_pay": True},
            ],
            choices=[{"pay": True}],
        )
    )
    return kinds(events)


def test_freerunning_is_offered_after_a_commander_s_combat_damage_too() -> None:
    assert "alternative_cost" in _combat_then_cast("Grizzly Bears", commander=True)
    assert "alternative_cost" not in _combat_then_cast("Grizzly Bears", commander=False)

"""Kinds counted among a group (domain, 305.6; card types, 205.2a; colors, 105.1): "the number
of basic land types among lands you control", "for each card type among cards in your
graveyard", "the number of colors among permanents you control" — read by the one counted
amount of every verb, and counted as the instruction is performed (608.2h), each kind once."""

from __future__ import annotations

from typing import Any

import pytest

from engine import load
from engine.cards import vocabulary as v
from engine.cards.compiler.amounts import quantity
from engine.derived.amounts import count
from engine.derived.layers import characteristics
from tests.engine.helpers import compiled, line_starting, vocabulary

_LANDS = {"count": "permanents", "filter": {"types": ["Land"], "controller": "you"}}
_DOMAIN = {"count": "among", "kind": "basic_land_types", "among": _LANDS}
_GRAVEYARD_TYPES = {
    "count": "among",
    "kind": "card_types",
    "among": {"count": "cards", "zone": "graveyard"},
}
_COLORS = {
    "count": "among",
    "kind": "colors",
    "among": {"count": "permanents", "filter": {"controller": "you"}},
}


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        (
            "Tribal Flames",
            "Domain",
            [{"op": "damage", "to": 0, "amount": _DOMAIN}],
            "where X is the number of basic land types among lands you control",
        ),
        (
            "Voices from the Void",
            "Domain",
            [{"op": "discard", "amount": _DOMAIN, "player": "target", "target": 0}],
            "where X is the number of basic land types among lands you control",
        ),
        (
            "Lucid Dreams",
            "Draw X cards",
            [{"op": "draw", "amount": _GRAVEYARD_TYPES}],
            "where X is the number of card types among cards in your graveyard",
        ),
        (
            "Shinestriker",
            "Vivid",
            [{"op": "draw", "amount": _COLORS}],
            "where X is the number of colors among permanents you control",
        ),
    ],
)
def test_kinds_among_a_group_are_a_counted_amount(
    name: str, line: str, effects: Any, said: str
) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert said in words


@pytest.mark.parametrize(
    ("phrase", "each"),
    [
        # After "for each" the kind is singular, after "the number of" plural.
        ("basic land types among lands you control", True),
        ("the number of basic land type among lands you control", False),
        # Kinds no count reads yet (a creature type: changelings, 702.73a).
        ("the number of creature types among creatures you control", False),
        # A group that isn't a count of permanents or cards.
        ("the number of colors among spells you've cast this turn", False),
    ],
)
def test_other_kinds_or_groups_stay_unread(phrase: str, each: bool) -> None:
    assert quantity(phrase, None, each=each) is None


def _game(objects: list[tuple[str, str, str]]) -> Any:
    return load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A"}, {"id": "B"}],
            "turn": {"number": 1, "active": "A", "step": "main1"},
            "objects": [
                {"id": f"o{i}", "card": card, "owner": owner, "zone": zone}
                for i, (card, owner, zone) in enumerate(objects)
            ],
        }
    )


def _count(objects: list[tuple[str, str, str]], q: dict[str, Any]) -> tuple[int, str]:
    state = _game(objects)
    source = state.objects["o0"]
    quantity_ = v.CountAmong.model_validate(q)
    n, said = count(state, quantity_, "A", source, ())
    return n, said.text


def test_colors_among_permanents_count_each_color_once() -> None:
    """105.1: a two-color permanent counts both colors, a second green one no more, a
    colorless artifact and the opponent's permanents nothing."""
    n, said = _count(
        [
            ("Watchwolf", "A", "battlefield"),
            ("Grizzly Bears", "A", "battlefield"),
            ("Ornithopter", "A", "battlefield"),
            ("Lightning Bolt", "A", "graveyard"),
            ("Serra Angel", "B", "battlefield"),
        ],
        _COLORS,
    )
    assert n == 2
    assert "(green, white) is 2," in said


def test_card_types_among_all_graveyards_count_every_players_cards() -> None:
    """205.2a: an artifact creature card is two card types; "all graveyards" is each player's."""
    everyone = {
        **_GRAVEYARD_TYPES,
        "among": {"count": "cards", "zone": "graveyard", "player": "each"},
    }
    cards = [("Ornithopter", "A", "graveyard"), ("Forest", "B", "graveyard")]
    assert _count(cards, everyone)[0] == 3
    assert _count(cards, _GRAVEYARD_TYPES)[0] == 2


@pytest.mark.parametrize(
    ("name", "modification"),
    [
        (
            "Wayfaring Giant",
            {
                "op": "modify_pt_for_each",
                "power": 1,
                "toughness": 1,
                "filter": {"types": ["Land"], "controller": "you"},
                "among": "basic_land_types",
            },
        ),
        (
            "Squawkroaster",
            {
                "op": "pt_count",
                "filter": {"controller": "you"},
                "which": "power",
                "among": "colors",
            },
        ),
    ],
)
def test_a_static_count_of_kinds_is_read(name: str, modification: dict[str, Any]) -> None:
    """Counted whenever the layers apply (611.3a), the ability word read past (207.2c)."""
    found = line_starting(compiled(name), "Domain" if name == "Wayfaring Giant" else "Vivid")
    assert found.outcome == "recognised"
    assert found.abilities[0]["modifications"] == [modification]


def test_a_static_for_each_kind_counts_each_type_once() -> None:
    """Wayfaring Giant (1/3) gets +1/+1 per basic land type: a Forest, a second Forest and a
    Tropical Island (a Forest Island) are two types, so it is 3/5; B's Plains isn't A's."""
    state = _game(
        [
            ("Wayfaring Giant", "A", "battlefield"),
            ("Forest", "A", "battlefield"),
            ("Forest", "A", "battlefield"),
            ("Tropical Island", "A", "battlefield"),
            ("Plains", "B", "battlefield"),
        ]
    )
    chars = characteristics(state, state.objects["o0"])
    assert (chars.power, chars.toughness) == (3, 5)


@pytest.mark.parametrize(
    ("phrase", "each", "read"),
    [
        (
            "creature that died this turn",
            True,
            {"count": "died", "nontoken": False, "owner": "any"},
        ),
        (
            "the number of creatures that died this turn",
            False,
            {"count": "died", "nontoken": False, "owner": "any"},
        ),
        (
            "nontoken creature put into your graveyard from the battlefield this turn",
            True,
            {"count": "died", "nontoken": True},
        ),
        # Its creature types as it last existed are in the turn's record (205.3m) …
        (
            "Zubera that died this turn",
            True,
            {"count": "died", "nontoken": False, "owner": "any", "subtype": "Zubera"},
        ),
        # … but not who controlled it as it died, and a word no creature type isn't one.
        ("creature that died under your control this turn", True, None),
        ("Forest that died this turn", True, None),
    ],
)
def test_creatures_that_died_this_turn(phrase: str, each: bool, read: Any) -> None:
    """700.4: "dies" is put into a graveyard from the battlefield — any graveyard."""
    assert quantity(phrase, None, each=each) == read

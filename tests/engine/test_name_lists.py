"""Name lists (CR 206.3b, 206.3c), the Antiquities/Homelands pool, Golgothian Sylex and Apocalypse
Chime, and name stickers across zone changes (123.5, 123.6c, 400.7m)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import check_name, load
from engine.cards.name_lists import ANTIQUITIES, HOMELANDS, LISTS, NameList, on_list
from engine.cards.pool import find, pool
from engine.cards.status import card_status, pool_status, summary
from engine.core.state import Zone
from engine.derived.characteristics import characteristics
from engine.operations.zones import move
from tests.engine.helpers import game, obj, of_kind, play

ROOT = Path(__file__).resolve().parents[2]
NAMES = json.loads((ROOT / "data" / "names.json").read_text(encoding="utf-8"))
CARDS = json.loads((ROOT / "data" / "cards.json").read_text(encoding="utf-8"))
CR = {r["number"]: r["text"] for r in json.loads((ROOT / "data" / "cr.json").read_text())["rules"]}


# -- the lists ------------------------------------------------------------------------------------


def test_the_lists_are_data_names_json() -> None:
    assert list(ANTIQUITIES) == NAMES["antiquities"]["names"]
    assert list(HOMELANDS) == NAMES["homelands"]["names"]
    assert NAMES["antiquities"]["rule"] == "206.3b"
    assert NAMES["homelands"]["rule"] == "206.3c"


@pytest.mark.parametrize(("names", "rule"), [(ANTIQUITIES, "206.3b"), (HOMELANDS, "206.3c")])
def test_every_listed_name_is_in_the_rule_text(names: tuple[str, ...], rule: str) -> None:
    missing = [n for n in names if n not in CR[rule]]
    assert not missing


def test_names_compare_with_apostrophes_and_case_folded() -> None:
    assert on_list("Mishra's Factory", "antiquities")
    assert on_list("mishra’s factory", "antiquities")
    assert on_list("Carapace", "homelands")
    assert not on_list("Carapace", "antiquities")
    assert not on_list("Guacamole Ornithopter", "antiquities")


def test_a_rules_comparison_keeps_punctuation_a_typed_check_does_not() -> None:
    # A permanent named "Urzas Tower" (201.2: names must be identical) isn't Urza's Tower; a
    # judge typing "urzas tower" means it.
    assert not on_list("Urzas Tower", "antiquities")
    assert check_name("urzas tower").matches["antiquities"] == "Urza’s Tower"


def test_the_pool_folds_names_as_the_app_does() -> None:
    storm = find("Æther Storm")
    assert storm is not None
    assert storm.name == "Aether Storm"


# -- the name check a user runs (206.3b, 206.3c) --------------------------------------------------


@pytest.mark.parametrize(
    ("name", "which"), [(n, which) for which, names in LISTS.items() for n in names]
)
def test_every_listed_name_is_a_plain_yes(name: str, which: str) -> None:
    for typed in (name, name.replace("’", "'"), name.upper()):
        found = check_name(typed)
        assert found.kind == "yes"
        assert found.matches == {w: name if w == which else None for w in LISTS}
        assert found.candidates == ()


_UNLISTED = sorted(c.name for c in pool().values() if not any(on_list(c.name, w) for w in LISTS))


@pytest.mark.parametrize("card", _UNLISTED)
def test_pool_cards_on_neither_list_are_a_plain_no(card: str) -> None:
    # Grizzly Bears, Forest (two letters from Forget), Grapeshot, Gaea's Cradle, ...
    found = check_name(card)
    assert (found.kind, found.candidates) == ("no", ())


@pytest.mark.parametrize(
    ("typed", "listed"),
    [
        ("Serra Aviery", "Serra Aviary"),  # one letter replaced
        ("Mishras Factroy", "Mishra’s Factory"),  # two letters swapped
        ("Autumn Wilow", "Autumn Willow"),  # one left out
        ("Apocalypse Chimes", "Apocalypse Chime"),  # one added
        ("Hazdur the Abot", "Hazduhr the Abbot"),  # two slips in 15 letters
        ("Candellabra of Tawnoss", "Candelabra of Tawnos"),
        ("Atgo", "Atog"),  # a four-letter name may still be one slip off
    ],
)
def test_a_few_slips_from_a_listed_name_suggest_it(typed: str, listed: str) -> None:
    found = check_name(typed)
    assert found.kind == "did_you_mean"
    assert found.matches == {"antiquities": None, "homelands": None}
    assert [c.name for c in found.candidates] == [listed]


@pytest.mark.parametrize(
    "typed",
    [
        "Jinks",  # two slips from Jinx: too many for five letters
        "Mindstone",  # a real card, two letters from Millstone
        "Sea Spirit",  # a real card, two from Sea Sprite
        "Serra Avatar",  # a real card, three from Serra Aviary
        "Circle of Protection: White",  # shares 18 letters with ...: Artifacts, differs in 7
        "Grapeshot",  # a real card, the first word of Grapeshot Catapult
    ],
)
def test_names_more_than_a_few_slips_away_are_a_plain_no(typed: str) -> None:
    found = check_name(typed)
    assert (found.kind, found.candidates) == ("no", ())


def test_a_name_close_to_both_lists_suggests_both() -> None:
    found = check_name("Weadstone")
    assert [(c.name, c.list, c.rule) for c in found.candidates] == [
        ("Weakstone", "antiquities", "206.3b"),
        ("Headstone", "homelands", "206.3c"),
    ]
    assert found.candidates[0].score == found.candidates[1].score == 88.9


def test_a_name_on_both_lists_is_a_yes_for_each() -> None:
    # No name is on both of today's lists; a later CR could list one on both (e.g. a reprint
    # printed in each set would still be one name).
    lists: dict[NameList, tuple[str, ...]] = {
        "antiquities": ("Ambush",),
        "homelands": ("Ambush", "Ambush Party"),
    }
    found = check_name("ambush", lists)
    assert found.matches == {"antiquities": "Ambush", "homelands": "Ambush"}
    assert (found.kind, found.candidates) == ("yes", ())


def test_a_listed_name_suggests_nothing_else() -> None:
    # Headstone is two letters from Weakstone and Urza's Mine two from Urza's Miter.
    for typed in ("Weakstone", "Urza's Miter"):
        found = check_name(typed)
        assert found.matches["antiquities"] is not None
        assert found.candidates == ()


def test_closest_suggestions_come_first() -> None:
    # "mitre" is one swap from "miter" and two edits from "mine".
    found = check_name("Urza's Mitre")
    assert [(c.name, c.score) for c in found.candidates] == [
        ("Urza’s Miter", 90.0),
        ("Urza’s Mine", 80.0),
    ]


def test_punctuation_alone_matches_nothing() -> None:
    found = check_name("’ - ,")
    assert (found.kind, found.candidates) == ("no", ())


# -- the pool -------------------------------------------------------------------------------------


def test_every_antiquities_and_homelands_card_is_in_the_pool() -> None:
    wanted = [c["name"] for c in CARDS if {"ATQ", "HML"} & set(c["sets"])]
    assert len(wanted) == len(ANTIQUITIES) + len(HOMELANDS)
    missing = [n for n in wanted if find(n) is None]
    assert not missing


def test_pool_cards_keep_the_printed_characteristics() -> None:
    eron = find("Eron the Relentless")
    assert eron is not None
    assert (eron.mana_cost, eron.type_line, eron.power, eron.toughness) == (
        "{3}{R}{R}",
        "Legendary Creature — Human Rogue",
        5,
        2,
    )
    assert eron.keywords == ("Haste",)
    assert eron.unsupported == ()
    # A printed star counts as 0 (208.2a); a line defining it the engine can't read is listed
    # as unsupported (Tarmogoyf's is read since issue 29).
    multani = find("Multani, Maro-Sorcerer")
    assert multani is not None
    assert (multani.power, multani.toughness) == (0, 0)
    assert multani.unsupported


def test_status_is_implemented_partial_or_text_only() -> None:
    cards = pool()
    assert card_status(cards["grizzly bears"]).status == "implemented"
    assert card_status(cards["eron the relentless"]).status == "implemented"
    wolf = card_status(cards["rashka the slayer"])
    assert wolf.status == "partial"
    assert wolf.unsupported
    assert card_status(cards["aether storm"]).status == "text only"
    counts = summary()
    assert sum(counts.values()) == len(cards) == len(pool_status())
    assert all(counts.values())


# -- Golgothian Sylex and Apocalypse Chime --------------------------------------------------------

_ORNITHOPTER_TOKEN = {
    "name": "Ornithopter",
    "type_line": "Artifact Creature — Thopter",
    "power": 0,
    "toughness": 2,
}


def _sylex_game(*extra: dict[str, Any], actions: list[dict[str, Any]] | None = None) -> Any:
    return game(
        [
            obj("battlefield", "sylex", "Golgothian Sylex"),
            obj("battlefield", "orn", "Ornithopter", "B"),
            {"id": "tok", "token": _ORNITHOPTER_TOKEN, "controller": "B", "zone": "battlefield"},
            obj("battlefield", "bears", "Grizzly Bears", "B"),
            *extra,
        ],
        players=[{"id": "A", "mana_pool": "{C}"}, {"id": "B"}],
        actions=[
            *(actions or []),
            {"player": "A", "activate": "sylex", "ability": 1},
            {"resolve": "stack"},
        ],
    )


def test_sylex_sacrifices_nontoken_permanents_named_on_the_antiquities_list() -> None:
    state, events = play(_sylex_game())
    zones = {i: state.objects[i].zone for i in ("sylex", "orn", "bears")}
    assert zones == {"sylex": Zone.GRAVEYARD, "orn": Zone.GRAVEYARD, "bears": Zone.BATTLEFIELD}
    # A token named Ornithopter isn't sacrificed (nontoken); it stays on the battlefield.
    assert state.objects["tok"].zone is Zone.BATTLEFIELD
    listed = of_kind(events, "name_list")
    assert [e.rules for e in listed] == [("206.3b",)]
    assert "but is a token" in listed[0].text
    assert [e.objects for e in of_kind(events, "sacrifice")] == [("sylex",), ("orn",)]


def test_a_name_sticker_takes_a_permanent_off_the_list() -> None:
    state, events = play(
        _sylex_game(actions=[{"sticker": {"object": "orn", "words": "Guacamole", "position": 0}}])
    )
    assert state.objects["orn"].zone is Zone.BATTLEFIELD
    assert "Guacamole Ornithopter, which isn't on the list" in of_kind(events, "name_list")[0].text


def test_a_clone_copying_an_antiquities_card_has_its_name() -> None:
    data = _sylex_game(obj("hand", "clone", "Clone"))
    data["players"][0]["mana_pool"] = "{U}{C}{C}{C}{C}"
    data["actions"] = [{"player": "A", "cast": "clone"}, {"resolve": "stack"}, *data["actions"]]
    data["choices"] = [{"object": "orn"}]
    state, _ = play(data)
    assert state.objects["clone"].zone is Zone.GRAVEYARD


def test_chime_destroys_homelands_names_and_they_cant_be_regenerated() -> None:
    data = game(
        [
            obj("battlefield", "chime", "Apocalypse Chime"),
            obj("battlefield", "eron", "Eron the Relentless", "B"),
            obj("battlefield", "skel", "Drudge Skeletons", "B"),
        ],
        players=[{"id": "A", "mana_pool": "{C}{C}"}, {"id": "B", "mana_pool": "{R}{R}{R}"}],
        actions=[
            {"player": "A", "activate": "chime", "ability": 1},
            {"player": "B", "activate": "eron", "ability": 1},
            {"resolve": "stack"},
        ],
    )
    state, events = play(data)
    assert state.objects["eron"].zone is Zone.GRAVEYARD
    assert state.objects["skel"].zone is Zone.BATTLEFIELD
    assert [e.rules for e in of_kind(events, "name_list")] == [("206.3c",)]
    assert [e.rules for e in of_kind(events, "cant_regenerate")] == [("701.19c",)]


# -- name stickers across zone changes (123.5, 400.7m) --------------------------------------------


def _stickered(zone: str = "battlefield") -> Any:
    sticker = {"words": "Guacamole", "position": 1}
    return load(game([obj(zone, "bears", "Grizzly Bears", stickers=[sticker])]))


@pytest.mark.parametrize("to", [Zone.GRAVEYARD, Zone.EXILE, Zone.STACK, Zone.COMMAND])
def test_stickers_stay_on_an_object_moving_between_public_zones(to: Zone) -> None:
    state = _stickered()
    before = state.objects["bears"].stickers
    state, events = move(state, "bears", to)
    moved = state.objects["bears"]
    assert moved.stickers == before  # words, position and timestamp
    assert characteristics(state, moved).name == "Grizzly Guacamole Bears"
    assert [e.rules for e in of_kind(events, "stickers")] == [("400.7m", "123.5")]


@pytest.mark.parametrize("to", [Zone.HAND, Zone.LIBRARY])
def test_stickers_come_off_an_object_moving_to_a_hidden_zone(to: Zone) -> None:
    state, events = move(_stickered(), "bears", to)
    assert state.objects["bears"].stickers == ()
    assert characteristics(state, state.objects["bears"]).name == "Grizzly Bears"
    assert [e.rules for e in of_kind(events, "stickers")] == [("123.5",)]


def test_stickers_keep_their_timestamp_order_after_a_zone_change() -> None:
    state = load(
        game(
            [obj("battlefield", "bears", "Grizzly Bears")],
            actions=[
                {"sticker": {"object": "bears", "words": "Big", "position": 0}},
                {"sticker": {"object": "bears", "words": "Tiny", "position": 0}},
            ],
        )
    )
    state, _ = play(state)
    assert characteristics(state, state.objects["bears"]).name == "Tiny Big Grizzly Bears"
    state, _ = move(state, "bears", Zone.GRAVEYARD)
    state, _ = move(state, "bears", Zone.EXILE)
    assert characteristics(state, state.objects["bears"]).name == "Tiny Big Grizzly Bears"

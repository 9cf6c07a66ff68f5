"""The compiler's copying family: "Copy target instant or sorcery spell. You may choose new
targets for the copy." (707.10, 707.10c) on spells, triggered and activated abilities, and the
copy lines that stay unread. Each case is a real card's line and what it must be read as."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from tests.engine.helpers import vocabulary

_INSTANT_OR_SORCERY = {"any_types": ["Instant", "Sorcery"]}
_COPY_NEW = [{"op": "copy_spell", "target": 0, "new_targets": True}]


def _specs(name: str, line: str) -> list[Any]:
    card = corpus_card(name)
    assert card is not None, name
    face = card.front
    compiled = compile_face(card.name, face.name, face.text, face.types)
    found = next(r for r in compiled.readings if r.line.startswith(line))
    if found.abilities and isinstance(found.abilities[0], dict):
        return list(found.abilities[0]["targets"])
    return list(compiled.targets)


@pytest.mark.parametrize(
    ("name", "line", "spell_filter"),
    [
        ("Twincast", "Copy target instant or sorcery spell.", _INSTANT_OR_SORCERY),
        ("Reverberate", "Copy target instant or sorcery spell.", _INSTANT_OR_SORCERY),
        ("Dualcaster Mage", "When this creature enters, copy", _INSTANT_OR_SORCERY),
        ("Nivix Guildmage", "{2}{U}{R}: Copy", {**_INSTANT_OR_SORCERY, "controller": "you"}),
        ("Twinning Staff", "{7}, {T}: Copy", {**_INSTANT_OR_SORCERY, "controller": "you"}),
        (
            "Mirrorpool",
            "{2}{C}, {T}, Sacrifice this land: Copy",
            {**_INSTANT_OR_SORCERY, "controller": "you"},
        ),
    ],
)
def test_copy_target_spell_is_read(name: str, line: str, spell_filter: Any) -> None:
    outcome, effects, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert effects == _COPY_NEW
    assert [s["kind"] for s in _specs(name, line)] == ["spell"]
    assert _specs(name, line)[0]["filter"] == spell_filter
    assert "isn't cast; it has the spell's mode, X and kicker (707.10)" in words
    assert "you may choose new targets for the copy (707.10c)" in words


def test_without_the_new_targets_sentence_the_copy_keeps_its_targets() -> None:
    # 707.10c: new targets only when the effect says so.
    compiled = compile_face(
        "Test Card", "Test Card", "Copy target instant spell you control.", ("Instant",)
    )
    assert [r.outcome for r in compiled.readings] == ["recognised"]
    assert list(compiled.effects) == [{"op": "copy_spell", "target": 0, "new_targets": False}]
    assert compiled.targets[0]["filter"] == {"types": ["Instant"], "controller": "you"}
    assert "the copy has the same targets (707.10c)" in compiled.readings[0].words


@pytest.mark.parametrize(
    ("name", "line", "kinds"),
    [
        ("Strionic Resonator", "{2}, {T}: Copy target triggered ability", ["triggered"]),
        (
            "Lithoform Engine",
            "{2}, {T}: Copy target activated or triggered ability",
            ["activated", "triggered"],
        ),
    ],
)
def test_copy_target_ability_is_read(name: str, line: str, kinds: list[str]) -> None:
    # 707.10: a copy of an ability on the stack, its targets newly chosen if its controller
    # wishes (707.10c); "you control" is the ability's controller (113.8).
    outcome, effects, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert effects == [{"op": "copy_ability", "target": 0, "new_targets": True}]
    [spec] = _specs(name, line)
    assert (spec["kind"], spec["abilities"], spec["filter"]) == (
        "ability",
        kinds,
        {"controller": "you"},
    )
    assert "with the same source, modes, X and division" in words


@pytest.mark.parametrize(
    ("name", "line"),
    [
        # A copy effect with an exception (707.9): the copy's color isn't modelled.
        ("Fork", "Copy target instant or sorcery spell, except"),
        # "Then return it": the original moves, which the sentence joins; not read.
        ("Narset's Reversal", "Copy target instant or sorcery spell, then"),
        # A spell's mana value on the stack counts X (202.3e); the filter doesn't.
        ("Izzet Guildmage", "{2}{U}: Copy target instant spell"),
        ("Expansion // Explosion", "Copy target instant or sorcery spell with mana value"),
        # "Twice" and "copy that spell twice instead".
        ("Echo Mage", "{U}{U}, {T}: Copy target instant or sorcery spell twice."),
        ("Increasing Vengeance", "Copy target instant or sorcery spell you control."),
    ],
)
def test_other_copy_lines_stay_unread(name: str, line: str) -> None:
    card = corpus_card(name)
    assert card is not None, name
    found = [
        r
        for face in card.faces
        for r in compile_face(card.name, face.name, face.text, face.types).readings
        if r.line.startswith(line)
    ]
    assert found, line
    assert {r.outcome for r in found} == {"unsupported"}


def test_this_land_becomes_a_copy_except_it_has_this_ability() -> None:
    # 707.4: the same permanent gets the target's copiable values; 707.9a: the ability is kept.
    outcome, effects, words = vocabulary("Thespian's Stage", "{2}, {T}: This land becomes a copy")
    assert outcome == "recognised"
    assert effects == [{"op": "become_copy", "target": 0, "has_this_ability": True}]
    assert [s["kind"] for s in _specs("Thespian's Stage", "{2}, {T}: This land")] == ["permanent"]
    assert "except it has this ability (707.9a" in words


def test_a_copy_until_end_of_turn_is_read_with_its_duration() -> None:
    # 514.2: the copy effect ends in the cleanup step; "each other creature" is a group (611.2c).
    text = "{1}: ~ becomes a copy of target creature until end of turn."
    face = compile_face("Test Card", "Test Card", text, ("Creature",))
    assert [r.outcome for r in face.readings] == ["recognised"]
    outcome, effects, words = vocabulary("Mirrorweave", "Each other creature becomes")
    assert outcome == "recognised"
    assert effects == [
        {
            "op": "become_copy",
            "target": 0,
            "each": {"types": ["Creature"]},
            "until_end_of_turn": True,
        }
    ]
    assert "each other creature" in words
    assert "until end of turn (514.2" in words


def test_a_copy_with_another_exception_stays_unread() -> None:
    text = "{1}: ~ becomes a copy of target creature until end of turn, except it's 7/5."
    face = compile_face("Test Card", "Test Card", text, ("Creature",))
    assert [r.outcome for r in face.readings] == ["unsupported"]

"""Copy effects on permanents read from oracle text (707): "You may have this creature enter as a
copy of …" with its exceptions (614.1c, 707.5, 707.9), token copies with theirs and what then
happens to "that token" (707.2, 611.2a, 603.7a), a granted token-copy ability (Splinter Twin),
and the exceptions the vocabulary can't say, which leave the line unread. Each case is a real
card's line and what it must be read as."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import compiled, first_ability, line_starting, vocabulary

_ILLUSION = {"op": "add_types", "subtypes": ["Illusion"]}
_HASTE = {"op": "add_keywords", "keywords": ["Haste"]}
_NOT_LEGENDARY = {"op": "lose_supertypes", "supertypes": ["Legendary"]}


@pytest.mark.parametrize(
    ("name", "flt", "exceptions"),
    [
        ("Clone", {"types": ["Creature"]}, None),
        (
            "Phyrexian Metamorph",
            {"any_types": ["Artifact", "Creature"]},
            [{"op": "add_types", "types": ["Artifact"]}],
        ),
        (
            "Sakashima's Student",
            {"types": ["Creature"]},
            [{"op": "add_types", "subtypes": ["Ninja"]}],
        ),
        (
            "Dack's Duplicate",
            {"types": ["Creature"]},
            [{"op": "add_keywords", "keywords": ["Haste", "Dethrone"]}],
        ),
    ],
)
def test_entering_as_a_copy_is_read_with_its_exceptions(
    name: str, flt: dict[str, Any], exceptions: list[dict[str, Any]] | None
) -> None:
    outcome, ability, words = first_ability(name, "You may have this creature enter as a copy")
    assert outcome == "recognised"
    assert ability["kind"] == "enters_as_copy"
    assert ability["filter"] == flt
    assert ability.get("except") == exceptions
    assert "enter as a copy of any" in words
    assert "(614.1c, 707.5)" in words
    if exceptions:
        assert "part of its copiable values (707.9b)" in words


def test_phantasmal_image_gains_its_sacrifice_trigger_as_part_of_the_copy() -> None:
    # 707.9a: the ability it gains as it copies is part of its copiable values; "this creature"
    # in the quotes is the Image itself.
    outcome, ability, _ = first_ability("Phantasmal Image", "You may have this creature")
    assert outcome == "recognised"
    illusion, gained = ability["except"]
    assert illusion == _ILLUSION
    assert gained["op"] == "add_abilities"
    (trigger,) = gained["abilities"]
    assert trigger["trigger"] == {"event": "becomes_target", "by": "any"}
    assert trigger["effects"] == [{"op": "sacrifice", "target": "self"}]
    assert trigger["text"] == (
        "When this creature becomes the target of a spell or ability, sacrifice it."
    )


@pytest.mark.parametrize(
    ("name", "start"),
    [
        # "except it enters with X additional +1/+1 counters on it": X isn't said.
        ("Altered Ego", "You may have this creature enter as a copy"),
        # "legendary and snow in addition …, and, if it's a creature, … has changeling".
        ("Moritte of the Frost", "You may have Moritte enter as a copy"),
    ],
)
def test_exceptions_the_vocabulary_cant_say_leave_the_line_unread(name: str, start: str) -> None:
    assert line_starting(compiled(name), start).outcome == "unsupported"


@pytest.mark.parametrize(
    ("name", "start", "effect"),
    [
        ("Cackling Counterpart", "Create a token", {"op": "create_token_copy", "target": 0}),
        (
            "Kiki-Jiki, Mirror Breaker",
            "{T}: Create a token",
            {
                "op": "create_token_copy",
                "target": 0,
                "except": [_HASTE],
                "at_next_end_step": "sacrifice",
            },
        ),
        (
            "Helm of the Host",
            "At the beginning of combat",
            {
                "op": "create_token_copy",
                "target": "enchanted",
                "except": [_NOT_LEGENDARY],
                "gains": ["Haste"],
            },
        ),
        (
            "Saheeli Rai",
            "[−2]: Create a token",
            {
                "op": "create_token_copy",
                "target": 0,
                "except": [{"op": "add_types", "types": ["Artifact"]}],
                "gains": ["Haste"],
                "at_next_end_step": "exile",
            },
        ),
    ],
)
def test_a_token_copy_is_read_with_its_exceptions_and_what_then_happens_to_it(
    name: str, start: str, effect: dict[str, Any]
) -> None:
    outcome, effects, words = vocabulary(name, start)
    assert outcome == "recognised"
    assert effects == [effect]
    assert "create a token that's a copy of" in words
    assert "(707.2)" in words


def test_splinter_twin_grants_the_token_copy_ability_to_the_creature_it_enchants() -> None:
    outcome, ability, words = first_ability("Splinter Twin", "Enchanted creature has")
    assert outcome == "recognised"
    assert ability["affects"] == "enchanted"
    (granted,) = ability["modifications"][0]["abilities"]
    assert granted["cost"] == {"tap": True}
    # "This creature" in the quotes is the creature that has the ability (the token copies it).
    assert granted["effects"] == [
        {
            "op": "create_token_copy",
            "target": "self",
            "except": [_HASTE],
            "at_next_end_step": "exile",
        }
    ]
    assert "the permanent it enchants has an activated ability" in words


def test_a_token_copys_quoted_exception_stays_unread() -> None:
    # Heat Shimmer: "… except it has haste and "At the beginning of the end step, exile this
    # token."" — a token copy's exceptions are types, colors, keywords and P/T only.
    assert line_starting(compiled("Heat Shimmer"), "Create a token").outcome == "unsupported"


def test_phyrexian_manas_reminder_line_is_read_as_reminder_text() -> None:
    found = line_starting(compiled("Phyrexian Metamorph"), "({U/P} can be paid")
    assert found.outcome == "recognised"
    assert found.abilities == ()
    assert "reminder text (207.2)" in found.words
    assert "2 life (107.4f)" in found.words


def test_mirror_gallerys_line_turns_the_legend_rule_off() -> None:
    found = line_starting(compiled("Mirror Gallery"), 'The "legend rule"')
    assert found.outcome == "recognised"
    assert [a["kind"] for a in found.abilities] == ["legend_rule_doesnt_apply"]
    assert "the legend rule (704.5j) isn't applied" in found.words


def test_spark_doubles_counters_depend_on_what_it_copies() -> None:
    outcome, ability, words = first_ability("Spark Double", "You may have this creature")
    assert outcome == "recognised"
    assert ability["filter"] == {"any_types": ["Creature", "Planeswalker"], "controller": "you"}
    assert ability["except"] == [_NOT_LEGENDARY]
    assert ability["counters"] == [
        {"counter": "+1/+1", "if_type": "Creature"},
        {"counter": "loyalty", "if_type": "Planeswalker"},
    ]
    assert "an additional loyalty counter if it's a planeswalker (707.9, 614.1c)" in words


@pytest.mark.parametrize(
    ("name", "flt"),
    [
        ("Council of Reeds", {"controller": "you", "types": ["Creature"]}),
        ("Mirror Box", {"controller": "you"}),
        ("Sliver Gravemother", {"subtypes": ["Sliver"], "controller": "you"}),
    ],
)
def test_the_legend_rule_turned_off_for_a_group(name: str, flt: dict[str, Any]) -> None:
    found = line_starting(compiled(name), 'The "legend rule"')
    assert found.outcome == "recognised"
    assert found.abilities[0]["filter"] == flt
    assert "isn't applied to each" in found.words

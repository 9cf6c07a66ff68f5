"""The oracle compiler's poison and damage keywords, creature types and counted amounts: what
each real line is read as, the words a card page shows for it, and what the engine then does."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards import vocabulary as v
from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from engine.cards.vocabulary.type_line import type_line_kinds
from engine.mechanics.toxic.rules import toxic_value


def readings(name: str) -> list[tuple[str, str, str, tuple[Any, ...]]]:
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    return [(r.line, r.outcome, r.words, r.abilities) for r in compiled.readings]


@pytest.mark.parametrize(
    ("name", "keyword", "says"),
    [
        ("Glistener Elf", "Infect", "poison counters instead of life loss (120.3b)"),
        ("Boggart Ram-Gang", "Wither", "-1/-1 counters put on it (120.3d)"),
        ("Branchblight Stalker", "Toxic 2", "also gives that player 2 poison counters"),
        ("Jawbone Duelist", "Toxic 1", "also gives that player 1 poison counter (702.164c)"),
    ],
)
def test_damage_keywords_are_read_with_what_they_do(name: str, keyword: str, says: str) -> None:
    found = [r for r in readings(name) if keyword in r[3]]
    assert len(found) == 1
    _, outcome, words, _ = found[0]
    assert outcome == "recognised"
    assert says in words


def test_every_line_of_an_infect_card_is_read() -> None:
    assert {r[1] for r in readings("Plague Stinger")} == {"recognised"}


def test_total_toxic_value_adds_every_instance() -> None:
    """702.164b: two instances of toxic 1 are a total toxic value of 2, unlike infect's
    redundant instances (702.90f)."""
    assert toxic_value(["Toxic 1", "Flying", "Toxic 1", "Toxic 3"]) == 5
    assert v.cumulative("Toxic 1")
    assert not v.cumulative("Infect")
    assert v.normalise_keyword("toxic 2") == "Toxic 2"


@pytest.mark.parametrize(
    ("name", "line", "flt", "words"),
    [
        (
            "Sinew Sliver",
            "All Sliver creatures get +1/+1.",
            {"types": ["Creature"], "subtypes": ["Sliver"], "controller": "any"},
            "each Sliver creature gets +1/+1",
        ),
        (
            "Cleaving Sliver",
            "Sliver creatures you control get +2/+0.",
            {"types": ["Creature"], "subtypes": ["Sliver"], "controller": "you"},
            "each Sliver creature you control gets +2/+0",
        ),
        (
            "Goblin King",
            "Other Goblins get +1/+1 and have mountainwalk.",
            {"types": [], "subtypes": ["Goblin"], "other": True},
            "each other Goblin permanent gets +1/+1 and has mountainwalk",
        ),
        (
            "Imperious Perfect",
            "Other Elves you control get +1/+1.",
            {"subtypes": ["Elf"], "other": True, "controller": "you"},
            "each other Elf permanent you control gets +1/+1",
        ),
    ],
)
def test_a_creature_type_names_the_group_a_lord_pumps(
    name: str, line: str, flt: dict[str, Any], words: str
) -> None:
    """109.2: "Goblins" are Goblin permanents; "Sliver creatures" creatures that are Slivers."""
    found = [r for r in readings(name) if r[0].startswith(line)]
    assert len(found) == 1
    _, outcome, said, abilities = found[0]
    assert outcome == "recognised"
    assert said == "a static ability: " + words
    static = v.Static.model_validate(abilities[0])
    assert static.affects == "all"
    assert static.filter.model_dump(include=set(flt), mode="json") == flt


def test_a_word_that_isnt_a_creature_type_leaves_the_line_unread() -> None:
    from engine.cards.compiler.selectors import group

    assert group("Slivers you control") == {"subtypes": ["Sliver"], "controller": "you"}
    assert group("Gizmos you control") is None


def test_changeling_is_every_creature_type_in_every_zone() -> None:
    """702.73a: the card is an Elf and a Sliver in the hand as on the battlefield."""
    from engine.cards.pool import find
    from engine.derived.copiable_values import printed

    card = find("Woodland Changeling")
    assert card is not None
    subtypes = printed(card).subtypes
    assert {"Shapeshifter", "Elf", "Sliver", "Time Lord"} <= set(subtypes)
    assert len(subtypes) == len(v.CREATURE_TYPES)
    bears = find("Grizzly Bears")
    assert bears is not None
    assert printed(bears).subtypes == ("Bear",)


def test_changeling_on_a_noncreature_is_a_gap() -> None:
    """Only creatures and kindreds have creature types (205.3m); gaining changeling from an
    effect isn't modelled either (604.3a)."""
    kindred = compile_face("Crib Swap", "Crib Swap", "Changeling", ("Kindred", "Instant"))
    assert kindred.readings[0].outcome == "recognised"
    artifact = compile_face("X", "X", "Changeling", ("Artifact",))
    assert (artifact.readings[0].outcome, artifact.readings[0].template) == (
        "gap",
        "keyword: Changeling",
    )
    granted = compile_face("X", "X", "Creatures you control have changeling.", ("Enchantment",))
    assert granted.readings[0].outcome != "recognised"


@pytest.mark.parametrize(
    ("name", "line", "condition", "words"),
    [
        (
            "Nimble Mongoose",
            "Threshold — This creature gets +2/+2 as long as",
            {"graveyard_at_least": 7},
            "this object gets +2/+2, only as long as there are seven or more cards in your "
            "graveyard",
        ),
        (
            "Ardent Recruit",
            "Metalcraft — This creature gets +2/+2",
            {"you_control": [{"types": ["Artifact"], "controller": "you"}], "at_least": 3},
            "this object gets +2/+2, only as long as you control three or more artifacts",
        ),
        (
            "Spartan Veteran",
            "During your turn, this creature has first strike.",
            {"your_turn": True},
            "this object has first strike, only as long as it's your turn",
        ),
        (
            "Sedge Troll",
            "This creature gets +1/+1 as long as you control a Swamp.",
            {"you_control": [{"subtypes": ["Swamp"], "controller": "you"}]},
            "this object gets +1/+1, only as long as you control a Swamp",
        ),
        (
            "Thorned Moloch",
            "This creature has first strike as long as it's attacking.",
            {"self_combat": "attacking"},
            "this object has first strike, only as long as it's attacking",
        ),
    ],
)
def test_an_as_long_as_static_keeps_its_condition(
    name: str, line: str, condition: dict[str, Any], words: str
) -> None:
    """611.3a: the effect applies only while its condition is true; the ability word
    (207.2c) is read past."""
    found = [r for r in readings(name) if r[0].startswith(line)]
    assert len(found) == 1
    _, outcome, said, abilities = found[0]
    assert outcome == "recognised"
    assert said.startswith("a static ability: " + words)
    static = v.Static.model_validate(abilities[0])
    assert static.condition is not None
    dumped = static.condition.model_dump(exclude_defaults=True, mode="json")
    assert {k: dumped.get(k) for k in condition} == condition


@pytest.mark.parametrize(
    "line",
    [
        "Scrapdiver Serpent can't be blocked as long as defending player controls an artifact.",
        "This creature can't be blocked as long as it's attacking alone.",
    ],
)
def test_a_condition_the_engine_cant_check_leaves_the_line_unread(line: str) -> None:
    compiled = compile_face("Scrapdiver Serpent", "Scrapdiver Serpent", line, ("Creature",))
    assert compiled.readings[0].outcome == "unsupported"


def test_a_condition_on_an_effect_on_players_is_refused() -> None:
    with pytest.raises(ValueError, match="condition on an effect on players"):
        v.Static.model_validate(
            {
                "affects": "you",
                "modifications": [{"op": "add_keywords", "keywords": ["Hexproof"]}],
                "condition": {"your_turn": True},
            }
        )


@pytest.mark.parametrize(
    ("name", "line", "modification", "words"),
    [
        (
            "Nim Grotesque",
            "This creature gets +1/+0 for each artifact you control.",
            {"op": "modify_pt_for_each", "power": 1, "toughness": 0, "counted": "battlefield"},
            "this object gets +1/+0 for each artifact you control, counted continuously",
        ),
        (
            "Blanchwood Armor",
            "Enchanted creature gets +1/+1 for each Forest you control.",
            {"op": "modify_pt_for_each", "power": 1, "toughness": 1},
            "the permanent it enchants gets +1/+1 for each Forest permanent you control",
        ),
        (
            "Goblin Gaveleer",
            "This creature gets +2/+0 for each Equipment attached to it.",
            {"op": "modify_pt_for_each", "power": 2, "counted": "attached"},
            "this object gets +2/+0 for each Equipment permanent attached to it",
        ),
    ],
)
def test_a_for_each_pump_counts_in_layer_7c(
    name: str, line: str, modification: dict[str, Any], words: str
) -> None:
    found = [r for r in readings(name) if r[0].startswith(line)]
    assert len(found) == 1
    _, outcome, said, abilities = found[0]
    assert outcome == "recognised"
    assert said.startswith("a static ability: " + words)
    static = v.Static.model_validate(abilities[0])
    dumped = static.modifications[0].model_dump(mode="json")
    assert {k: dumped[k] for k in modification} == modification
    assert v.LAYER_OF[dumped["op"]] == ("7c", "613.4c")


def test_a_for_each_count_by_power_is_not_read() -> None:
    """A count of creatures by power would depend on layer 7 itself (613.8): unread."""
    line = "This creature gets +1/+1 for each creature with power 4 or greater."
    compiled = compile_face("X", "X", line, ("Creature",))
    assert compiled.readings[0].outcome == "unsupported"


def test_this_or_another_ally_enters_is_one_trigger() -> None:
    """603.6a: this permanent entering or another Ally entering under its controller's control;
    the optional counter on itself is a "may" (603.5)."""
    found = [r for r in readings("Hada Freeblade") if r[0].startswith("Whenever")]
    assert len(found) == 1
    _, outcome, said, abilities = found[0]
    assert outcome == "recognised"
    assert said.startswith(
        "a triggered ability: whenever this or another Ally permanent you control enters"
    )
    ability = v.Triggered.model_validate(abilities[0])
    assert ability.trigger.or_self
    assert ability.trigger.filter.subtypes == ("Ally",)
    assert ability.trigger.filter.other


@pytest.mark.parametrize(
    ("type_line", "kinds"),
    [
        ("Legendary Artifact Creature — Lander Rogue", {"permanent", "historic"}),
        ("Summon Jaguar", {"permanent"}),  # read as its errata: a creature
        ("Basic Land — Forest", {"permanent", "land"}),
        ("Enchantment — Saga", {"permanent", "historic"}),
        ("Kindred Instant — Goblin", set()),
        ("Legendary Sorcery", {"historic"}),
        ("Plane — Dominaria", set()),
    ],
)
def test_what_the_rules_call_a_card_of_a_type_line(type_line: str, kinds: set[str]) -> None:
    # 110.4 (the permanent types), 305 (lands), 700.6 (historic).
    assert type_line_kinds(type_line) == kinds

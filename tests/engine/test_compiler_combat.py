"""The oracle compiler's combat templates (CR 508.1c-d, 509.1b, 702): each real card's line and
the vocabulary it must become, with the words its card page shows."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import readings
from engine.cards.pool import find
from engine.cards.store import corpus_card
from engine.cards.vocabulary import CombatRule


def _read(name: str, line: str) -> tuple[str, str, str]:
    card = corpus_card(name)
    assert card is not None, name
    found = next(r for r in readings(card) if r.line.startswith(line))
    return found.outcome, found.template, found.words


@pytest.mark.parametrize(
    ("name", "line", "rule"),
    [
        ("Phantom Warrior", "This creature can't be blocked.", {"rule": "cant_be_blocked"}),
        (
            "Cloud Elemental",
            "This creature can block only creatures with flying.",
            {"rule": "can_block_only", "filter": {"keywords": ["Flying"]}},
        ),
        (
            "Outland Boar",
            "This creature can't be blocked by creatures with power 2 or less.",
            {"rule": "cant_be_blocked_by", "filter": {"power_at_most": 2}},
        ),
        (
            "Amrou Kithkin",
            "This creature can't be blocked by creatures with power 3 or greater.",
            {"rule": "cant_be_blocked_by", "filter": {"power_at_least": 3}},
        ),
        (
            "Juggernaut",
            "This creature can't be blocked by Walls.",
            {"rule": "cant_be_blocked_by", "filter": {"subtypes": ["Wall"]}},
        ),
        (
            "Audacious Infiltrator",
            "This creature can't be blocked by artifact creatures.",
            {"rule": "cant_be_blocked_by", "filter": {"types": ["Artifact"]}},
        ),
        (
            "Stalking Tiger",
            "This creature can't be blocked by more than one creature.",
            {"rule": "max_blockers"},  # amount 1, the default
        ),
        (
            "Sea Monster",
            "This creature can't attack unless defending player controls an Island.",
            {
                "rule": "cant_attack_unless_defender_controls",
                "filter": {"types": ["Land"], "subtypes": ["Island"]},
            },
        ),
        (
            "Bloodrock Cyclops",
            "This creature attacks each combat if able.",
            {"rule": "attacks_each_combat"},
        ),
        (
            "Ironclaw Orcs",
            "This creature can't block creatures with power 2 or greater.",
            {"rule": "cant_block", "filter": {"power_at_least": 2}},
        ),
        (
            "Hinterland Drake",
            "This creature can't block artifact creatures.",
            {"rule": "cant_block", "filter": {"types": ["Artifact"]}},
        ),
        (
            "Hunted Ghoul",
            "This creature can't block Humans.",
            {"rule": "cant_block", "filter": {"subtypes": ["Human"]}},
        ),
        (
            "Thorn Elemental",
            "You may have this creature assign its combat damage as though it weren't blocked.",
            {"rule": "assigns_as_unblocked"},
        ),
    ],
)
def test_a_combat_line_is_one_combat_rule(name: str, line: str, rule: dict[str, Any]) -> None:
    assert _read(name, line)[:2] == ("recognised", "static")
    card = find(name)
    assert card is not None
    [static] = [a for a in card.statics if a.text == line]
    [mod] = static.modifications
    dumped = mod.model_dump(mode="json", exclude_defaults=True)
    assert isinstance(mod, CombatRule)
    assert dumped == rule


@pytest.mark.parametrize(
    ("name", "line", "said"),
    [
        (
            "Bog Wraith",
            "Swampwalk",
            "(702.14c): it can't be blocked as long as the defending player controls a Swamp",
        ),
        ("Severed Legion", "Fear", "(702.36b)"),
        ("Heirs of Stromkirk", "Intimidate", "share a color with it"),
        ("Soltari Foot Soldier", "Shadow", "it can block only creatures with shadow"),
        ("Shu Cavalry", "Horsemanship", "(702.31b)"),
        ("Sea Monster", "This creature can't attack", "controls an Island (508.1c)"),
        ("Stalking Tiger", "This creature", "can't be blocked by more than one creature"),
        ("Thorn Elemental", "You may have", "to the player or planeswalker it attacks (510.1c)"),
        (
            "Two-Headed Giant of Foriys",
            "This creature can block an additional creature",
            "can block an additional creature each combat (509.1a)",
        ),
    ],
)
def test_the_card_page_says_the_rule_the_engine_plays(name: str, line: str, said: str) -> None:
    outcome, _, words = _read(name, line)
    assert outcome == "recognised"
    assert said in words


@pytest.mark.parametrize(
    ("name", "line"),
    [
        # A condition on another creature joining it, or a requirement to block: not modelled.
        ("Mogg Flunkies", "This creature can't attack or block alone."),
        # "Creatures you control": a player the blocker's own rule doesn't know (509.1b).
        ("Spectral Grasp", "Enchanted creature can't block creatures you control."),
    ],
)
def test_a_combat_line_the_engine_does_not_play_stays_unread(name: str, line: str) -> None:
    assert _read(name, line)[0] != "recognised"


@pytest.mark.parametrize(
    ("name", "line", "trigger"),
    [
        (
            "Sustainer of the Realm",
            "Whenever this creature blocks, it gets +0/+2 until end of turn.",
            {"event": "blocks"},
        ),
        (
            "Slashing Tiger",
            "Whenever this creature becomes blocked, it gets +2/+2 until end of turn.",
            {"event": "blocks", "combat_role": "becomes_blocked"},
        ),
        (
            "Pygmy Troll",
            "Whenever this creature becomes blocked by a creature, this creature gets +1/+1",
            {"event": "blocks", "combat_role": "blocked_by"},
        ),
        (
            "Woolly Spider",
            "Whenever this creature blocks a creature with flying, this creature gets +0/+2",
            {"event": "blocks", "filter": {"keywords": ["Flying"]}},
        ),
    ],
)
def test_a_combat_trigger_is_read_with_its_role(
    name: str, line: str, trigger: dict[str, Any]
) -> None:
    assert _read(name, line)[:2] == ("recognised", "triggered")
    card = find(name)
    assert card is not None
    [ability] = [a for a in card.triggered if a.text.startswith(line)]
    assert ability.trigger.model_dump(mode="json", exclude_defaults=True) == trigger
    [effect] = ability.effects
    assert effect.model_dump(mode="json")["target"] == "self"


@pytest.mark.parametrize(
    ("name", "keyword", "said"),
    [
        (
            "Qasali Pridemage",
            "Exalted",
            "(702.83a), a triggered ability: whenever a creature you "
            "control attacks alone, that creature gets +1/+1 until end of turn",
        ),
        ("Silverstorm Samurai", "Bushido 1", "it gets +1/+1 until end of turn"),
        ("Suq'Ata Lancer", "Flanking", "the blocking creature gets -1/-1"),
    ],
)
def test_a_combat_trigger_keyword_is_known_and_said(name: str, keyword: str, said: str) -> None:
    card = find(name)
    assert card is not None
    assert keyword in card.keywords
    outcome, template, words = _read(name, keyword.split(" ")[0])
    assert (outcome, template) == ("recognised", "keywords")
    assert said in words


@pytest.mark.parametrize(
    ("name", "line", "template", "modification"),
    [
        (
            "Fervent Cathar",
            "When this creature enters, target creature can't block this turn.",
            "triggered",
            {"op": "cant_attack_or_block", "attack": False, "block": True},
        ),
        (
            "Coralhelm Guide",
            "{4}{U}: Target creature can't be blocked this turn.",
            "activated",
            {"op": "combat_rule", "rule": "cant_be_blocked"},
        ),
        (
            "Frilled Sea Serpent",
            "{5}{U}{U}: This creature can't be blocked this turn.",
            "activated",
            {"op": "combat_rule", "rule": "cant_be_blocked"},
        ),
    ],
)
def test_a_restriction_this_turn_is_a_continuous_effect_until_end_of_turn(
    name: str, line: str, template: str, modification: dict[str, Any]
) -> None:
    assert _read(name, line)[:2] == ("recognised", template)
    card = find(name)
    assert card is not None
    [ability] = [a for a in (*card.triggered, *card.activated) if a.text == line]
    [effect] = ability.effects
    dumped = effect.model_dump(mode="json")
    assert dumped["op"] == "continuous"
    assert dumped["duration"] == "end_of_turn"
    [mod] = dumped["modifications"]
    assert {k: mod[k] for k in modification} == modification


def test_target_creature_blocks_this_creature_this_turn_if_able_is_read() -> None:
    """ "Target creature blocks this creature this turn if able" and "you may have target
    creature block it this turn if able" (509.1c): the requirement names the card itself, so an
    Equipment's "block it" (the equipped creature) stays unread."""
    card = find("Trumpeting Armodon")
    assert card is not None
    [ability] = card.activated
    assert [e.model_dump(mode="json") for e in ability.effects] == [
        {"op": "block_this_if_able", "target": 0}
    ]
    outcome, _, words = _read("Giant Ambush Beetle", "When this creature enters")
    assert outcome == "recognised"
    assert "blocks this creature this turn if able (a requirement, 509.1c" in words
    assert _read("Grappling Hook", "Whenever equipped creature attacks")[0] != "recognised"

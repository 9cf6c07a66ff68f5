"""The lowering of a static ability's rule-modifying predicates (issue 28 §5, 613.11): "can't
block", "can't be blocked by …", "doesn't untap during its controller's untap step" after any
subject a static ability names, each read by the compiler's one reading of the phrase, with
contrasts the rule must leave unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import (
    AddKeywords,
    ApplyContinuous,
    CantAttackOrBlock,
    CantAttackYou,
    CastAsThoughFlash,
    CombatRule,
    DoesntUntap,
    Filter,
    ModifyPowerToughness,
    Static,
)
from tests.engine.helpers import lowered_static


def _static(line: str) -> Static | None:
    return lowered_static(line, ("Inertia Bubble",))


def test_gets_and_cant_block_on_what_an_aura_enchants() -> None:
    # Maniacal Rage: a P/T change (613.4c) and a restriction on blocking (509.1b).
    found = _static("Enchanted creature gets +2/+2 and can't block.")
    assert found is not None
    assert found.affects == "enchanted"
    assert found.modifications == (
        ModifyPowerToughness(power=2, toughness=2),
        CantAttackOrBlock(attack=False, block=True),
    )


def test_cant_be_blocked_by_creatures_with_a_quality() -> None:
    # Saddle of the Cavalier: no creature with power 3 or less can block it (509.1b).
    found = _static(
        "Equipped creature gets +3/+3 and can't be blocked by creatures with power 3 or less."
    )
    assert found is not None
    assert found.modifications[1] == CombatRule(
        rule="cant_be_blocked_by", filter=Filter(power_at_most=3)
    )


def test_cant_block_and_cant_be_blocked() -> None:
    found = _static("This creature can't block and can't be blocked.")
    assert found is not None
    assert (found.affects, found.modifications) == (
        "self",
        (CantAttackOrBlock(attack=False, block=True), CombatRule(rule="cant_be_blocked")),
    )


def test_by_more_than_one_creature() -> None:
    found = _static("Enchanted creature gets +0/+2 and can't be blocked by more than one creature.")
    assert found is not None
    assert found.modifications[1] == CombatRule(rule="max_blockers", amount=1)


def test_doesnt_untap_during_its_controllers_untap_step() -> None:
    # Inertia Bubble (502.3): the permanent it enchants stays tapped.
    found = _static("Enchanted artifact doesn't untap during its controller's untap step.")
    assert found is not None
    assert (found.affects, found.modifications) == ("enchanted", (DoesntUntap(),))


def test_a_group_doesnt_untap_during_their_controllers_untap_steps() -> None:
    # Meekstone (502.3): each permanent of the group, whoever controls it, in that player's own
    # untap step — the group as it is then, a creature with power 3 or greater.
    found = _static(
        "Creatures with power 3 or greater don't untap during their controllers' untap steps."
    )
    assert found is not None
    assert (found.affects, found.filter, found.modifications) == (
        "all",
        Filter(types=("Creature",), power_at_least=3),
        (DoesntUntap(),),
    )
    # Only the untap step of each permanent's controller is a rule the engine has: "during
    # their controllers' next untap steps" is a resolving instruction's, not a static ability's.
    assert _static("Creatures don't untap during their controllers' next untap steps.") is None


@pytest.mark.parametrize(
    "line",
    [
        "This creature can't attack or block alone.",  # 506.5: "alone" isn't read
        "Creatures can't attack you.",  # a rule about whom it attacks
        "This creature can't attack alone.",
        "Players can't gain life.",
        "Target creature doesn't untap during its controller's next untap step.",
    ],
)
def test_a_rule_the_vocabulary_doesnt_have_leaves_the_line_unread(line: str) -> None:
    tree = parse_line(line, ()).tree
    assert tree is None or lower_ability(tree) is None


def test_can_block_only_creatures_with_flying() -> None:
    # Chaosphere (509.1b): a restriction on every creature with flying.
    found = _static("Creatures with flying can block only creatures with flying.")
    assert found is not None
    assert found.filter.keywords == ("Flying",)
    assert found.modifications == (
        CombatRule(rule="can_block_only", filter=Filter(keywords=("Flying",))),
    )


def test_can_attack_as_though_it_didnt_have_defender() -> None:
    found = _static("This creature can attack as though it didn't have defender.")
    assert found is not None
    assert found.modifications == (CombatRule(rule="attacks_despite_defender"),)


@pytest.mark.parametrize(
    "line",
    [
        "{W}: This creature can attack this turn as though it didn't have defender.",
        "Whenever an enchantment you control enters, this creature can attack this turn as "
        "though it didn't have defender.",
    ],
)
def test_can_attack_this_turn_is_an_effect_until_end_of_turn(line: str) -> None:
    # Mirror Wall, Steelclad Spirit: a rule-modifying effect of a resolving ability (613.11).
    tree = parse_line(line, ()).tree
    assert tree is not None
    found = lower_ability(tree)
    assert found is not None
    assert not isinstance(found, Static)
    assert found.effects == (
        ApplyContinuous(
            target="self", modifications=(CombatRule(rule="attacks_despite_defender"),)
        ),
    )


def test_can_block_an_additional_creature_this_turn_is_an_effect_until_end_of_turn() -> None:
    # Anurid Swarmsnapper: 509.1a's one attacker, and one more this turn (613.11).
    tree = parse_line("{1}{G}: This creature can block an additional creature this turn.", ()).tree
    assert tree is not None
    found = lower_ability(tree)
    assert found is not None
    assert not isinstance(found, Static)
    assert found.effects == (
        ApplyContinuous(target="self", modifications=(CombatRule(rule="blocks_additional"),)),
    )


@pytest.mark.parametrize(
    ("line", "affects", "rule"),
    [
        (
            "This creature can block an additional creature each combat.",
            "self",
            "blocks_additional",
        ),
        (
            "Each creature you control can block an additional creature each combat.",
            "all",
            "blocks_additional",
        ),
        (
            "Equipped creature can block an additional creature each combat.",
            "equipped",
            "blocks_additional",
        ),
        ("This creature can block any number of creatures.", "self", "blocks_any_number"),
    ],
)
def test_how_many_creatures_a_creature_can_block(line: str, affects: str, rule: str) -> None:
    # 509.1a lets a blocker block one attacker; these let it block more (a rule-modifying
    # effect, 613.11, checked as blockers are declared).
    found = _static(line)
    assert found is not None
    assert (found.affects, found.modifications) == (affects, (CombatRule(rule=rule),))


@pytest.mark.parametrize(
    "line",
    [
        "Target creature can block any number of creatures this turn.",
        "{1}: This creature can attack this turn.",
    ],
)
def test_other_can_predicates_stay_unread(line: str) -> None:
    tree = parse_line(line, ()).tree
    assert tree is None or lower_ability(tree) is None


@pytest.mark.parametrize(
    ("line", "affects", "rule"),
    [
        # A requirement (508.1d, 509.1c) beside a P/T change, on what an Aura or Equipment is
        # attached to, on the card itself, or on a group.
        (
            "Enchanted creature gets +2/+2 and attacks each combat if able.",
            "enchanted",
            "attacks_each_combat",
        ),
        (
            "Equipped creature gets +3/+0 and attacks each combat if able.",
            "equipped",
            "attacks_each_combat",
        ),
        ("This creature attacks each combat if able.", "self", "attacks_each_combat"),
        (
            "Creatures your opponents control attack each combat if able.",
            "all",
            "attacks_each_combat",
        ),
        ("Enchanted creature blocks each combat if able.", "enchanted", "blocks_each_combat"),
    ],
)
def test_attack_and_block_requirements(line: str, affects: str, rule: str) -> None:
    found = _static(line)
    assert found is not None
    assert found.affects == affects
    assert [m.rule for m in found.modifications if isinstance(m, CombatRule)] == [rule]


def test_a_requirement_this_turn_only_is_not_a_static_ability() -> None:
    # "… attacks this turn if able" is a one-shot's requirement with a duration, no static's.
    assert _static("Enchanted creature attacks this turn if able.") is None


def test_a_list_of_predicates_with_commas() -> None:
    # Rope: "gets …, has …, and can't be blocked by more than one creature", each said of it.
    found = _static(
        "Equipped creature gets +1/+2, has reach, and can't be blocked by more than one creature."
    )
    assert found is not None
    assert found.modifications == (
        ModifyPowerToughness(power=1, toughness=2),
        AddKeywords(keywords=("Reach",)),
        CombatRule(rule="max_blockers"),
    )


def test_cant_attack_you_or_planeswalkers_you_control() -> None:
    # Vow of Duty: "you" is the Aura's controller, whoever controls the creature (508.1c).
    found = _static(
        "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers "
        "you control."
    )
    assert found is not None
    assert found.modifications[-1] == CantAttackYou()


def test_a_group_of_the_chosen_type() -> None:
    # Patchwork Banner (607.2d): the creature type chosen for the source as it entered, which
    # the layers ask as they apply (611.3a).
    found = _static("Creatures you control of the chosen type get +1/+1.")
    assert found is not None
    assert (found.affects, found.filter, found.modifications) == (
        "all",
        Filter(types=("Creature",), controller="you", chosen_type=True),
        (ModifyPowerToughness(power=1, toughness=1),),
    )
    # Contrast: the chosen color (105.3) isn't a filter the layers have.
    assert _static("Creatures you control of the chosen color get +1/+1.") is None


def test_you_may_cast_spells_of_a_kind_as_though_they_had_flash() -> None:
    # A permission on the controller (702.8a, 613.10) for the spells the group names.
    green = _static("You may cast green creature spells as though they had flash.")
    assert green is not None
    assert green.affects == "you"
    assert green.modifications == (
        CastAsThoughFlash(filter=Filter(types=("Creature",), colors=("G",))),
    )
    # "A spells and B spells": a spell either names (205.3m).
    either = _static("You may cast Dragon spells and artifact spells as though they had flash.")
    assert either is not None
    (permission,) = either.modifications
    assert isinstance(permission, CastAsThoughFlash)
    assert permission.filter is not None
    assert permission.filter.any_of == (Filter(subtypes=("Dragon",)), Filter(types=("Artifact",)))
    # Contrast: any player's permission, a group of spells the reading doesn't know, and a
    # "may" that isn't the permission's stay unread.
    assert _static("Any player may cast Sliver spells as though they had flash.") is None
    line = "You may cast Aura spells with enchant creature as though they had flash."
    assert _static(line) is None
    assert _static("You may cast spells from your graveyard.") is None

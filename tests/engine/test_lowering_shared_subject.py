"""A clause with no subject of its own after "and" shares the subject of the clause before it
when its verbs are a subject's forms ("Target creature gets +2/+0 until end of turn and can't
be blocked this turn"): the same node, so the same target or object; an imperative after "and"
stays its controller's (issue 28 §5)."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import (
    ApplyContinuous,
    CombatRule,
    DealDamage,
    Draw,
    ModifyPowerToughness,
    Triggered,
)
from engine.cards.vocabulary.card import Activated
from tests.engine.helpers import lowered_spell, lowered_spell_effects

SELVES = ("Electric Eel",)


def _spell(line: str) -> list[object] | None:
    found = lowered_spell_effects(line, selves=SELVES)
    return None if found is None else list(found)


def test_a_subjects_verb_after_and_shares_the_target() -> None:
    # Pym Particles, Taigam's Strike: one target, both changes on it, one effect (611.2a).
    effects = _spell("Target creature gets +2/+0 until end of turn and can't be blocked this turn.")
    assert effects == [
        ApplyContinuous(
            target=0,
            modifications=(
                ModifyPowerToughness(power=2, toughness=0),
                CombatRule(rule="cant_be_blocked"),
            ),
        )
    ]


def test_the_card_itself_shared_deals_the_damage() -> None:
    # Electric Eel: "This creature … and deals 1 damage to you" — the creature is the source.
    tree = parse_line(
        "{R}{R}: This creature gets +2/+0 until end of turn and deals 1 damage to you.", SELVES
    ).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Activated)
    pump, damage = found.effects
    assert isinstance(pump, ApplyContinuous)
    assert pump.target == "self"
    assert isinstance(damage, DealDamage)
    assert damage.to == "you"


def test_a_trigger_shares_its_clauses_subject_too() -> None:
    tree = parse_line(
        "Whenever you cast a noncreature spell, this creature gets +1/+0 until end of turn and "
        "can't be blocked this turn.",
        SELVES,
    ).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Triggered)
    (effect,) = found.effects
    assert isinstance(effect, ApplyContinuous)
    assert effect.target == "self"
    assert CombatRule(rule="cant_be_blocked") in effect.modifications


def test_an_imperative_after_and_is_its_controllers() -> None:
    # Contrast: "draw" is an imperative, never the creature's; the clause is read as "you".
    effects = _spell("Target creature gets +2/+0 until end of turn and draw a card.")
    assert effects is not None
    assert isinstance(effects[-1], Draw)
    assert effects[-1].player == "you"


def test_no_subject_before_to_share_stays_unread() -> None:
    # After an imperative there is no subject for "can't" to share: unread, never guessed.
    assert _spell("Untap target creature and can't be blocked this turn.") is None


def test_each_after_a_plural_subject_says_what_its_verbs_say() -> None:
    # Press the Advantage: "each get … and gain" changes each target as the set (611.2a).
    with_each = lowered_spell(
        "Up to two target creatures each get +2/+2 and gain trample until end of turn.",
        selves=(),
    )
    without = lowered_spell(
        "Up to two target creatures get +2/+2 and gain trample until end of turn.", selves=()
    )
    assert with_each is not None
    assert with_each == without


def test_each_before_another_verb_stays_unread() -> None:
    # Tandem Takedown: "They each deal damage …" is one instruction per creature.
    assert (
        lowered_spell(
            "Up to two target creatures you control each get +1/+0 until end of turn. They each "
            "deal damage equal to their power to another target creature, planeswalker, or "
            "battle.",
            selves=(),
        )
        is None
    )


def test_other_than_this_creature_is_another() -> None:
    # Triceraton Commander: the Dinosaurs but the card itself (109.2), as "other Dinosaurs".
    tree = parse_line(
        "Whenever this creature attacks, Dinosaurs you control other than this creature get "
        "+1/+1 until end of turn.",
        (),
    ).tree
    other = parse_line(
        "Whenever this creature attacks, other Dinosaurs you control get +1/+1 until end of turn.",
        (),
    ).tree
    assert tree is not None
    assert other is not None
    found, contrast = lower_ability(tree), lower_ability(other)
    assert found is not None
    assert contrast is not None
    assert found.effects == contrast.effects
    (effect,) = found.effects
    assert isinstance(effect, ApplyContinuous)
    assert effect.filter is not None
    assert effect.filter.other


def test_other_than_another_object_stays_unread() -> None:
    # Due Diligence: "other than enchanted creature" is no filter the reader has.
    tree = parse_line(
        "When this Aura enters, target creature you control other than enchanted creature gets "
        "+2/+2 and gains vigilance until end of turn.",
        (),
    ).tree
    assert tree is None or lower_ability(tree) is None

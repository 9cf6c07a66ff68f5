"""Damage to several objects in one instruction (issue 28 §5; 120.2, 115.1, 115.3): the grammar
reads "… N damage to A and M damage to B" as one verb with its objects, and the lowering makes
the damage to each, each target its own spec — with contrasts left unread."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.tokens import normalised
from engine.cards.grammar.tree import words
from engine.cards.vocabulary import DamageEach, DealDamage, Filter
from tests.engine.helpers import lowered_ability, lowered_spell

SELVES = ("Arc Trail",)


def test_the_grammar_reads_more_damage_to_other_objects_and_renders_it_back() -> None:
    line = "Arc Trail deals 2 damage to any target and 1 damage to any other target."
    parsed = parse_line(line, SELVES, spell=True)
    assert parsed.tree is not None
    assert " ".join(words(parsed.tree)) == normalised(parsed.tokens, SELVES)
    # A "third target" is no object the grammar reads: the whole line stays unread.
    third = (
        "Arc Trail deals 1 damage to any target, 2 damage to another target, and 3 damage to "
        "a third target."
    )
    assert parse_line(third, SELVES, spell=True).tree is None


def test_any_other_target_is_a_second_spec_that_cant_be_the_first_ones_choice() -> None:
    found = lowered_spell(
        "Arc Trail deals 2 damage to any target and 1 damage to any other target.", selves=SELVES
    )
    assert found is not None
    targets, effects = found
    assert [(t.kind, t.other_than_earlier) for t in targets] == [("any", False), ("any", True)]
    assert effects == (DealDamage(amount=2, to=0), DealDamage(amount=1, to=1))


def test_damage_to_you_and_to_a_targets_controller() -> None:
    char = lowered_spell(
        "Arc Trail deals 4 damage to any target and 2 damage to you.", selves=SELVES
    )
    assert char is not None
    assert char[1] == (DealDamage(amount=4, to=0), DealDamage(amount=2, to="you"))
    outrage = lowered_spell(
        "Arc Trail deals 4 damage to target creature and 2 damage to that creature's controller.",
        selves=SELVES,
    )
    assert outrage is not None
    assert outrage[1][1] == DealDamage(amount=2, to="controller", target=0)
    # An activated ability alike (Fireslinger).
    slinger = lowered_ability(
        "{T}: This creature deals 1 damage to any target and 1 damage to you.", ("Fireslinger",)
    )
    assert slinger is not None
    assert [e.to for e in slinger.effects if isinstance(e, DealDamage)] == [0, "you"]


def test_each_creature_that_player_controls_after_damage_to_target_player() -> None:
    found = lowered_spell(
        "Arc Trail deals 3 damage to target player and 1 damage to each creature that player "
        "controls.",
        selves=SELVES,
    )
    assert found is not None
    targets, effects = found
    assert [t.kind for t in targets] == ["player"]
    assert effects[1] == DamageEach(
        amount=1, filter=Filter(types=("Creature",), controller="you"), filter_player=0
    )
    # After damage to any target, "that player" names no player the spell chose: unread.
    assert (
        lowered_spell(
            "Arc Trail deals 3 damage to any target and 1 damage to each creature that player "
            "controls.",
            selves=SELVES,
        )
        is None
    )


def test_a_player_and_the_permanents_they_control_share_one_amount() -> None:
    # 115.10a: only the player may be targeted; "they" / "that player" is the player just named.
    each = lowered_spell(
        "Arc Trail deals 1 damage to each opponent and each creature and planeswalker"
        " they control.",
        selves=SELVES,
    )
    assert each is not None
    assert each[1] == (
        DamageEach(
            amount=1,
            filter=Filter(any_types=("Creature", "Planeswalker"), controller="opponent"),
            players="opponents",
        ),
    )
    target = lowered_spell(
        "Arc Trail deals 10 damage to target player and each creature that player controls.",
        selves=SELVES,
    )
    assert target is not None
    assert target[1] == (
        DealDamage(amount=10, to=0),
        DamageEach(
            amount=10, filter=Filter(types=("Creature",), controller="you"), filter_player=0
        ),
    )
    # Contrast: "they" after a player it can't name (each player's are everyone's) is unread.
    assert (
        lowered_spell(
            "Arc Trail deals 1 damage to each player and each creature they control.",
            selves=SELVES,
        )
        is None
    )

"""References back to what an earlier instruction of the line acted on (issue 28 §2, the
binder), lowered onto other verbs: one test per rule, each with the contrast it must refuse."""

from __future__ import annotations

from functools import partial

import pytest
from pydantic import ValidationError

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.vocabulary import (
    CounterSpell,
    CreateToken,
    DamageEach,
    DealDamage,
    Destroy,
    ExileAndReturn,
    Filter,
    ReturnToHand,
    Triggered,
)
from engine.mechanics.bounce_all.model import BounceAll
from tests.engine.helpers import lowered_spell, outcome_abilities_words

SELVES = ("Tireless Gremlin",)


#: The shared grammar-and-lowering helper, with this file's card names.
_spell = partial(lowered_spell, selves=SELVES)


def test_its_controller_creates_the_tokens() -> None:
    # The target's controller creates them, and so owns and controls them (111.2), as the
    # target last existed once it is gone (608.2h).
    found = _spell(
        "Destroy target permanent. Its controller creates a 3/3 green Beast creature token."
    )
    assert found is not None
    _, (destroy, create) = found
    assert destroy == Destroy(target=0)
    assert isinstance(create, CreateToken)
    assert (create.player, create.target, create.token.power) == ("controller", 0, 3)
    countered = _spell(
        "Counter target noncreature spell. Its controller creates two Treasure tokens."
    )
    assert countered is not None
    assert countered[1][0] == CounterSpell(target=0)
    assert isinstance(countered[1][1], CreateToken)
    assert (countered[1][1].player, countered[1][1].count) == ("controller", 2)


def test_a_player_the_line_doesnt_name_creates_nothing() -> None:
    # "That player" with no player named before it: unbound, so unread.
    tree = parse_line("That player creates a 1/1 white Soldier creature token.", SELVES, spell=True)
    assert tree.tree is None or lower_spell([tree.tree]) is None


def test_up_to_n_targets_return_to_their_owners_hands() -> None:
    found = _spell("Return up to two target creatures to their owners' hands.")
    assert found is not None
    (spec,), effects = found
    assert (spec.min, spec.max) == (0, 2)
    assert effects == (ReturnToHand(target=0),)


def test_damage_to_that_creatures_controller() -> None:
    found = _spell("Destroy target creature. ~ deals 2 damage to that creature's controller.")
    assert found is not None
    assert found[1] == (Destroy(target=0), DealDamage(amount=2, to="controller", target=0))
    spell = _spell("Counter target spell. ~ deals 2 damage to that spell's controller.")
    assert spell is not None
    assert spell[1][1] == DealDamage(amount=2, to="controller", target=0)


def test_the_vocabulary_names_whose_controller_is_dealt_damage() -> None:
    with pytest.raises(ValidationError, match="controller of target spec"):
        DealDamage(amount=2, to="controller")
    with pytest.raises(ValidationError, match="controller of target spec"):
        DealDamage(amount=2, to="you", target=0)


def test_up_to_n_other_targets_are_other_than_the_source() -> None:
    tree = parse_line(
        "When this creature enters, return up to one other target creature to its owner's hand.",
        SELVES,
    ).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Triggered)
    (spec,) = found.targets
    assert (spec.min, spec.max, spec.filter.other) == (0, 1, True)
    assert found.effects == (ReturnToHand(target=0),)


def test_the_exiled_card_returned_is_one_flicker() -> None:
    # "it" after the exile names the card in exile (a new object, 400.7), no target: the two
    # instructions are one, whose handler finds it there.
    owner = _spell(
        "Exile target creature you control, then return it to the battlefield under its "
        "owner's control."
    )
    assert owner is not None
    assert owner[1] == (ExileAndReturn(target=0, under="owner"),)
    yours = _spell(
        "Exile target creature you control, then return that card to the battlefield under "
        "your control."
    )
    assert yours is not None
    assert yours[1] == (ExileAndReturn(target=0),)
    # Returned in another sentence, or tapped: unread.
    assert (
        _spell("Exile target creature. Return it to the battlefield under its owner's control.")
        is None
    )
    assert (
        _spell(
            "Exile target creature you control, then return it to the battlefield tapped under "
            "its owner's control."
        )
        is None
    )


def test_the_exiled_card_returned_at_the_next_end_step_is_one_delayed_flicker() -> None:
    # Flickerwisp: "Return that card …" in the next sentence, at a moment (603.7a), names the
    # card the exile put there (603.7c), so the return is a delayed ability the exile creates.
    found = _spell(
        "Exile target creature. Return that card to the battlefield under its owner's control "
        "at the beginning of the next end step."
    )
    assert found is not None
    (flicker,) = found[1]
    assert isinstance(flicker, ExileAndReturn)
    assert (flicker.target, flicker.under, flicker.at) == (0, "owner", "next_end_step")
    outcome, _, words = outcome_abilities_words("Flickerwisp", "When this creature enters")
    assert outcome == "recognised"
    assert "at the beginning of the next end step" in words
    assert "603.7c" in words
    # Returned only if its controller chooses ("you may"): unread.
    assert (
        _spell(
            "Exile target creature. You may return that card to the battlefield under its "
            "owner's control at the beginning of the next end step."
        )
        is None
    )


def test_damage_to_each_of_two_card_types() -> None:
    # "each creature and each planeswalker": one set of permanents, none targeted (115.10a).
    found = _spell("~ deals 4 damage to each creature and each planeswalker.")
    assert found is not None
    assert found == (
        (),
        (DamageEach(amount=4, filter=Filter(any_types=("Creature", "Planeswalker"))),),
    )
    # Two sets not both a card type: unread.
    assert _spell("~ deals 4 damage to each creature and each Forest you control.") is None


def test_all_of_a_group_return_to_their_owners_hands() -> None:
    # Every permanent of the group, none targeted (115.10a), each to its owner's hand.
    found = _spell("Return all creatures to their owners' hands.")
    assert found == ((), (BounceAll(filter=Filter(types=("Creature",))),))
    each = _spell("Return each other creature you control to its owner's hand.")
    assert each is not None
    assert each[1] == (BounceAll(filter=Filter(types=("Creature",), controller="you", other=True)),)
    # Elsewhere than the hand: not this instruction.
    assert _spell("Return all creatures to the battlefield.") is None

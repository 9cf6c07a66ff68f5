""" "If you do" / "If you don't" (608.2c) lowered with the instruction they ask about, one test
per rule, each with the contrast the rule must refuse (a line left unread rather than misread),
and the engine telling whether an instruction was performed."""

from __future__ import annotations

from functools import partial

import pytest
from pydantic import ValidationError

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import (
    CreateToken,
    Destroy,
    Discard,
    Draw,
    Effect,
    Filter,
    GainLife,
    IfYouDo,
    May,
    PlayerSacrifices,
    PutCounters,
    Sacrifice,
    Tap,
    Triggered,
)
from engine.cards.vocabulary.if_done import IF_DONE_INSTRUCTIONS
from engine.cards.vocabulary.mechanic_instructions import mechanic_instructions
from engine.instructions.if_you_do import PERFORMED
from engine.mechanics import load as load_mechanics
from tests.engine.helpers import lowered_ability, lowered_spell

SELVES = ("Tireless Gremlin",)


def _effects(line: str) -> tuple[Effect, ...] | None:
    found = lowered_ability(line, SELVES)
    return found.effects if isinstance(found, Triggered) else None


#: The shared grammar-and-lowering helper, with this file's card names.
_spell = partial(lowered_spell, selves=SELVES)


def test_if_you_do_holds_the_optional_instruction_before_it() -> None:
    found = _effects(
        "Whenever this creature deals combat damage to a player, you may draw a card. "
        "If you do, discard a card."
    )
    assert found == (
        IfYouDo(
            effects=(May(effects=(Draw(),), text="draw a card"),),
            then=(Discard(),),
        ),
    )


def test_if_you_do_after_a_required_instruction_asks_whether_it_was_done() -> None:
    found = _effects(
        "When a creature you control dies, sacrifice this enchantment. "
        "If you do, create four 1/1 colorless Spirit creature tokens."
    )
    assert found is not None
    (held,) = found
    assert isinstance(held, IfYouDo)
    assert held.effects == (Sacrifice(target="self"),)
    assert isinstance(held.then[0], CreateToken)
    assert held.then[0].count == 4


def test_if_you_dont_fills_the_other_branch() -> None:
    found = _effects(
        "At the beginning of your upkeep, you may discard a card. If you do, put a +1/+1 "
        "counter on this creature. If you don't, tap this creature."
    )
    assert found == (
        IfYouDo(
            effects=(May(effects=(Discard(),), text="discard a card"),),
            then=(PutCounters(counter="+1/+1", target="self"),),
            otherwise=(Tap(target="self"),),
        ),
    )


def test_if_you_do_governs_its_whole_sentence_and_no_more() -> None:
    # "then" joins the sentence's clauses: both are done only if you do (608.2c); the next
    # sentence is done either way.
    found = _spell(
        "Destroy target creature. You may discard a card. If you do, draw a card, then "
        "discard a card. You gain 2 life."
    )
    assert found is not None
    _, effects = found
    assert effects[0] == Destroy(target=0)
    assert effects[1] == IfYouDo(
        effects=(May(effects=(Discard(),), text="discard a card"),),
        then=(Draw(), Discard()),
    )
    assert effects[2] == GainLife(amount=2)


def test_a_target_of_the_if_you_do_branch_is_chosen_with_the_ability() -> None:
    found = _effects(
        "Whenever this creature attacks, you may sacrifice this creature. "
        "If you do, destroy target creature."
    )
    assert found is not None
    (held,) = found
    assert isinstance(held, IfYouDo)
    assert held.then == (Destroy(target=0),)


@pytest.mark.parametrize(
    "line",
    [
        # Two instructions before: which one "you do" asks about is unclear.
        "When this creature enters, draw a card and you gain 1 life. If you do, discard a card.",
        # Whether you gained life isn't an instruction the engine can tell done or not.
        "When this creature enters, you may gain 2 life. If you do, draw a card.",
        # Another player's action.
        "When this creature enters, target opponent draws a card. If they do, you draw a card.",
        # "If you do" with nothing before it in the ability.
        "When this creature enters, if you do, draw a card.",
    ],
)
def test_if_you_do_about_anything_else_leaves_the_line_unread(line: str) -> None:
    tree = parse_line(line, SELVES).tree
    assert tree is None or lower_ability(tree) is None


def test_the_vocabulary_refuses_an_instruction_whose_performance_it_cant_tell() -> None:
    with pytest.raises(ValidationError, match="isn't modelled"):
        IfYouDo(effects=(GainLife(amount=2),), then=(Draw(),))
    with pytest.raises(ValidationError, match="needs what is done"):
        IfYouDo(effects=(Draw(),))
    with pytest.raises(ValidationError, match="of its controller's"):
        IfYouDo(effects=(Draw(player="each_opponent"),), then=(Draw(),))


def test_sacrifice_a_permanent_of_your_choice_is_chosen_as_it_resolves() -> None:
    # The imperative is its controller's choice (701.21a): "another" is not the source.
    found = _effects("When this creature enters, sacrifice another creature or artifact.")
    assert found == (
        PlayerSacrifices(filter=Filter(any_types=("Artifact", "Creature"), other=True)),
    )
    lands = _effects("When this creature enters, sacrifice two lands.")
    assert lands == (PlayerSacrifices(amount=2, filter=Filter(types=("Land",))),)
    # A target, or one the line says who controls, isn't this rule's.
    assert _effects("When this creature enters, sacrifice target creature.") is None
    assert _effects("When this creature enters, sacrifice a creature you control.") is None


def test_the_engine_tells_the_performance_of_every_instruction_the_vocabulary_allows() -> None:
    load_mechanics()
    mechanics = {kind for kind in mechanic_instructions() if kind.if_done}
    assert mechanics  # a mechanic's own: MillAndTake's "if you don't" (701.17c)
    assert set(PERFORMED) == set(IF_DONE_INSTRUCTIONS) | mechanics

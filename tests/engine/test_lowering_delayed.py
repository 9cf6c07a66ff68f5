""" "… at the beginning of the next end step" after a clause lowered (issue 28 §5; 603.7a): the
clause's instructions as one delayed triggered ability, with contrasts the rule leaves unread
(a target or a back-reference inside it, 603.7c; another moment; "may")."""

from __future__ import annotations

from functools import partial

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.vocabulary import (
    CreateDelayedTrigger,
    CreateToken,
    CreateTokenCopy,
    Destroy,
    DestroyAll,
    Discard,
    Draw,
    Filter,
    Sacrifice,
    Triggered,
)
from tests.engine.helpers import lowered_ability

#: The shared grammar-and-lowering helper (these lines name no card).
_ability = partial(lowered_ability, selves=())


def test_a_spell_s_second_sentence_waits_for_the_end_step() -> None:
    # Ideas Unbound: draw now, discard as the delayed ability resolves (603.7b).
    trees = [
        parse_line(
            "Draw three cards. Discard three cards at the beginning of the next end step.",
            (),
            spell=True,
        ).tree
    ]
    assert trees[0] is not None
    found = lower_spell([t for t in trees if t is not None])
    assert found is not None
    assert found.effects == (
        Draw(amount=3),
        CreateDelayedTrigger(
            at="next_end_step",
            effects=(Discard(amount=3),),
            text="Discard three cards at the beginning of the next end step",
        ),
    )


def test_the_card_itself_and_a_set_of_permanents() -> None:
    found = _ability(
        "When this creature dies, destroy all permanents at the beginning of the next end step."
    )
    assert isinstance(found, Triggered)
    (made,) = found.effects
    assert isinstance(made, CreateDelayedTrigger)
    assert made.effects == (DestroyAll(filter=Filter()),)
    found = _ability(
        "{R}: This creature gets +1/+0 until end of turn. Sacrifice this creature at the "
        "beginning of the next end step."
    )
    assert found is not None
    assert found.effects[-1] == CreateDelayedTrigger(
        at="next_end_step",
        effects=(Sacrifice(),),
        text="Sacrifice this at the beginning of the next end step",
    )


@pytest.mark.parametrize(
    "line",
    [
        # A target of another player's, which "you" can't sacrifice (701.21a), and several
        # targets, which the delayed ability would remember all of (603.7c).
        "{U}{U}: Target creature gains flying until end of turn. Sacrifice it at the beginning "
        "of the next end step.",
        "{3}{B}: Destroy two target blocking creatures at end of combat.",
        "When this creature dies, you may draw a card at the beginning of the next end step.",
    ],
)
def test_other_delayed_clauses_stay_unread(line: str) -> None:
    assert _ability(line) is None


def test_the_card_after_it_moved_stays_unread() -> None:
    # The Locust God: "it" in the graveyard is a new object (400.7) the delayed ability wouldn't
    # find — left unread rather than played as doing nothing.
    line = (
        "When The Locust God dies, return it to its owner's hand at the beginning of the next "
        "end step."
    )
    tree = parse_line(line, ("The Locust God",)).tree
    assert tree is None or lower_ability(tree) is None


def test_at_end_of_combat_is_a_moment_of_its_own() -> None:
    # 511.2: "at end of combat" triggers as the end of combat step begins; on the card itself
    # only (the same object, 400.7, 603.7c).
    found = _ability("When this creature attacks, sacrifice it at end of combat.")
    assert isinstance(found, Triggered)
    (delayed,) = found.effects
    assert isinstance(delayed, CreateDelayedTrigger)
    assert (delayed.at, delayed.effects) == ("end_of_combat", (Sacrifice(target="self"),))
    counters = _ability(
        "Whenever this creature attacks or blocks, put a -1/-1 counter on it at end of combat."
    )
    assert isinstance(counters, Triggered)
    (later,) = counters.effects
    assert isinstance(later, CreateDelayedTrigger)
    assert later.at == "end_of_combat"
    # "Destroy it" of itself, and the creature it blocks, which the trigger remembers and the
    # delayed ability with it (603.7c): each the same object or none (400.7).
    itself = _ability("When this creature blocks, destroy it at end of combat.")
    assert isinstance(itself, Triggered)
    assert itself.effects[0] == CreateDelayedTrigger(
        at="end_of_combat", effects=(Destroy(target="self"),), text="destroy it at end of combat"
    )
    blocked = _ability(
        "Whenever this creature blocks a creature, destroy that creature at end of combat."
    )
    assert isinstance(blocked, Triggered)
    (other,) = blocked.effects
    assert isinstance(other, CreateDelayedTrigger)
    assert other.effects == (Destroy(target="that_creature"),)


def test_the_one_token_the_line_created_is_remembered() -> None:
    # Rakdos Guildmage, Geist of Saint Traft: a delayed ability created with the token, which
    # remembers that token only (603.7a, 603.7c) — "it" and "that token" alike.
    found = _ability(
        "{3}{R}: Create a 2/1 red Goblin creature token with haste. Exile it at the beginning "
        "of the next end step."
    )
    assert found is not None
    (made,) = found.effects
    assert isinstance(made, CreateToken)
    assert (made.later, made.later_at) == ("exile", "next_end_step")
    geist = _ability(
        "Whenever this creature attacks, create a 4/4 white Angel creature token with flying "
        "that's tapped and attacking. Exile that token at end of combat."
    )
    assert isinstance(geist, Triggered)
    (angel,) = geist.effects
    assert isinstance(angel, CreateToken)
    assert (angel.attacking, angel.later, angel.later_at) == (True, "exile", "end_of_combat")


def test_several_tokens_the_line_created_are_remembered_by_one_delayed_ability() -> None:
    # Thatcher Revolt, Orthion: "those tokens" / "them" — one delayed ability for all the
    # tokens the instruction makes (603.7a, 603.7c), which its handler creates.
    found = _ability(
        "{R}: Create three 1/1 red Human creature tokens with haste. Sacrifice those tokens at "
        "the beginning of the next end step."
    )
    assert found is not None
    (made,) = found.effects
    assert isinstance(made, CreateToken)
    assert (made.count, made.later, made.later_at) == (3, "sacrifice", "next_end_step")
    orthion = _ability(
        "{6}{R}{R}{R}, {T}: Create five tokens that are copies of another target creature you "
        "control. They gain haste. Sacrifice them at the beginning of the next end step. "
        "Activate only as a sorcery."
    )
    assert orthion is not None
    (copies,) = orthion.effects
    assert copies == CreateTokenCopy(
        target=0, count=5, gains=("Haste",), at_next_end_step="sacrifice"
    )


@pytest.mark.parametrize(
    "line",
    [
        # A moment the engine doesn't wait for.
        "{R}: Create a 1/1 red Goblin creature token. It gains haste until end of turn. "
        "Sacrifice it at the beginning of your next end step.",
        # A token only maybe made.
        "{R}: You may create a 1/1 red Goblin creature token. Sacrifice it at the beginning of "
        "the next end step.",
    ],
)
def test_other_tokens_later_stay_unread(line: str) -> None:
    assert _ability(line) is None


def test_one_target_the_delayed_ability_remembers() -> None:
    # Krovikan Elementalist, Silent Assassin: the object targeted, remembered by the delayed
    # ability as it is created (603.7c) — "that_creature", not a target of its own.
    krovikan = _ability(
        "{U}{U}: Target creature you control gains flying until end of turn. Sacrifice it at "
        "the beginning of the next end step."
    )
    assert krovikan is not None
    delayed = krovikan.effects[-1]
    assert isinstance(delayed, CreateDelayedTrigger)
    assert (delayed.remember, delayed.effects) == (
        0,
        (Sacrifice(target="that_creature"),),
    )
    assassin = _ability("{3}{B}: Destroy target blocking creature at end of combat.")
    assert assassin is not None
    (later,) = assassin.effects
    assert isinstance(later, CreateDelayedTrigger)
    assert (later.at, later.remember) == ("end_of_combat", 0)
    assert later.effects == (Destroy(target="that_creature"),)

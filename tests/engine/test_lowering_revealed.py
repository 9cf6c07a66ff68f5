""" "Reveal cards from the top of your library until you reveal a [kind] card" (701.20a) lowered
with the words after it that say where the revealed cards go, one test per rule, each with the
contrast the rule must refuse (a line left unread rather than misread)."""

from __future__ import annotations

from functools import partial

import pytest

from engine.cards.vocabulary import Destroy, Exile, Filter, May, TargetSpec
from engine.mechanics.reveal_until.model import RevealUntil
from tests.engine.helpers import lowered_ability, lowered_spell

SELVES = ("Hermit Druid",)
_spell = partial(lowered_spell, selves=SELVES)
_CREATURE = Filter(types=("Creature",))
_LAND = Filter(types=("Land",))


def _effects(line: str) -> tuple[object, ...] | None:
    found = lowered_ability(line, SELVES)
    return None if found is None else found.effects  # type: ignore[union-attr]


def test_the_card_found_and_the_rest_each_go_where_the_next_sentence_says() -> None:
    found = _effects(
        "{G}, {T}: Reveal cards from the top of your library until you reveal a basic land "
        "card. Put that card into your hand and all other cards revealed this way into your "
        "graveyard."
    )
    basic = Filter(supertypes=("Basic",), types=("Land",))
    assert found == (RevealUntil(filter=basic, to="hand", rest="graveyard"),)
    random = _effects(
        "Whenever an Egg you control dies, reveal cards from the top of your library until you "
        "reveal a creature card. Put that card onto the battlefield and the rest on the bottom "
        "of your library in a random order."
    )
    assert random == (RevealUntil(filter=_CREATURE, to="battlefield"),)


def test_exiling_the_rest_is_a_second_verb() -> None:
    found = _effects(
        "{1}{W}, Sacrifice this creature: Reveal cards from the top of your library until you "
        "reveal a white card. Put that card into your hand and exile all other cards revealed "
        "this way."
    )
    assert found == (RevealUntil(filter=Filter(colors=("W",)), to="hand", rest="exile"),)


def test_a_target_player_reveals_and_puts_every_card_revealed_into_their_graveyard() -> None:
    found = _effects(
        "When this creature enters, target player reveals cards from the top of their library "
        "until they reveal a land card, then puts those cards into their graveyard."
    )
    every = RevealUntil(player="target", target=0, filter=_LAND, to="graveyard", rest="graveyard")
    assert found == (every,)
    four = _spell(
        "Target opponent reveals cards from the top of their library until four land cards "
        "are revealed. That player puts all cards revealed this way into their graveyard."
    )
    assert four is not None
    assert four[1] == (every.model_copy(update={"count": 4}),)


def test_a_targets_controller_reveals_and_shuffles_the_rest_in() -> None:
    found = _spell(
        "Exile target creature. That creature's controller reveals cards from the top of their "
        "library until they reveal a creature card. That player puts that card onto the "
        "battlefield, then shuffles the rest into their library."
    )
    assert found is not None
    targets, effects = found
    assert targets[0].kind == "creature"
    assert effects == (
        Exile(target=0),
        RevealUntil(
            player="controller", target=0, filter=_CREATURE, to="battlefield", rest="shuffle"
        ),
    )
    polymorph = _spell(
        "Destroy target creature. Its controller reveals cards from the top of their library "
        "until they reveal a creature card. The player puts that card onto the battlefield, "
        "then shuffles all other cards revealed this way into their library."
    )
    assert polymorph is not None
    assert polymorph[1][0] == Destroy(target=0)
    assert isinstance(polymorph[0][0], TargetSpec)


def test_you_may_reveal_holds_the_whole_reveal() -> None:
    found = _effects(
        "Whenever another nontoken creature you control dies, you may reveal cards from the top "
        "of your library until you reveal a creature card. Put that card into your hand and the "
        "rest on the bottom of your library in a random order."
    )
    assert found == (
        May(
            effects=(RevealUntil(filter=_CREATURE),),
            text="reveal cards from the top of your library until you reveal a creature card",
        ),
    )


@pytest.mark.parametrize(
    "line",
    [
        # Nothing says where the cards go but a sentence about something else.
        "{T}: Reveal cards from the top of your library until you reveal a land card. This "
        "creature deals damage to you equal to the number of cards revealed this way.",
        # In any order: the player's choice, not read here.
        "{T}: Reveal cards from the top of your library until you reveal a land card. Put that "
        "card into your hand and the rest on the bottom of your library in any order.",
        # Another player's card onto the battlefield under your control.
        "{T}: Target player reveals cards from the top of their library until they reveal a "
        "creature card. Put that card onto the battlefield under your control.",
        # A quality the card reader doesn't read.
        "{T}: Reveal cards from the top of your library until you reveal a creature card with "
        "flying. Put that card into your hand and the rest on the bottom of your library in a "
        "random order.",
    ],
)
def test_any_other_shape_leaves_the_line_unread(line: str) -> None:
    assert _effects(line) is None

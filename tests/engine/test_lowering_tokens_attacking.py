"""Tokens entering attacking (issue 28 §5; 508.4): "create two 1/1 white Soldier creature tokens
that are tapped and attacking" read by the grammar as the token's description and lowered to a
`CreateToken` whose tokens enter tapped and attacking a player their controller chooses; one
that must attack a particular player stays unread."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.vocabulary import CreateToken
from engine.cards.vocabulary import Triggered as TriggeredAbility
from tests.engine.helpers import lowered_ability


def _created(line: str, selves: tuple[str, ...]) -> CreateToken:
    found = lowered_ability(line, selves)
    assert isinstance(found, TriggeredAbility)
    (made,) = found.effects
    assert isinstance(made, CreateToken)
    return made


def test_tokens_that_are_tapped_and_attacking() -> None:
    made = _created(
        "Whenever this creature attacks, create two 1/1 white Soldier creature tokens that are "
        "tapped and attacking.",
        ("Hero of Bladehold",),
    )
    assert (made.count, made.tapped, made.attacking) == (2, True, True)
    flyer = _created(
        "Whenever this creature attacks, create a 1/1 white Bird creature token with flying "
        "that's tapped and attacking.",
        ("Falconer Adept",),
    )
    assert (flyer.tapped, flyer.attacking, flyer.token.abilities) == (True, True, ("Flying",))


def test_tokens_that_are_attacking_enter_untapped() -> None:
    made = _created(
        "Whenever this creature attacks, create two 4/4 white Angel creature tokens with flying "
        "and vigilance that are attacking.",
        ("Parhelion II",),
    )
    assert (made.tapped, made.attacking) == (False, True)


def test_a_token_attacking_a_particular_player_stays_unread() -> None:
    # Which player it attacks is the effect's, not its controller's choice (508.4): unread.
    line = (
        "Whenever you attack, for each opponent, create a 1/1 black Ninja creature token that's "
        "tapped and attacking that player."
    )
    assert parse_line(line, ("Endless Foot Assault",)).tree is None

"""A coin flip read from a permanent's line (CR 705.2): each outcome's instructions read in the
flip's place, the line kept only when every outcome is read and they agree on the trigger or
cost; anything else stays unread."""

from __future__ import annotations

from engine.cards.pool import corpus_definition
from engine.mechanics.coins.model import FlipCoin
from tests.engine.helpers import card_readings


def _flip(name: str) -> FlipCoin:
    card = corpus_definition(name)
    assert card is not None
    found = [e for a in (*card.triggered, *card.activated) for e in a.effects]
    (flip,) = [e for e in found if isinstance(e, FlipCoin)]
    return flip


def test_a_lost_flip_alone_holds_what_a_loss_does() -> None:
    flip = _flip("Mana Crypt")  # "… flip a coin. If you lose the flip, … deals 3 damage to you."
    assert flip.then == ()
    assert [e.op for e in flip.otherwise] == ["damage"]


def test_both_outcomes_are_read_in_the_flips_place() -> None:
    flip = _flip("Frenetic Efreet")  # "{0}: Flip a coin. If you win …, phases out. If you lose …"
    assert [e.op for e in flip.then] == ["phase_out"]
    assert [e.op for e in flip.otherwise] == ["sacrifice"]


def test_you_may_flip_stays_unread() -> None:
    # "At the beginning of your upkeep, you may flip a coin. …": a choice the reader doesn't read.
    readings = card_readings("Goblin Bomb")
    assert readings[0].outcome == "unsupported"

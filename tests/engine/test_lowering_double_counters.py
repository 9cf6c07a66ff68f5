"""Doubling the counters of a kind on a permanent (701.10e): as many of them put on it as it
already has — the one counted amount (`CountCounters`, counted as the instruction is followed,
608.2h) and the one way counters are put, so a replacement of putting counters applies
(614.1a) — on the card itself or on the object an earlier part of the line targeted."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.vocabulary import CountCounters, PutCounters, Triggered
from tests.engine.helpers import lowered_ability, lowered_spell

SELVES = ("Primordial Hydra",)


def test_double_the_counters_on_this_creature() -> None:
    found = lowered_ability(
        "At the beginning of your upkeep, double the number of +1/+1 counters on this creature.",
        SELVES,
        (Triggered,),
    )
    assert isinstance(found, Triggered)
    assert found.effects == (
        PutCounters(counter="+1/+1", amount=CountCounters(kind="+1/+1"), target="self"),
    )


def test_double_the_counters_on_the_target_named_before() -> None:
    found = lowered_spell(
        "Put a +1/+1 counter on target creature you control, then double the number of +1/+1 "
        "counters on that creature.",
        selves=SELVES,
    )
    assert found is not None
    _, effects = found
    assert effects[1] == PutCounters(
        counter="+1/+1", amount=CountCounters(kind="+1/+1", of=0), target=0
    )


def test_a_group_or_every_kind_stays_unread() -> None:
    """Each permanent of a group would get its own number: not one amount (left unread);
    "each kind of counter" isn't one kind (the grammar doesn't read it)."""
    group = (
        "Whenever this creature attacks, double the number of +1/+1 counters on each creature "
        "you control."
    )
    assert lowered_ability(group, SELVES) is None
    every = "{G}{U}, {T}: Double the number of each kind of counter on target permanent."
    assert parse_line(every, SELVES).tree is None


def test_an_enchanted_creature_stays_unread() -> None:
    line = (
        "At the beginning of your upkeep, double the number of +1/+1 counters on enchanted "
        "creature."
    )
    assert lowered_ability(line, SELVES) is None

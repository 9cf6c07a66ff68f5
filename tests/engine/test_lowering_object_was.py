"""What an object was (issue 28 §5; 608.2h, 400.7): "If it was a creature card", "If that
permanent was a Nissa planeswalker", "If that creature was an Elemental" — a condition on an
object the line named before (a target, wherever it went since, or the object a dies trigger
names), asked of it as it is or as it last existed; the leading "if" holds every clause of its
sentence (608.2c). Contrasts left unread."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.vocabulary import Draw, Exile, GainLife, IfCondition, PutCounters
from engine.cards.vocabulary import Triggered as TriggeredAbility
from tests.engine.helpers import lowered_ability, lowered_spell


def test_the_grammar_reads_was_after_a_reference() -> None:
    for line in (
        "Exile target card from a graveyard. If it was a creature card, you gain 1 life.",
        "Destroy target land. If that land was a snow land, you gain 1 life.",
    ):
        assert parse_line(line, ("Thermokarst",), spell=True).tree is not None, line


def test_a_target_as_it_last_existed() -> None:
    found = lowered_spell(
        "Destroy target Forest, green enchantment, or green planeswalker. If that permanent was "
        "a Nissa planeswalker, draw a card.",
        selves=("Nissa's Defeat",),
    )
    assert found is not None
    _, (_, asked) = found
    assert isinstance(asked, IfCondition)
    assert asked.condition is None
    assert asked.target == 0
    assert asked.was is not None
    assert (asked.was.types, asked.was.subtypes) == (("Planeswalker",), ("Nissa",))
    assert asked.text == "that permanent was a Nissa planeswalker"
    assert [type(e) for e in asked.effects] == [Draw]


def test_the_if_holds_every_clause_of_its_sentence() -> None:
    found = lowered_spell(
        "Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on "
        "~ and you gain 1 life.",
        selves=("Scavenging Ooze",),
    )
    assert found is not None
    _, (exile, asked) = found
    assert isinstance(exile, Exile)
    assert isinstance(asked, IfCondition)
    assert asked.was is not None
    assert asked.was.types == ("Creature",)
    assert [type(e) for e in asked.effects] == [PutCounters, GainLife]


def test_the_creature_a_dies_trigger_names() -> None:
    found = lowered_ability(
        "Whenever another creature you control dies, you gain 1 life. If that creature was an "
        "Elemental, put a +1/+1 counter on this creature.",
        ("Overgrowth Elemental",),
    )
    assert isinstance(found, TriggeredAbility)
    _, asked = found.effects
    assert isinstance(asked, IfCondition)
    assert asked.target == "that_creature"
    assert asked.was is not None
    assert asked.was.subtypes == ("Elemental",)


def test_what_no_reference_names_or_no_quality_says_stays_unread() -> None:
    # A cost's object ("the sacrificed creature") isn't one an instruction can name yet, and
    # "legendary" alone names no kind of object the noun-phrase reader knows.
    assert (
        lowered_ability(
            "Sacrifice a creature: This creature gains flying until end of turn. If the "
            "sacrificed creature was a Human, put a +1/+1 counter on this creature.",
            ("Falkenrath Torturer",),
        )
        is None
    )
    assert (
        lowered_spell(
            "Counter target creature spell. If it was a legendary spell, draw a card.",
            selves=("Glorious Gale",),
        )
        is None
    )


def test_an_intervening_if_on_what_the_dying_creature_was() -> None:
    # What it was as it died can't change by resolution: the trigger's own filter (603.4).
    found = lowered_ability(
        "Whenever equipped creature dies, if it was a Human, create a 1/1 white Spirit "
        "creature token with flying.",
        ("Avacyn's Collar",),
    )
    assert isinstance(found, TriggeredAbility)
    assert found.trigger.scope == "enchanted"
    assert (found.trigger.filter.types, found.trigger.filter.subtypes) == (
        ("Creature",),
        ("Human",),
    )
    # The card itself, or a quality the trigger's filter already says, stays unread.
    assert (
        lowered_ability(
            "When this creature dies, if it was a Human, draw a card.", ("Doomed Traveler",)
        )
        is None
    )
    assert (
        lowered_ability(
            "Whenever equipped creature dies, if it was a creature, draw a card.",
            ("Avacyn's Collar",),
        )
        is None
    )

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


def test_the_present_tense_asks_the_object_as_the_instruction_is_followed() -> None:
    # "If it's an artifact" / "if that creature is a Zombie": the same object's quality as it
    # is when the instruction is followed, or as it last existed (608.2h).
    found = lowered_spell(
        "Tap target permanent. If it's an artifact, destroy it.", selves=("Topple the Statue",)
    )
    assert found is not None
    _, (_, asked) = found
    assert isinstance(asked, IfCondition)
    assert (asked.target, asked.text) == (0, "it's an artifact")
    assert asked.was is not None
    assert asked.was.types == ("Artifact",)
    made = lowered_ability(
        "{2}{W}, {T}: Tap target creature. If that creature is a Zombie, exile it.",
        ("Holy Justiciar",),
    )
    assert made is not None
    asked = made.effects[1]
    assert isinstance(asked, IfCondition)
    assert asked.was is not None
    assert (asked.target, asked.was.subtypes) == (0, ("Zombie",))


def test_a_quality_with_no_noun_and_the_creature_an_equipment_is_attached_to() -> None:
    # "if it's white" after "equipped creature" (301.5a): the creature it is attached to; a
    # color, a supertype or a status needs no noun; "an artifact creature" says Creature once.
    found = lowered_ability(
        "At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's white.",
        ("Ring of Thune",),
    )
    assert isinstance(found, TriggeredAbility)
    (asked,) = found.effects
    assert isinstance(asked, IfCondition)
    assert asked.was is not None
    assert (asked.target, asked.was.colors) == ("enchanted", ("W",))
    assert [type(e) for e in asked.effects] == [PutCounters]
    blunder = lowered_spell(
        "Return target creature to its owner's hand. If it was tapped, you gain 1 life.",
        selves=("Brackish Blunder",),
    )
    assert blunder is not None
    was = blunder[1][1]
    assert isinstance(was, IfCondition)
    assert was.was is not None
    assert was.was.tapped is True
    skill = lowered_spell(
        "Target creature gets +2/+2 until end of turn. If it's an artifact creature, you gain "
        "1 life.",
        selves=("Blacksmith's Skill",),
    )
    assert skill is not None
    made = skill[1][1]
    assert isinstance(made, IfCondition)
    assert made.was is not None
    assert made.was.types == ("Artifact", "Creature")


def test_the_dying_creature_is_the_trigger_events_not_the_equipments() -> None:
    # "Whenever equipped creature dies, return that card … if it's a Samurai card": "it" is
    # the creature the trigger event names (603.10a), no longer attached to anything.
    found = lowered_ability(
        "Whenever equipped creature dies, return that card to the battlefield under your "
        "control if it's a Samurai card.",
        ("Oathkeeper, Takeno's Daisho",),
    )
    assert isinstance(found, TriggeredAbility)
    (asked,) = found.effects
    assert isinstance(asked, IfCondition)
    assert asked.target == "that_creature"


def test_a_present_tense_intervening_if_or_a_negation_stays_unread() -> None:
    # An intervening "if" is asked as the event happens too (603.4): not read from "is" yet;
    # "isn't" says no quality a filter has.
    assert (
        lowered_ability(
            "At the beginning of each upkeep, if enchanted creature is untapped, tap it.",
            ("Narcolepsy",),
        )
        is None
    )
    assert (
        lowered_spell(
            "Tap target permanent. If it isn't a creature, destroy it.", selves=("Topple",)
        )
        is None
    )

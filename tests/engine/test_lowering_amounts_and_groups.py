"""Amounts a trigger event gives, groups named by a list, and subjects a clause shares (issue 28
§2, §5): one test per rule of the lowering, each with the contrast it must read differently or
leave unread."""

from __future__ import annotations

from functools import partial

from engine.cards.compiler.selectors import group
from engine.cards.vocabulary import (
    Activated,
    ApplyContinuous,
    CountEventAmount,
    CreateToken,
    DestroyAll,
    Draw,
    Filter,
    GainControl,
    GainLife,
    PlayerCounters,
    PutCounters,
    Static,
    Triggered,
)
from engine.mechanics.tap_all.model import TapAll
from tests.engine.helpers import lowered_ability, lowered_spell

SELVES = ("Tireless Gremlin",)
_ability = partial(lowered_ability, selves=SELVES)
_spell = partial(lowered_spell, selves=SELVES)


def test_that_much_is_the_amount_of_the_trigger_event() -> None:
    # 603.2, 120.3: the damage the event dealt, remembered as it triggered.
    healed = _ability("Whenever this creature is dealt damage, you gain that much life.")
    assert isinstance(healed, Triggered)
    assert healed.effects == (GainLife(amount=CountEventAmount()),)
    # 119.3: the life gained.
    drained = _ability("Whenever you gain life, you draw that many cards.")
    assert isinstance(drained, Triggered)
    assert drained.effects == (Draw(amount=CountEventAmount()),)
    # An event that is no amount gives "that much" nothing to say: unread.
    assert _ability("When this creature enters, you gain that much life.") is None


def test_that_many_tokens_are_as_many_as_the_event_dealt() -> None:
    # 510.2, 603.2: the combat damage dealt to the player, not a number of the card's own.
    made = _ability(
        "Whenever this creature deals combat damage to a player, "
        "create that many 1/1 green Insect creature tokens."
    )
    assert isinstance(made, Triggered)
    (create,) = made.effects
    assert isinstance(create, CreateToken)
    assert create.count == CountEventAmount()
    assert (create.token.name, create.token.power) == ("Insect Token", 1)
    attacks = "Whenever this creature attacks, create that many 1/1 green Insect creature tokens."
    assert _ability(attacks) is None


def test_a_plural_list_joined_by_and_is_the_union_of_its_kinds() -> None:
    # "Other Orcs and Goblins you control": each other permanent you control that is an Orc or
    # a Goblin (205.3m); "other" and "you control" are said of every kind listed.
    menace = _ability("Other Orcs and Goblins you control have menace.")
    assert isinstance(menace, Static)
    assert menace.filter == Filter(any_subtypes=("Orc", "Goblin"), other=True, controller="you")
    shroud = _ability("Artifacts and enchantments you control have shroud.")
    assert isinstance(shroud, Static)
    assert shroud.filter == Filter(any_types=("Artifact", "Enchantment"), controller="you")
    # Each kind with its own words after it, or singular nouns, isn't one list: unread.
    assert _ability("Goblins you control and Elementals you control have menace.") is None
    assert group("creature and land you control") is None


def test_thats_one_of_several_kinds_after_a_noun() -> None:
    # "Each creature you control that's a Wolf or a Werewolf": a creature with either subtype.
    pumped = _ability("Each other creature you control that's a Wolf or a Werewolf gets +1/+1.")
    assert isinstance(pumped, Static)
    assert pumped.filter == Filter(
        types=("Creature",), any_subtypes=("Wolf", "Werewolf"), other=True, controller="you"
    )
    # Colors after "that's" are no kinds, but either color of the noun phrase (105.2).
    assert group("creature you control that's white or blue") == {
        "types": ["Creature"],
        "controller": "you",
        "any_of": [{"colors": ["W"]}, {"colors": ["U"]}],
    }


def test_they_are_the_group_an_earlier_instruction_named() -> None:
    # 611.2c: "They" are the creatures untapped, a set locked in as the effect begins.
    found = _spell("Untap all creatures you control. They gain flying until end of turn.")
    assert found is not None
    untap, gain = found[1]
    yours = Filter(types=("Creature",), controller="you")
    assert untap == TapAll(filter=yours, untap=True)
    assert isinstance(gain, ApplyContinuous)
    assert gain.filter == yours
    countered = _ability(
        "{2}, {T}: Put a +1/+1 counter on each creature token you control. "
        "They gain trample until end of turn."
    )
    assert isinstance(countered, Activated)
    put, trample = countered.effects
    assert isinstance(put, PutCounters)
    assert isinstance(trample, ApplyContinuous)
    assert trample.filter == put.filter
    # A group whose filter the instruction itself changes ("tapped" creatures, untapped) isn't
    # the same permanents afterwards: unread.
    tapped = "Untap all tapped creatures you control. They gain flying until end of turn."
    assert _spell(tapped) is None


def test_them_after_a_group_pumped_is_that_group() -> None:
    # Rally to Battle, Tenacity (611.2c): the creatures the effect gave +1/+3 to, however many
    # verbs said it; the same permanents, as nothing the filter asks changed.
    for line in (
        "Creatures you control get +1/+3 until end of turn. Untap them.",
        "Creatures you control get +1/+1 and gain lifelink until end of turn. Untap those "
        "creatures.",
    ):
        found = _spell(line)
        assert found is not None, line
        pump, untap = found[1]
        yours = Filter(types=("Creature",), controller="you")
        assert isinstance(pump, ApplyContinuous)
        assert (pump.filter, untap) == (yours, TapAll(filter=yours, untap=True))
    # A group by power, which the pump itself changes, isn't the same permanents: unread.
    assert _spell("Creatures with power 2 or less get +2/+0 until end of turn. Untap them.") is None


def test_creatures_a_target_player_controls_are_that_players() -> None:
    # 109.5: the group's "you" is the target player; 611.2c: locked in as it resolves.
    found = _spell("Creatures target player controls get -2/-2 until end of turn.")
    assert found is not None
    (spec,), (shrink,) = found
    assert spec.kind == "player"
    assert isinstance(shrink, ApplyContinuous)
    assert (shrink.filter, shrink.filter_player) == (
        Filter(types=("Creature",), controller="you"),
        0,
    )
    # Whose the group is when the player isn't a target (the defending player): unread here.
    defending = (
        "Whenever this creature attacks, "
        "creatures defending player controls get -1/-1 until end of turn."
    )
    assert _ability(defending) is None


def test_energy_is_a_counter_for_each_symbol() -> None:
    # 107.14, 122.1: "{E}{E}" is two energy counters on the player.
    gets = _ability("Whenever you attack, you get {E}{E} (two energy counters).")
    assert isinstance(gets, Triggered)
    assert gets.effects == (PlayerCounters(counter="energy", amount=2),)
    assert _ability("{G}, {T}: You get {TK} (a ticket counter).") is None


def test_a_target_player_gains_control_of_the_card_itself() -> None:
    # 613.1b, 611.2a: layer 2, for the rest of the game; the player chosen as the target.
    given = _ability("When this creature enters, target opponent gains control of it.")
    assert isinstance(given, Triggered)
    assert [t.kind for t in given.targets] == ["player"]
    assert given.effects == (
        ApplyContinuous(
            target="self", modifications=(GainControl(),), duration="permanent", to_player=0
        ),
    )
    # "An opponent" is chosen as it resolves, not a target: unread.
    assert _ability("When this creature enters, an opponent gains control of it.") is None


def test_he_and_she_are_the_card_as_it_is() -> None:
    # 201.5: a character's card said as a person is the object itself.
    bosco = _ability(
        "{2}{G}, Sacrifice a Food: Put two +1/+1 counters on ~. He gains trample until end of turn."
    )
    assert isinstance(bosco, Activated)
    put, trample = bosco.effects
    assert put == PutCounters(counter="+1/+1", amount=2, target="self")
    assert isinstance(trample, ApplyContinuous)
    assert trample.target == "self"


def test_all_of_a_plural_list_is_one_set_for_a_zone_verb() -> None:
    # 115.10a, 701.8a: "all creatures and planeswalkers" is one set none targeted, their union —
    # not "all creatures" and then "planeswalkers" read alone.
    found = _spell("Destroy all creatures and planeswalkers.")
    assert found is not None
    assert found == ((), (DestroyAll(filter=Filter(any_types=("Creature", "Planeswalker"))),))
    # Targets listed with "and" are still each their own (115.1).
    two = _spell("Destroy target artifact and target enchantment.")
    assert two is not None
    assert len(two[0]) == 2


def test_can_after_and_is_said_of_the_subject_before_it() -> None:
    # "can attack this turn as though it didn't have defender" (702.3b) is the creature's, never
    # an imperative: the clause shares the subject before it.
    wall = _ability(
        "{2}{U}{U}: This creature gets +4/-4 until end of turn and can attack this turn as "
        "though it didn't have defender."
    )
    assert isinstance(wall, Activated)
    assert all(isinstance(e, ApplyContinuous) and e.target == "self" for e in wall.effects)

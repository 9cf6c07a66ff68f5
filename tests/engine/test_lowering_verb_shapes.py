"""The shapes of a verb's objects the lowering reads (issue 28 §3, §5): one test per rule, each
with a contrast the rule must leave unread rather than misread."""

from __future__ import annotations

from functools import partial

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import (
    Activated,
    ApplyContinuous,
    DamageEach,
    Discard,
    Draw,
    Filter,
    GainControl,
    GainLife,
    May,
    Mill,
    PlayerCounters,
    PlayerReturns,
    ProtectionFromChosenColor,
    PutCounters,
    ReturnToBattlefield,
    ReturnToHand,
    Scry,
    Triggered,
)
from engine.mechanics.chosen_keyword.model import GainChosenKeyword
from engine.mechanics.put_from_hand.model import PutFromHand
from engine.mechanics.tap_or_untap.model import TapOrUntap
from tests.engine.helpers import lowered_spell, lowered_trigger

SELVES = ("Tireless Gremlin",)


#: The shared grammar-and-lowering helper, with this file's card names.
_spell = partial(lowered_spell, selves=SELVES)


def test_counters_on_each_of_up_to_n_targets_are_one_spec_of_none_to_n() -> None:
    # 115.1, 601.2c: "each of up to two target creatures" is one target spec; every creature
    # chosen for it gets the counters (122.1).
    found = _spell("Put a +1/+1 counter on each of up to two target creatures.")
    assert found is not None
    targets, effects = found
    assert [(t.kind, t.min, t.max) for t in targets] == [("creature", 0, 2)]
    assert effects == (PutCounters(counter="+1/+1", amount=1, target=0),)
    # "each creature you control" names no target: every one as it resolves (115.10a).
    each = _spell("Put a +1/+1 counter on each creature you control.")
    assert each is not None
    assert each[0] == ()
    assert isinstance(each[1][0], PutCounters)
    assert each[1][0].filter is not None


def test_a_stun_counter_is_read_and_a_counter_whose_rules_the_engine_lacks_is_not() -> None:
    # 122.1d: a stun counter replaces an untap; the engine follows it, so it is read.
    stun = _spell("Tap target creature an opponent controls and put three stun counters on it.")
    assert stun is not None
    assert stun[1][1] == PutCounters(counter="stun", amount=3, target=0)
    # A defense counter has a rule (122.1g, a battle's) the engine doesn't follow: unread.
    assert _spell("Put a defense counter on target creature.") is None
    tree = parse_line(
        "When this creature dies, put a defense counter on target creature you control.", SELVES
    ).tree
    assert tree is not None
    assert not isinstance(lower_ability(tree), Triggered)


def test_a_named_counter_with_no_rule_of_its_own_is_read() -> None:
    # 122.1: a bounty, time or lore counter is a marker only what refers to it reads (a Saga's
    # chapters, 714.2b, as the counter is put); the engine keeps its number.
    bounty = _spell("Put a bounty counter on target nonblack creature.")
    assert bounty is not None
    assert bounty[1] == (PutCounters(counter="bounty", amount=1, target=0),)
    lore = _trigger(
        "Whenever this creature attacks, put a lore counter on target Saga you control."
    )
    assert lore.effects == (PutCounters(counter="lore", amount=1, target=0),)
    assert lore.targets[0].filter.subtypes == ("Saga",)
    # Contrast: a keyword counter whose keyword the engine doesn't give (122.1b) and the
    # counters cards' reminder texts define (Wrath of Sod's, Muraganda Eldrazi's) stay unread.
    assert _spell("Put an exalted counter on target creature.") is None
    assert _spell("Put a manabond counter on target creature.") is None
    assert _spell("Put a primeval counter on target creature.") is None


def test_any_power_toughness_counter_is_read() -> None:
    # 122.1a: a "+1/+2" or "-0/-2" counter changes power and toughness in layer 7c (613.4c).
    thrull = _spell("Put a +1/+2 counter on target creature.")
    assert thrull is not None
    assert thrull[1] == (PutCounters(counter="+1/+2", amount=1, target=0),)
    shackle = _trigger("Whenever this creature blocks, put a -0/-1 counter on it.")
    assert shackle.effects == (PutCounters(counter="-0/-1", amount=1, target="self"),)


def test_a_shield_counter_is_read_with_its_reminder_text() -> None:
    # 122.1c: the engine plays a shield counter's prevention and replacement effects, so
    # "put a shield counter on …" is read (Protection Magic, Singer of Swift Rivers); a defense
    # counter (122.1g, a battle's) isn't.
    magic = _spell(
        "Put a shield counter on each of up to three target creatures. (If a creature with a "
        "shield counter would be dealt damage or destroyed, remove a shield counter from it "
        "instead.)"
    )
    assert magic is not None
    assert magic[1] == (PutCounters(counter="shield", amount=1, target=0),)
    assert magic[0][0].max == 3
    assert _spell("Put a defense counter on target creature.") is None


def test_a_keyword_counter_is_read_one_word_or_two() -> None:
    # 122.1b: the layers give the keyword (613.1f) at the counter's timestamp (613.7c).
    # Spontaneous Flight's second sentence; Heightened Reflexes'; Wingspan Mentor's trigger.
    flight = _spell("Put a flying counter on target creature.")
    assert flight is not None
    assert len(flight[0]) == 1
    assert flight[1] == (PutCounters(counter="flying", amount=1, target=0),)
    reflexes = _spell("Put a first strike counter on target creature.")
    assert reflexes is not None
    assert reflexes[1] == (PutCounters(counter="first strike", amount=1, target=0),)
    tree = parse_line(
        "When this creature enters, put a lifelink counter on target creature you control.", SELVES
    ).tree
    assert tree is not None
    mentor = lower_ability(tree)
    assert isinstance(mentor, Triggered)
    assert mentor.effects == (PutCounters(counter="lifelink", amount=1, target=0),)


def test_a_card_returned_from_your_graveyard_is_a_target_there() -> None:
    # 115.1: a target card in your graveyard, back to your hand or the battlefield (its owner's).
    hand = _spell("Return up to two target creature cards from your graveyard to your hand.")
    assert hand is not None
    (spec,) = hand[0]
    assert (spec.kind, spec.min, spec.max, spec.filter.controller) == ("card", 0, 2, "you")
    assert spec.filter.types == ("Creature",)
    assert hand[1] == (ReturnToHand(target=0),)
    field = _spell("Return target land card from your graveyard to the battlefield tapped.")
    assert field is not None
    assert field[1] == (ReturnToBattlefield(target=0, tapped=True),)


def test_a_card_of_any_graveyard_or_the_card_itself_is_left_unread() -> None:
    # Another player's card would go to its owner's hand, not "your" (400.3): unread.
    assert _spell("Return target creature card from a graveyard to your hand.") is None
    # A destination the vocabulary has no instruction for.
    attacking = "to the battlefield tapped and attacking."
    assert _spell(f"Return target creature card from your graveyard {attacking}") is None
    # The returned card is a new object (400.7): "it" after names nothing.
    assert (
        _spell("Return target creature card from your graveyard to the battlefield. Tap it.")
        is None
    )


def test_a_card_put_from_your_hand_onto_the_battlefield_is_of_your_choice() -> None:
    # 608.2d: the card is chosen as it resolves; neither cast nor played (305.4).
    found = _spell(
        "Draw a card. You may put a basic land card from your hand onto the battlefield."
    )
    assert found is not None
    put = PutFromHand(filter=Filter(types=("Land",), supertypes=("Basic",)))
    assert found == ((), (Draw(), May(effects=(put,), text=_said_put("a basic land"))))
    tapped = _spell("Put a creature card from your hand onto the battlefield tapped.")
    assert tapped is not None
    assert tapped[1] == (PutFromHand(filter=Filter(types=("Creature",)), tapped=True),)


def _said_put(what: str) -> str:
    return f"put {what} card from your hand onto the battlefield"


def test_a_card_that_needs_a_choice_as_it_enters_from_a_hand_is_read() -> None:
    # An Aura put onto the battlefield has what it enchants chosen as it enters (303.4f), a
    # battle its protector (310.8a): a filter that may match either is read all the same.
    for what, flt in (
        ("an Aura", Filter(subtypes=("Aura",))),
        ("an enchantment", Filter(types=("Enchantment",))),
    ):
        line = f"Put {what} card from your hand onto the battlefield."
        assert _spell(line) == ((), (PutFromHand(filter=flt),)), line


def test_up_to_n_cards_from_your_hand_are_any_number_of_them() -> None:
    # 608.2d: "up to seven" — any number from none to seven, chosen as it resolves; a subject
    # "you" after other verbs is the same player (Ugin, the Spirit Dragon's −10).
    found = _spell(
        "You gain 7 life, draw seven cards, then put up to seven permanent cards from your hand "
        "onto the battlefield."
    )
    assert found is not None
    put = found[1][-1]
    assert isinstance(put, PutFromHand)
    assert (put.up_to, "Planeswalker" in put.filter.any_types) == (7, True)
    # "up to one" is "a card" said otherwise: not this shape.
    assert _spell("Put up to one creature card from your hand onto the battlefield.") is None
    # Another destination the instruction doesn't have ("tapped and attacking", 508.4).
    attacking = "onto the battlefield tapped and attacking."
    assert _spell(f"You may put a creature card from your hand {attacking}") is None


def test_damage_to_each_player_is_every_player_and_no_permanent() -> None:
    # 115.10a: none targeted; "each player" alone names no creature.
    tree = parse_line("{T}: This creature deals 1 damage to each player.", SELVES).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Activated)
    assert found.effects == (DamageEach(amount=1, filter=None, players=True),)
    # "each creature and each player" is both (the filter and the players).
    both = _spell("Tireless Gremlin deals 1 damage to each creature and each player.")
    assert both is not None
    assert both[1] == (DamageEach(amount=1, players=True),)


def test_a_permanent_you_control_returned_is_chosen_as_it_resolves() -> None:
    # 608.2c: "another creature you control" is chosen as it resolves, not targeted (115.10a);
    # "another" is other than the source.
    found = _spell("Return another creature you control to its owner's hand.")
    assert found is not None
    flt = Filter(types=("Creature",), controller="you", other=True)
    assert found == ((), (PlayerReturns(player="you", amount=1, filter=flt),))
    # "Up to two target creatures" stays a target spec, not a choice as it resolves.
    targeted = _spell("Return up to two target creatures to their owners' hands.")
    assert targeted is not None
    assert [(t.min, t.max) for t in targeted[0]] == [(0, 2)]
    # A permanent not said to be yours: whose to choose among the words don't say.
    assert _spell("Return another creature to its owner's hand.") is None


def _trigger(line: str) -> Triggered:
    return lowered_trigger(line, SELVES)


def test_that_player_of_the_event_mills_discards_at_random_or_gets_poison_counters() -> None:
    # 603.2: "that player" is the player the event names (the one dealt damage, whose upkeep).
    damage = "Whenever this creature deals damage to a player, that player"
    assert _trigger(f"{damage} mills two cards.").effects == (Mill(amount=2, player="that_player"),)
    # 701.9b: "at random" picks the card, nobody chooses it.
    assert _trigger(f"{damage} discards a card at random.").effects == (
        Discard(player="that_player", random=True),
    )
    assert _trigger(f"{damage} discards a card.").effects == (Discard(player="that_player"),)
    # 122.1f: poison counters on a player.
    assert _trigger(f"{damage} gets two poison counters.").effects == (
        PlayerCounters(counter="poison", amount=2, player="that_player"),
    )
    # A counter a player can't get in the vocabulary: unread.
    tree = parse_line(f"{damage} gets a rad counter.", SELVES).tree
    assert tree is not None
    assert lower_ability(tree) is None


def test_a_card_put_from_any_graveyard_under_your_control_is_yours_to_control() -> None:
    # 110.2a: "under your control" — the instruction's controller, whoever owns the card.
    found = _spell(
        "Put target creature card from a graveyard onto the battlefield under your control."
    )
    assert found is not None
    (spec,) = found[0]
    assert (spec.kind, spec.filter.controller) == ("card", "any")
    assert found[1] == (ReturnToBattlefield(target=0, under="you"),)
    # Returned "to the battlefield" from your graveyard: its owner's, which is you.
    own = _spell("Return target creature card from your graveyard to the battlefield.")
    assert own is not None
    assert own[1] == (ReturnToBattlefield(target=0),)


def test_gaining_control_lasts_until_end_of_turn_or_for_the_rest_of_the_game() -> None:
    # 613.1b (layer 2); 611.2a: with no duration stated, for the rest of the game.
    turn = _spell("Gain control of target creature until end of turn. Untap that creature.")
    assert turn is not None
    assert turn[1][0] == ApplyContinuous(
        target=0, modifications=(GainControl(),), duration="end_of_turn"
    )
    ever = _spell("Gain control of target nonartifact, nonblack creature.")
    assert ever is not None
    assert ever[1] == (
        ApplyContinuous(target=0, modifications=(GainControl(),), duration="permanent"),
    )
    # A duration the vocabulary doesn't have for it (Rootwater Matriarch's): unread.
    assert (
        _spell("Gain control of target creature for as long as that creature is enchanted.") is None
    )


def test_tap_or_untap_is_one_instruction_chosen_as_it_resolves() -> None:
    # 701.26a-b, 608.2d: "tap or untap target creature" targets once; which of the two is
    # chosen on resolution (Puppeteer's ruling), and "you may" is asked before that.
    found = _spell("You may tap or untap target artifact, creature, or land.")
    assert found is not None
    targets, effects = found
    assert len(targets) == 1
    assert len(effects) == 1
    assert isinstance(effects[0], May)
    assert effects[0].effects == (TapOrUntap(target=0),)
    # "that creature" after an earlier target is that target, not a new one.
    later = _spell("Put a -1/-1 counter on target creature. You may tap or untap that creature.")
    assert later is not None
    assert len(later[0]) == 1
    # Contrast: tapping or untapping every permanent of a kind isn't this instruction.
    assert _spell("Tap or untap all creatures.") is None


def test_your_choice_of_keywords_is_one_keyword_chosen_as_it_resolves() -> None:
    # 608.2d (Golem Artisan's ruling): chosen on resolution, not as the spell is cast; 613.1f.
    found = _spell(
        "Target creature gains your choice of flying, trample, or haste until end of turn."
    )
    assert found is not None
    assert found[1] == (GainChosenKeyword(options=("Flying", "Trample", "Haste"), target=0),)
    two = _spell("Target creature gains your choice of double strike or trample until end of turn.")
    assert two is not None
    assert two[1] == (GainChosenKeyword(options=("Double strike", "Trample"), target=0),)
    # Contrast: a keyword the engine doesn't model among the options, or no "until end of
    # turn", leaves the line unread.
    assert (
        _spell("Target creature gains your choice of soulbond or trample until end of turn.")
        is None
    )
    assert _spell("Target creature gains your choice of flying or trample.") is None


def test_protection_from_the_color_of_your_choice_is_chosen_as_it_resolves() -> None:
    # 608.2d, 702.16: the color is chosen on resolution, the one instruction for it.
    found = _spell(
        "Target creature you control gains protection from the color of your choice"
        " until end of turn."
    )
    assert found is not None
    assert found[1] == (ProtectionFromChosenColor(target=0),)
    # Contrast: protection for a player isn't what the instruction gives a permanent.
    assert _spell("You gain protection from the color of your choice until end of turn.") is None


def test_you_scry_after_you_gain_life_is_the_controllers_scry() -> None:
    # 701.22a: "you gain 2 life and scry 1" (Holy Cow) — the subject "you" is the imperative's.
    found = _spell("You gain 2 life and scry 1.")
    assert found is not None
    assert found[1] == (GainLife(amount=2, player="you"), Scry(amount=1))
    # Contrast: another player scrying isn't an instruction the vocabulary has.
    assert _spell("Target opponent scries 2.") is None

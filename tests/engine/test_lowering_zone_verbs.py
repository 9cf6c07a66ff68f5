"""The zone verbs' objects the lowering reads (issue 28 §3, §5; `lowering.zone_verbs`): one test
per rule, each with a contrast the rule must leave unread rather than misread."""

from __future__ import annotations

from functools import partial

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import (
    Activated,
    CounterSpell,
    Destroy,
    DestroyAll,
    Exile,
    Filter,
    May,
    ReturnToHand,
    Triggered,
)
from engine.cards.vocabulary.library import ReturnToBattlefield
from engine.mechanics.bounce_all.model import BounceAll
from engine.mechanics.graveyard_choice.model import ReturnChosenCards
from engine.mechanics.return_all_cards.model import ReturnAllCards
from tests.engine.helpers import lowered_ability, lowered_spell

SELVES = ("Mangara of Corondor", "Mangara")


#: The shared grammar-and-lowering helper, with this file's card names.
_spell = partial(lowered_spell, selves=SELVES)


def test_targets_joined_by_and_are_a_target_each_and_the_verb_said_of_each() -> None:
    # 115.1: "target" said twice is two targets; 608.2c: the instruction for each in turn.
    found = _spell("Destroy target artifact and target enchantment.")
    assert found is not None
    targets, effects = found
    assert [(t.kind, t.filter.types) for t in targets] == [
        ("permanent", ("Artifact",)),
        ("permanent", ("Enchantment",)),
    ]
    assert effects == (Destroy(target=0), Destroy(target=1))
    # "A, B, C, and D" is a list too (Decimate).
    four = _spell("Destroy target artifact, target creature, target enchantment, and target land.")
    assert four is not None
    assert four[1] == tuple(Destroy(target=i) for i in range(4))
    # Contrast: "or" inside one target is one target of either type.
    either = _spell("Destroy target artifact or enchantment.")
    assert either is not None
    assert len(either[0]) == 1
    assert either[1] == (Destroy(target=0),)


def test_another_target_of_a_list_is_other_than_the_earlier_target() -> None:
    # 115.3: "up to one other target artifact or enchantment" can't be the first one chosen.
    found = _spell(
        "Destroy target artifact or enchantment and up to one other target artifact or enchantment."
    )
    assert found is not None
    first, second = found[0]
    assert (first.min, second.min, second.max) == (1, 0, 1)
    assert second.other_than_earlier
    assert not first.other_than_earlier


def test_a_list_with_an_object_the_verb_cannot_read_is_unread_whole() -> None:
    # "All Equipment attached to it" after the creature was destroyed names Equipment the
    # destruction unattached (400.7): the whole line stays unread, never destroying the
    # target alone.
    assert _spell("Destroy target creature with flying and all Equipment attached to it.") is None
    hubris = "Return target creature and all Auras attached to it to their owners' hands."
    assert _spell(hubris) is None


def test_all_others_with_the_same_name_as_a_target_are_a_set_said_of_it() -> None:
    # 201.2a: the others sharing the target's name, as it last existed once destroyed (608.2h),
    # the target itself excepted — a set no instruction targets (115.10a).
    found = _spell(
        "Destroy target nonland permanent and all other permanents with the same name as "
        "that permanent."
    )
    assert found is not None
    (spec,), effects = found
    assert spec.filter == Filter(not_types=("Land",))
    assert effects == (Destroy(target=0), DestroyAll(filter=Filter(same_name_as=0)))
    calm = _spell(
        "Destroy target enchantment and all other enchantments with the same name as that "
        "enchantment."
    )
    assert calm is not None
    assert calm[1][1] == DestroyAll(filter=Filter(types=("Enchantment",), same_name_as=0))
    truth = _spell(
        "Return target nonland permanent and all other permanents with the same name as that "
        "permanent to their owners' hands."
    )
    assert truth is not None
    assert truth[1] == (ReturnToHand(target=0), BounceAll(filter=Filter(same_name_as=0)))
    # Contrast: "all permanents with the same name" without "other" or "that" isn't read.
    assert (
        _spell("Destroy target artifact and all permanents with the same name as that artifact.")
        is None
    )


def test_all_permanents_attached_to_an_object_are_a_set_said_of_it() -> None:
    # 303.4, 301.5: attached to the target as the instruction is performed (608.2h).
    slag = _spell(
        "Mangara deals 5 damage to target creature. Destroy all Equipment attached to that "
        "creature."
    )
    assert slag is not None
    assert slag[1][1] == DestroyAll(filter=Filter(subtypes=("Equipment",), attached_to_object=0))
    bare = _spell("Destroy all Auras and Equipment attached to target creature.")
    assert bare is not None
    (spec,), (destroy,) = bare
    assert spec.kind == "creature"
    assert destroy == DestroyAll(
        filter=Filter(any_subtypes=("Aura", "Equipment"), attached_to_object=0)
    )


def test_a_target_attached_to_a_kind_of_permanent_asks_what_it_is_attached_to() -> None:
    # 303.4: "target Aura attached to a creature you control" — the Aura's host matches.
    found = _spell("Destroy target Aura attached to a creature you control.")
    assert found is not None
    (spec,), effects = found
    assert spec.filter == Filter(
        subtypes=("Aura",), attached_to=Filter(types=("Creature",), controller="you")
    )
    assert effects == (Destroy(target=0),)
    land = _spell("Destroy target Aura attached to a land.")
    assert land is not None
    assert land[0][0].filter.attached_to == Filter(types=("Land",))


def test_the_card_itself_and_a_target_are_a_list() -> None:
    # "Exile Mangara and target permanent": the card, then the target (608.2c).
    tree = parse_line("{T}: Exile Mangara and target permanent.", SELVES).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Activated)
    assert found.effects == (Exile(target="self"), Exile(target=0))
    assert [t.kind for t in found.targets] == ["permanent"]


def test_returning_a_list_to_their_owners_hands_returns_each() -> None:
    found = _spell(
        "Return target creature you control and target creature you don't control to their "
        "owners' hands."
    )
    assert found is not None
    targets, effects = found
    assert [t.filter.controller for t in targets] == ["you", "opponent"]
    assert effects == (ReturnToHand(target=0), ReturnToHand(target=1))
    # Contrast: to the battlefield, a list of permanents isn't read.
    assert (
        _spell(
            "Return target creature you control and target creature you don't control to the "
            "battlefield."
        )
        is None
    )


def test_destroy_each_is_a_set_none_targeted() -> None:
    # 115.10a: "each creature with mana value 3 or less" targets nothing; every one as it
    # resolves (701.8a).
    found = _spell("Destroy each creature with mana value 3 or less.")
    assert found is not None
    assert found[0] == ()
    assert found[1] == (DestroyAll(filter=Filter(types=("Creature",), mana_value_at_most=3)),)
    # "All … and all …" is a list of two sets.
    both = _spell(
        "Destroy all creatures you don't control and all planeswalkers you don't control."
    )
    assert both is not None
    assert [type(e) for e in both[1]] == [DestroyAll, DestroyAll]


def test_a_spell_that_targets_something_is_a_spell_spec_asking_what_it_targets() -> None:
    # 115.1, 601.2c: "target spell that targets a permanent you control" is a target spell one
    # of whose targets is such a permanent — asked as it is chosen and as it resolves (608.2b).
    found = _spell("Counter target spell that targets a permanent you control.")
    assert found is not None
    (spec,), effects = found
    assert spec.kind == "spell"
    assert spec.filter.targets_object == Filter(controller="you")
    assert effects == (CounterSpell(target=0),)
    kinds = _spell("Counter target instant or Aura spell that targets a permanent you control.")
    assert kinds is not None
    assert kinds[0][0].filter.targets_object == Filter(controller="you")
    assert kinds[0][0].filter.any_of == (Filter(types=("Instant",)), Filter(subtypes=("Aura",)))
    you = _spell("Counter target spell that targets you.")
    assert you is not None
    assert you[0][0].filter.targets_you
    # Contrast: a player other than you isn't asked of a spell's targets — unread.
    assert _spell("Counter target spell that targets a player.") is None


def test_all_cards_of_your_graveyard_are_a_set_none_targeted() -> None:
    # 115.10a: "all land cards from your graveyard" targets nothing; the cards matching as it
    # resolves go, tapped if said (110.5b).
    found = _spell("Return all land cards from your graveyard to the battlefield tapped.")
    assert found is not None
    assert found == (
        (),
        (
            ReturnAllCards(
                player="you", filter=Filter(types=("Land",)), to="battlefield", tapped=True
            ),
        ),
    )
    # A bound on the cards' power is part of which cards (208.1); a list of kinds is their union.
    dusk = _spell(
        "Return all creature cards with power 2 or less from your graveyard to your hand."
    )
    assert dusk is not None
    assert dusk[1] == (
        ReturnAllCards(
            player="you", filter=Filter(types=("Creature",), power_at_most=2), to="hand"
        ),
    )
    kinds = _spell("Return all artifact and creature cards from your graveyard to your hand.")
    assert kinds is not None
    assert kinds[1] == (
        ReturnAllCards(player="you", filter=Filter(any_types=("Artifact", "Creature")), to="hand"),
    )
    # Contrast: a name the filter can't say, or a bound it doesn't know, stays unread.
    assert _spell("Return all cards named Mangara from your graveyard to the battlefield.") is None
    assert (
        _spell("Return all creature cards with power 2 from your graveyard to your hand.") is None
    )


def _ability(line: str) -> Triggered | Activated | None:
    found = lowered_ability(line, SELVES, (Triggered, Activated))
    assert found is None or isinstance(found, Triggered | Activated)
    return found


def test_an_ability_returning_its_own_card_from_the_graveyard_works_there() -> None:
    # 113.6m: an ability whose effect moves its card out of the graveyard functions only there.
    found = _ability(
        "At the beginning of your upkeep, you may return this card from your graveyard to your "
        "hand."
    )
    assert isinstance(found, Triggered)
    assert found.zone == "graveyard"
    (may,) = found.effects
    assert isinstance(may, May)
    assert may.effects == (ReturnToHand(target="self"),)
    other = _ability(
        "Whenever a Dragon you control enters, return this card from your graveyard to the "
        "battlefield tapped."
    )
    assert isinstance(other, Triggered)
    assert other.zone == "graveyard"
    assert other.effects == (ReturnToBattlefield(target="self", tapped=True),)
    paid = _ability("{2}{B}: Return this card from your graveyard to your hand.")
    assert isinstance(paid, Activated)
    assert paid.zone == "graveyard"
    # Contrast: the card's own event, or what it enchants, is 113.6m's exception (the ability
    # of the permanent), and a cost only a permanent pays can't be paid there.
    assert (
        _ability("When enchanted creature dies, return this card from your graveyard to your hand.")
        is None
    )
    assert (
        _ability("When this creature enters, return this card from your graveyard to your hand.")
        is None
    )
    assert _ability("{T}: Return this card from your graveyard to your hand.") is None
    # Nor a trigger looking back at a permanent leaving the battlefield (603.10a), which the
    # engine asks of permanents only.
    assert (
        _ability(
            "Whenever another creature is put into your graveyard from the battlefield, return "
            "this card from your graveyard to your hand."
        )
        is None
    )
    # A spell's text never works from a graveyard this way.
    assert _spell("Return this card from your graveyard to your hand.") is None


def test_cards_of_your_graveyard_no_word_targets_are_chosen_as_it_resolves() -> None:
    # 608.2d, 115.10a: "a creature card from your graveyard" is chosen, not targeted.
    found = _spell("Return a creature or land card from your graveyard to your hand.")
    assert found is not None
    assert found == (
        (),
        (ReturnChosenCards(filter=Filter(any_types=("Creature", "Land"))),),
    )
    some = _spell("Return up to two creature cards from your graveyard to your hand.")
    assert some is not None
    assert some[1] == (ReturnChosenCards(filter=Filter(types=("Creature",)), amount=2, up_to=True),)
    top = _spell("Put a land card from your graveyard on top of your library.")
    assert top is not None
    assert top[1] == (ReturnChosenCards(filter=Filter(types=("Land",)), to="library_top"),)
    # Contrast: "target" is a target (115.1); several cards on top of a library would need
    # their order chosen (401.4).
    targeted = _spell("Return target creature card from your graveyard to your hand.")
    assert targeted is not None
    assert targeted[1] == (ReturnToHand(target=0),)
    assert _spell("Put two land cards from your graveyard on top of your library.") is None


def test_cards_from_an_opponents_graveyard_return_to_their_hand() -> None:
    # 115.1: cards an opponent owns (404.1), each back to its owner's hand (400.3).
    found = _spell("Return two target cards from an opponent's graveyard to their hand.")
    assert found is not None
    targets, effects = found
    assert [(t.kind, t.min, t.max, t.filter.controller) for t in targets] == [
        ("card", 2, 2, "opponent")
    ]
    # 601.2c: "an opponent's graveyard" is one graveyard — both cards the same opponent's
    # (Nullmage Advocate's ruling), which matters with two or more opponents.
    assert [t.single_graveyard for t in targets] == [True]
    assert effects == (ReturnToHand(target=0),)
    # Contrast: one target card is in one graveyard anyway.
    one = _spell("Return target card from an opponent's graveyard to their hand.")
    assert one is not None
    assert [t.single_graveyard for t in one[0]] == [False]
    # Contrast: an opponent's card put into your hand isn't a return to its owner's hand.
    assert _spell("Return target card from an opponent's graveyard to your hand.") is None


def test_destroy_enchanted_permanent_is_the_one_it_is_attached_to() -> None:
    # 303.4: the permanent the Aura enchants as the ability resolves — or enchanted as the Aura
    # last existed, once it has left (608.2h: "When this Aura leaves the battlefield, …").
    found = _ability("{3}{B}: Destroy enchanted land.")
    assert found is not None
    assert found.effects == (Destroy(target="enchanted"),)
    left = _ability("When this Aura leaves the battlefield, destroy enchanted creature.")
    assert left is not None
    assert left.effects == (Destroy(target="enchanted"),)
    # Contrast: "target enchanted creature" asks a target's quality the filter can't say.
    assert _ability("{T}: Destroy target enchanted creature.") is None


def test_all_permanents_target_player_controls_are_that_players_point_of_view() -> None:
    # 109.5: "you control" of the group is the target player's; only the player is targeted.
    found = _spell("Destroy all enchantments target player controls.")
    assert found is not None
    (spec,), effects = found
    assert spec.kind == "player"
    assert effects == (
        DestroyAll(filter=Filter(types=("Enchantment",), controller="you"), filter_player=0),
    )
    rebuke = _spell("Return all nonland permanents target player controls to their owner's hand.")
    assert rebuke is not None
    assert rebuke[1] == (
        BounceAll(filter=Filter(not_types=("Land",), controller="you"), filter_player=0),
    )
    # Contrast: "all enchantments you control" names no target player.
    mine = _spell("Destroy all enchantments you control.")
    assert mine is not None
    assert mine == ((), (DestroyAll(filter=Filter(types=("Enchantment",), controller="you")),))

"""The object a trigger event names, referred back to in the effect (issue 28 §2, the
binder): "it" / "that creature" after "whenever a creature you control attacks" or "whenever
another creature you control enters" is the object the engine remembers from the event
(603.2), the vocabulary's "that_creature" — and only while it is still that object (400.7)."""

from __future__ import annotations

from functools import partial

from engine.cards.compiler import compile_face
from engine.cards.vocabulary import (
    ApplyContinuous,
    DealDamage,
    Destroy,
    Filter,
    LoseKeywords,
    LoseLife,
    PutCounters,
    Triggered,
)
from tests.engine.helpers import lowered_ability

SELVES = ("Tireless Gremlin",)


#: The shared grammar-and-lowering helper, with this file's card names: a trigger or nothing.
_ability = partial(lowered_ability, selves=SELVES, kinds=(Triggered,))


def test_it_is_the_attacking_creature() -> None:
    found = _ability("Whenever a creature you control attacks, put a +1/+1 counter on it.")
    assert found is not None
    assert (found.trigger.event, found.trigger.scope) == ("attacks", "you_control")
    assert found.targets == ()
    assert found.effects == (PutCounters(counter="+1/+1", amount=1, target="that_creature"),)
    pumped = _ability("Whenever a creature you control attacks, it gets +2/+2 until end of turn.")
    assert pumped is not None
    (effect,) = pumped.effects
    assert isinstance(effect, ApplyContinuous)
    assert effect.target == "that_creature"


def test_that_creature_is_the_one_that_entered() -> None:
    found = _ability(
        "Whenever another creature you control enters, put a +1/+1 counter on that creature."
    )
    assert found is not None
    assert (found.trigger.event, found.trigger.scope) == ("enters", "you_control")
    assert found.effects == (PutCounters(counter="+1/+1", amount=1, target="that_creature"),)


def test_a_creature_that_died_is_not_named() -> None:
    # What died is a new object in the graveyard (400.7): "it" names nothing the engine has.
    assert (
        _ability("Whenever another creature you control dies, put a +1/+1 counter on it.") is None
    )


def test_after_it_moved_it_is_not_named() -> None:
    # Returned to its owner's hand, it is a new object there (400.7): the second "it" is unread.
    assert (
        _ability(
            "Whenever a creature you control attacks, return it to its owner's hand. "
            "Put a +1/+1 counter on it."
        )
        is None
    )


def test_it_deals_is_the_card_itself() -> None:
    # "it" bound to the card itself: the source of the damage (the only one lowered).
    found = _ability("When this creature enters, it deals 4 damage to each opponent.")
    assert found is not None
    assert found.effects == (DealDamage(amount=4, to="each_opponent"),)
    # "it" bound to the creature the event names is another source: unread.
    assert (
        _ability("Whenever a creature you control attacks, it deals 1 damage to each opponent.")
        is None
    )


def test_another_creature_dealing_combat_damage_names_that_player_and_it() -> None:
    # 510.2, 603.2: "that player" is the player dealt the damage, "it" the creature that dealt it.
    found = _ability(
        "Whenever a Vampire you control deals combat damage to a player, put a +1/+1 counter "
        "on it. That player loses 1 life."
    )
    assert found is not None
    trigger = found.trigger
    assert (trigger.event, trigger.scope) == ("deals_combat_damage_to_player", "you_control")
    assert trigger.filter.subtypes == ("Vampire",)
    counter, lost = found.effects
    assert counter == PutCounters(counter="+1/+1", amount=1, target="that_creature")
    assert isinstance(lost, LoseLife)
    assert lost.player == "that_player"


def test_its_controller_of_another_creature_is_not_the_damaged_player() -> None:
    # The Sliver's controller isn't the player the event names (the one dealt damage): unread.
    assert (
        _ability(
            "Whenever a Sliver deals combat damage to a player, its controller may draw a card."
        )
        is None
    )


def test_equipped_creature_attacks_is_the_one_attached() -> None:
    # 301.5: the creature this Equipment is attached to; "to an opponent" asks 102.3.
    found = _ability("Whenever equipped creature attacks, it gets +2/+0 until end of turn.")
    assert found is not None
    assert (found.trigger.event, found.trigger.scope) == ("attacks", "enchanted")
    (pumped,) = found.effects
    assert isinstance(pumped, ApplyContinuous)
    assert pumped.target == "that_creature"
    dealt = _ability("Whenever enchanted creature deals damage to an opponent, draw a card.")
    assert dealt is not None
    assert (dealt.trigger.event, dealt.trigger.scope, dealt.trigger.whose) == (
        "deals_damage_to_player",
        "enchanted",
        "opponents",
    )


def test_a_creature_dealing_damage_to_you_is_it() -> None:
    # 120.3, 603.2: "you" is the ability's controller; "it" the creature that dealt the damage,
    # still that object on the battlefield (No Mercy, Teysa, Envoy of Ghosts).
    found = _ability("Whenever a creature deals damage to you, destroy it.")
    assert found is not None
    t = found.trigger
    assert (t.event, t.scope, t.whose) == ("deals_damage_to_player", "any", "you")
    assert t.filter == Filter(types=("Creature",))
    assert found.effects == (Destroy(target="that_creature"),)
    combat = _ability("Whenever a creature deals combat damage to you, destroy that creature.")
    assert combat is not None
    assert (combat.trigger.event, combat.trigger.whose) == ("deals_combat_damage_to_player", "you")
    # Contrast: "to a player" is any player, "to an opponent" one of its controller's.
    anyone = _ability("Whenever a creature deals damage to a player, destroy it.")
    assert anyone is not None
    assert anyone.trigger.whose == "each"


def test_you_attack_with_n_or_more_is_one_trigger() -> None:
    # 508.3c-d: once for the declaration, when enough of its controller's creatures attack.
    found = _ability("Whenever you attack with two or more creatures with flying, draw a card.")
    assert found is not None
    trigger = found.trigger
    assert (trigger.event, trigger.scope, trigger.attackers_at_least) == (
        "attacks",
        "you_control",
        2,
    )
    assert trigger.filter.keywords == ("Flying",)
    every = _ability("Whenever you attack, draw a card.")
    assert every is not None
    assert every.trigger.attackers_at_least == 1
    # Each creature's own trigger ("a creature you control attacks") is once for each (508.3a).
    each = _ability("Whenever a creature you control attacks, draw a card.")
    assert each is not None
    assert each.trigger.attackers_at_least is None
    # "With one or more creatures" names no one creature "it" could be: unread.
    assert _ability("Whenever you attack with one or more creatures, untap it.") is None


def test_the_card_page_says_whose_creature() -> None:
    # What the card page says of these triggers: never "whenever this attacks".
    said = [
        compile_face("Sloop", "Sloop", line, ["Artifact"], back=False).readings[0].words
        for line in (
            "Whenever you attack, draw a card.",
            "Whenever you attack with two or more creatures, draw a card.",
            "Whenever equipped creature attacks, draw a card.",
            "Whenever a Goblin you control deals combat damage to an opponent, draw a card.",
        )
    ]
    head = "a triggered ability: whenever "
    assert said[0].startswith(f"{head}you attack (once, however many creatures attack, 508.3d)")
    assert said[1].startswith(f"{head}you attack with two or more creatures (once, 508.3c)")
    assert said[2].startswith(f"{head}the creature this is attached to attacks")
    assert said[3].startswith(
        f"{head}a Goblin creature you control deals combat damage to an opponent"
    )


def test_the_card_page_says_the_attached_creature_dies_not_this() -> None:
    # Avacyn's Collar's and Endless Evil's triggers watch the creature the Equipment or Aura is
    # attached to (603.10a), and an intervening "if it was a Human" is folded into what it watches.
    said = [
        compile_face(name, name, line, [kind], back=False).readings[0].words
        for name, kind, line in (
            (
                "Avacyn's Collar",
                "Artifact",
                "Whenever equipped creature dies, if it was a Human, create a 1/1 white Spirit "
                "creature token with flying.",
            ),
            (
                "Endless Evil",
                "Enchantment",
                "When enchanted creature dies, if that creature was a Horror, return this card "
                "to its owner's hand.",
            ),
        )
    ]
    head = "a triggered ability: whenever the "
    assert said[0].startswith(f"{head}Human creature this is attached to dies, create")
    assert said[1].startswith(f"{head}Horror creature this is attached to dies, return")
    assert all("put into a graveyard" not in words for words in said)


def test_deals_damage_to_anything_is_that_much() -> None:
    # 120.3, 603.2c: once for all the source dealt at once; "that much" the total (Spirit Link).
    found = _ability("Whenever enchanted creature deals damage, you gain that much life.")
    assert found is not None
    trigger = found.trigger
    assert (trigger.event, trigger.scope, trigger.combat_damage) == (
        "deals_damage",
        "enchanted",
        False,
    )
    (gained,) = found.effects
    assert gained.model_dump()["amount"] == {"count": "event_amount", "times": 1}
    # Only combat damage: Sunhome Enforcer; a creature you control: Noble Purpose.
    own = _ability("Whenever this creature deals combat damage, you gain that much life.")
    assert own is not None
    assert (own.trigger.scope, own.trigger.combat_damage) == ("self", True)
    yours = _ability(
        "Whenever a creature you control deals combat damage, you gain that much life."
    )
    assert yours is not None
    assert (yours.trigger.scope, yours.trigger.filter.types) == ("you_control", ("Creature",))
    # One of two events, the other with no amount: "that much" is unread (603.2).
    assert (
        _ability(
            "Whenever Tireless Gremlin deals damage or is dealt damage, you gain that much life."
        )
        is None
    )


def test_equipped_creature_in_an_instruction_is_the_host_as_it_resolves() -> None:
    # 301.5a, 608.2h: the creature the Equipment is attached to as the ability resolves
    # (Adventuring Gear's ruling), the same reference as an Aura's "enchanted creature".
    found = _ability(
        "Whenever a land you control enters, equipped creature gets +2/+2 until end of turn."
    )
    assert found is not None
    (pump,) = found.effects
    assert isinstance(pump, ApplyContinuous)
    assert pump.target == "enchanted"
    # Contrast: "equipped creatures" (every creature some Equipment is attached to) is a group
    # the vocabulary doesn't name: unread.
    assert (
        _ability(
            "Whenever a land you control enters, equipped creatures get +2/+2 until end of turn."
        )
        is None
    )


def test_it_loses_a_keyword_until_end_of_turn() -> None:
    # Gravity Well (613.1f): the attacking creature the event names loses flying.
    found = _ability("Whenever a creature with flying attacks, it loses flying until end of turn.")
    assert found is not None
    (lost,) = found.effects
    assert isinstance(lost, ApplyContinuous)
    assert (lost.target, lost.modifications) == (
        "that_creature",
        (LoseKeywords(keywords=("Flying",)),),
    )
    # Contrast: "first strike or swampwalk" is one chosen as it resolves (Urborg): unread.
    assert (
        _ability(
            "Whenever a creature with flying attacks, it loses first strike or swampwalk until "
            "end of turn."
        )
        is None
    )

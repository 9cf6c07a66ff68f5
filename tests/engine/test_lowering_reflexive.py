""" "When you do, …" (603.12) lowered as a reflexive triggered ability: created, with targets of
its own, by the one instruction whose action it waits for — one test per rule, each with the
contrast the rule must refuse (a line left unread rather than misread)."""

from __future__ import annotations

from engine.cards.vocabulary import (
    Activated,
    CreateDelayedTrigger,
    Destroy,
    Draw,
    Effect,
    IfYouDo,
    May,
    PlayerSacrifices,
    Sacrifice,
    TargetSpec,
    Triggered,
)
from tests.engine.helpers import lowered_ability

SELVES = ("Tireless Gremlin",)


def _ability(line: str) -> Triggered | Activated | None:
    found = lowered_ability(line, SELVES)
    return found if isinstance(found, Triggered | Activated) else None


def _reflexive(effect: Effect) -> CreateDelayedTrigger:
    assert isinstance(effect, IfYouDo)
    (created,) = effect.then
    assert isinstance(created, CreateDelayedTrigger)
    assert created.at == "reflexive"
    return created


def test_when_you_do_is_an_ability_held_by_the_action_it_waits_for() -> None:
    found = _ability(
        "When this creature enters, you may sacrifice another creature. "
        "When you do, destroy target creature an opponent controls."
    )
    assert isinstance(found, Triggered)
    (held,) = found.effects
    assert isinstance(held, IfYouDo)
    (asked,) = held.effects
    assert isinstance(asked, May)
    assert isinstance(asked.effects[0], PlayerSacrifices)
    created = _reflexive(held)
    assert created.effects == (Destroy(target=0),)
    assert created.text == "When you do, destroy target creature an opponent controls."


def test_its_targets_are_its_own_not_the_ability_creating_it() -> None:
    found = _ability(
        "When this creature enters, you may sacrifice another creature. "
        "When you do, destroy target creature an opponent controls."
    )
    assert isinstance(found, Triggered)
    assert found.targets == ()  # the enters ability goes on the stack without a target
    created = _reflexive(found.effects[0])
    (spec,) = created.targets
    assert isinstance(spec, TargetSpec)
    assert spec.filter.controller == "opponent"


def test_every_sentence_after_it_is_the_reflexive_abilitys() -> None:
    found = _ability(
        "{T}: Sacrifice a creature. When you do, destroy target artifact. Draw a card."
    )
    assert isinstance(found, Activated)
    (held,) = found.effects
    created = _reflexive(held)
    assert created.effects == (Destroy(target=0), Draw())
    assert created.text.endswith("Draw a card.")


def test_a_required_action_is_asked_about_too() -> None:
    found = _ability(
        "At the beginning of your upkeep, sacrifice this creature. "
        "When you do, destroy target artifact."
    )
    assert isinstance(found, Triggered)
    (held,) = found.effects
    assert isinstance(held, IfYouDo)
    assert held.effects == (Sacrifice(target="self"),)
    assert _reflexive(held).effects == (Destroy(target=0),)


def test_a_reference_to_a_target_of_the_creating_ability_stays_unread() -> None:
    # "That creature" names the first ability's target, which the reflexive one, whose targets
    # are its own (603.3d), can't name; a target of its own is read.
    before = "{T}: Tap target creature. You may sacrifice an artifact. When you do, "
    assert _ability(before + "untap that creature.") is None
    assert _ability(before + "untap target creature.") is not None


def test_the_object_the_trigger_event_named_is_remembered() -> None:
    # 603.7c: the reflexive ability remembers what the ability creating it remembered.
    found = _ability(
        "Whenever a creature you control attacks, you may sacrifice an artifact. "
        "When you do, put a +1/+1 counter on that creature."
    )
    assert isinstance(found, Triggered)
    created = _reflexive(found.effects[0])
    assert created.targets == ()
    assert created.effects[0].model_dump()["target"] == "that_creature"


def test_an_action_the_engine_cant_tell_was_taken_stays_unread() -> None:
    # Gaining life isn't an action "you do" can be asked about (`IF_DONE_INSTRUCTIONS`).
    after = ". When you do, destroy target artifact."
    assert _ability("When this creature enters, you gain 2 life" + after) is None
    assert _ability("When this creature enters, you may draw a card" + after) is not None


def test_another_players_action_stays_unread() -> None:
    assert (
        _ability(
            "When this creature enters, target opponent may sacrifice a creature. "
            "When they do, destroy target artifact."
        )
        is None
    )


def test_a_payment_offered_holds_what_the_next_sentence_says() -> None:
    # "You may pay {2}{R}. When you do, …" / "If you do, …" (118.12): done only when paid.
    when = _ability(
        "When this creature enters, you may pay {2}{R}. When you do, it deals 3 damage to "
        "any target."
    )
    assert isinstance(when, Triggered)
    (offer,) = when.effects
    assert isinstance(offer, May)
    assert offer.pay == "{2}{R}"
    (created,) = offer.effects
    assert isinstance(created, CreateDelayedTrigger)
    assert created.at == "reflexive"
    found = _ability("When this creature enters, you may pay {2}. If you do, draw a card.")
    assert isinstance(found, Triggered)
    assert found.effects == (May(pay="{2}", effects=(Draw(),), text="pay {2}"),)


def test_energy_offered_is_removed_as_it_resolves() -> None:
    found = _ability(
        "Whenever you attack, you may pay {E}{E}. When you do, destroy target artifact."
    )
    assert isinstance(found, Triggered)
    (offer,) = found.effects
    assert isinstance(offer, May)
    assert (offer.energy, offer.pay) == (2, None)


def test_a_payment_alone_or_with_x_or_another_sentence_stays_unread() -> None:
    enters = "When this creature enters, you may pay "
    assert _ability(enters + "{2}.") is None  # nothing asks whether it was paid
    assert _ability(enters + "{2}. Draw a card.") is None
    assert _ability(enters + "{X}. When you do, draw a card.") is None  # X of what? (107.3)
    # Nothing asks "if you don't" of a payment held this way.
    assert _ability(enters + "{2}. If you do, draw a card. If you don't, discard a card.") is None

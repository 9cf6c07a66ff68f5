"""'Whenever … becomes tapped' (CR 603.2e, 701.26a): one tap for every way a permanent is tapped,
so the trigger sees a cost, an attack, an effect and regeneration; only a permanent that was
untapped becomes tapped, and one entering tapped never does. The lowering reads the card's own
event, another permanent's ("a creature an opponent controls", "a Merfolk you control") and the
one an Aura is attached to ("enchanted land")."""

from __future__ import annotations

from functools import partial

from engine.cards.vocabulary import Filter, GainLife, PutCounters, Triggered
from tests.engine.helpers import game, lowered_ability, obj, of_kind, play

SELVES = ("Emmara, Soul of the Accord", "Emmara")


#: The shared grammar-and-lowering helper, with this file's card names: a trigger or nothing.
_ability = partial(lowered_ability, selves=SELVES, kinds=(Triggered,))


# -- the lowering -----------------------------------------------------------------------------


def test_the_card_itself_becoming_tapped_by_its_words_or_its_name() -> None:
    for line in (
        "Whenever this creature becomes tapped, you gain 1 life.",
        "Whenever Emmara becomes tapped, you gain 1 life.",
    ):
        found = _ability(line)
        assert found is not None, line
        assert (found.trigger.event, found.trigger.scope) == ("tapped", "self")
        assert found.effects == (GainLife(amount=1),)


def test_another_permanent_becoming_tapped_is_read_with_whose_it_is() -> None:
    theirs = _ability("Whenever a Forest an opponent controls becomes tapped, you gain 1 life.")
    assert theirs is not None
    assert theirs.trigger.scope == "any"
    assert theirs.trigger.filter == Filter(subtypes=("Forest",), controller="opponent")
    yours = _ability("Whenever a creature you control becomes tapped, put a +1/+1 counter on it.")
    assert yours is not None
    assert (yours.trigger.scope, yours.trigger.filter) == (
        "you_control",
        Filter(types=("Creature",)),
    )
    # It is still that permanent (400.7): "it" is the one that became tapped.
    assert yours.effects == (PutCounters(counter="+1/+1", amount=1, target="that_creature"),)


def test_the_permanent_an_aura_enchants_becoming_tapped_names_its_controller() -> None:
    found = _ability("Whenever enchanted land becomes tapped, its controller loses 2 life.")
    assert found is not None
    assert (found.trigger.event, found.trigger.scope) == ("tapped", "enchanted")
    assert found.trigger.filter == Filter(types=("Land",))
    (effect,) = found.effects
    assert effect.model_dump(exclude_defaults=True) == {"amount": 2, "player": "that_player"}


# -- the engine -------------------------------------------------------------------------------

AVENGER = obj("battlefield", "avenger", "Gideon's Avenger")


def test_a_tapped_permanent_tapped_again_doesnt_become_tapped() -> None:
    # 701.26a: only untapped permanents can be tapped; 603.2e: nothing changes, nothing triggers.
    state, events = play(
        game(
            [
                AVENGER,
                obj("battlefield", "bears", "Grizzly Bears", "B", tapped=True),
                obj("hand", "point", "Pressure Point"),
                obj("library", "card", "Island"),
            ],
            players=[{"id": "A", "mana_pool": "{W}{C}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "point", "targets": ["bears"]}, {"resolve": "stack"}],
        )
    )
    assert state.error is None
    assert not of_kind(events, "triggered")
    assert state.objects["avenger"].counter("+1/+1") == 0


def test_a_permanent_entering_tapped_doesnt_become_tapped() -> None:
    # 603.2e: "doesn't trigger if the permanent enters the battlefield in that state" (the
    # card's ruling: an opponent's creature entering tapped doesn't trigger it).
    state, events = play(
        game(
            [AVENGER, obj("hand", "shambler", "Gutterbones", "B")],
            players=[{"id": "A"}, {"id": "B", "mana_pool": "{B}"}],
            turn={"number": 4, "active": "B", "step": "main1"},
            actions=[{"player": "B", "cast": "shambler"}, {"resolve": "stack"}],
        )
    )
    assert state.error is None
    assert state.objects["shambler"].tapped
    assert not of_kind(events, "triggered")
    assert state.objects["avenger"].counter("+1/+1") == 0

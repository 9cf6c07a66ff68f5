"""'Whenever … becomes untapped' (CR 603.2e, 701.26b; inspired): one untap for every way a
permanent is untapped, so the trigger sees the untap step (502.3), an effect ("untap target
creature", "untap all creatures you control") and a cost's {Q} (107.6); only a tapped permanent
becomes untapped, and a stun counter removed instead (122.1d) is no untapping. The lowering
reads the card's own event and another permanent's, as it reads "becomes tapped"."""

from __future__ import annotations

from functools import partial

from engine.cards.vocabulary import Filter, GainLife, PutCounters, Triggered
from engine.core.state import Event, GameState
from tests.engine.helpers import game, lowered_ability, obj, of_kind, play

SELVES = ("Oreskos Sun Guide",)

#: The shared grammar-and-lowering helper, with this file's card names: a trigger or nothing.
_ability = partial(lowered_ability, selves=SELVES, kinds=(Triggered,))


# -- the lowering -----------------------------------------------------------------------------


def test_the_card_itself_becoming_untapped_is_its_own_event() -> None:
    for line in (
        "Inspired — Whenever this creature becomes untapped, you gain 2 life.",
        "Whenever Oreskos Sun Guide becomes untapped, you gain 2 life.",
    ):
        found = _ability(line)
        assert found is not None, line
        assert (found.trigger.event, found.trigger.scope) == ("untapped", "self")
        assert found.effects == (GainLife(amount=2),)


def test_another_permanent_becoming_untapped_is_still_that_permanent() -> None:
    found = _ability("Whenever a creature you control becomes untapped, put a +1/+1 counter on it.")
    assert found is not None
    assert (found.trigger.event, found.trigger.scope) == ("untapped", "you_control")
    assert found.trigger.filter == Filter(types=("Creature",))
    # It is still that permanent (400.7): "it" is the one that became untapped.
    assert found.effects == (PutCounters(counter="+1/+1", amount=1, target="that_creature"),)


def test_becomes_untapped_and_becomes_tapped_are_not_one_event() -> None:
    tapped = _ability("Whenever this creature becomes tapped, you gain 2 life.")
    untapped = _ability("Whenever this creature becomes untapped, you gain 2 life.")
    assert tapped is not None
    assert untapped is not None
    assert (tapped.trigger.event, untapped.trigger.event) == ("tapped", "untapped")


# -- the engine -------------------------------------------------------------------------------

GUIDE = obj("battlefield", "guide", "Oreskos Sun Guide", tapped=True)


def _spell(
    card: str, mana: str, targets: list[str], *, tapped: bool
) -> tuple[GameState, list[Event]]:
    """Player A casts `card` with Oreskos Sun Guide (tapped or not) on the battlefield."""
    cast: dict[str, object] = {"player": "A", "cast": "spell", "targets": targets}
    return play(
        game(
            [
                {**GUIDE, "tapped": tapped},
                obj("hand", "spell", card),
                obj("library", "isle", "Island"),
            ],
            players=[{"id": "A", "mana_pool": mana}, {"id": "B"}],
            actions=[cast, {"resolve": "stack"}],
        )
    )


def test_an_effect_untapping_it_triggers_inspired() -> None:
    state, events = _spell("Refocus", "{C}{U}", ["guide"], tapped=True)
    assert state.error is None
    (said,) = of_kind(events, "triggered")
    assert said.rules == ("603.2e", "701.26b")
    assert state.player("A").life == 22


def test_untapping_all_creatures_untaps_it_once() -> None:
    state, events = _spell("Vitalize", "{G}", [], tapped=True)
    assert state.error is None
    assert len(of_kind(events, "triggered")) == 1
    assert state.player("A").life == 22


def test_an_untapped_permanent_untapped_again_doesnt_become_untapped() -> None:
    # 701.26b: only tapped permanents can be untapped; 603.2e: nothing changes, nothing triggers.
    state, events = _spell("Refocus", "{C}{U}", ["guide"], tapped=False)
    assert state.error is None
    assert not of_kind(events, "triggered")
    assert state.player("A").life == 20


def test_paying_q_untaps_the_permanent() -> None:
    # {Q} (107.6): the cost untaps Patrol Signaler, so it becomes untapped — Mesmeric Orb, which
    # watches every permanent, triggers, and its controller mills a card.
    state, events = play(
        game(
            [
                obj("battlefield", "signaler", "Patrol Signaler", tapped=True),
                obj("battlefield", "orb", "Mesmeric Orb", "B"),
                obj("library", "isle1", "Island"),
                obj("library", "isle2", "Island"),
            ],
            players=[{"id": "A", "mana_pool": "{C}{W}"}, {"id": "B"}],
            actions=[{"player": "A", "activate": "signaler"}, {"resolve": "stack"}],
        )
    )
    assert state.error is None
    assert not state.objects["signaler"].tapped
    (said,) = of_kind(events, "triggered")
    assert said.objects[-1] == "signaler"
    assert len([o for o in state.objects.values() if o.zone.value == "graveyard"]) == 1

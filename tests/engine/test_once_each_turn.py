"""'This ability triggers only once each turn' (CR 603.2, 400.7): a triggered ability of one
object triggers at most once a turn — the turn's record keeps it, a new turn forgets it, and an
object that left and came back is a new one whose ability may trigger again. "Whenever one or
more [permanents] die / enter" is read only with that restriction, where it is the first of
them doing it."""

from __future__ import annotations

from functools import partial

from engine.cards.vocabulary import Filter, Triggered
from tests.engine.helpers import game, lowered_ability, obj, of_kind, play

SELVES = ("Whispering Wizard",)
ONCE = " This ability triggers only once each turn."


#: The shared grammar-and-lowering helper, with this file's card names: a trigger or nothing.
_ability = partial(lowered_ability, selves=SELVES, kinds=(Triggered,))


def test_the_restriction_is_the_triggers_own() -> None:
    line = "Whenever you cast a noncreature spell, you gain 1 life."
    once = _ability(line + ONCE)
    every = _ability(line)
    assert once is not None
    assert every is not None
    assert once.trigger.once_each_turn
    assert not every.trigger.once_each_turn
    assert once.trigger.model_copy(update={"once_each_turn": False}) == every.trigger


def test_one_or_more_dying_is_read_only_once_each_turn() -> None:
    line = "Whenever one or more other creatures die, draw a card."
    assert _ability(line) is None  # one trigger for the whole event: not modelled alone
    found = _ability(line + ONCE)
    assert found is not None
    t = found.trigger
    assert (t.event, t.scope, t.once_each_turn) == ("put_into_graveyard", "any", True)
    assert t.filter == Filter(types=("Creature",), other=True)


def test_one_or_more_of_yours_names_none_of_them() -> None:
    yours = _ability("Whenever one or more creatures you control die, you gain 1 life." + ONCE)
    assert yours is not None
    assert (yours.trigger.scope, yours.trigger.filter) == (
        "you_control",
        Filter(types=("Creature",)),
    )
    # "They" are several permanents: no one of them is "it".
    assert (
        _ability("Whenever one or more creatures you control die, it deals 1 damage to you." + ONCE)
        is None
    )


def test_a_new_object_triggers_again_the_same_turn() -> None:
    # 400.7: Whispering Wizard returned to its owner's hand and cast again is a new object.
    state, events = play(
        game(
            [
                obj("battlefield", "wizard", "Whispering Wizard"),
                obj("battlefield", "bears", "Grizzly Bears"),
                obj("hand", "growth", "Giant Growth"),
                obj("hand", "unsummon", "Unsummon"),
                obj("hand", "growth2", "Giant Growth"),
            ],
            players=[{"id": "A", "mana_pool": "{G}{U}{U}{C}{C}{C}{G}"}, {"id": "B"}],
            actions=[
                {"player": "A", "cast": "growth", "targets": ["bears"], "pay": "{G}"},
                {"resolve": "stack"},
                {"player": "A", "cast": "unsummon", "targets": ["wizard"], "pay": "{U}"},
                {"resolve": "stack"},
                {"player": "A", "cast": "wizard", "pay": "{U}{C}{C}{C}"},
                {"resolve": "stack"},
                {"player": "A", "cast": "growth2", "targets": ["bears"], "pay": "{G}"},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.error is None
    # Giant Growth, then Unsummon (the same object: no token), then Giant Growth (a new one).
    assert len(of_kind(events, "token")) == 2

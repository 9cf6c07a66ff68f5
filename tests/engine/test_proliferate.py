"""Proliferate (CR 701.34a): read as a sentence and as the grammar's verb, the `any_number`
answer checked, and played — one counter of each kind on each chosen permanent or player, a
planeswalker's loyalty among them, and no question when nothing has a counter."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.agenda import AllPass
from engine.core.choices import validate
from engine.core.errors import IllegalActionError
from engine.core.state import Choice, ChoiceKind
from engine.mechanics.proliferate.reading import sentence
from tests.engine.helpers import compiled, game, obj, of_kind, play


@pytest.mark.parametrize(
    ("text", "effects"),
    [
        ("proliferate", [{"op": "proliferate", "count": 1}]),
        ("proliferate twice", [{"op": "proliferate", "count": 2}]),
        # A number of times the sentence reader doesn't count stays unread.
        ("proliferate x times", None),
        ("proliferate a number of times equal to the difference", None),
    ],
)
def test_the_sentence_proliferate_once_or_twice(text: str, effects: Any) -> None:
    assert sentence(text, None, None) == effects


def test_then_proliferate_is_read_after_another_instruction() -> None:
    face = compiled("Grim Affliction")
    assert [r.outcome for r in face.readings] == ["recognised"]
    assert [e["op"] for e in face.effects] == ["counters", "proliferate"]


def _choice() -> Choice:
    return Choice(
        ChoiceKind.ANY_NUMBER, "A", "proliferate", ("701.34a",), ("x", "B"), 0, 2, AllPass()
    )


def test_any_number_is_any_list_of_the_options_none_included_each_once() -> None:
    assert validate(_choice(), []) == ()
    assert validate(_choice(), ["B", "x"]) == ("B", "x")
    with pytest.raises(IllegalActionError, match="chosen once"):
        validate(_choice(), ["x", "x"])
    with pytest.raises(IllegalActionError, match="not among the options"):
        validate(_choice(), ["y"])


def _gambit(*battlefield: dict[str, Any], choices: list[dict[str, Any]]) -> Any:
    return play(
        game(
            [obj("hand", "gambit", "Tezzeret's Gambit"), *battlefield],
            players=[{"id": "A", "library": 5, "mana_pool": "{C}{C}{C}{U}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "gambit"}, {"resolve": "stack"}],
            choices=choices,
        )
    )


def test_a_planeswalkers_loyalty_is_proliferated_like_any_counter() -> None:
    state, events = _gambit(
        obj("battlefield", "jace", "Jace Beleren", counters={"loyalty": 3}),
        choices=[{"any_number": ["jace"]}],
    )
    assert state.objects["jace"].counters == (("loyalty", 4),)
    (said,) = of_kind(events, "proliferate")
    assert said.rules == ("701.34a",)
    assert said.objects == ("A", "jace")


def test_with_no_counter_anywhere_nothing_is_asked() -> None:
    state, events = _gambit(obj("battlefield", "bears", "Grizzly Bears"), choices=[])
    assert state.choice is None
    (said,) = of_kind(events, "proliferate")
    assert "no permanent or player has a counter" in said.text
    assert not of_kind(events, "counters")

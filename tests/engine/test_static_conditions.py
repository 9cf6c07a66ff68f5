"""A static ability's condition is one the layers check (611.3a), never one they'd take as true.

The layers (`engine.derived.layer_effects.condition_holds`) read some of a condition's questions;
what an effect or a trigger asks once ("if it entered this turn", "if you don't cast it") they
don't. A static ability asking such a thing is refused as the card is compiled (it stays
unread), and the layers fail loudly rather than apply its effect as if the condition held.
"""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from pydantic import ValidationError

from engine.cards import vocabulary as v
from engine.cards.vocabulary.conditions import MODIFIERS, QUESTIONS
from engine.core.state import GameObject, PlayerId
from engine.derived import player_conditions
from engine.derived.copiable_values import Working
from engine.derived.layer_effects import Active, condition_holds
from engine.driver.run import load

_SCENARIO: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "A Grizzly Bears on the battlefield",
    "players": [{"id": "A", "library": 5}, {"id": "B", "library": 5}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [{"id": "bear", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"}],
}

#: A condition asking each question the layers don't, as the vocabulary can build one.
_NOT_LAYERED: dict[str, v.Condition] = {
    "self_exiled_card": v.Condition(self_exiled_card=True),
    "self_discarded": v.Condition(self_discarded=True),
    "self_entered": v.Condition(self_entered=True),
    "not_cast": v.Condition(not_cast=True),
    "opponent_controls_more": v.Condition(opponent_controls_more=v.Filter(types=("Land",))),
}
_PUMP = v.ModifyPowerToughness(power=1, toughness=1)


def _active(bear: GameObject, static: v.Static, controller: PlayerId | None) -> Active:
    """The +1/+1 of `static`, a static ability of the Grizzly Bears, ready for layer 7c."""
    return Active(
        key=("static", bear.id, 0, 0, 0),
        layer="7c",
        timestamp=bear.timestamp,
        source_id=bear.id,
        source_name="Grizzly Bears",
        modification=_PUMP,
        static=static,
        controller=controller,
    )


def test_every_condition_field_is_a_question_or_says_how_it_is_asked() -> None:
    """A new field of `Condition` must be sorted here: a question (and then either checked by
    the layers or refused on a static ability) or a modifier of one."""
    fields = set(v.Condition.model_fields)
    assert set(QUESTIONS) | MODIFIERS == fields
    assert not set(QUESTIONS) & MODIFIERS


def test_the_questions_the_layers_dont_ask_are_exactly_these() -> None:
    """Teaching the layers a question means moving it into `STATIC_QUESTIONS` (and out of here)."""
    assert set(QUESTIONS) - v.STATIC_QUESTIONS == set(_NOT_LAYERED)
    assert {c.question for c in _NOT_LAYERED.values()} == set(_NOT_LAYERED)


def test_every_static_question_is_read_by_the_layers() -> None:
    """Each question a static ability can carry has its own check in `condition_holds` (or the
    players' ones, `about_you` and `about_players`, which it asks): none falls through to
    another's."""
    layers = inspect.getsource(condition_holds)
    player = inspect.getsource(player_conditions.about_you)
    player += inspect.getsource(player_conditions.about_players)
    for q in v.STATIC_QUESTIONS:
        assert f"c.{q}" in layers or f"condition.{q}" in player, q


@pytest.mark.parametrize("question", sorted(_NOT_LAYERED))
def test_a_static_ability_asking_what_the_layers_dont_is_refused(question: str) -> None:
    """Compiling "as long as <such a thing>, ~ gets +1/+1" fails, so the card stays unread."""
    with pytest.raises(ValidationError):
        v.Static(modifications=(_PUMP,), condition=_NOT_LAYERED[question])


def test_a_static_ability_counting_creatures_named_this_is_refused() -> None:
    """`named_this` isn't read by the layers' count: refused rather than counted as any name."""
    named = v.Condition(you_control=(v.Filter(types=("Creature",)),), at_most=9, named_this=True)
    with pytest.raises(ValidationError):
        v.Static(modifications=(_PUMP,), condition=named)


@pytest.mark.parametrize("question", sorted(_NOT_LAYERED))
def test_the_layers_never_take_an_unchecked_condition_as_true(question: str) -> None:
    """Built past the vocabulary's check, such an ability makes the layers fail (an internal
    error, exit 5) rather than apply its effect."""
    state = load(_SCENARIO)
    bear = state.objects["bear"]
    static = v.Static.model_construct(modifications=(_PUMP,), condition=_NOT_LAYERED[question])
    active = _active(bear, static, bear.controller)
    world = {bear.id: Working.of(bear, state)}
    with pytest.raises(RuntimeError, match="the layers can't check"):
        condition_holds(state, active, world, {})


def test_a_layered_condition_is_still_checked() -> None:
    """The contrast: "during your turn" in A's turn holds for A's permanent (611.3a)."""
    state = load(_SCENARIO)
    bear = state.objects["bear"]
    static = v.Static(modifications=(_PUMP,), condition=v.Condition(your_turn=True))
    active = _active(bear, static, bear.controller)
    assert condition_holds(state, active, {bear.id: Working.of(bear, state)}, {}) is True


@pytest.mark.parametrize(
    ("condition", "with_controller", "without"),
    [
        (v.Condition(your_turn=True), True, False),
        (v.Condition(graveyard_at_least=1), True, False),
        (v.Condition(opponents_at_least=2), False, True),
        (v.Condition(life_at_most=20), True, True),
    ],
)
def test_a_static_ability_with_no_controller_is_asked_about_the_players(
    condition: v.Condition, with_controller: bool, without: bool
) -> None:
    """A static ability's effect may have no controller (one that goes on after its source
    left, begun with none): then it isn't its turn, it has no graveyard and every player is its
    opponent — the contrast, A's own answers in A's turn with a card in A's graveyard (611.3a,
    102.1, 404.1, 102.3, 119.1)."""
    graveyard = {"id": "dead", "card": "Grizzly Bears", "owner": "A", "zone": "graveyard"}
    state = load(_SCENARIO | {"objects": [*_SCENARIO["objects"], graveyard]})
    bear = state.objects["bear"]
    static = v.Static(modifications=(_PUMP,), condition=condition)
    world = {bear.id: Working.of(bear, state)}
    answers = []
    for controller in (bear.controller, None):
        answers.append(condition_holds(state, _active(bear, static, controller), world, {}))
    assert answers == [with_controller, without]

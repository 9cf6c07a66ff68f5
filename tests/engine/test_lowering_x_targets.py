"""Targets chosen by an X (601.2b, 601.2c, 107.3a): "X target creatures" is exactly X objects
("up to X": none to X), "with mana value X [or less]" compares with X — X announced before any
target is chosen, and the same X as the targets are checked on resolution (608.2b). Only a spell
or an ability whose cost has X says it; a cost's own objects are never chosen by X."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.cards.compiler.abilities import cost as read_cost
from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.vocabulary import Activated, Cost, Filter, TargetSpec, Triggered
from engine.derived.announced_x import settled

SELVES = ("Plaguebearer",)


def _spec(line: str) -> TargetSpec | None:
    tree = parse_line(line, SELVES, spell=True).tree
    assert tree is not None, line
    found = lower_spell([tree])
    if found is None:
        return None
    (spec,) = found.targets
    return spec


def test_x_target_objects_are_counted_by_x() -> None:
    spec = _spec("Destroy X target nonblack creatures.")
    assert spec is not None
    assert spec.count_x
    assert spec.min == 1
    assert spec.text == "X target nonblack creatures"
    up_to = _spec("Destroy up to X target artifacts.")
    assert up_to is not None
    assert up_to.count_x
    assert up_to.min == 0


def test_x_targets_are_settled_by_the_announced_x() -> None:
    exactly, up_to = (
        TargetSpec(kind="creature", count_x=True),
        TargetSpec(kind="creature", count_x=True, min=0),
    )
    three = settled((exactly, up_to), 3)
    assert [(s.min, s.max, s.count_x) for s in three] == [(3, 3, False), (0, 3, False)]
    # X 0: no target at all (601.2c); no X announced is 0 too (107.3b).
    assert [(s.min, s.max) for s in settled((exactly,), None)] == [(0, 0)]


def test_mana_value_x_is_both_bounds_or_less_one() -> None:
    spec = _spec("Destroy target creature with mana value X.")
    assert spec is not None
    assert spec.filter.mana_value_is_x
    (made,) = settled((spec,), 2)
    assert (made.filter.mana_value_at_least, made.filter.mana_value_at_most) == (2, 2)
    less = _spec("Gain control of target creature with mana value X or less.")
    assert less is not None
    (made,) = settled((less,), 2)
    assert (made.filter.mana_value_at_least, made.filter.mana_value_at_most) == (None, 2)


def test_an_ability_needs_x_in_its_cost() -> None:
    paid = parse_line("{X}{X}{B}: Destroy target nonblack creature with mana value X.", SELVES)
    assert paid.tree is not None
    assert isinstance(lower_ability(paid.tree), Activated)
    spec = TargetSpec(kind="creature", filter=Filter(mana_value_is_x=True))
    assert Activated(cost=Cost(mana="{X}"), targets=(spec,), effects=()).targets
    with pytest.raises(ValidationError, match="no X announced"):
        Activated(cost=Cost(mana="{2}"), targets=(spec,), effects=())


def test_a_triggered_ability_has_no_x_for_its_targets() -> None:
    # 107.3: no X of its own to choose; Dune Drifter's enters trigger stays unread.
    plain = {"trigger": {"event": "enters"}, "targets": [TargetSpec(kind="creature")]}
    assert Triggered.model_validate({**plain, "effects": []}).targets
    spec = TargetSpec(kind="creature", count_x=True)
    with pytest.raises(ValidationError, match="no X announced"):
        Triggered.model_validate({**plain, "targets": [spec], "effects": []})


def test_a_costs_objects_are_never_chosen_by_x() -> None:
    # Scrap Welder's and Nahiri's Sacrifice's costs: paying by an X isn't modelled.
    assert read_cost("{T}, Sacrifice an artifact with mana value X") is None
    assert read_cost("{T}, Sacrifice an artifact with mana value 2 or less") is not None

"""Every check of a `Filter` reads each field it can be given, or the vocabulary refuses the field
where that check would be the one asking: the general check (`engine.derived.targets.matches`),
an ability on the stack as a target's (`stack_targets.why_not_ability`, 113.3b-c) and a player's
as a target (`targets.why_illegal`, 115.1) — never a criterion passed over as met. (The layers'
own check is `test_layer_filters`'s.)"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from engine.cards import vocabulary as v
from engine.cards.vocabulary.filters import (
    ABILITY_FIELDS,
    OF_PLAYERS_TOO,
    PLAYER_FIELDS,
    SOURCE_FIELDS,
)
from engine.derived import stack_targets, targets
from engine.derived.targets import matches
from engine.driver.run import load

_FIELDS = sorted(v.Filter.model_fields)
_TRIES: tuple[Any, ...] = (
    True,
    1,
    ("W",),
    ("+1/+1",),
    v.Filter(types=("Creature",)),
    (v.Filter(types=("Creature",)),),
    "opponent",
    "antiquities",
    "colorless",
)


def _asking(name: str) -> v.Filter:
    """A filter asking `name` and nothing else: the first value it takes that isn't its default."""
    for value in _TRIES:
        try:
            flt = v.Filter.model_validate({name: value})
        except ValidationError:
            continue
        if flt.asked == {name}:
            return flt
    raise AssertionError(f"no example value for {name}")


def test_every_filter_field_has_its_own_check_in_the_general_one() -> None:
    """The general check reads each field (or refuses to match on one it isn't handed what it
    needs for): a new field without a check fails here."""
    read = inspect.getsource(targets)
    for name in _FIELDS:
        assert f"flt.{name}" in read, name


_BEAR: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "A Grizzly Bears",
    "players": [{"id": "A", "library": 5}, {"id": "B", "library": 5}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [{"id": "bear", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"}],
}


def test_a_power_compared_with_the_source_matches_nothing_outside_a_target() -> None:
    """ "With power less than this creature's power" (mentor, 702.134a) is asked with the source
    as it is or last existed, which only a target's check is handed (608.2h): elsewhere it never
    matches rather than always. The target's check itself is the mentor goldens'."""
    state = load(_BEAR)
    bear = state.objects["bear"]
    assert matches(state, bear, v.Filter(types=("Creature",)), "A") is None
    less = v.Filter(types=("Creature",), power_less_than_source=True)
    assert matches(state, bear, less, "A") is not None


def test_an_ability_on_the_stack_is_checked_for_each_field_it_may_be_asked() -> None:
    """Its check reads who controls it and how many targets it has (115.9a)."""
    read = inspect.getsource(stack_targets.why_not_ability)
    for name in ABILITY_FIELDS:
        assert f"flt.{name}" in read, name


@pytest.mark.parametrize("name", sorted(set(_FIELDS) - ABILITY_FIELDS))
@pytest.mark.parametrize("kind", ["ability", "spell_or_ability"])
def test_an_ability_target_asking_what_its_check_doesnt_read_is_refused(
    kind: str, name: str
) -> None:
    """ "Target activated ability <such a thing>": refused, so its line stays unread."""
    with pytest.raises(ValidationError, match="an ability on the stack isn't checked"):
        v.TargetSpec(kind=kind, filter=_asking(name))  # type: ignore[arg-type]


def test_an_ability_target_asking_what_its_check_reads_is_kept() -> None:
    """The contrast: "target spell or ability an opponent controls with a single target"."""
    flt = v.Filter(controller="opponent", single_target=True)
    assert v.TargetSpec(kind="spell_or_ability", filter=flt).filter == flt


@pytest.mark.parametrize("name", sorted(set(_FIELDS) - PLAYER_FIELDS))
def test_a_player_target_asking_what_its_check_doesnt_read_is_refused(name: str) -> None:
    """A player's check reads only "target opponent" (102.2)."""
    with pytest.raises(ValidationError, match="a player target isn't checked"):
        v.TargetSpec(kind="player", filter=_asking(name))


def test_a_player_target_you_control_is_refused_and_an_opponent_kept() -> None:
    """No player is controlled; "target opponent" is the contrast."""
    with pytest.raises(ValidationError, match="a player target isn't checked"):
        v.TargetSpec(kind="player", filter=v.Filter(controller="you"))
    opponent = v.Filter(controller="opponent")
    assert v.TargetSpec(kind="player", filter=opponent).filter == opponent


@pytest.mark.parametrize("name", sorted(OF_PLAYERS_TOO))
def test_any_target_asking_what_a_player_could_be_is_refused(name: str) -> None:
    """ "Any target" (115.4): a filter asked of its objects only would let every player through
    what it says of them too (whom "you" means, damage dealt)."""
    with pytest.raises(ValidationError, match="any target's player isn't checked"):
        v.TargetSpec(kind="any", filter=_asking(name))


def test_any_target_naming_what_only_an_object_is_is_kept() -> None:
    """The contrast: "any other target", "target creature or player" name objects only."""
    for flt in (v.Filter(other=True), v.Filter(types=("Creature",))):
        assert v.TargetSpec(kind="any", filter=flt).filter == flt


def test_another_creature_is_never_the_source_and_is_asked_only_with_it() -> None:
    """ "Another creature": the bear is not another creature to its own ability, and is to any
    other object's. Asked with no source, the check once let the bear through as if there were
    none; now it refuses to answer (a bug in the caller, never a match)."""
    state = load(_BEAR)
    bear = state.objects["bear"]
    another = v.Filter(types=("Creature",), other=True)
    assert matches(state, bear, another, "A", "bear") is not None
    assert matches(state, bear, another, "A", "elsewhere") is None
    with pytest.raises(RuntimeError, match="'other' is asked with no source"):
        matches(state, bear, another, "A")


@pytest.mark.parametrize("name", sorted(SOURCE_FIELDS))
def test_a_field_said_of_the_source_is_never_answered_without_it(name: str) -> None:
    """Each field said of the object whose ability it is (its counters, its chosen type, the
    damage it dealt …) raises when the check has no such object, rather than count 0 or none."""
    state = load(_BEAR)
    with pytest.raises(RuntimeError, match=f"'{name}' is asked with no source"):
        matches(state, state.objects["bear"], _asking(name), "A")


def test_a_field_said_of_the_source_in_a_held_filter_is_found() -> None:
    """ "An Aura attached to another creature": the held filter's "other" counts too."""
    held = v.Filter(attached_to=v.Filter(other=True))
    assert held.of_source == "attached_to.other"
    state = load(_BEAR)
    with pytest.raises(RuntimeError, match=r"'attached_to\.other'"):
        matches(state, state.objects["bear"], held, "A")


def test_the_fields_said_of_the_source_are_filter_fields() -> None:
    assert set(v.Filter.model_fields) >= SOURCE_FIELDS


#: The calls of the general check that have no object whose ability asks: a combat rule a
#: creature's characteristics carry names the permanent granting it by name only (613.11), and
#: restricted mana (106.6) its source by name. A filter there asking a field said of the source
#: raises (`test_a_field_said_of_the_source_is_never_answered_without_it`).
_WITHOUT_SOURCE = {"engine/rules/combat_rules.py": 5, "engine/rules/spending_mana.py": 1}


def test_every_call_of_the_general_check_hands_it_the_source() -> None:
    """A new call of `targets.matches` passes the id of the object whose ability or spell it is
    (its fifth argument), or is counted above with the reason it has none."""
    root = Path(__file__).resolve().parents[2]
    without: dict[str, int] = {}
    for path in sorted((root / "engine").rglob("*.py")):
        tree = ast.parse(path.read_text())
        if not any(
            isinstance(n, ast.ImportFrom)
            and n.module == "engine.derived.targets"
            and any(a.name == "matches" for a in n.names)
            for n in ast.walk(tree)
        ):
            continue
        for call in ast.walk(tree):
            if (
                isinstance(call, ast.Call)
                and isinstance(call.func, ast.Name)
                and call.func.id == "matches"
                and len(call.args) < 5
                and not any(k.arg == "source" for k in call.keywords)
            ):
                where = path.relative_to(root).as_posix()
                without[where] = without.get(where, 0) + 1
    assert without == _WITHOUT_SOURCE

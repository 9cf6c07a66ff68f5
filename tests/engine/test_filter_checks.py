"""Every check of a `Filter` reads each field it can be given, or the vocabulary refuses the field
where that check would be the one asking: the general check (`engine.derived.targets.matches`),
an ability on the stack as a target's (`stack_targets.why_not_ability`, 113.3b-c) and a player's
as a target (`targets.why_illegal`, 115.1) — never a criterion passed over as met. (The layers'
own check is `test_layer_filters`'s.)"""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from pydantic import ValidationError

from engine.cards import vocabulary as v
from engine.cards.vocabulary.filters import ABILITY_FIELDS, OF_PLAYERS_TOO, PLAYER_FIELDS
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


def test_a_power_compared_with_the_source_matches_nothing_outside_a_target() -> None:
    """ "With power less than this creature's power" (mentor, 702.134a) is asked with the source
    as it is or last existed, which only a target's check is handed (608.2h): elsewhere it never
    matches rather than always. The target's check itself is the mentor goldens'."""
    state = load(
        {
            "format": "rulings-explorer/1",
            "title": "A Grizzly Bears",
            "players": [{"id": "A", "library": 5}, {"id": "B", "library": 5}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {"id": "bear", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"}
            ],
        }
    )
    bear = state.objects["bear"]
    assert matches(state, bear, v.Filter(types=("Creature",)), "A") is None
    less = v.Filter(types=("Creature",), power_less_than_source=True)
    assert matches(state, bear, less, "A") is not None


def test_a_changed_copy_of_a_filter_asks_again() -> None:
    """What a filter asks is kept once found; a copy with a field changed finds it again."""
    flt = v.Filter(mana_value_is_x=True)
    assert flt.unlayered == "mana_value_is_x"
    settled = flt.model_copy(update={"mana_value_is_x": False, "mana_value_at_most": 3})
    assert settled.unlayered is None
    assert settled.asked == {"mana_value_at_most"}


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

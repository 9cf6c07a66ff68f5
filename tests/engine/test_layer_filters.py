"""The layers' filter check (`engine.derived.layer_filters.matches`) against the general one: the
group a static ability applies to (611.3a) reads the same filter fields a target's does, and a
filter field it doesn't read is refused in a static ability, never taken as matching."""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from pydantic import ValidationError

from engine.cards import vocabulary as v
from engine.derived import layer_filters, stat_bounds
from engine.derived.copiable_values import Working
from engine.derived.layer_filters import matches
from engine.driver.run import load

_SCENARIO: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Two Grizzly Bears, each controlled by the player who doesn't own it",
    "players": [{"id": "A", "library": 5}, {"id": "B", "library": 5}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {
            "id": "mine",
            "card": "Grizzly Bears",
            "owner": "A",
            "zone": "battlefield",
            "controller": "B",
        },
        {
            "id": "theirs",
            "card": "Grizzly Bears",
            "owner": "B",
            "zone": "battlefield",
            "controller": "A",
        },
    ],
}


def test_creatures_you_own_is_the_owner_whoever_controls_it() -> None:
    """ "Creatures you own" (108.3): the one A owns under B's control, not the one A controls."""
    state = load(_SCENARIO)
    own = v.Filter(types=("Creature",), owned_by_you=True)
    assert matches(Working.of(state.objects["mine"], state), own, "A", world={})
    assert not matches(Working.of(state.objects["theirs"], state), own, "A", world={})


def test_permanents_you_dont_own() -> None:
    """ "Permanents you don't own" (108.3): the one A controls but B owns."""
    state = load(_SCENARIO)
    foreign = v.Filter(owned_by_you=False)
    assert matches(Working.of(state.objects["theirs"], state), foreign, "A", world={})
    assert not matches(Working.of(state.objects["mine"], state), foreign, "A", world={})


def test_colored_is_one_or_more_colors() -> None:
    """ "Colored" (105.2): a green creature is, though it is also "monocolored"."""
    state = load(_SCENARIO)
    bears = Working.of(state.objects["mine"], state)
    assert matches(bears, v.Filter(colored="colored"), "A", world={})
    assert not matches(bears, v.Filter(colored="colorless"), "A", world={})


#: A filter asking each field the layers' check doesn't read, as the vocabulary can build one.
_UNLAYERED: dict[str, v.Filter] = {
    "dealt_damage_this_turn": v.Filter(dealt_damage_this_turn=True),
    "dealt_damage_by_source": v.Filter(dealt_damage_by_source=True),
    "targets_you": v.Filter(targets_you=True),
    "targets_source": v.Filter(targets_source=True),
    "targets_object": v.Filter(targets_object=v.Filter(types=("Creature",))),
    "single_target": v.Filter(single_target=True),
    "power_at_most_count": v.Filter(power_at_most_count=v.Filter(subtypes=("Island",))),
    "mana_value_at_most_x": v.Filter(mana_value_at_most_x=True),
    "mana_value_is_x": v.Filter(mana_value_is_x=True),
    "attached_to_object": v.Filter(attached_to_object=0),
    "same_name_as": v.Filter(same_name_as=0),
}
_PUMP = v.ModifyPowerToughness(power=1, toughness=1)


def test_every_filter_field_is_read_by_the_layers_or_refused_in_a_static_ability() -> None:
    """A new field of `Filter` must be sorted here: read by the layers' check, or refused in a
    static ability (its line unread) — never a field the layers pass over as matching."""
    assert set(v.Filter.model_fields) == v.LAYERED_FIELDS | v.UNLAYERED_FIELDS
    assert not v.LAYERED_FIELDS & v.UNLAYERED_FIELDS


def test_the_fields_the_layers_dont_read_are_exactly_these() -> None:
    """Teaching the layers a field means moving it into `LAYERED_FIELDS` (and out of here)."""
    assert set(_UNLAYERED) == v.UNLAYERED_FIELDS
    assert {name: flt.unlayered for name, flt in _UNLAYERED.items()} == {n: n for n in _UNLAYERED}


def test_every_layered_field_has_its_own_check_in_the_layers() -> None:
    """Each field the layers claim to read is asked by their check (or its power and toughness
    bounds, `stat_bounds`): none falls through as always matching."""
    read = inspect.getsource(layer_filters) + inspect.getsource(stat_bounds)
    for name in v.LAYERED_FIELDS:
        assert f"flt.{name}" in read, name


@pytest.mark.parametrize("field", sorted(_UNLAYERED))
def test_a_static_ability_whose_group_asks_what_the_layers_dont_read_is_refused(
    field: str,
) -> None:
    """ "Creatures <such a thing> get +1/+1" fails to compile, so its line stays unread; so does
    one asking it in an "or" of filters or of what a permanent is attached to."""
    flt = _UNLAYERED[field]
    for group in (
        flt,
        v.Filter(any_of=(v.Filter(types=("Artifact",)), flt)),
        v.Filter(attached_to=flt),
    ):
        with pytest.raises(ValidationError, match="group filter"):
            v.Static(affects="all", filter=group, modifications=(_PUMP,))


@pytest.mark.parametrize("field", sorted(_UNLAYERED))
def test_a_static_ability_counting_what_the_layers_dont_read_is_refused(field: str) -> None:
    """Its condition's count ("as long as you control …") and its count "for each" are read by
    the same check, so they are refused alike."""
    flt = _UNLAYERED[field]
    with pytest.raises(ValidationError, match="condition filter"):
        v.Static(modifications=(_PUMP,), condition=v.Condition(you_control=(flt,)))
    for_each = v.ModifyPowerToughnessForEach(power=1, filter=flt)
    with pytest.raises(ValidationError, match="count filter"):
        v.Static(modifications=(for_each,))


@pytest.mark.parametrize("field", sorted(_UNLAYERED))
def test_the_layers_never_take_an_unread_field_as_matching(field: str) -> None:
    """Built past the vocabulary's check, such a filter makes the layers fail (an internal
    error, exit 5) rather than match every object."""
    state = load(_SCENARIO)
    bears = Working.of(state.objects["mine"], state)
    with pytest.raises(RuntimeError, match="the layers can't check"):
        matches(bears, _UNLAYERED[field], "A", world={})


_BOARD: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "A Grizzly Bears with a Bonesplitter, a Hill Giant with charge counters, Ornithopter",
    "players": [{"id": "A", "library": 5}, {"id": "B", "library": 5}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "bear", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        {
            "id": "giant",
            "card": "Hill Giant",
            "owner": "A",
            "zone": "battlefield",
            "counters": {"charge": 2},
            "chosen": {"creature_type": "Bear"},
        },
        {
            "id": "sword",
            "card": "Bonesplitter",
            "owner": "A",
            "zone": "battlefield",
            "attached_to": "bear",
        },
        {"id": "thopter", "card": "Ornithopter", "owner": "B", "zone": "battlefield"},
    ],
}


def _board() -> dict[str, Working]:
    state = load(_BOARD)
    return {o.id: Working.of(o, state) for o in state.objects.values()}


def test_a_name_originally_printed_in_antiquities() -> None:
    """ "With a name originally printed in the Antiquities expansion" (206.3b): its name."""
    world = _board()
    antiquities = v.Filter(name_list="antiquities")
    assert matches(world["thopter"], antiquities, "A", world=world)
    assert not matches(world["bear"], antiquities, "A", world=world)


def test_attached_to_a_creature_you_control() -> None:
    """ "Equipment attached to a creature you control" (301.5): what it is attached to, from the
    filter's player's view — A's Bears, not B's."""
    world = _board()
    flt = v.Filter(
        subtypes=("Equipment",), attached_to=v.Filter(types=("Creature",), controller="you")
    )
    assert matches(world["sword"], flt, "A", world=world)
    assert not matches(world["sword"], flt, "B", world=world)
    assert not matches(world["giant"], v.Filter(attached_to=v.Filter()), "A", world=world)


def test_power_less_than_the_source_s() -> None:
    """ "With power less than ~'s power" (208.1): the source's power as this layer left it;
    without the source, nothing is compared with it."""
    world = _board()
    less = v.Filter(power_less_than_source=True)
    assert matches(world["bear"], less, "A", "giant", world=world)
    assert not matches(world["giant"], less, "A", "giant", world=world)
    assert not matches(world["bear"], less, "A", None, world=world)


def test_mana_value_compared_with_the_source() -> None:
    """ "With the same mana value" (202.3) and "equal to the number of charge counters on ~"
    (122.1): the Bears' 2 against the Giant's 4 and its two counters."""
    world = _board()
    same = v.Filter(mana_value_of_source=True)
    assert matches(world["bear"], same, "A", "bear", world=world)
    assert not matches(world["giant"], same, "A", "bear", world=world)
    charged = v.Filter(mana_value_counters_on_source="charge")
    assert matches(world["bear"], charged, "A", "giant", world=world)
    assert not matches(world["giant"], charged, "A", "giant", world=world)


def test_the_chosen_type_inside_an_or_of_filters() -> None:
    """ "Artifacts and creatures of the chosen type" (607.2d): the alternative asks the type
    chosen for the source too; a source with no choice made names none (607.5a)."""
    world = _board()
    either = v.Filter(any_of=(v.Filter(types=("Artifact",)), v.Filter(chosen_type=True)))
    assert matches(world["bear"], either, "A", "giant", world=world)
    assert not matches(world["bear"], either, "A", "bear", world=world)
    assert matches(world["sword"], either, "A", "bear", world=world)

"""Permanents loaded as copies (the scenario's optional `copy_of`): a Clone put straight onto the
battlefield is as if it had entered as a copy (707.5): the original's copiable values (707.2, a
copy of a copy copying what the first copied, 707.3) and nothing else of it."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError, load, parse_scenario, run
from engine.derived.characteristics import characteristics
from tests.engine.helpers import game, obj, of_kind, play


def board(*extra: dict[str, Any], **clone: Any) -> dict[str, Any]:
    return game(
        [
            obj("battlefield", "orn", "Ornithopter", "B", counters={"+1/+1": 2}, tapped=True),
            obj("battlefield", "sylex", "Golgothian Sylex"),
            {**obj("battlefield", "clone", "Clone", copy_of="orn"), **clone},
            *extra,
        ],
        players=[{"id": "A", "mana_pool": "{C}"}, {"id": "B"}],
    )


def test_a_loaded_clone_has_the_copiable_values_and_nothing_else() -> None:
    state = load(board())
    clone = state.objects["clone"]
    chars = characteristics(state, clone)
    assert (chars.name, chars.power, chars.toughness) == ("Ornithopter", 0, 2)
    assert "Flying" in chars.keywords
    assert "Artifact" in chars.types
    # Counters and status are not copiable values (707.2).
    assert not clone.counters
    assert not clone.tapped
    output, _ = run(parse_scenario(board()))
    shown = next(o for o in output["state"]["objects"] if o["id"] == "clone")
    assert (shown["name"], shown["copy_of"], shown["power"]) == ("Ornithopter", "orn", 0)


def test_a_loaded_clone_of_ornithopter_is_sacrificed_to_the_sylex() -> None:
    """The ruling on the Antiquities names: the current name decides (206.3b, 707.2)."""
    data = board()
    data["actions"] = [{"player": "A", "activate": "sylex", "ability": 1}, {"resolve": "stack"}]
    state, events = play(data)
    assert state.objects["clone"].zone.value == "graveyard"
    sacrificed = [e.objects for e in of_kind(events, "sacrifice")]
    assert ("clone",) in sacrificed


def test_a_copy_of_a_loaded_copy_copies_what_it_copied() -> None:
    state = load(board(obj("battlefield", "clone2", "Clone", copy_of="clone")))
    assert characteristics(state, state.objects["clone2"]).name == "Ornithopter"


@pytest.mark.parametrize(
    ("change", "path", "message"),
    [
        ({"copy_of": "nobody"}, "objects[2].copy_of", "no other object 'nobody'"),
        ({"copy_of": "clone"}, "objects[2].copy_of", "no other object 'clone'"),
        ({"copy_of": "sylex"}, "objects[2].copy_of", "Clone can't copy Golgothian Sylex"),
        ({"zone": "hand"}, "objects[2].copy_of", "only a permanent on the battlefield"),
    ],
)
def test_loaded_copies_are_refused_naming_the_field(
    change: dict[str, Any], path: str, message: str
) -> None:
    with pytest.raises(ScenarioError) as refused:
        load(board(**change))
    assert refused.value.path == path
    assert message in refused.value.message


def test_only_a_card_that_enters_as_a_copy_is_loaded_as_one() -> None:
    data = game(
        [
            obj("battlefield", "orn", "Ornithopter"),
            obj("battlefield", "bears", "Grizzly Bears", copy_of="orn"),
        ]
    )
    with pytest.raises(ScenarioError, match="Grizzly Bears has no ability that makes it enter"):
        load(data)


def test_copies_that_copy_each_other_are_refused() -> None:
    data = board(obj("battlefield", "clone2", "Clone", copy_of="clone"), copy_of="clone2")
    with pytest.raises(ScenarioError, match="these copies copy each other"):
        load(data)

"""A creature type chosen as a permanent enters (CR 614.12a, 205.3m) and "the chosen type" of its
linked abilities (607.2d): the answer checked, an undefined choice doing nothing (607.5a), the
words read only beside a creature-type choice, and "is every creature type" working in every
zone as changeling's does (604.3)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import load
from engine.derived.characteristics import characteristics
from tests.engine.helpers import compiled, error_rules, game, obj, play


def _conspiracy(answer: str) -> dict[str, Any]:
    return game(
        [
            obj("hand", "consp", "Conspiracy"),
            obj("battlefield", "bears", "Grizzly Bears"),
        ],
        players=[{"id": "A", "mana_pool": "{B}{B}{C}{C}{C}"}, {"id": "B"}],
        actions=[{"player": "A", "cast": "consp"}, {"resolve": "stack"}],
        choices=[{"creature_type": answer}],
    )


def test_a_creature_type_of_the_list_is_kept_and_applied() -> None:
    state, _ = play(_conspiracy("Elf"))
    assert dict(state.objects["consp"].chosen) == {"creature_type": "Elf"}


@pytest.mark.parametrize("answer", ["Vampire Knight", "Artifact", "Equipment", "elf"])
def test_two_types_a_card_type_or_another_subtype_is_refused(answer: str) -> None:
    state, _ = play(_conspiracy(answer))
    assert error_rules(state) == ["614.12a", "205.3m"]
    assert state.error is not None
    assert "not a creature type" in state.error["message"]
    assert "consp" not in [o.id for o in state.battlefield()]


def test_no_type_chosen_the_chosen_type_does_nothing() -> None:
    """A scenario's Conspiracy loaded with no `chosen` has an undefined choice (607.5a)."""
    state = load(
        game(
            [
                obj("battlefield", "consp", "Conspiracy"),
                obj("battlefield", "bears", "Grizzly Bears"),
            ]
        )
    )
    chars = characteristics(state, state.objects["bears"])
    assert chars.subtypes == ("Bear",)
    assert error_rules(state) is None


def test_no_type_chosen_no_creature_is_of_the_chosen_type() -> None:
    """Engineered Plague loaded with no `chosen` (607.5a): "all creatures of the chosen type"
    are none, so no creature gets -1/-1; with Bear chosen, the Bears do (607.2d)."""
    unchosen = load(
        game(
            [
                obj("battlefield", "plague", "Engineered Plague"),
                obj("battlefield", "bears", "Grizzly Bears"),
            ]
        )
    )
    assert characteristics(unchosen, unchosen.objects["bears"]).toughness == 2
    chosen = load(
        game(
            [
                {
                    **obj("battlefield", "plague", "Engineered Plague"),
                    "chosen": {"creature_type": "Bear"},
                },
                obj("battlefield", "bears", "Grizzly Bears"),
            ]
        )
    )
    assert characteristics(chosen, chosen.objects["bears"]).toughness == 1


def test_the_chosen_type_is_read_only_beside_a_creature_type_choice() -> None:
    # Thran Portal chooses a basic land type, which isn't modelled: its line stays unread.
    portal = compiled("Thran Portal")
    outcomes = {r.line: r.outcome for r in portal.readings}
    assert outcomes["This land is the chosen type in addition to its other types."] == "gap"
    xenograft = compiled("Xenograft")
    assert [r.outcome for r in xenograft.readings] == ["recognised", "recognised"]


def test_every_creature_type_works_in_every_zone() -> None:
    state = load(
        game([obj("hand", "m", "Mistform Ultimus"), obj("library", "l", "Mistform Ultimus")])
    )
    for i in ("m", "l"):
        subtypes = characteristics(state, state.objects[i]).subtypes
        assert {"Illusion", "Goblin", "Time Lord"} <= set(subtypes)

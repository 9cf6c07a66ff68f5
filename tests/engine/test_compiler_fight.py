"""The compiler's fight family: "fights" (701.14a) and the one-sided "deals damage equal to its
power to" (120.2b), whose damage a creature deals, not the spell. Each case is a real card's line
and what it must be read as, or a line that must stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from tests.engine.helpers import compiled, line_starting, vocabulary

_YOURS = {
    "kind": "creature",
    "text": "target creature you control",
    "filter": {"controller": "you"},
}
_THEIRS = {
    "kind": "creature",
    "text": "target creature you don't control",
    "filter": {"controller": "opponent"},
}


def _targets(name: str, line: str) -> list[Any]:
    face = compiled(name)
    found = line_starting(face, line)
    if found.abilities and isinstance(found.abilities[0], dict):
        return list(found.abilities[0].get("targets", ()))
    return list(face.targets)


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        (
            "Prey Upon",
            "Target creature you control fights",
            [{"op": "fight", "by": 0, "target": 1}],
            "target creature you control fights target creature an opponent controls (701.14a)",
        ),
        (
            "Epic Confrontation",
            "Target creature you control gets +1/+2",
            [
                {
                    "op": "continuous",
                    "target": 0,
                    "modifications": [{"op": "modify_pt", "power": 1, "toughness": 2}],
                },
                {"op": "fight", "by": 0, "target": 1},
            ],
            "until end of turn; then target creature you control fights target creature",
        ),
        (
            "Hunt the Weak",
            "Put a +1/+1 counter on target creature you control. Then that creature fights",
            [
                {"op": "counters", "counter": "+1/+1", "amount": 1, "target": 0},
                {"op": "fight", "by": 0, "target": 1},
            ],
            "then target creature you control fights",
        ),
        (
            "Contested Cliffs",
            "{R}{G}, {T}: Target Beast creature you control fights",
            [{"op": "fight", "by": 0, "target": 1}],
            "target Beast creature you control fights target creature an opponent controls",
        ),
        (
            "Brash Taunter",
            "{2}{R}, {T}: This creature fights another target creature.",
            [{"op": "fight", "by": "self", "target": 0}],
            "this creature fights target other creature (701.14a)",
        ),
        (
            "Affectionate Indrik",
            "When this creature enters, you may have it fight",
            [
                {
                    "op": "may",
                    "text": "have it fight target creature you don't control",
                    "effects": [{"op": "fight", "by": "self", "target": 0}],
                }
            ],
            "you may: this creature fights target creature an opponent controls (701.14a)",
        ),
        (
            "Apex Altisaur",
            "When this creature enters, it fights up to one target",
            [{"op": "fight", "by": "self", "target": 0}],
            "this creature fights up to one target creature an opponent controls (701.14a); "
            "with none chosen, no fight",
        ),
        (
            "Pitiless Fists",
            "When this Aura enters, enchanted creature fights",
            [{"op": "fight", "by": "enchanted", "target": 0}],
            "the permanent it enchants fights up to one target creature an opponent controls",
        ),
        (
            "Rabid Bite",
            "Target creature you control deals damage equal to its power",
            [{"op": "bite", "by": 0, "to": 1}],
            "target creature you control deals damage equal to its power to target creature an "
            "opponent controls (the creature is the source, 120.2b)",
        ),
        (
            "Bite Down",
            "Target creature you control deals damage equal to its power",
            [{"op": "bite", "by": 0, "to": 1}],
            "to target creature or planeswalker an opponent controls",
        ),
        (
            "Soul's Fire",
            "Target creature you control deals damage equal to its power",
            [{"op": "bite", "by": 0, "to": 1}],
            "to any target (a creature, player or planeswalker)",
        ),
        (
            "Clear Shot",
            "Target creature you control gets +1/+1 until end of turn. It deals damage",
            [
                {
                    "op": "continuous",
                    "target": 0,
                    "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}],
                },
                {"op": "bite", "by": 0, "to": 1},
            ],
            "then target creature you control deals damage equal to its power",
        ),
        (
            "Felling Blow",
            "Put a +1/+1 counter on target creature you control. Then that creature deals",
            [
                {"op": "counters", "counter": "+1/+1", "amount": 1, "target": 0},
                {"op": "bite", "by": 0, "to": 1},
            ],
            "deals damage equal to its power to target creature an opponent controls",
        ),
    ],
)
def test_a_fight_or_bite_is_read(name: str, line: str, effects: Any, said: str) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert said in words


def test_prey_upons_targets_are_yours_then_theirs() -> None:
    assert _targets("Prey Upon", "Target creature you control fights") == [_YOURS, _THEIRS]


def test_up_to_one_target_may_be_none() -> None:
    (spec,) = _targets("Apex Altisaur", "When this creature enters, it fights up to one target")
    assert spec == {**_THEIRS, "min": 0}


@pytest.mark.parametrize(
    ("text", "types"),
    [
        # Only creatures fight (701.14a).
        ("Target creature you control fights target artifact.", ("Sorcery",)),
        ("Target artifact you control fights target creature.", ("Sorcery",)),
        # A target chosen at random, a target of another player's choice: not modelled.
        (
            "When this creature enters, it fights target creature an opponent controls chosen at "
            "random.",
            ("Creature",),
        ),
        # A rider the vocabulary can't say keeps the whole spell unread.
        (
            "Target creature you control fights target creature an opponent controls. If the "
            "creature an opponent controls would die this turn, exile it instead.",
            ("Sorcery",),
        ),
        (
            "Whenever another creature you control enters, you may have it fight target creature.",
            ("Creature",),
        ),
    ],
)
def test_a_fight_that_isnt_clear_is_not_read(text: str, types: tuple[str, ...]) -> None:
    compiled = compile_face("Test Card", "Test Card", text, types)
    assert [r.outcome for r in compiled.readings] == ["unsupported"]


def test_another_target_creature_is_other_than_the_fighter() -> None:
    # "Another target creature" after the target fighter: a criterion of the second target,
    # other than the creature chosen for the first (115.3), read by the grammar's route.
    compiled = compile_face(
        "Test Card",
        "Test Card",
        "Target creature you control fights another target creature.",
        ("Sorcery",),
    )
    assert [r.outcome for r in compiled.readings] == ["recognised"]
    assert [t.get("other_than_earlier", False) for t in compiled.targets] == [False, True]

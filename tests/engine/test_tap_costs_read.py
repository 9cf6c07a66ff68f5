"""The cost reader's "Tap [N / another] [other] untapped [permanents] you control" (118.3,
602.2b): how many permanents, of which kind, and whether the source itself may be one."""

from __future__ import annotations

import pytest

from engine.cards.compiler.abilities import cost


@pytest.mark.parametrize(
    ("text", "tapped"),
    [
        # Black Oak of Odunos: one other creature, not the source.
        (
            "Tap another untapped creature you control",
            {"filter": {"other": True, "types": ["Creature"], "controller": "you"}, "count": 1},
        ),
        # Saradoc, Master of Buckland: "other" before "untapped".
        (
            "Tap two other untapped Halflings you control",
            {"filter": {"subtypes": ["Halfling"], "other": True, "controller": "you"}, "count": 2},
        ),
        # Lathril, Blade of the Elves: ten, the source among them if untapped.
        (
            "Tap ten untapped Elves you control",
            {"filter": {"subtypes": ["Elf"], "controller": "you"}, "count": 10},
        ),
    ],
)
def test_tap_untapped_permanents_cost(text: str, tapped: dict[str, object]) -> None:
    assert cost(text) == {"tap_untapped": tapped}


def test_tap_artifacts_and_or_creatures_is_either_kind() -> None:
    """ "Artifacts and/or creatures" (Adaptive Gemguard): a permanent of either type pays it,
    as "artifacts or creatures" would."""
    either = {"any_types": ["Artifact", "Creature"], "controller": "you"}
    assert cost("Tap two untapped artifacts and/or creatures you control") == {
        "tap_untapped": {"filter": either, "count": 2}
    }
    # Contrast: a list with a word no type reader knows stays unread.
    assert cost("Tap two untapped artifacts and/or gizmos you control") is None


def test_remove_a_counter_from_a_creature_you_control() -> None:
    """One permanent the player controls, chosen as the cost is paid (601.2h, 118.3); "from
    this creature" is the card's own counter."""
    assert cost("{2}, Remove a +1/+1 counter from a creature you control") == {
        "mana": "{2}",
        "remove_counters": [
            {"counter": "+1/+1", "count": 1, "source": {"types": ["Creature"], "controller": "you"}}
        ],
    }
    assert cost("Remove a +1/+1 counter from ~") == {
        "remove_counters": [{"counter": "+1/+1", "count": 1}]
    }
    # Contrast: an opponent's creature is no permanent of the player's to pay with.
    assert cost("Remove a +1/+1 counter from a creature an opponent controls") is None

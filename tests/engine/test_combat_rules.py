"""Restrictions on declaring blockers from evasion keywords and static abilities (CR 509.1b),
each one entry of the one data-driven mechanism (`engine.rules.combat_rules`): real cards, a block
the rule refuses (with its rule) and one it allows."""

from __future__ import annotations

import pytest

from tests.engine.helpers import error_rules, game, obj, play


def _block(
    attacker: str, blockers: list[str], extra: tuple[tuple[str, str], ...] = ()
) -> list[str] | None:
    """Attack player B with `attacker`; B blocks it with every one of `blockers`."""
    objects = [obj("battlefield", "attacker", attacker, "A")]
    objects += [obj("battlefield", f"b{i}", name, "B") for i, name in enumerate(blockers)]
    objects += [obj("battlefield", f"x{i}", name, owner) for i, (name, owner) in enumerate(extra)]
    state, _ = play(
        game(
            objects,
            actions=[
                {"advance_to": "declare_attackers"},
                {"attack": {"attacker": "B"}},
                {"block": {f"b{i}": "attacker" for i in range(len(blockers))}},
            ],
        )
    )
    return error_rules(state)


@pytest.mark.parametrize(
    ("attacker", "refused", "allowed", "rule"),
    [
        # Fear: only artifact and/or black creatures (702.36b).
        ("Severed Legion", "Hill Giant", "Ornithopter", "702.36b"),
        ("Severed Legion", "Hill Giant", "Dross Crocodile", "702.36b"),
        # Intimidate: artifact creatures and creatures sharing a color with it (702.13b).
        ("Heirs of Stromkirk", "Grizzly Bears", "Hill Giant", "702.13b"),
        ("Heirs of Stromkirk", "Grizzly Bears", "Phyrexian Walker", "702.13b"),
        # Shadow: only creatures with shadow block it (702.28b).
        ("Soltari Foot Soldier", "Grizzly Bears", "Soltari Foot Soldier", "702.28b"),
        # Horsemanship: only creatures with horsemanship (702.31b).
        ("Shu Cavalry", "Grizzly Bears", "Shu Cavalry", "702.31b"),
        # Flying: flying or reach (702.9b), as before.
        ("Suntail Hawk", "Grizzly Bears", "Ornithopter", "702.9b"),
    ],
)
def test_an_evasion_keyword_refuses_some_blockers_and_allows_others(
    attacker: str, refused: str, allowed: str, rule: str
) -> None:
    assert _block(attacker, [refused]) == [rule]
    assert _block(attacker, [allowed]) is None


def test_a_creature_with_shadow_can_block_only_creatures_with_shadow() -> None:
    # 702.28b: "a creature without shadow can't be blocked by creatures with shadow".
    assert _block("Grizzly Bears", ["Soltari Foot Soldier"]) == ["702.28b"]


def test_landwalk_looks_at_the_defending_players_lands_only() -> None:
    # 702.14c: the defending player's Swamp, not the attacking player's.
    assert _block("Bog Wraith", ["Grizzly Bears"], (("Swamp", "B"),)) == ["702.14c"]
    assert _block("Bog Wraith", ["Grizzly Bears"], (("Swamp", "A"),)) is None
    assert _block("Bog Wraith", ["Grizzly Bears"], (("Island", "B"),)) is None


def test_menace_and_can_not_be_blocked_by_more_than_one_are_counts_of_blockers() -> None:
    assert _block("Boggart Brute", ["Grizzly Bears"]) == ["702.111b"]
    assert _block("Boggart Brute", ["Grizzly Bears", "Hill Giant"]) is None
    assert _block("Stalking Tiger", ["Grizzly Bears"]) is None
    assert _block("Stalking Tiger", ["Grizzly Bears", "Hill Giant"]) == ["509.1b"]

"""The combat tests' board: a turn-3 scenario for player A with creatures of each combat keyword,
and the actions that take an attack through to the postcombat main phase."""

from __future__ import annotations

from typing import Any

from engine.core.state import GameState
from engine.driver.output import state_out
from tests.engine.helpers import creature, game

BEARS = "Grizzly Bears"  # 2/2
LIONS = "Savannah Lions"  # 2/1

CARDS = [
    creature("Wall", 0, 4, "Defender"),
    creature("Angel", 2, 2, "Flying"),
    creature("Spider", 1, 3, "Reach"),
    creature("Watchman", 2, 2, "Vigilance"),
    creature("Brute", 3, 3, "Menace"),
    creature("Duelist", 2, 2, "First strike"),
    creature("Twinblade", 2, 2, "Double strike"),
    creature("Stomper", 5, 5, "Trample"),
    creature("Viper", 1, 1, "Deathtouch"),
    creature("Trampling Viper", 3, 3, "Deathtouch", "Trample"),
    creature("Priest", 2, 2, "Lifelink"),
    creature("White Knight", 2, 2, "Protection from green"),
    creature("Ox", 0, 6),
    creature("Giant", 5, 5),
]


def combat(
    objects: list[dict[str, Any]],
    actions: list[dict[str, Any]],
    *,
    step: str = "main1",
    choices: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A turn-3 scenario for player A, with the combat test creatures available."""
    return game(
        objects,
        cards=CARDS,
        turn={"number": 3, "active": "A", "step": step},
        actions=actions,
        choices=choices,
    )


def to_damage(attack: dict[str, str], block: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """Declare, block, and go on to the postcombat main phase."""
    return [
        {"advance_to": "declare_attackers"},
        {"attack": attack},
        {"block": block or {}},
        {"advance_to": "main2"},
    ]


def objects_out(state: GameState) -> dict[str, dict[str, Any]]:
    return {o["id"]: o for o in state_out(state)["objects"]}


def life(state: GameState, player: str) -> int:
    return state.player(player).life

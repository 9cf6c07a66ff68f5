"""Who does an instruction: the player an oracle phrase names as its subject ("target player",
"each opponent", "defending player", "that player", "its controller"), read into an
instruction's `player` (and `target`), and said back in words for the card page (102, 115.1,
506.2, 603.2, 608.2h)."""

from __future__ import annotations

from typing import Any


def player_subject(who: str, targets: Any, each: str = "each") -> dict[str, Any] | None:
    """Who does it, as an instruction's `player` (and `target`): "target player / opponent" (a
    target), "each player" (`each`), "each opponent" or "each other player", "defending player"
    and "that player" where the trigger event names one (506.2, 603.2), else the one player
    already targeted; None when it isn't clear who. `targets` is the ability's `Targets`."""
    if who in ("target player", "target opponent"):
        index = targets.add(who)
        return None if index is None else {"player": "target", "target": index}
    if who == "each player":
        return {"player": each}
    if who in ("each opponent", "each other player"):
        return {"player": "each_opponent"}
    if who == "defending player":
        return {"player": "defending"} if "defending" in targets.named_players else None
    if who == "that player":
        players = [i for i, spec in enumerate(targets.specs) if spec["kind"] == "player"]
        if len(players) == 1 and not targets.named_players:
            return {"player": "target", "target": players[0]}
        if not players and "that_player" in targets.named_players:
            return {"player": "that_player"}
        return None  # which player "that player" is isn't clear
    if who == "you":
        return {}
    if who in _ITS_CONTROLLER:
        # "Its controller" (Swords to Plowshares): the controller of the one object targeted so
        # far, as it is or as it last existed (608.2h).
        objects = [i for i, spec in enumerate(targets.specs) if spec["kind"] != "player"]
        if len(objects) == 1 and targets.specs[objects[0]].get("max", 1) == 1:
            return {"player": "controller", "target": objects[0]}
    return None


#: The words naming the controller of the object an instruction targeted.
_ITS_CONTROLLER = ("its controller", "that creature's controller", "that permanent's controller")


def player_words(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    """Who an instruction's `player` is, in words ("target opponent", "defending player",
    "you"): what `player_subject` read, said back for the card page."""
    who = e.get("player", "you")
    if who == "target":
        index = e.get("target")
        spec = specs[index] if isinstance(index, int) and index < len(specs) else {}
        return (
            "target opponent"
            if spec.get("filter", {}).get("controller") == "opponent"
            else "target player"
        )
    if who == "controller":
        index = e.get("target")
        spec = specs[index] if isinstance(index, int) and index < len(specs) else {}
        return f"the controller of {spec.get('text') or 'the target'}"
    return {
        "each": "each player",
        "each_player": "each player",
        "each_opponent": "each opponent",
        "defending": "defending player (506.2)",
        "that_player": "that player",
    }.get(who, "you")

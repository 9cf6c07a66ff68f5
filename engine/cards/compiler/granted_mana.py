"""Mana abilities an Aura or Equipment grants (CR 613.1f): 'Enchanted land has "{T}: Add two
mana of any one color."' (Gift of Paradise), 'Enchanted creature has "{T}: Add one mana of any
color."' (Karametra's Favor), 'Equipped creature has …' (Paradise Mantle).

The quoted ability is read by the activated-ability template and kept only when it is a mana
ability (605.1a) whose cost is {T} and mana: "this" inside the quotes would be the permanent
that has the ability, which the quoted text names no other way, so nothing else is risked. The
permanent gains it in layer 6 (613.1f), after its printed abilities.
"""

from __future__ import annotations

from typing import Any

from engine.cards.compiler import abilities
from engine.cards.compiler.text import pattern

_HOSTS = {
    "Enchanted land": "enchanted",
    "Enchanted creature": "enchanted",
    "Equipped creature": "equipped",
}
_MANA_OPS = ("add_mana", "add_mana_one_of", "add_mana_combination")


def granted(text: str) -> dict[str, Any] | None:
    """'Enchanted land has "{T}: Add {G}{G}."' -> a static ability granting that mana ability
    to the permanent the Aura or Equipment is attached to (613.1f), or None."""
    m = pattern(r"(Enchanted land|Enchanted creature|Equipped creature) has \"(.+)\"").fullmatch(
        text
    )
    if m is None:
        return None
    inner = abilities.activated(m.group(2))
    if inner is None or set(inner) != {"kind", "cost", "effects"}:
        return None
    if set(inner["cost"]) - {"tap", "mana"} or not inner["cost"].get("tap"):
        return None
    if not all(e["op"] in _MANA_OPS for e in inner["effects"]):
        return None
    ability = {**inner, "text": m.group(2)}
    return {
        "kind": "static",
        "affects": _HOSTS[m.group(1)],
        "modifications": [{"op": "add_abilities", "abilities": [ability]}],
    }

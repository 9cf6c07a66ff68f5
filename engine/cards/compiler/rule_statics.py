"""Small rule-modifying statics and replacements many cards print, read and said back in words.

- Maximum hand size: "You have no maximum hand size.", "Your maximum hand size is reduced by
  two.", "Each opponent's maximum hand size is reduced by one.", "Your maximum hand size is
  five." — a rule-modifying effect on players (402.2, 613.10, 613.11) that the cleanup step's
  discard looks at (514.1), a `Static` on "you" or "opponents". "Players have no maximum hand
  size." is one ability affecting every player: two statics, one on its controller and one on
  each opponent, with the same line.
- "If ~ would be put into a graveyard from anywhere, exile it instead." — the card's own
  replacement effect (614.1a), functioning from every zone (113.6b).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.selectors import amount

Ability = dict[str, Any]

_WHOSE = {"Your": "you", "Each opponent's": "opponents"}


def _static(affects: str, change: dict[str, Any]) -> Ability:
    return {
        "kind": "static",
        "affects": affects,
        "modifications": [{"op": "max_hand_size", **change}],
    }


def hand_size(text: str) -> Ability | list[Ability] | None:
    """The line's static ability (two for "Players have …"), or None."""
    if text == "You have no maximum hand size.":
        return _static("you", {"unlimited": True})
    if text == "Players have no maximum hand size.":
        return [_static("you", {"unlimited": True}), _static("opponents", {"unlimited": True})]
    m = re.fullmatch(
        r"(Your|Each opponent's) maximum hand size is (?:(increased|reduced) by )?(\w+)\.", text
    )
    if not m or not isinstance(n := amount(m.group(3)), int):
        return None
    if m.group(2) is None:
        return _static(_WHOSE[m.group(1)], {"set_to": n})
    if n == 0:
        return None
    return _static(_WHOSE[m.group(1)], {"change": n if m.group(2) == "increased" else -n})


def exile_instead(text: str) -> Ability | None:
    """ "If ~ would be put into a graveyard from anywhere, exile it instead." (614.1a)."""
    if text != "If ~ would be put into a graveyard from anywhere, exile it instead.":
        return None
    return {"kind": "exile_instead_of_graveyard"}


def said(a: Any) -> str | None:
    """Words for an ability of this family, or None for any other."""
    if isinstance(a, dict) and a.get("kind") == "exile_instead_of_graveyard":
        return (
            "a replacement effect of the card itself: if it would be put into a graveyard from "
            "anywhere — the battlefield, the stack, a hand, a library — it is exiled instead "
            "(614.1a, 113.6b), whenever it has this ability there"
        )
    if not isinstance(a, dict) or a.get("kind") != "static":
        return None
    mods = a.get("modifications", [])
    if not mods or any(m.get("op") != "max_hand_size" for m in mods):
        return None
    who, has, whose = (
        ("you", "have", "your")
        if a.get("affects") == "you"
        else ("each opponent", "has", "each opponent's")
    )
    parts = []
    for m in mods:
        if m.get("unlimited"):
            parts.append(f"{who} {has} no maximum hand size")
        elif m.get("set_to") is not None:
            parts.append(f"{whose} maximum hand size is {m['set_to']}")
        else:
            change = m.get("change", 0)
            way = "increased" if change > 0 else "reduced"
            parts.append(f"{whose} maximum hand size is {way} by {abs(change)}")
    return (
        f"a static ability: {' and '.join(parts)} — checked as the cleanup step's discard "
        "happens (402.2, 514.1; a rule-modifying effect on a player, 613.10, 613.11)"
    )

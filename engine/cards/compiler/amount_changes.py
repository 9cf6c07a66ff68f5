"""Replacement effects that change an amount, read and said back in words (CR 614.1a, 616.1).

- Damage: "If a source would deal damage to a permanent or player, it deals double that damage
  to that permanent or player instead." (Furnace of Rath), "… triple that damage …", "If a red
  source you control would deal damage to an opponent or a permanent an opponent controls, it
  deals that much damage plus 2 instead." (Torbran), "… that much damage minus 1 …".

Each is a `Replacement` of the card vocabulary (event "damage", `multiply` or `add`); when several
apply to one event, the affected player or the controller of the affected permanent chooses
their order (616.1).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.filter_words import filter_words, one
from engine.cards.compiler.selectors import NUMBERS, group, spell_filter

Ability = dict[str, Any]

#: Who damage would be dealt to, as `Replacement.to` (with a filter for permanents).
_DAMAGE_TO: dict[str, tuple[str, dict[str, Any]]] = {
    "a permanent or player": ("any", {}),
    "an opponent or a permanent an opponent controls": ("opponent_or_theirs", {}),
    "an opponent": ("opponent", {}),
    "a player": ("player", {}),
    "you": ("you", {}),
    "a creature": ("permanent", {"types": ["Creature"]}),
    "a creature you control": ("permanent", {"types": ["Creature"], "controller": "you"}),
    "a creature an opponent controls": (
        "permanent",
        {"types": ["Creature"], "controller": "opponent"},
    ),
}
#: The recipient said again after the new amount ("… to that permanent or player instead").
_AGAIN = (
    r"(?: to (?:that permanent or player|that player or permanent|that player|that creature|"
    r"that permanent|you))?"
)
_DAMAGE = re.compile(
    r"If (?P<source>.+?) would deal damage(?: to (?P<to>.+?))?, (?:it|that source) deals "
    r"(?:(?P<times>double|triple) that damage|that much damage (?P<way>plus|minus) (?P<n>\w+))"
    rf"{_AGAIN} instead\."
)
_TIMES = {"double": 2, "twice": 2, "triple": 3, "three times": 3}


def _source(phrase: str) -> dict[str, Any] | None:
    """ "a source" -> {}; "a red source you control", "another instant or sorcery source you
    control", "a creature you control" -> a filter of the damage's source; None if unread."""
    m = re.fullmatch(r"(a|an|another) (?:(.+) )?source( you control)?", phrase)
    if m is None:
        named = re.fullmatch(r"an? (.+)", phrase)
        return group(named.group(1)) if named else None
    flt = spell_filter(m.group(2) or "")
    if flt is None:
        return None
    if m.group(1) == "another":
        flt["other"] = True
    if m.group(3):
        flt["controller"] = "you"
    return flt


def damage(text: str) -> Ability | None:
    """A damage-changing replacement ability (614.1a), or None."""
    m = _DAMAGE.fullmatch(text)
    if m is None:
        return None
    source = _source(m.group("source"))
    to = _DAMAGE_TO.get(m.group("to") or "a permanent or player")
    if source is None or to is None:
        return None
    found: Ability = {"kind": "replacement", "event": "damage", "to": to[0]}
    if to[1]:
        found["filter"] = to[1]
    if source:
        found["source"] = source
    if m.group("times"):
        found["multiply"] = _TIMES[m.group("times")]
        return found
    n = NUMBERS.get(m.group("n")) if not m.group("n").isdigit() else int(m.group("n"))
    if not n:
        return None
    found["add"] = n if m.group("way") == "plus" else -n
    return found


def read(text: str) -> Ability | None:
    """A line of this family, or None."""
    return damage(text)


_TO_WORDS = {
    "any": "a permanent or player",
    "opponent_or_theirs": "an opponent or a permanent an opponent controls",
    "opponent": "an opponent",
    "player": "a player",
    "you": "you",
    "permanent": "a permanent",
}


def _change(a: Ability) -> str:
    if (n := a.get("add", 0)) != 0:
        return f"that much damage {'plus' if n > 0 else 'minus'} {abs(n)}"
    times = {2: "double", 3: "triple"}.get(a.get("multiply", 1), "that many times")
    return f"{times} that damage"


def said(a: Any) -> str | None:
    """Words for an ability of this family, or None for any other."""
    if not (isinstance(a, dict) and a.get("kind") == "replacement" and a.get("event") == "damage"):
        return None
    if "add" not in a and "multiply" not in a:
        return None
    source = a.get("source")
    by = "a source"
    if source:
        rest = {k: v for k, v in source.items() if k != "controller"}
        by = one(filter_words(rest, "source"))
        if rest.get("any_types"):
            by += " source"  # "an instant or sorcery source": the types replace the noun
        if source.get("controller") == "you":
            by += " you control"
    to = _TO_WORDS[a.get("to", "any")]
    if a.get("to") == "permanent" and a.get("filter"):
        to = one(filter_words(a["filter"]))
    return (
        f"a replacement effect: if {by} would deal damage to {to}, it deals "
        f"{_change(a)} instead (614.1a); with other effects changing it, the player "
        "or the controller of the permanent it would be dealt to chooses their order (616.1)"
    )

"""Replacement effects on drawing a card, read and said back in words (CR 614.11, 121.6):
"If an opponent would draw a card except the first one they draw in each of their draw steps,
instead that player skips that draw and you draw a card." (Notion Thief), "If you would draw a
card while your library has no cards in it, you win the game instead." (Laboratory Maniac,
Jace, Wielder of Mysteries), "… skip that draw instead.", "… draw two cards instead." (Thought
Reflection, Teferi's Ageless Insight), "… that player discards a card instead. If the player
discards a card this way, they draw a card. If the player doesn't discard a card this way, they
mill a card." (Chains of Mephistopheles).

Each is a `Replacement` of the card vocabulary with event "draw", applied by
`engine.modifiers.draw_replacements`.
"""

from __future__ import annotations

import re
from typing import Any

Ability = dict[str, Any]

_DRAW = re.compile(
    r"If (?P<who>you|an opponent|a player) would draw a card"
    r"(?P<except> except the first one (?:you|they) draw in each of (?:your|their) draw steps)?"
    r"(?P<empty> while your library has no cards in it)?, (?P<instead>.+)\."
)
#: Whose draws, relative to the permanent's controller (`Replacement.to`).
_WHO = {"you": "you", "an opponent": "opponent", "a player": "player"}
#: What happens instead, by the words (and whose draws they may replace).
_INSTEAD = {
    "instead that player skips that draw and you draw a card": ("you_draw", ("opponent",)),
    "you win the game instead": ("win", ("you",)),
    "skip that draw instead": ("skip", ("you",)),
    "draw two cards instead": ("draw_two", ("you",)),
    "instead you create a Treasure token": ("treasure", ("opponent",)),
    (
        "that player discards a card instead. If the player discards a card this way, they draw "
        "a card. If the player doesn't discard a card this way, they mill a card"
    ): ("discard_then_draw", ("player",)),
}


def read(text: str) -> Ability | None:
    """A draw replacement line, or None."""
    m = _DRAW.fullmatch(text)
    if m is None or (found := _INSTEAD.get(m.group("instead"))) is None:
        return None
    who = _WHO[m.group("who")]
    instead, whose = found
    if who not in whose or (m.group("empty") and who != "you"):
        return None  # "your library" is the drawing player's only when "you" draw
    excepted = m.group("except")
    if excepted and ("you draw" in excepted) != (who == "you"):
        return None
    out: Ability = {"kind": "replacement", "event": "draw", "to": who, "instead": instead}
    if excepted:
        out["except_first_in_draw_step"] = True
    if m.group("empty"):
        out["library_empty"] = True
    return out


_DRAWER = {"you": "you", "opponent": "an opponent", "player": "a player"}
_DOES = {
    "you_draw": "that player skips that draw and you draw a card instead",
    "win": "you win the game instead (104.2b; not if an opponent can't lose, 614.17)",
    "skip": "that draw is skipped",
    "draw_two": "you draw two cards instead, which this effect doesn't replace again (614.5)",
    "treasure": "that player skips that draw and you create a Treasure token instead (111.10a)",
    "discard_then_draw": (
        "that player discards a card instead (701.9a) and, if they did, draws a card — a new "
        "draw this effect doesn't replace again (614.5) — or, with no card in hand, mills a card "
        "(701.17a) and draws none"
    ),
}


def said(a: Any) -> str | None:
    """Words for a draw replacement, or None for any other ability."""
    if not isinstance(a, dict) or a.get("kind") != "replacement" or a.get("event") != "draw":
        return None
    who = _DRAWER.get(a.get("to", "player"), "a player")
    when = f"if {who} would draw a card"
    if a.get("except_first_in_draw_step"):
        when += " other than the first one drawn in their own draw step (504.1)"
    if a.get("library_empty"):
        when += " while their library has no cards in it — applied though no card can be drawn"
    return (
        f"a replacement effect: {when}, {_DOES[a['instead']]} (614.11, 121.6); each card drawn "
        "is replaced on its own (121.2), and with several effects the player who would draw "
        "chooses which applies (616.1)"
    )

""" "[Target player / target opponent / each opponent / that player] exiles a card [two cards]
from their hand [graveyard]." — who does it read as every instruction's player is (a sentence
reader)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.card_phrases import card_words
from engine.cards.compiler.players import player_subject
from engine.cards.compiler.registry import sentence_reader

_EXILES = re.compile(
    r"(target player|target opponent|each opponent|each player|that player) exiles (a card|two "
    r"cards|three cards) from their (hand|graveyard)"
)
_AMOUNTS = {"a card": 1, "two cards": 2, "three cards": 3}


@sentence_reader("exiles a card from their hand", 492)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The player, or None for another sentence (or one whose player isn't clear)."""
    del subject
    m = _EXILES.fullmatch(text)
    who = None if m is None else player_subject(m.group(1), targets)
    if m is None or who is None:
        return None
    n, zone = _AMOUNTS[m.group(2)], m.group(3)
    return [
        {
            "op": "exile_from_hand",
            **who,
            **({"amount": n} if n != 1 else {}),
            **({"zone": zone} if zone != "hand" else {}),
        }
    ]


#: "exile a nonartifact, nonland card from your hand", "exile an instant card with mana value 2
#: or less from your hand": a card of that quality, chosen as it resolves (608.2d).
_YOU_EXILE = re.compile(
    r"exile an? (?:(?P<words>.+?) )?card(?: with mana value (?P<n>\d+) or (?P<way>less|greater))?"
    r" from your hand"
)


@sentence_reader("exile a card of a quality from your hand", 493)
def yours(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """You exiling a card of the stated quality from your hand, or None."""
    del targets, subject
    m = _YOU_EXILE.fullmatch(text)
    if m is None:
        return None
    flt = card_words(m["words"]) if m["words"] else {}
    if flt is None:
        return None
    if m["n"]:
        flt = {**flt, f"mana_value_at_{'most' if m['way'] == 'less' else 'least'}": int(m["n"])}
    return [{"op": "exile_from_hand", "player": "you", **({"filter": flt} if flt else {})}]

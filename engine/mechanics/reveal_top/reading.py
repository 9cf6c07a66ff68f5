"""Reading "[look at the top card of your library. you may reveal that card | you may reveal the
top card of your library]. if a[n] [quality] card is revealed this way, [transform this
creature | put it into your hand | put it onto the battlefield tapped]" — the compiler joins the
sentences, whose "it" is the revealed card (a sentence reader)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.card_phrases import card_filter
from engine.cards.compiler.registry import sentence_reader

_REVEAL = re.compile(
    r"(look at the top card of your library\. you may reveal that card"
    r"|you may reveal the top card of your library)"
    r"\. if an? (.+?) card( with mana value (\d+) or greater)? is revealed this way, "
    r"(transform (?:this creature|~)|put it into your hand|put it onto the battlefield tapped)"
)
_THEN = {
    "put it into your hand": "hand",
    "put it onto the battlefield tapped": "battlefield_tapped",
}


@sentence_reader("reveal the top card if", 491)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The look, the reveal and what a card of the quality makes happen, or None: never the
    reveal alone, lest the sentence after it, whose "it" is the revealed card, be read apart."""
    del targets, subject
    m = _REVEAL.fullmatch(text)
    flt = None if m is None else card_filter(m.group(2))
    if m is None or flt is None:
        return None
    if m.group(4):
        flt = {**flt, "mana_value_at_least": int(m.group(4))}
    then = _THEN.get(m.group(5), "transform")
    return [
        {"op": "reveal_top", "look": m.group(1).startswith("look"), "filter": flt, "then": then}
    ]

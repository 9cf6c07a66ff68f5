"""Reading "Evoke—Exile a white card from your hand." (702.74a): an evoke cost that isn't mana,
read by the cost reader of activated abilities as escape's is (`abilities.cost`), as the
abilities evoke stands for — the card's own alternative cost from its owner's hand (118.9),
which marks the spell and the permanent it becomes "evoked", and the enters trigger sacrificing
an evoked permanent (`sacrifice_trigger`). An evoke cost in mana ("Evoke {U}") is the keyword
line its spelling reads (`model`). A cost the reader doesn't know, or one a card cast from the
hand can't pay with itself ({T}, sacrificing or discarding itself), leaves the line unread."""

from __future__ import annotations

import re
from functools import cache

from engine.cards.compiler import abilities
from engine.cards.compiler.grammar_route import plain
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line
from engine.cards.vocabulary import Sacrifice, Trigger, Triggered
from engine.mechanics.evoke.model import EVOKED, RULE

_LINE = re.compile(r"Evoke\u2014([A-Z][^.{}]+)\.")
#: Costs a card in its owner's hand, cast from there, can't pay with itself.
_NOT_FROM_HAND = {"tap", "untap", "sacrifice_self", "discard_self", "exile_self"}


@cache
def sacrifice_trigger() -> Triggered:
    """ "When this permanent enters, if its evoke cost was paid, its controller sacrifices it"
    (702.74a): the ability evoke stands for besides its alternative cost, whatever the cost."""
    return Triggered(
        trigger=Trigger(event="enters", cast_with=EVOKED),
        effects=(Sacrifice(target="self", its_controller=True),),
        text="Evoke (when this permanent enters, if its evoke cost was paid, its controller "
        "sacrifices it)",
    )


@line_reader("keywords: evoke (not mana)", 161)
def read(line: Line) -> LineReading | None:
    """ "Evoke—[cost]" with a cost of no mana, as its alternative cost and its trigger."""
    m = _LINE.fullmatch(line.bare)
    cost = None if m is None else abilities.cost(m.group(1))
    if m is None or not cost or cost.keys() & _NOT_FROM_HAND or "mana" in cost:
        return None
    said = m.group(1)[:1].lower() + m.group(1)[1:]
    alternative = {
        "kind": "alternative_cost",
        "cost": cost,
        "said": f"evoke — {said}",
        "marks": EVOKED,
        "text": line.printed,
    }
    sacrifice = plain(sacrifice_trigger())
    words = (
        f"evoke — {said}: it may be cast from its owner's hand by paying that rather than its "
        f"mana cost (the cast action's `evoke`; {RULE}, 118.9); if it is, it is sacrificed as "
        "it enters (an enters trigger, 603.4)"
    )
    return LineReading((alternative, sacrifice), words)

"""Exert (CR 701.43d) read: "You may exert this creature as it attacks. When you do, [effect]."
as one triggered ability of the creature — its trigger event its being exerted as it attacks,
which also says it may be (508.1g), the linked ability printed in the same paragraph (607.2h) —
whose effect the grammar reads as it reads any triggered ability's ("When ~ is exerted, …",
the card's own event). Any other line naming exert isn't read here."""

from __future__ import annotations

from engine.cards.compiler.grammar_route import read_line
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line, pattern, prepare
from engine.cards.lowering.registry import self_event
from engine.mechanics.exert.model import ATTACK_COST_RULE, EXERTED

#: The card's own event after "When ~", as the grammar reads it (603.1).
WORDS = "is exerted"
self_event(WORDS, {"event": EXERTED})

_LEAD = "You may exert "
_LINE = r"You may exert ~ as it attacks\. When you do, (.+)"


@line_reader("keywords: exert", 163)
def read(line: Line) -> LineReading | None:
    """ "You may exert ~ as it attacks. When you do, …" as the triggered ability its being exerted
    triggers (701.43d, 607.2h), or None when the line is anything else or its effect is unread."""
    if not line.bare.startswith(_LEAD):
        return None
    m = pattern(_LINE).fullmatch(line.text)
    if m is None:
        return None
    found = read_line(prepare(f"When ~ {WORDS}, {m.group(1)}", ()), ())
    if found is None:
        return None
    ability = {**found[1], "text": line.bare}
    words = (
        f"as it attacks, its controller may exert it — it won't untap during their next untap "
        f"step (an optional cost to attack, {ATTACK_COST_RULE}, 508.1g; asked as attackers are "
        f"declared); when they do, {m.group(1)[:1].lower()}{m.group(1)[1:]}"
    )
    return LineReading((ability,), words)

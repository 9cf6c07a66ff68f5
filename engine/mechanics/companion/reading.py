"""Reading "Companion — [condition]" (702.139a) into `Companion` (a face line reader, which says
its own words): the condition, a sentence about the starting deck, kept as printed — it is
checked before the game begins (103.2b), which a scenario starts after."""

from __future__ import annotations

from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line
from engine.mechanics.companion.model import COST, RULE

_START = "Companion \u2014 "


@line_reader("keywords: companion", 172)
def companion(line: Line) -> LineReading | None:
    """The companion line as its ability (702.139a)."""
    if not line.bare.startswith(_START):
        return None
    condition = line.bare.removeprefix(_START)
    if not condition.endswith(".") or "starting deck" not in condition:
        return None
    ability = {"kind": "companion", "condition": condition}
    said = (
        f"the keyword Companion ({RULE}): revealed as its owner's companion before the game (its "
        f"condition on the starting deck checked then, 103.2b), the card may be put from outside "
        f"the game into their hand once, for {COST}, in a main phase of their turn with an empty "
        'stack (a special action, 116.2g: the `special_action` "companion")'
    )
    return LineReading((ability,), said)

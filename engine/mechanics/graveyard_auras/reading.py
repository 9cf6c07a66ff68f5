"""Reading Animate Dead's and Dance of the Dead's enters trigger (a face line reader: one
`startswith` per line before anything else)."""

from __future__ import annotations

import re

from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

_START = "When ~ enters, if it's on the battlefield, it loses "
_LINE = re.compile(
    re.escape(_START + '"enchant creature card in a graveyard" and gains "enchant creature put ')
    + r"onto the battlefield with ~\.\" (?:Return enchanted creature card to the battlefield"
    + r"|Put enchanted creature card onto the battlefield( tapped)?) under your control and "
    + r"attach ~ to it\. When ~ leaves the battlefield, that creature's controller sacrifices "
    + r"it\."
)


@line_reader("triggered: return enchanted card", 173)
def return_enchanted_card(line: Line) -> LineReading | None:
    """The enters trigger as one triggered ability (603.1) with its intervening "if" (603.4)."""
    if not line.text.startswith(_START):
        return None
    m = _LINE.fullmatch(line.text)
    if m is None:
        return None
    tapped = m.group(1) is not None
    ability = {
        "kind": "triggered",
        "trigger": {"event": "enters"},
        "effects": [{"op": "return_enchanted_card", "tapped": tapped}],
    }
    said = (
        "when this Aura enters, if it's still on the battlefield as the ability resolves "
        '(603.4): its enchant ability becomes "enchant creature put onto the battlefield with '
        'this Aura" (613.1f), the card it enchants in a graveyard is put onto the battlefield '
        f"{'tapped ' if tapped else ''}under its controller's control (a new object, 400.7) and "
        "the Aura is attached to it (701.3a; if it can't be, it stays unattached and goes to "
        "the graveyard, 704.5m); and when the Aura leaves the battlefield, that creature's "
        "controller sacrifices it (a delayed triggered ability, 603.7a)"
    )
    return LineReading((ability,), said)

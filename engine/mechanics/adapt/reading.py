"""Adapt (CR 701.46) read: "{cost}: Adapt N." as an activated ability whose one instruction is
the keyword action (701.46a), tried before the compiler's general "activated" template (which
would read the line as no instruction it knows); "Adapt N. This ability costs {1} less …" isn't
read."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.abilities import cost
from engine.cards.compiler.registry import reader
from engine.cards.compiler.text import pattern


@reader("activated: adapt", 610)
def activated(text: str) -> dict[str, Any] | None:
    """ "{2}{G}{U}: Adapt 1." (701.46a): an activated ability whose one instruction is the
    keyword action."""
    m = pattern(r"([^:]+): Adapt (\d+)\.").fullmatch(text)
    paid = cost(m.group(1)) if m else None
    if m is None or paid is None or int(m.group(2)) < 1:
        return None
    return {
        "kind": "activated",
        "cost": paid,
        "effects": [{"op": "adapt", "amount": int(m.group(2))}],
    }

"""Triggering an additional time, read and said back in words (CR 603.2d): "If an artifact or
creature entering causes a triggered ability of a permanent you control to trigger, that ability
triggers an additional time." (Panharmonicon), "If a creature dying causes …" (Teysa Karlov),
"If a permanent entering …" — a `TriggersAdditionalTime` of the card vocabulary, applied by
`engine.modifiers.trigger_doublers`.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.filter_words import filter_words, one
from engine.cards.compiler.selectors import group

Ability = dict[str, Any]

_AGAIN = re.compile(
    r"If (?:a|an) (?P<what>[\w ]+?) (?P<event>entering|dying) causes a triggered ability of a "
    r"permanent you control to trigger, that ability triggers an additional time\."
)
_EVENTS = {"entering": "enters", "dying": "put_into_graveyard"}


def read(text: str) -> Ability | None:
    """A line of this family, or None."""
    m = _AGAIN.fullmatch(text)
    if m is None:
        return None
    what = m.group("what")
    found = group(f"{what}s") if " or " not in what else group(f"all {_plural(what)}")
    if found is None or set(found) - {"types", "any_types"}:
        return None
    if m.group("event") == "dying" and found != {"types": ["Creature"]}:
        return None  # "dies" is a creature's (700.4)
    out: Ability = {"kind": "triggers_additional_time", "event": _EVENTS[m.group("event")]}
    return out | ({"filter": found} if found else {})


def _plural(what: str) -> str:
    """ "artifact or creature" -> "artifacts and creatures" (a group's words)."""
    return " and ".join(f"{w}s" for w in what.split(" or "))


def said(a: Any) -> str | None:
    """Words for an ability of this family, or None."""
    if not isinstance(a, dict) or a.get("kind") != "triggers_additional_time":
        return None
    what = one(filter_words(a.get("filter", {})))
    happens = "entering" if a.get("event", "enters") == "enters" else "dying"
    return (
        f"a static ability: while this permanent is on the battlefield, if {what} {happens} "
        "causes a triggered ability of a permanent you control to trigger, that ability "
        "triggers an additional time (603.2d) — one more for each such permanent"
    )

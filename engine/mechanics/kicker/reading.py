"""The abilities linked to kicker (702.33e), read: a permanent's "If this creature was kicked, it
enters with …" (614.1c) and "When this creature enters, if it was kicked, …" (603.4), a
permanent line reader tried first (`engine.cards.compiler.registry.reader`), and a spell's closing
sentence "If this spell was kicked, …", which the compiler reads after the spell's other
instructions (`engine.cards.compiler.registry.spell_ending`)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import abilities, statics
from engine.cards.compiler.instructions import Targets, read
from engine.cards.compiler.registry import reader, spell_ending

_KICKED_ENTERS = re.compile(r"If ~ was kicked, (it enters with .+)")
_KICKED_TRIGGER = re.compile(r"(When ~ enters), if it was kicked, (.+)")
_KICKED_SPELL = re.compile(r"(.+?\.) If ~ was kicked, (.+)")


@reader("kicker", 100)
def kicked_permanent_line(text: str) -> dict[str, Any] | None:
    """ "If this creature was kicked, it enters with two +1/+1 counters on it." (614.1c) and
    "When this creature enters, if it was kicked, …" (603.4): abilities that apply only to a
    permanent that was a kicked spell (702.33d-e)."""
    if (m := _KICKED_ENTERS.fullmatch(text)) is not None:
        found = statics.entering("~ " + m.group(1).removeprefix("it "))
        if not isinstance(found, dict) or found.get("kind") != "enters_with_counters":
            return None
        return {**found, "if_kicked": True}
    if (m := _KICKED_TRIGGER.fullmatch(text)) is not None:
        found = abilities.triggered(f"{m.group(1)}, {m.group(2)}")
        if found is None or found["trigger"].get("scope", "self") != "self":
            return None
        return {**found, "trigger": {**found["trigger"], "cast_with": "kicked"}}
    return None


def split_kicked(text: str) -> tuple[str, str | None]:
    """A spell's text and its sentence "If this spell was kicked, …", when it ends with one."""
    if (m := _KICKED_SPELL.fullmatch(text)) is None:
        return text, None
    return m.group(1), m.group(2)[:1].upper() + m.group(2)[1:]


@spell_ending("kicker", split_kicked)
def kicked_effects(text: str, targets: Targets) -> dict[str, Any] | None:
    """The instructions done only if the spell was kicked (702.33e), or None when they aren't
    read, replace what the spell does ("… instead", 608.2c read as a whole isn't modelled) or
    have targets of their own (chosen only if kicked, 702.33g, isn't modelled)."""
    if "instead" in text:
        return None
    before = len(targets.specs)
    effects = read(text, targets)
    if effects is None or len(targets.specs) != before:
        return None
    return {"op": "if_kicked", "effects": effects}

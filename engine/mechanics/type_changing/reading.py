"""Reading "[objects] is/are [types]." as a static ability (604.1, 613.1d): what it applies to —
the card itself, what it enchants, or every permanent of a group (611.3a) — and what the phrase
after "is" does (`engine.cards.compiler.type_phrases`)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import type_phrases
from engine.cards.compiler.registry import reader
from engine.cards.compiler.selectors import group, says_power

Ability = dict[str, Any]

_HOSTS = {
    "Enchanted land": ("enchanted", {"types": ["Land"]}),
    "Enchanted permanent": ("enchanted", {}),
    "Enchanted artifact": ("enchanted", {"types": ["Artifact"]}),
    "Enchanted creature": ("enchanted", {"types": ["Creature"]}),
    "~": ("self", {}),
}
_IS = re.compile(r"(.+?) (?:is|are) (.+)\.")


@reader("static: type-changing", 1250)
def static(text: str) -> Ability | None:
    """ "Nonbasic lands are Mountains." -> a static ability of layer 4, or None."""
    m = _IS.fullmatch(text)
    if m is None or m.group(1).startswith(("As ", "If ", "When", "At ")):
        return None
    mods = type_phrases.modifications(m.group(2))
    if mods is None:
        return None
    subject = m.group(1)
    if subject in _HOSTS:
        affects, _ = _HOSTS[subject]
        return {"kind": "static", "affects": affects, "modifications": mods}
    flt = group(subject)
    if flt is None or says_power(flt):
        return None
    return {"kind": "static", "affects": "all", "filter": flt, "modifications": mods}

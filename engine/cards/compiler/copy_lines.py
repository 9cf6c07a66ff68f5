"""A permanent's copy lines: "You may have this creature enter as a copy of any creature on the
battlefield[, except …]" (Clone, Phantasmal Image, Phyrexian Metamorph) and an Aura granting an
ability that creates a token copy of the creature it enchants (Splinter Twin).

Entering as a copy is a replacement effect applied as the permanent enters (614.1c, 707.5): its
controller chooses what it copies, or nothing, as it would enter, and it has the copiable values
of that object (707.2) with the exceptions the line makes (707.9), which become part of its own
copiable values (707.9b). The choice is the engine's one (`engine.modifiers.copies`); "any"
object on the battlefield may be either player's. "It doesn't copy that creature's color"
(Vesuvan Doppelganger) keeps its own colors (707.9c). Exceptions the vocabulary can't say — a
name — leave the line unread (`copying.exceptions`).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import abilities
from engine.cards.compiler.copying import exceptions
from engine.cards.compiler.selectors import noun_phrase
from engine.cards.compiler.text import pattern

Ability = dict[str, Any]

_ENTERS = re.compile(
    r"You may have ~ enter as a copy of (any|a|an|another) (.+?)(?: on the battlefield)?"
    r"(?:, except (.+?))?\.?"
)
_HOSTS = {"Enchanted creature": "enchanted", "Equipped creature": "equipped"}


def _quoted(text: str) -> Ability | None:
    """A quoted ability an exception gives the copy: a triggered or activated one, in which
    "this creature" (written "~") is the copy itself (113.3)."""
    return abilities.triggered(text) or abilities.activated(text)


def enters_as_copy(text: str) -> Ability | None:
    """ "You may have ~ enter as a copy of any creature on the battlefield, except it's an
    Illusion in addition to its other types …" -> an `enters_as_copy` ability, or None."""
    m = _ENTERS.fullmatch(text)
    if m is None or not text.endswith((".", '."')):
        return None
    words = ("other " if m.group(1) == "another" else "") + m.group(2)
    found = noun_phrase(words)
    if found is None:
        return None
    flt, kind = found
    if kind == "creature":
        flt = {**flt, "types": ["Creature", *flt.get("types", [])]}
    ability: Ability = {"kind": "enters_as_copy", "filter": flt}
    if m.group(3) is not None:
        counters: list[Ability] = []
        changed = exceptions(m.group(3), _quoted, counters)
        if changed is None:
            return None
        if {"op": "retain_colors"} in changed:
            changed.remove({"op": "retain_colors"})
            ability["retain_colors"] = True
        if changed:
            ability["except"] = changed
        if counters:
            ability["counters"] = counters
    return ability


def granted_token_copy(text: str) -> Ability | None:
    """'Enchanted creature has "{T}: Create a token that's a copy of this creature, except it
    has haste. Exile that token at the beginning of the next end step."' (Splinter Twin) -> a
    static ability granting that activated ability in layer 6 (613.1f); "this creature" in the
    quotes is the creature that has it (113.3). Only an ability whose instructions are all a
    token copy's: the quoted text names the Aura or Equipment no other way."""
    m = pattern(r"(Enchanted creature|Equipped creature) has \"(.+)\"").fullmatch(text)
    if m is None:
        return None
    inner = abilities.activated(m.group(2))
    if inner is None or not all(e["op"] == "create_token_copy" for e in inner["effects"]):
        return None
    said = m.group(2).replace("~", "this creature")
    return {
        "kind": "static",
        "affects": _HOSTS[m.group(1)],
        "modifications": [{"op": "add_abilities", "abilities": [{**inner, "text": said}]}],
    }

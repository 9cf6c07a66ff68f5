"""A permanent's static prevention of all the damage from some sources (615.1a): "Prevent all
damage that would be dealt to this creature by creatures." (Uncle Istvan), "… by artifact
sources." (Argothian Treefolk), "… to enchanted creature by artifact sources." (Artifact Ward) —
lines the oracle grammar doesn't parse, read here as the lowering reads the same line without
"by …" (`lowering.prevention`), the sources a filter checked on each source as it would deal the
damage (`Replacement.source`).

And "If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter
from this creature." (the Phantoms, Undergrowth Champion's "while it has a +1/+1 counter on
it"): what it does right after it prevents damage (615.5), once for all the damage dealt to it
at the same time, and when the damage can't be prevented too (615.12; the cards' rulings).

A source named by its quality ("creatures", "Deserts") is an object with it; "[quality] sources"
is any source with it, a spell too (609.7). A source named any other way ("creatures it's
blocking", "sources of the chosen color") leaves the line unread.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.selectors import group
from engine.cards.compiler.spell_phrases import spell_filter

Ability = dict[str, Any]

_FROM = re.compile(
    r"Prevent all (?P<combat>combat )?damage that would be dealt to (?P<to>~|this creature|"
    r"enchanted creature|equipped creature|you) by (?P<by>[A-Za-z ]+)\."
)
_TO = {
    "~": "self",
    "this creature": "self",
    "enchanted creature": "attached",
    "equipped creature": "attached",
    "you": "you",
}


def _sources(phrase: str) -> dict[str, Any] | None:
    """ "creatures", "artifact creatures", "Deserts", "artifact sources" -> the sources' filter,
    or None."""
    if phrase.endswith(" sources"):
        return spell_filter(phrase.removesuffix(" sources")) or None
    # "creatures with first strike" a group; "creatures it's blocking" none.
    return group(phrase) or None


#: "If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from
#: this creature." (the Phantoms) / "If damage would be dealt to this creature while it has a
#: +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from it." (Undergrowth
#: Champion): all of it prevented, then one counter removed (615.5).
_SELF = r"(?:~|this creature)"
_THEN_REMOVE = re.compile(
    rf"If damage would be dealt to {_SELF}(?P<while> while it has a \+1/\+1 counter on it)?, "
    rf"prevent that damage(?:\. Remove| and remove) a \+1/\+1 counter from (?:it|{_SELF})\."
)


def then_remove(text: str) -> Ability | None:
    """A permanent's prevention of the damage dealt to it, a +1/+1 counter removed from it right
    after (615.5), or None."""
    m = _THEN_REMOVE.fullmatch(text)
    if m is None:
        return None
    found: Ability = {
        "kind": "replacement",
        "event": "damage",
        "to": "self",
        "prevent": "all",
        "then_remove_counter": "+1/+1",
    }
    return found | {"while_counter": "+1/+1"} if m.group("while") else found


def read(text: str) -> Ability | None:
    """The prevention ability (615.1a), or None."""
    if (removing := then_remove(text)) is not None:
        return removing
    m = _FROM.fullmatch(text)
    if m is None:
        return None
    source = _sources(m.group("by"))
    if source is None:
        return None
    found: Ability = {
        "kind": "replacement",
        "event": "damage",
        "to": _TO[m.group("to")],
        "source": source,
        "prevent": "all",
    }
    if m.group("combat"):
        found["combat_only"] = True
    return found

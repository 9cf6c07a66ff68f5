"""Reading "Search its owner's / its controller's graveyard, hand, and library for all / any
number of cards with the same name as that card / creature / spell … and exile them. Then that
player shuffles." (701.23a): a sentence reader (`engine.cards.compiler.registry.sentence_reader`)
whose "that card" is the one target named before it — with Extirpate's "Choose target card in a
graveyard other than a basic land card." read as that target (115.1), the instruction choosing
nothing else."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import sentence_reader

_SEARCH = re.compile(
    r"(?:choose (?P<chosen>target card in a graveyard other than a basic land card)\. )?"
    r"search its (?P<whose>owner|controller)'s graveyard, hand, and library for "
    r"(?P<count>all|any number of) cards with the same name as that (?P<noun>\w+) "
    r"and exile them\. then that player shuffles"
)
#: What "that …" may name, by the kind of the target spec it refers to (115.1).
_NOUNS = {
    "card": ("card",),
    "spell": ("spell",),
    "creature": ("creature", "permanent"),
    "land": ("permanent",),
    "artifact": ("permanent",),
    "enchantment": ("permanent",),
    "permanent": ("creature", "permanent"),
}
#: "Target card in a graveyard other than a basic land card": any card but one that is both
#: basic and a land (205.4a) — not a land, or not basic.
_NOT_BASIC_LAND = {"any_of": [{"not_types": ["Land"]}, {"not_supertypes": ["Basic"]}]}


@sentence_reader("search graveyard, hand, and library for the same name", 494)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The sentence (lower-case first word, no full stop) -> `search_same_name`, or None."""
    m = _SEARCH.fullmatch(text)
    if m is None or (m.group("chosen") and targets.specs):
        return None
    specs = list(targets.specs)
    if m.group("chosen"):
        specs.append({"kind": "card", "text": m.group("chosen"), "filter": _NOT_BASIC_LAND})
    # "That card": the one target named before (608.2c), of a kind the noun can name.
    if len(specs) != 1 or specs[0].get("max", 1) != 1:
        return None
    if specs[0]["kind"] not in _NOUNS.get(m.group("noun"), ()):
        return None
    targets.specs[:] = specs
    return [
        {
            "op": "search_same_name",
            "target": 0,
            "whose": m.group("whose"),
            "count": "all" if m.group("count") == "all" else "any",
        }
    ]

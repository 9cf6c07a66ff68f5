"""A permanent's "If [a permanent] would die, exile it instead" (614.1a, 700.4), read and said
back: "If a creature dealt damage by ~ this turn would die, exile it instead." (Frostwielder,
Kumano's Pupils) — a line the oracle grammar doesn't parse — and the words for every such
ability, the card's own ("If this creature would die, exile it instead.") and those watching a
group ("If a creature an opponent controls would die, …"), which the lowering reads
(`lowering.dies_exiled`).

Each is an `ExileInsteadOfGraveyard` with `dies`: only a permanent put into a graveyard from the
battlefield, a token too, is exiled instead (`engine.modifiers.exile_instead`), and one watching
others does so while it is on the battlefield, or leaving it beside them (Kumano's Pupils'
ruling).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.filter_words import filter_words, one

Ability = dict[str, Any]

_DEALT_BY_THIS = re.compile(
    r"If a creature dealt damage by (?:~|this creature) this turn would die, exile it instead\."
)


def read(text: str) -> Ability | None:
    """ "If a creature dealt damage by ~ this turn would die, exile it instead.": creatures this
    permanent dealt damage to this turn (120.3, the turn's record of what it dealt), or None."""
    if _DEALT_BY_THIS.fullmatch(text) is None:
        return None
    return {
        "kind": "exile_instead_of_graveyard",
        "whose": "any",
        "dies": True,
        "filter": {"types": ["Creature"], "dealt_damage_by_source": True},
    }


def said(a: Ability) -> str | None:
    """Words for an exile-if-it-would-die ability, or None for another."""
    if a.get("kind") != "exile_instead_of_graveyard" or not a.get("dies"):
        return None
    if a.get("whose", "self") == "self":
        return (
            "a replacement effect of its own: while it is on the battlefield, if it would die "
            "(be put into a graveyard from there), it is exiled instead — it doesn't die, and "
            "nothing triggers on its dying (614.1a, 700.4, 614.6)"
        )
    flt = dict(a.get("filter") or {})
    dealt = flt.pop("dealt_damage_by_source", False)
    what = one(filter_words(flt))
    if dealt:
        what += " this permanent dealt damage to this turn (120.3)"
    return (
        f"a replacement effect: while this permanent is on the battlefield (or leaving it at "
        f"the same time), if {what} would die, it is exiled instead — it doesn't die, and "
        "nothing triggers on its dying (614.1a, 700.4, 614.6)"
    )

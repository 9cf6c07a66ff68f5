"""Keywords about casting a spell (702.27, 702.33, 702.34, 702.41, 702.51, 702.66, 702.126).

The keywords themselves are read as keyword lines, each spelled by its package, which says on the
card page what the engine does with it (`engine.mechanics.<name>`); this reads cost changes
(601.2f).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.selectors import spell_filter

# -- cost changes (601.2f) -------------------------------------------------------------------------

_COST_CHANGE = re.compile(
    r"(?:(.+?) )?[Ss]pells( you cast| your opponents cast)? cost \{(\d+)\} (less|more) to cast\."
)
_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_CASTERS = {" you cast": "you", " your opponents cast": "opponents", None: "any"}


def cost_change(text: str) -> dict[str, Any] | None:
    """ "Noncreature spells cost {1} more to cast.", "Artifact spells you cast cost {1} less to
    cast.": a static ability changing the total cost of the spells it names (601.2f); only
    their generic mana is reduced (118.7a)."""
    m = _COST_CHANGE.fullmatch(text)
    if m is None:
        return None
    words = (m.group(1) or "").lower()
    # "Instant and sorcery spells" are the spells that are instants or sorceries.
    flt = spell_filter(words.replace(" and ", " or "))
    if flt is None:
        return None
    ability: dict[str, Any] = {
        "kind": "cost_change",
        "caster": _CASTERS[m.group(2)],
        "amount": int(m.group(3)),
        "more": m.group(4) == "more",
    }
    if flt:
        ability["filter"] = flt
    return ability


def cost_change_words(a: dict[str, Any]) -> str:
    """A cost change in words: which spells, whose, how much (601.2f)."""
    flt = a.get("filter", {})
    names = [t.lower() for t in flt.get("types", ())]
    names += (
        [" or ".join(t.lower() for t in flt.get("any_types", ()))] if "any_types" in flt else []
    )
    names += ["non" + t.lower() for t in flt.get("not_types", ())]
    names += [_COLOR_NAMES[c] for c in flt.get("colors", ())]
    names += ["non" + _COLOR_NAMES[c] for c in flt.get("not_colors", ())]
    spells = " ".join([*names, "spells"])
    who = {"you": "you cast", "opponents": "your opponents cast", "any": "anyone casts"}[
        a.get("caster", "any")
    ]
    how = "more to cast" if a.get("more") else "less to cast (generic mana only, 118.7a)"
    return (
        f"a static ability: {spells} {who} cost {{{a['amount']}}} {how}, applied as their "
        "total cost is determined (601.2f)"
    )

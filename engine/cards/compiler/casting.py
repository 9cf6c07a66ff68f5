"""Keywords about casting a spell (702.27, 702.33, 702.34, 702.41, 702.51, 702.66, 702.126).

The keywords themselves are read as keyword lines, each spelled by its package, which says on the
card page what the engine does with it (`engine.mechanics.<name>`); this reads cost changes
(601.2f).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.spell_phrases import spell_filter
from engine.cards.vocabulary.creature_types import is_creature_type

# -- cost changes (601.2f) -------------------------------------------------------------------------

_COST_CHANGE = re.compile(
    r"(During turns other than yours, )?(?:(.+?) )?[Ss]pells( you cast| your opponents cast)? "
    r"cost \{(\d+)\} (less|more) to cast\."
)
#: Defense Grid's "Each spell costs {3} more to cast except during its controller's turn."
_EACH_SPELL = re.compile(
    r"Each spell costs \{(\d+)\} (less|more) to cast except during its controller's turn\."
)
#: Trinisphere's "… each spell that would cost less than three mana to cast costs three mana to
#: cast." (601.2f), "As long as ~ is untapped" before it (611.3a).
_MINIMUM = re.compile(
    r"(As long as ~ is untapped, e|E)ach spell that would cost less than (\w+) mana to cast "
    r"costs (\w+) mana to cast\."
)
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}
_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_CASTERS = {" you cast": "you", " your opponents cast": "opponents", None: "any"}


def cost_change(text: str) -> dict[str, Any] | None:
    """ "Noncreature spells cost {1} more to cast.", "Artifact spells you cast cost {1} less to
    cast.": a static ability changing the total cost of the spells it names (601.2f); only
    their generic mana is reduced (118.7a)."""
    if m := _EACH_SPELL.fullmatch(text):
        more = m.group(2) == "more"
        return {
            "kind": "cost_change",
            "amount": int(m.group(1)),
            "more": more,
            "turn": "not_casters",
        }
    if m := _MINIMUM.fullmatch(text):
        least = _NUMBER_WORDS.get(m.group(2))
        if least is None or m.group(3) != m.group(2):
            return None
        found: dict[str, Any] = {"kind": "cost_minimum", "minimum": least}
        if m.group(1).startswith("As long as"):
            found["condition"] = {"self_tapped": "untapped", "text": "it is untapped"}
        return found
    m = _COST_CHANGE.fullmatch(text)
    if m is None:
        return None
    words = (m.group(2) or "").lower()
    # "Instant and sorcery spells" are the spells that are instants or sorceries.
    flt = spell_filter(words.replace(" and ", " or "))
    if flt is None:
        flt = _of_subtype(m.group(2) or "") or _either_kind(m.group(2) or "")
    if flt is None or (m.group(1) and m.group(3) != " you cast"):
        return None
    ability: dict[str, Any] = {
        "kind": "cost_change",
        "caster": _CASTERS[m.group(3)],
        "amount": int(m.group(4)),
        "more": m.group(5) == "more",
    }
    if m.group(1):
        ability["turn"] = "not_casters"
    if flt:
        ability["filter"] = flt
    return ability


#: Subtypes a cost change's spells are named by besides creature types: Aura, Equipment
#: (205.3g-h), Arcane (205.3k).
_SPELL_SUBTYPES = frozenset({"Aura", "Equipment", "Arcane"})


def _of_subtype(word: str) -> dict[str, Any] | None:
    """ "Dragon spells", "Aura spells", "Arcane spells": the spells of one subtype (205.3), a
    creature type a creature spell or a kindred spell has (205.3m, 308.4); None for more
    words."""
    if word in _SPELL_SUBTYPES or is_creature_type(word):
        return {"subtypes": [word]}
    return None


def _either_kind(words: str) -> dict[str, Any] | None:
    """ "Kithkin spells and Soldier", "Aura and Equipment", "Blue spells and red", "Red
    creature spells and green creature": the spells of either kind (an "or" of two spell
    phrases); None when either isn't one, or both are the same."""
    first, found, second = words.replace(" spells and ", " and ").partition(" and ")
    if not found:
        return None
    one = _of_subtype(first) or spell_filter(first.lower())
    other = _of_subtype(second) or spell_filter(second.lower())
    if not one or not other or one == other:
        return None
    if set(one) == {"subtypes"} == set(other):
        return {"any_subtypes": [one["subtypes"][0], other["subtypes"][0]]}
    return {"any_of": [one, other]}


def cost_change_words(a: dict[str, Any]) -> str:
    """A cost change in words: which spells, whose, how much (601.2f)."""
    spells = " ".join([_kind_words(a.get("filter", {})), "spells"]).strip()
    who = {"you": "you cast", "opponents": "your opponents cast", "any": "anyone casts"}[
        a.get("caster", "any")
    ]
    how = "more to cast" if a.get("more") else "less to cast (generic mana only, 118.7a)"
    when = ", except during their caster's turn" if a.get("turn") == "not_casters" else ""
    mana = (f"{{{a['amount']}}}" if a.get("amount") else "") + a.get("colored", "")
    return (
        f"a static ability: {spells}{_having(a.get('filter', {}))} {who} cost {mana} {how}{when}, "
        "applied as their total cost is determined (601.2f)"
    )


def _having(flt: dict[str, Any]) -> str:
    """What a cost change's spells have, after "spells": " with flying", " with power 4 or
    greater", " with mana value 6 or greater"."""
    out = [f" with {k.lower()}" for k in flt.get("keywords", ())]
    for key, stat, bound in (
        ("power_at_least", "power", "greater"),
        ("power_at_most", "power", "less"),
        ("mana_value_at_least", "mana value", "greater"),
        ("mana_value_at_most", "mana value", "less"),
    ):
        if key in flt:
            out.append(f" with {stat} {flt[key]} or {bound}")
    return "".join(out)


def _kind_words(flt: dict[str, Any]) -> str:
    """The words before "spells" for a cost change's filter: "red creature", "Kithkin or
    Soldier", "blue or red"."""
    if "any_of" in flt:
        return " or ".join(_kind_words(k) for k in flt["any_of"])
    names = [flt["colored"]] if "colored" in flt else []
    names += [s.lower() for s in flt.get("supertypes", ())]
    names += [_COLOR_NAMES[c] for c in flt.get("colors", ())]
    names += ["non" + _COLOR_NAMES[c] for c in flt.get("not_colors", ())]
    names += [t.lower() for t in flt.get("types", ())]
    names += (
        [" or ".join(t.lower() for t in flt.get("any_types", ()))] if "any_types" in flt else []
    )
    names += ["non" + t.lower() for t in flt.get("not_types", ())]
    names += list(flt.get("subtypes", ()))
    names += [" or ".join(flt["any_subtypes"])] if "any_subtypes" in flt else []
    return " ".join(names)


def cost_minimum_words(a: dict[str, Any]) -> str:
    """Trinisphere's minimum in words (601.2f)."""
    least = a["minimum"]
    when = "as long as it is untapped, " if a.get("condition") else ""
    return (
        f"a static ability: {when}each spell that would cost less than {least} mana to cast "
        f"costs {least} mana, generic mana added once every increase and reduction has applied "
        "(601.2f)"
    )

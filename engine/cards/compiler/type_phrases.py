"""What an object is or becomes, read into layer 4's type-changing modifications (CR 613.1d) and
what goes with them: "Mountains", "a blue Frog with base power and toughness 1/1", "a 4/4 white
and blue Elemental creature with flying and vigilance", "a creature in addition to its other
types", "an artifact creature with power and toughness each equal to its mana value", "a
colorless Forest land", "every basic land type in addition to their other types".

Which types stay is 205.1: "in addition to its other types" (or "… land types") keeps them all
(205.1b); "[creature types] artifact creature" / "creature" keeps the card types and replaces the
creature types (205.1b: an animated land stays a land — "It's still a land" says so); card types
set without either replace the old ones (205.1a: "a colorless Forest land"); a land type alone
replaces the land types (305.7: "Nonbasic lands are Mountains"). Power and toughness said with
the type are a base (layer 7b, 613.4b), colors a new color (layer 5, 613.1e), keywords after
"with" are had (layer 6, 613.1f).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.selectors import keyword_list
from engine.cards.compiler.text import pattern
from engine.cards.vocabulary import BASIC_LAND_MANA, LAND_TYPES, creature_type

Effect = dict[str, Any]

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_CARD_TYPES = {
    "artifact": "Artifact",
    "artifacts": "Artifact",
    "creature": "Creature",
    "creatures": "Creature",
    "land": "Land",
    "lands": "Land",
    "enchantment": "Enchantment",
    "enchantments": "Enchantment",
}
_LAND_PLURALS = {f"{t}s": t for t in LAND_TYPES} | {"Plains": "Plains"}
_IN_ADDITION = re.compile(
    r"(.+?) in addition to (?:its|their) other (?:land |creature )?types(?: (and .+))?"
)
_MANA_VALUE = r"(?:base )?power and (?:base )?toughness each equal to (?:its|their) mana value"


def modifications(phrase: str, *, still: bool = False) -> list[Effect] | None:
    """What "is [phrase]" / "becomes [phrase]" does, as modifications, or None if a word isn't
    known. `still`: the line goes on "It's still a land." (205.1b), so every card type the
    object had stays."""
    added = False
    extra: list[Effect] = []
    if m := _IN_ADDITION.fullmatch(phrase):
        added, phrase = True, m.group(1)
        if m.group(2):
            more = _and_has(m.group(2))
            if more is None:
                return None
            extra = more
    # "… that's still a land / a planeswalker": the types it had stay (205.1b; Gideon becoming
    # a 5/5 creature keeps planeswalker).
    if (kept := pattern(r" that's still an? (?:land|planeswalker)$").search(phrase)) is not None:
        phrase, still = phrase[: kept.start()], True
    withs: list[Effect] = []
    if m := pattern(r"(.+?) with (.+)").fullmatch(phrase):
        phrase, said = m.group(1), m.group(2)
        found = _with(said)
        if found is None:
            return None
        withs = found
    every_creature_type = any(w.get("all_creature_types") for w in withs)
    withs = [w for w in withs if not w.get("all_creature_types")]
    if phrase in ("the chosen type", "every creature type") and not withs:
        # The creature type chosen as the source entered (Conspiracy, Xenograft: 607.2d), or
        # every one (Maskwood Nexus, 205.3m): creature types only, its card types untouched —
        # in addition to the others (205.1b) or instead of them (205.1a, the rulings: "lose
        # all of their other creature types").
        # Every creature type is every one, "in addition" or not.
        if phrase == "every creature type":
            return [{"op": "set_types", "all_creature_types": True}, *extra]
        return [{"op": "add_types" if added else "set_types", "chosen_type": True}, *extra]
    words = pattern(r"^(?:an?|every) ").sub("", phrase).replace(" and ", " ").split()
    if phrase == "every basic land type":
        words = list(BASIC_LAND_MANA)
    pt: Effect | None = None
    colors: list[str] | None = None
    types: list[str] = []
    subtypes: list[str] = []
    for word in words:
        if p := pattern(r"(\d+)/(\d+)").fullmatch(word):
            pt = {"op": "set_pt", "power": int(p.group(1)), "toughness": int(p.group(2))}
        elif word in _COLORS:
            colors = [*(colors or []), _COLORS[word]]
        elif word == "colorless":
            colors = []
        elif word in _CARD_TYPES:
            types.append(_CARD_TYPES[word])
        elif word in LAND_TYPES or word in _LAND_PLURALS:
            subtypes.append(_LAND_PLURALS.get(word, word))
        elif (named := creature_type(word)) is not None:
            subtypes.append(named)
        else:
            return None
    if not types and not subtypes:
        return None
    out: list[Effect] = []
    if added:
        out.append({"op": "add_types", "types": types, "subtypes": subtypes})
    elif "Creature" in types and set(types) <= {"Artifact", "Creature"}:
        # "Becomes a 4/4 Elemental creature. It's still a land." and "becomes a [Construct]
        # artifact creature": its card types stay, creature types are set (205.1b). Without
        # either, "becomes a 3/3 green Elk creature" sets its card types: an artifact or an
        # enchantment that becomes one is no longer one (205.1a; Oko's, the Opals' rulings).
        keeps = still or "Artifact" in types
        if subtypes or every_creature_type or not keeps:
            changed: Effect = {"op": "set_types", "types": types, "subtypes": subtypes}
            if every_creature_type:
                changed["all_creature_types"] = True
            if not keeps:
                changed["replace_types"] = True
            out.append(changed)
        else:
            out.append({"op": "add_types", "types": types})
    elif types:
        out.append({"op": "set_types", "types": types, "subtypes": subtypes, "replace_types": True})
    else:
        out.append({"op": "set_types", "subtypes": subtypes})
    if every_creature_type and out[0]["op"] != "set_types":
        return None
    if colors is not None:
        out.append({"op": "set_colors", "colors": colors})
    out += withs
    if pt is not None:
        out.append(pt)
    return out + extra


def subtype(word: str) -> str | None:
    """ "Forests" -> "Forest", "Saprolings" -> "Saproling": a land or creature type, or None."""
    if word in LAND_TYPES or word in _LAND_PLURALS:
        return _LAND_PLURALS.get(word, word)
    return creature_type(word)


def _with(said: str) -> list[Effect] | None:
    """ "with flying and vigilance", "with base power and toughness 1/1", "with power and
    toughness each equal to its mana value", "with all creature types"."""
    if pattern(_MANA_VALUE).fullmatch(said):
        return [{"op": "set_pt_mana_value"}]
    if m := pattern(r"base power and toughness (\d+)/(\d+)").fullmatch(said):
        return [{"op": "set_pt", "power": int(m.group(1)), "toughness": int(m.group(2))}]
    if said == "all creature types":
        return [{"all_creature_types": True}]
    keywords = keyword_list(said)
    return None if keywords is None else [{"op": "add_keywords", "keywords": keywords}]


def _and_has(said: str) -> list[Effect] | None:
    """ "and has base power and base toughness each equal to its mana value" (Opalescence)."""
    if pattern(rf"and (?:has|have) {_MANA_VALUE}").fullmatch(said):
        return [{"op": "set_pt_mana_value"}]
    if m := pattern(r"and (?:has|have) base power and toughness (\d+)/(\d+)").fullmatch(said):
        return [{"op": "set_pt", "power": int(m.group(1)), "toughness": int(m.group(2))}]
    return None


def add_types_words(m: dict[str, Any]) -> str:
    """ "becomes artifact creature (layer 4, 613.1d)", "becomes the creature type chosen as
    this permanent entered (607.2d), in addition to its other types (205.1b) …"."""
    added = [*m.get("supertypes", ()), *m.get("subtypes", ()), *m.get("types", ())]
    said = " ".join(added).lower()
    if m.get("chosen_type"):
        chosen = "the creature type chosen as this permanent entered (607.2d)"
        said = f"{said} {chosen}".strip() + ", in addition to its other types (205.1b)"
    return f"becomes {said} (layer 4, 613.1d)"


def set_types_words(m: dict[str, Any]) -> str:
    """ "is a Mountain instead of its other land types (205.1a; 305.7 …)"."""
    subtypes = list(m.get("subtypes", ()))
    if m.get("chosen_type"):
        return (
            "is the creature type chosen as this permanent entered instead of its other "
            "creature types (607.2d, 205.1a; none chosen, nothing, 607.5a), its card types "
            "unchanged (layer 4, 613.1d)"
        )
    named = " ".join([*subtypes, *(t.lower() for t in m.get("types", ()))])
    if m.get("all_creature_types") and not named:
        return "is every creature type (205.3m; layer 4, 613.1d)"
    if m.get("all_creature_types"):
        named += " with every creature type"
    named = ("an " if named[:1] in "AEIOUaeiou" else "a ") + named
    if m.get("replace_types"):
        said = f"is {named} instead of its other card types (205.1a, layer 4, 613.1d)"
    elif any(t in LAND_TYPES for t in subtypes):
        said = f"is {named} instead of its other land types (205.1a, layer 4, 613.1d)"
    else:
        said = f"is {named} instead of its other creature types (205.1b, layer 4, 613.1d)"
    if any(t in LAND_TYPES for t in subtypes):
        said += (
            "; a land loses the abilities of its rules text and has the mana ability of each "
            "basic land type (305.7)"
        )
    return said

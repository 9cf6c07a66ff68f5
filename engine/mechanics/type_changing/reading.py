"""Reading "[objects] is/are [types]." as a static ability (604.1, 613.1d): what it applies to —
the card itself, what it enchants, or every permanent of a group (611.3a) — and what the phrase
after "is" does (`engine.cards.compiler.type_phrases`)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import abilities, type_phrases
from engine.cards.compiler.registry import reader
from engine.cards.compiler.selectors import group, keyword_list, says_power
from engine.cards.compiler.text import pattern

Ability = dict[str, Any]

_HOSTS = {
    "Enchanted land": ("enchanted", {"types": ["Land"]}),
    "Enchanted permanent": ("enchanted", {}),
    "Enchanted artifact": ("enchanted", {"types": ["Artifact"]}),
    "Enchanted creature": ("enchanted", {"types": ["Creature"]}),
    "~": ("self", {}),
}
_IS = re.compile(r"(.+?) (?:is|are) (.+)\.")
#: "… and loses all other card types and abilities", "…, and it loses all other abilities, card
#: types, and creature types": what the phrase doesn't name goes (205.1a, 613.1f).
_LOSES_OTHERS = re.compile(r"(.+?)(?: and has ([a-z ,]+?))?,? and (?:it )?loses all other (.+)")


@reader("static: type-changing", 1250)
def static(text: str) -> Ability | None:
    """ "Nonbasic lands are Mountains." -> a static ability of layer 4, or None. "Enchanted
    land is a 2/6 white Wall creature with defender. It's still a land." (the Zendikons): it
    keeps its card types (205.1b)."""
    still = text.endswith(". It's still a land.")
    m = _IS.fullmatch(text.removesuffix(" It's still a land."))
    if m is None or m.group(1).startswith(("As ", "If ", "When", "At ")):
        return None
    mods = _what_it_is(m.group(2), still=still)
    if mods is None:
        return None
    subject = m.group(1)
    if subject in _HOSTS:
        affects, _ = _HOSTS[subject]
        return {"kind": "static", "affects": affects, "modifications": mods}
    flt = _either_subtype(subject) or group(subject)
    if flt is None or says_power(flt):
        return None
    return {"kind": "static", "affects": "all", "filter": flt, "modifications": mods}


def _either_subtype(subject: str) -> dict[str, Any] | None:
    """ "All Forests and all Saprolings" (Life and Limb): every permanent with either subtype."""
    m = pattern(r"All (\S+) and all (\S+)").fullmatch(subject)
    if m is None:
        return None
    named = [type_phrases.subtype(w) for w in m.groups()]
    return None if None in named else {"any_subtypes": named}


def _what_it_is(phrase: str, *, still: bool = False) -> list[dict[str, Any]] | None:
    """The phrase after "is", with "… and loses all other abilities, card types, and creature
    types" (Darksteel Mutation, Imprisoned in the Moon): the abilities it loses go first, so
    what the same effect gives stays (613.1f, 613.7); card types said are its only ones."""
    granted: list[dict[str, Any]] = []
    if m := pattern(r'(.+?) with ("[^"]+")( .*)?').fullmatch(phrase):
        # 'is a colorless land with "{T}: Add {C}" and …': a mana ability it has (613.1f).
        ability = _quoted_mana_ability(m.group(2))
        if ability is None:
            return None
        granted, phrase = [ability], m.group(1) + (m.group(3) or "")
    lost = _LOSES_OTHERS.fullmatch(phrase)
    if lost is None:
        found = type_phrases.modifications(phrase, still=still)
        return None if found is None else found + granted
    others = set(pattern(r",? and |, ").split(lost.group(3)))
    if not others <= {"abilities", "card types", "creature types"}:
        return None
    mods = type_phrases.modifications(lost.group(1))
    if mods is None or mods[0]["op"] not in ("set_types", "add_types"):
        return None
    changed = {**mods[0], "op": "set_types"}
    if "card types" in others:
        changed["replace_types"] = True
    if "creature types" in others and not changed.get("subtypes"):
        return None  # no creature type named to replace them with
    out = [changed, *mods[1:]]
    if lost.group(2):
        keywords = keyword_list(lost.group(2))
        if keywords is None:
            return None
        out.append({"op": "add_keywords", "keywords": keywords})
    if "abilities" in others:
        out.insert(0, {"op": "lose_all_abilities"})
    return out + granted


def _quoted_mana_ability(said: str) -> Ability | None:
    """'with "{T}: Add {C}"' (Imprisoned in the Moon): a mana ability it has (layer 6, 613.1f),
    read as granted mana abilities are (`granted_mana`): {T} and mana only, so "this" inside the
    quotes can't name anything but the permanent that has it."""
    m = pattern(r'"(\{T\}: Add .+?)\.?"').fullmatch(said)
    if m is None:
        return None
    inner = abilities.activated(m.group(1) + ".")
    if inner is None or set(inner) != {"kind", "cost", "effects"} or set(inner["cost"]) != {"tap"}:
        return None
    if not all(e["op"].startswith("add_mana") for e in inner["effects"]):
        return None
    return {"op": "add_abilities", "abilities": [{**inner, "text": m.group(1)}]}

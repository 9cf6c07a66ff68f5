"""Losing abilities (layer 6, CR 613.1f) and having a set base power and toughness (layer 7b,
613.4b): "Target creature loses flying until end of turn.", "Until end of turn, target creature
loses all abilities and has base power and toughness 0/1.", "Enchanted creature gets -5/-0 and
loses all abilities.", "Equipped creature gets +3/+3 and loses flying.".

A predicate is read clause by clause ("gets -2/+2", "loses flying", "has base power and
toughness 1/1", "gains trample") into the modifications of one continuous effect; the layer each
applies in is the vocabulary's business, so a +1/+1 counter or a later "+3/+3" still applies on
top of a set base (613.4c after 7b), and "loses all abilities" takes away only what was gained
with an earlier timestamp (613.7). A predicate with neither a loss nor a base power and toughness
is left to the other templates, which read it already.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler import type_phrases
from engine.cards.compiler.selectors import keyword_list
from engine.cards.compiler.text import pattern

Effect = dict[str, Any]
_PT = r"([+-]\d+)/([+-]\d+)"
_VERBS = r"(?:gets?|has|have|loses|lose|gains?|can't|doesn't|becomes?)"
#: Where one clause ends and the next begins: before a verb ("gets -2/-0 and loses flying",
#: "has base power and toughness 0/2, has defender, and loses all other abilities").
_CLAUSE = re.compile(rf"(?:,? and |, )(?={_VERBS} )")
_NEW = frozenset(
    {"lose_keywords", "lose_all_abilities", "set_pt", "set_types", "add_types", "set_pt_mana_value"}
)
#: What a static ability may add to a loss: "… loses all abilities and can't attack or block"
#: (508.1c, 509.1b), "… and doesn't untap during its controller's untap step" (502.3).
RULES: dict[str, Effect] = {
    "can't attack or block": {"op": "cant_attack_or_block", "attack": True, "block": True},
    "can't attack": {"op": "cant_attack_or_block", "attack": True, "block": False},
    "can't block": {"op": "cant_attack_or_block", "attack": False, "block": True},
    "doesn't untap during its controller's untap step": {"op": "doesnt_untap"},
    # Said of a group, each of its permanents in its own controller's untap step (502.3).
    "don't untap during their controllers' untap steps": {"op": "doesnt_untap"},
    # "you": the controller of the effect's source (508.1c; Vow of Duty).
    "can't attack you or planeswalkers you control": {"op": "cant_attack_you"},
}


def modifications(text: str, *, static: bool, still: bool = False) -> list[Effect] | None:
    """ "loses all abilities and has base power and toughness 1/1" -> the modifications, or
    None. In a static ability keywords are had ("has flying"), in an instruction gained
    ("gains trample"). "Loses all other abilities": all of them go first, so what the same
    effect gives is kept (613.1f, in the order the effect lists them, 613.7). `still`: "It's
    still a land." follows, so what it becomes keeps its card types (205.1b)."""
    mods: list[Effect] = []
    first: list[Effect] = []
    for clause in _CLAUSE.split(text):
        if m := pattern(r"(?:has|have) base power and toughness (\d+)/(\d+)").fullmatch(clause):
            mods.append({"op": "set_pt", "power": int(m.group(1)), "toughness": int(m.group(2))})
        elif clause in ("loses all abilities", "lose all abilities"):
            mods.append({"op": "lose_all_abilities"})
        elif clause in ("loses all other abilities", "lose all other abilities"):
            first.append({"op": "lose_all_abilities"})
        elif m := pattern(r"(?:loses|lose) (.+)").fullmatch(clause):
            keywords = keyword_list(m.group(1))
            if keywords is None:
                return None
            mods.append({"op": "lose_keywords", "keywords": keywords})
        elif m := pattern(r"becomes? (.+)").fullmatch(clause):
            # "becomes a blue Frog with base power and toughness 1/1", "becomes a 4/4 Elemental
            # creature with flying" (layer 4 and what goes with it: type_phrases).
            became = type_phrases.modifications(m.group(1), still=still)
            if became is None:
                return None
            mods += became
        elif m := pattern(rf"gets? {_PT}").fullmatch(clause):
            mods.append({"op": "modify_pt", "power": int(m.group(1)), "toughness": int(m.group(2))})
        elif static and (rule := RULES.get(clause)) is not None:
            mods.append(rule)  # a rule-modifying effect (613.11)
        elif m := pattern(r"(?:has|have) (.+)" if static else r"gains? (.+)").fullmatch(clause):
            keywords = keyword_list(m.group(1))
            if keywords is None:
                return None
            mods.append({"op": "add_keywords", "keywords": keywords})
        else:
            return None
    if first and not mods:
        return None  # "loses all other abilities" with nothing else isn't a sentence we know
    out = first + mods
    return out if any(m["op"] in _NEW for m in out) else None


def instruction(text: str, subject: Callable[[str], int | str | Effect | None]) -> Effect | None:
    """ "target creature loses flying until end of turn", "until end of turn, target creature
    loses all abilities and has base power and toughness 0/1", "~ loses flying" (no duration:
    for the rest of the game, 611.2a): one continuous effect from a resolving spell or ability,
    its objects locked in as it begins (611.2c). `subject` reads who it applies to."""
    duration = "end_of_turn"
    # "… becomes a 4/4 Elemental creature. It's still a land.": it keeps its types (205.1b).
    still = text.endswith(". it's still a land")
    text = text.removesuffix(". it's still a land")
    if text.startswith("until end of turn, "):
        text = text[len("until end of turn, ") :]
    elif text.endswith(" until end of turn"):
        text = text[: -len(" until end of turn")]
    else:
        duration = "permanent"
    if "until" in text:
        return None  # another duration ("until your next turn") isn't read
    m = pattern(r"(.+?) ((?:gets|get|has|have|loses|lose|becomes|become) .+)").fullmatch(text)
    if m is None:
        return None
    mods = modifications(m.group(2), static=False, still=still)
    if mods is None:
        return None
    who = subject(m.group(1))
    if who is None:
        return None
    out: Effect = {"op": "continuous", "modifications": mods, "duration": duration}
    if isinstance(who, dict) and "filter" in who:
        out.update(who)  # a group and whose it is ("creatures target player controls")
    else:
        out["filter" if isinstance(who, dict) else "target"] = who
    return out

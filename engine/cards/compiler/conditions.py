"""Conditions (CR 608.2c, 614.1d): "if you control an Urza's Mine and an Urza's Power-Plant",
"unless you control a Plains or an Island", "unless you control two or more other lands",
"unless you have two or more opponents", "unless a player has 13 or less life", "you control no
Islands", "~ has no ice counters on it" — read into the vocabulary's `Condition`, or None when a
word isn't known.
"""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.selectors import NUMBERS, group, noun_phrase
from engine.cards.compiler.text import pattern


def condition(text: str) -> dict[str, Any] | None:
    """The condition a clause states (without "if" / "unless"), or None."""
    if (measured := _measured(text)) is not None:
        return measured
    if m := pattern(r"you have (two|three|four) or more opponents").fullmatch(text):
        return {"opponents_at_least": NUMBERS[m.group(1)], "text": text}
    if m := pattern(r"(?:it's|~ is) (attacking|blocking)").fullmatch(text):
        return {"self_combat": m.group(1), "text": text}
    if m := pattern(r"(?:it's|~ is) (monstrous|renowned)").fullmatch(text):
        rule = "701.37b" if m.group(1) == "monstrous" else "702.112b"
        return {"self_designation": m.group(1), "text": f"it is {m.group(1)} ({rule})"}
    if pattern(r"a card is exiled with (?:~|this (?:land|artifact|creature|permanent))").fullmatch(
        text
    ):
        # Ugin's Labyrinth: linked to the face's exile (607.2a, `mechanics.linked_exile`).
        return {"self_exiled_card": True, "text": "a card is exiled with this permanent"}
    if m := pattern(r"a player has (\d+) or less life").fullmatch(text):
        return {"life_at_most": int(m.group(1)), "text": text}
    if m := pattern(r"you control (two|three|four|five) or (more|fewer) (.+)").fullmatch(text):
        flt = group(m.group(3))
        if flt is None or "controller" in flt:
            return None
        bound = "at_least" if m.group(2) == "more" else "at_most"
        return {
            "you_control": [{**flt, "controller": "you"}],
            bound: NUMBERS[m.group(1)],
            "text": text,
        }
    if (stated := _none_or_counters(text)) is not None:
        return stated
    m = pattern(r"you control (.+)").fullmatch(text)
    if not m:
        return None
    # "A creature with power 4 or greater" is one noun: its "or" joins no two nouns.
    pieces = pattern(r",? (and|or) (?!greater\b|less\b|more\b|fewer\b)|, ").split(m.group(1))
    joins = {p for p in pieces[1::2] if p in ("and", "or")}
    nouns = [p for p in pieces if p is not None and p not in ("and", "or")]
    if len(joins) > 1:
        return None
    filters = []
    for noun in nouns:
        a = pattern(r"(?:a|an) (.+)").fullmatch(noun)
        found = noun_phrase(a.group(1)) if a else None
        if found is None or "controller" in found[0]:
            return None
        flt, kind = found
        if kind == "creature":
            flt["types"] = ["Creature"]
        filters.append({**flt, "controller": "you"})
    return {"you_control": filters, "match": "any" if joins == {"or"} else "all", "text": text}


def _measured(text: str) -> dict[str, Any] | None:
    """What a group of permanents comes to, beside how many: "creatures you control have total
    power 8 or greater" (formidable: their powers added up, a negative one too — the cards'
    rulings, 107.1b), "you control three or more creatures with different powers" (coven:
    how many power values, each once), and "an opponent controls more lands than you" (a
    comparison of two players' counts)."""
    if m := pattern(r"creatures you control have total power (\d+) or greater").fullmatch(text):
        creatures = {"types": ["Creature"], "controller": "you"}
        return {
            "you_control": [creatures],
            "at_least": int(m.group(1)),
            "measure": "total_power",
            "text": text,
        }
    if m := pattern(
        r"you control (three|four|five) or more creatures with different powers"
    ).fullmatch(text):
        creatures = {"types": ["Creature"], "controller": "you"}
        n = NUMBERS[m.group(1)]
        return {
            "you_control": [creatures],
            "at_least": n,
            "measure": "different_powers",
            "text": text,
        }
    if m := pattern(r"an opponent controls more (.+) than you").fullmatch(text):
        flt = group(m.group(1))
        if flt is None or "controller" in flt:
            return None
        return {"opponent_controls_more": flt, "text": text}
    return None


#: The card itself, as a state trigger's or a condition's subject names it ("~", "it", "him").
_SELF = r"(?:~|it|he|she)"
_ON_SELF = r"on (?:it|him|her)"


def _none_or_counters(text: str) -> dict[str, Any] | None:
    """ "You control no Islands" (none of a group), "you have no cards in hand" (402.1) and the
    counters on the card itself: "~ has no ice counters on it", "~ has two or fewer loyalty
    counters on him", "it has three or more plague counters on it" (122.1)."""
    if m := pattern(r"you control no (.+)").fullmatch(text):
        flt = group(m.group(1))
        if flt is None or "controller" in flt:
            return None
        return {"you_control": [{**flt, "controller": "you"}], "at_most": 0, "text": text}
    if text == "you have no cards in hand":
        return {"hand_at_most": 0, "text": text}
    if m := pattern(rf"{_SELF} has no (\S+) counters {_ON_SELF}").fullmatch(text):
        return {"self_counters": m.group(1), "at_most": 0, "text": text}
    numbers = "|".join(n for n in NUMBERS if n not in ("a", "an"))
    m = pattern(rf"{_SELF} has ({numbers}) or (fewer|more) (\S+) counters {_ON_SELF}").fullmatch(
        text
    )
    if m:
        bound = "at_most" if m.group(2) == "fewer" else "at_least"
        return {"self_counters": m.group(3), bound: NUMBERS[m.group(1)], "text": text}
    return None

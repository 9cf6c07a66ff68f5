"""A corpus card as a card definition: its printed characteristics and each oracle line.

`card_data(card)` turns a `CorpusCard` into the vocabulary's data (`CardDef`): name, mana cost,
colors (from the cost, or the color indicator when the corpus gives one, CR 202.2, 204),
supertypes / types / subtypes (the type line), power and toughness, loyalty, and one ability per
oracle line. A line becomes vocabulary where the vocabulary can say it — keywords the engine
models ("Flying, first strike"), "Enchant creature", "Enchanted creature gets +N/+M",
"{cost}: Regenerate [this]", "{T}: Add {M}", "{cost}: [This] gets +N/+M until end of turn", "[This]
doesn't untap during your untap step" — and an `unsupported` ability carrying the line's text
otherwise, so nothing is dropped; a keyword the engine doesn't model is an unsupported ability
of its own. "[This]" is the card's name, its front face's name, the part of a legendary name
before its comma, or "this creature" / "this artifact" … (current oracle wording, CR 201.5).

A printed "*" in power or toughness counts as 0 ("1+*" as 1): the ability that defines it is one
of the oracle lines, listed as unsupported (CR 208.2a uses 0 for a number that can't be
determined). A multi-face card is its front face (the first half of a split card or an adventure):
the corpus has no characteristics for a split card's or an adventure's second half.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.corpus import CorpusCard
from engine.cards.vocabulary import normalise_keyword
from engine.mana import COLORS

_COST = re.compile(r"^((?:\{(?:\d+|[WUBRGC]|T)\}(?:, )?)+): (.+)$")
_PUMP = re.compile(r"^(.+) gets ([+-]\d+)/([+-]\d+) until end of turn\.$")
_MANA_PART = re.compile(r"(\{(\d+|[WUBRGC])\})+")
_REMINDER = re.compile(r"\s*\([^)]*\)")
_KEYWORDISH = re.compile(r"[A-Za-z][A-Za-z ]*(?: \d+)?")
_HAS = re.compile(r"(.+) has (.+)\.")
_ENCHANTED_GETS = re.compile(r"Enchanted creature gets ([+-]\d+)/([+-]\d+)\.")
_ENCHANTED_LOSES = re.compile(r"Enchanted creature loses ([a-z ]+)\.")
_DOESNT_UNTAP = re.compile(r"(.+) doesn't untap during your untap step\.")
_REGENERATE = re.compile(r"Regenerate (.+)\.")
_ADD = re.compile(r"Add (\{[WUBRGC]\})\.")
_DIGITS = re.compile(r"\d+")
_SELF_WORDS = ("creature", "artifact", "enchantment", "land", "permanent", "Aura", "Equipment")
_COLOR_WORDS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}


def _split_cost(text: str) -> dict[str, Any] | None:
    """ "{2}, {T}" -> {"mana": "{2}", "tap": True}; None for costs the parser doesn't know."""
    cost: dict[str, Any] = {}
    mana = ""
    for part in text.split(", "):
        if part == "{T}":
            cost["tap"] = True
        elif _MANA_PART.fullmatch(part):
            mana += part
        else:
            return None
    if mana:
        cost["mana"] = mana
    return cost


def strip_reminder(line: str) -> str:
    """The line without its reminder text (parenthesised, CR 207.2)."""
    return _REMINDER.sub("", line).strip()


def self_references(name: str, front: str) -> frozenset[str]:
    """The ways an oracle line names the card itself (CR 201.5)."""
    # A legendary card's text may use the first part of its name: "Eron" (Eron the Relentless).
    names = {name, front, front.split(", ")[0], front.split(" the ")[0]}
    return frozenset(names | {f"this {w}" for w in _SELF_WORDS})


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def _is_self(words: str, selves: frozenset[str]) -> bool:
    return _capitalised(words) in {_capitalised(s) for s in selves}


def parse_line(selves: frozenset[str], line: str) -> list[Any]:
    """The abilities an oracle line stands for (keywords, vocabulary, or unsupported text)."""
    bare = strip_reminder(line)
    pieces = [p.strip() for p in bare.split(",")] if bare else []
    keywords = [normalise_keyword(p) for p in pieces]
    if pieces and any(keywords):
        known = [k for k in keywords if k]
        rest = [p for p, k in zip(pieces, keywords, strict=True) if not k]
        if all(_KEYWORDISH.fullmatch(p) for p in rest):
            return [*known, *({"kind": "unsupported", "text": _capitalised(p)} for p in rest)]
    has = _HAS.fullmatch(bare)
    # "This creature has protection from the chosen color": a keyword it has (702).
    if has and _is_self(has.group(1), selves) and (keyword := normalise_keyword(has.group(2))):
        return [keyword]
    if bare == "Enchant creature":
        return [{"kind": "enchant", "target": "creature", "text": line}]
    if m := _ENCHANTED_GETS.fullmatch(line):
        modification = {"op": "modify_pt", "power": int(m.group(1)), "toughness": int(m.group(2))}
        return [_static("enchanted", modification, line)]
    if m := _ENCHANTED_LOSES.fullmatch(line):
        keyword = normalise_keyword(m.group(1))
        if keyword:
            return [_static("enchanted", {"op": "lose_keywords", "keywords": [keyword]}, line)]
    untap = _DOESNT_UNTAP.fullmatch(line)
    if untap and _capitalised(untap.group(1)) in {_capitalised(s) for s in selves}:
        return [_static("self", {"op": "doesnt_untap"}, line)]
    if (m := _COST.match(line)) and (cost := _split_cost(m.group(1))) is not None:
        effect = strip_reminder(m.group(2))
        if (regen := _REGENERATE.fullmatch(effect)) and regen.group(1) in selves:
            return [_activated(cost, [{"op": "regenerate", "target": "self"}], line)]
        if (add := _ADD.fullmatch(effect)) and cost.get("tap"):
            return [_activated(cost, [{"op": "add_mana", "mana": add.group(1)}], line)]
        pump = _PUMP.match(effect)
        if pump and _capitalised(pump.group(1)) in {_capitalised(s) for s in selves}:
            power, toughness = int(pump.group(2)), int(pump.group(3))
            modification = {"op": "modify_pt", "power": power, "toughness": toughness}
            effects = [{"op": "continuous", "target": "self", "modifications": [modification]}]
            return [_activated(cost, effects, line)]
    return [{"kind": "unsupported", "text": line}]


def _static(affects: str, modification: dict[str, Any], text: str) -> dict[str, Any]:
    return {"kind": "static", "affects": affects, "modifications": [modification], "text": text}


def _activated(cost: dict[str, Any], effects: list[dict[str, Any]], text: str) -> dict[str, Any]:
    return {"kind": "activated", "cost": cost, "effects": effects, "text": text}


def printed_number(value: str | None) -> int | None:
    """Printed power, toughness or loyalty; "*" counts as 0 and "1+*" as 1 (CR 208.2a)."""
    if value is None:
        return None
    digits = _DIGITS.match(value)
    return int(digits.group(0)) if digits else 0


def oracle_lines(text: str) -> list[str]:
    return [line.strip() for line in text.split("\n") if line.strip()]


def card_data(card: CorpusCard) -> dict[str, Any]:
    """The card definition data (for `CardDef.model_validate`) of a corpus card's front face."""
    face = card.front
    entry: dict[str, Any] = {"name": face.name}
    if face.mana_cost:
        entry["mana_cost"] = face.mana_cost
    entry["type_line"] = face.type_line
    if face.color_indicator:
        indicated = {_COLOR_WORDS.get(c, c) for c in face.color_indicator}
        entry["colors"] = [c for c in COLORS if c in indicated]
    if face.power is not None and face.toughness is not None:
        entry["power"] = printed_number(face.power)
        entry["toughness"] = printed_number(face.toughness)
    if face.loyalty is not None:
        entry["loyalty"] = printed_number(face.loyalty)
    selves = self_references(card.name, face.name)
    abilities: list[Any] = []
    for line in oracle_lines(face.text):
        abilities += parse_line(selves, line)
    if any(isinstance(a, dict) and a["kind"] == "enchant" for a in abilities):
        # An Aura spell targets what it can enchant (303.4a).
        entry["targets"] = [{"kind": "creature", "text": "target creature"}]
    if (
        not face.mana_cost
        and not face.color_indicator
        and card.color_identity
        and ("Creature" in face.types or "Land" not in face.types)
    ):
        # No mana cost and yet a color identity: its colors come from a color indicator (204),
        # which the corpus doesn't hold (Dryad Arbor, Ancestral Vision …). Shown colorless, and
        # said so rather than guessed.
        shown = ", ".join(card.color_identity)
        abilities.append(
            {
                "kind": "unsupported",
                "text": f"(Color indicator: this card's colors, probably {shown}, come from a "
                "color indicator the card data doesn't include; the engine shows it colorless, "
                "CR 204.)",
            }
        )
    if abilities:
        entry["abilities"] = abilities
    entry["oracle"] = face.text
    return entry

"""Generate engine/cards/sets/antiquities_homelands.json from data/cards.json.

Every card of the Antiquities (ATQ) and Homelands (HML) expansions goes into the pool with its
name, mana cost, type line, power/toughness and oracle text, so it can be put on the battlefield
for Golgothian Sylex and Apocalypse Chime (CR 206.3b, 206.3c). Each oracle line becomes an ability
where the vocabulary can say it — keywords, "{cost}: Regenerate [this]", "{T}: Add {M}",
"{cost}: [This] gets +N/+M until end of turn", "Enchant creature" — and an `unsupported` ability
carrying the line's text otherwise, so nothing is silently dropped.

A printed "*" in power or toughness counts as 0 in the base value (the ability that defines it is
listed as unsupported; CR 208.2a uses 0 for a number that can't be determined).

Cards other modules define by hand are skipped (`HAND_WRITTEN`): the pool refuses a name defined
twice.

    python -m engine.cards.generate_sets           # rewrite the data file
    python -m engine.cards.generate_sets --check   # exit 1 if the data file is out of date

The output is data, not code: one JSON array of card definitions in the vocabulary, which
`engine.cards.sets.antiquities_homelands` loads.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from engine.cards.vocabulary import normalise_keyword

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "data" / "cards.json"
TARGET = Path(__file__).resolve().parent / "sets" / "antiquities_homelands.json"
SETS = ("ATQ", "HML")

#: Cards of these sets written by hand in other modules of the pool.
HAND_WRITTEN = frozenset(
    {
        "Golgothian Sylex",  # sets/sylex_chime.py
        "Apocalypse Chime",  # sets/sylex_chime.py
        "Ornithopter",  # pool.py
        "Carapace",  # pool.py
        "Mishra's Factory",
        "Abbey Gargoyles",
    }
)

_COST = re.compile(r"^((?:\{(?:\d+|[WUBRGC]|T)\}(?:, )?)+): (.+)$")
_MANA_SYMBOL = re.compile(r"^\{[WUBRGC]\}$")
_PUMP = re.compile(r"^(.+) gets ([+-]\d+)/([+-]\d+) until end of turn\.$")


def _split_cost(text: str) -> dict[str, Any] | None:
    """ "{2}, {T}" -> {"mana": "{2}", "tap": True}; None for costs the parser doesn't know."""
    cost: dict[str, Any] = {}
    mana = ""
    for part in text.split(", "):
        if part == "{T}":
            cost["tap"] = True
        elif re.fullmatch(r"(\{(\d+|[WUBRGC])\})+", part):
            mana += part
        else:
            return None
    if mana:
        cost["mana"] = mana
    return cost


def _strip_reminder(line: str) -> str:
    return re.sub(r"\s*\([^)]*\)", "", line).strip()


def parse_line(name: str, line: str) -> list[Any]:
    """The abilities an oracle line stands for (keywords, vocabulary, or unsupported text)."""
    bare = _strip_reminder(line)
    pieces = [p.strip() for p in bare.split(",")] if bare else []
    keywords = [normalise_keyword(p) for p in pieces]
    if pieces and any(keywords):
        known = [k for k in keywords if k]
        rest = [p for p, k in zip(pieces, keywords, strict=True) if not k]
        if all(re.fullmatch(r"[A-Za-z][A-Za-z ]*(?: \d+)?", p) for p in rest):
            unsupported = [{"kind": "unsupported", "text": p[:1].upper() + p[1:]} for p in rest]
            return [*known, *unsupported]
    if bare == "Enchant creature":
        return [{"kind": "enchant", "target": "creature", "text": line}]
    if m := re.fullmatch(r"Enchanted creature gets ([+-]\d+)/([+-]\d+)\.", line):
        modification = {"op": "modify_pt", "power": int(m.group(1)), "toughness": int(m.group(2))}
        return [_static("enchanted", modification, line)]
    if m := re.fullmatch(r"Enchanted creature loses ([a-z ]+)\.", line):
        keyword = normalise_keyword(m.group(1))
        if keyword:
            return [_static("enchanted", {"op": "lose_keywords", "keywords": [keyword]}, line)]
    if line == f"{name} doesn't untap during your untap step.":
        return [_static("self", {"op": "doesnt_untap"}, line)]
    m = _COST.match(line)
    if m:
        cost = _split_cost(m.group(1))
        effect = m.group(2)
        if cost is not None:
            if effect == f"Regenerate {name}.":
                return [_activated(cost, [{"op": "regenerate", "target": "self"}], line)]
            if (add := re.fullmatch(r"Add (\{[WUBRGC]\})\.", effect)) and cost.get("tap"):
                return [_activated(cost, [{"op": "add_mana", "mana": add.group(1)}], line)]
            pump = _PUMP.match(effect)
            if pump and pump.group(1) == name:
                power, toughness = int(pump.group(2)), int(pump.group(3))
                modification = {"op": "modify_pt", "power": power, "toughness": toughness}
                effects = [{"op": "continuous", "target": "self", "modifications": [modification]}]
                return [_activated(cost, effects, line)]
    return [{"kind": "unsupported", "text": line}]


def _static(affects: str, modification: dict[str, Any], text: str) -> dict[str, Any]:
    return {"kind": "static", "affects": affects, "modifications": [modification], "text": text}


def _activated(cost: dict[str, Any], effects: list[dict[str, Any]], text: str) -> dict[str, Any]:
    return {"kind": "activated", "cost": cost, "effects": effects, "text": text}


def _number(value: str | None) -> int | None:
    """Printed power or toughness; "*" counts as 0 ("1+*" is 1), see the module docstring."""
    if value is None:
        return None
    digits = re.match(r"\d+", value)
    return int(digits.group(0)) if digits else 0


def card_entry(card: dict[str, Any]) -> dict[str, Any]:
    """One pool entry for a card of data/cards.json."""
    name = card["name"]
    entry: dict[str, Any] = {"name": name}
    if card["mana_cost"]:
        entry["mana_cost"] = card["mana_cost"]
    entry["type_line"] = card["type_line"]
    if "Creature" in card["types"]:
        entry["power"] = _number(card["power"])
        entry["toughness"] = _number(card["toughness"])
    abilities: list[Any] = []
    for line in card["oracle"].split("\n"):
        if line.strip():
            abilities += parse_line(name, line.strip())
    if any(isinstance(a, dict) and a["kind"] == "enchant" for a in abilities):
        # An Aura spell targets what it can enchant (303.4a).
        entry["targets"] = [{"kind": "creature", "text": "target creature"}]
    if abilities:
        entry["abilities"] = abilities
    entry["oracle"] = card["oracle"]
    return entry


def entries(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    chosen = [
        c
        for c in cards
        if set(c.get("sets", ())) & set(SETS) and c["name"] not in HAND_WRITTEN and not c["token"]
    ]
    return [card_entry(c) for c in sorted(chosen, key=lambda c: c["name"])]


# -- writing the data file ------------------------------------------------------------------------


def render(cards: list[dict[str, Any]]) -> str:
    """The data file's text: one card definition per line, in name order, so a diff of a
    regenerated file shows the cards that changed."""
    lines = [json.dumps(entry, ensure_ascii=False, sort_keys=False) for entry in entries(cards)]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="exit 1 if the data file is stale")
    args = parser.parse_args(argv)
    text = render(json.loads(SOURCE.read_text(encoding="utf-8")))
    if args.check:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        if current != text:
            print(f"{TARGET} is out of date; run python -m engine.cards.generate_sets")
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET} ({text.count(chr(10))} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Read cards and their dated rulings from MTGJSON set files and the seed-card file.

MTGJSON lists printings; the product lists cards, so printings are merged into one entry per
distinct name (the set codes kept). The seed-card file carries the current oracle wording of the
cards the seed rulings name; where a card is in both, that newer oracle text is shown and MTGJSON's
dated rulings are kept.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(slots=True)
class CardRuling:
    date: str
    text: str


@dataclass(slots=True)
class Card:
    name: str
    sets: list[str]
    mana_cost: str
    type_line: str
    supertypes: list[str]
    types: list[str]
    subtypes: list[str]
    power: str | None
    toughness: str | None
    oracle: str
    original_text: str | None
    original_type: str | None
    rulings: list[CardRuling] = field(default_factory=list)
    token: bool = False
    source: str = ""
    #: For tokens defined by the CR (Clue 111.10f, Role 111.10m), the rule that defines them.
    rule: str | None = None


def _split_type_line(type_line: str) -> tuple[list[str], list[str], list[str]]:
    """Supertypes, card types and subtypes of a type line (CR 205)."""
    supertype_words = {"Basic", "Legendary", "Snow", "World", "Ongoing", "Elite", "Host"}
    left, _, right = type_line.partition("—")
    words = [w for w in left.split() if w != "Token"]
    supertypes = [w for w in words if w in supertype_words]
    types = [w for w in words if w not in supertype_words]
    return supertypes, types, right.split()


def read_set(path: Path) -> tuple[dict[str, Any], list[Card]]:
    """The set's meta block and its cards, one per distinct name."""
    document = json.loads(path.read_text(encoding="utf-8"))
    data = document["data"]
    cards: dict[str, Card] = {}
    for printing in data["cards"]:
        name = printing["name"]
        if name in cards:
            continue
        cards[name] = Card(
            name=name,
            sets=[data["code"]],
            mana_cost=printing.get("manaCost", ""),
            type_line=printing["type"],
            supertypes=list(printing.get("supertypes", [])),
            types=list(printing.get("types", [])),
            subtypes=list(printing.get("subtypes", [])),
            power=printing.get("power"),
            toughness=printing.get("toughness"),
            oracle=printing.get("text", ""),
            original_text=printing.get("originalText"),
            original_type=printing.get("originalType"),
            rulings=sorted(
                (CardRuling(r["date"], r["text"]) for r in printing.get("rulings", [])),
                key=lambda r: r.date,
            ),
            source=f"MTGJSON {document['meta']['version']} ({data['name']})",
        )
    meta = {"version": document["meta"]["version"], "date": document["meta"]["date"]}
    meta.update({"code": data["code"], "name": data["name"], "release_date": data["releaseDate"]})
    return meta, list(cards.values())


def read_seed_cards(path: Path) -> list[Card]:
    document = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for entry, token in [(c, False) for c in document["cards"]] + [
        (t, True) for t in document.get("tokens", [])
    ]:
        supertypes, types, subtypes = _split_type_line(entry["type_line"])
        out.append(
            Card(
                name=entry["name"],
                sets=[entry["set"]] if entry.get("set") else [],
                mana_cost=entry.get("mana_cost", ""),
                type_line=entry["type_line"],
                supertypes=supertypes,
                types=types,
                subtypes=subtypes,
                power=entry.get("power"),
                toughness=entry.get("toughness"),
                oracle=entry.get("oracle", ""),
                original_text=None,
                original_type=None,
                token=token,
                source="seed-cards.json (current oracle text)",
                rule=entry.get("rule"),
            )
        )
    return out


def merge(set_cards: list[Card], seed_cards: list[Card]) -> list[Card]:
    """One card per name: seed oracle text wins, MTGJSON rulings and printings stay."""
    by_name: dict[str, Card] = {}
    for card in set_cards:
        if card.name in by_name:
            by_name[card.name].sets.extend(s for s in card.sets if s not in by_name[card.name].sets)
        else:
            by_name[card.name] = card
    for seed in seed_cards:
        existing = by_name.get(seed.name)
        if existing is None:
            by_name[seed.name] = seed
            continue
        existing.oracle = seed.oracle
        existing.type_line = seed.type_line
        existing.source = f"{existing.source}; oracle text from {seed.source}"
    return sorted(by_name.values(), key=lambda c: c.name)

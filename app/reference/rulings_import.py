"""Import every card's dated rulings from MTGJSON 5.2.0 into the project's `card-rulings.json`.

The originals (`cards-extras-5.2.0.json.gz`, made from the MTGJSON 5.2.0+20220425 set files, to
April 2022) key each card by its exact MTGJSON name ("Fire // Ice"); the Antiquities and Homelands
set files carry the same dated rulings for their cards, and are merged in so that one file holds
every card ruling. Many rulings are one text given to many cards on the same day (cycling's, 124
times): each distinct (date, text) is one ruling with a stable id, listed once and named by every
card it belongs to. Every card of the data is listed, with its first printing, even without
rulings: a card that isn't listed was printed after the data ends, and its page says so.

The output has one line per card and one per ruling, so a re-import reviews as a plain diff.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Container, Iterable
from pathlib import Path
from typing import Any

from app.reference import card_faces
from app.reference.crossrefs import referenced_rules
from app.reference.folding import fold
from app.reference.mtgjson import Card

OUTPUT = "card-rulings.json"
#: "MTGJSON set files, version 5.2.0+20220425 (2022-04-25), 579 sets".
_SOURCE = re.compile(r"version (?P<version>\S+) \((?P<date>\d{4}-\d\d-\d\d)\), (?P<sets>\d+) sets")
#: A rule number written bare, as rulings cite them: "(704.5a)", "704.5s and 704.5t".
_BARE_NUMBER = re.compile(r"(?<![\w.])(\d{3}\.\d+[a-z]?)\b")


def ruling_id(date: str, text: str) -> str:
    """A stable id: a short hash of the date and the folded text ("mr-" for MTGJSON ruling)."""
    return "mr-" + hashlib.sha256(f"{date}\n{fold(text)}".encode()).hexdigest()[:10]


def named_rules(text: str, known: Container[str]) -> list[str]:
    """The rules of the current CR a ruling's text names, in order of mention.

    Rulings cite rules bare, in parentheses ("(704.5a)"), as well as the CR's own way ("rule
    613.8"), which the cross-reference finder reads; a number the CR doesn't have is left out.
    """
    found = dict.fromkeys(referenced_rules(text, known))
    for match in _BARE_NUMBER.finditer(text):
        if match.group(1) in known:
            found.setdefault(match.group(1))
    return list(found)


def source_of(extras: dict[str, Any]) -> dict[str, str]:
    """The extras file's version, date and number of sets, from its source line."""
    described = _SOURCE.search(extras["source"])
    if described is None:
        raise ValueError(f"can't read the version and date in {extras['source']!r}")
    return described.groupdict()


def build(
    extras: dict[str, Any], set_cards: Iterable[Card], known: Container[str]
) -> tuple[list[list[Any]], list[list[Any]]]:
    """The card lines ([name, first set, its date, ruling ids]) and ruling lines ([id, date, text,
    rules named]), cards by name and rulings by date then id."""
    per_card: dict[str, dict[str, tuple[str, str]]] = {}
    for name, entry in extras.items():
        per_card[name] = {
            ruling_id(r["date"], r["text"]): (r["date"], r["text"])
            for r in entry.get("rulings", [])
        }
    for card in set_cards:
        if card.rulings and card.name in per_card:
            for r in card.rulings:
                per_card[card.name].setdefault(ruling_id(r.date, r.text), (r.date, r.text))
    # The same ruling is sometimes printed with straight and with curly apostrophes on two
    # cards: one ruling (they fold the same), worded as the smaller text for a stable import.
    rulings: dict[str, tuple[str, str]] = {}
    for found in per_card.values():
        for rid, (date, text) in found.items():
            rulings[rid] = min(rulings.get(rid, (date, text)), (date, text))
    cards = []
    for name in sorted(per_card):
        first = extras[name].get("first") or {}
        ids = sorted(per_card[name], key=lambda i: (per_card[name][i][0], i), reverse=True)
        cards.append([name, first.get("set"), first.get("date"), ids])
    lines = [
        [rid, date, text, named_rules(text, known)]
        for rid, (date, text) in sorted(rulings.items(), key=lambda kv: (kv[1][0], kv[0]))
    ]
    return cards, lines


def write(
    path: Path, source: dict[str, Any], cards: list[list[Any]], rulings: list[list[Any]]
) -> None:
    """One JSON document, a line per card and per ruling."""

    def dump(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    with path.open("w", encoding="utf-8") as out:
        out.write('{"source": ' + dump(source) + ',\n"cards": [\n')
        out.write(",\n".join(dump(c) for c in cards))
        out.write('\n],\n"rulings": [\n')
        out.write(",\n".join(dump(r) for r in rulings))
        out.write("\n]}\n")


def import_rulings(
    extras: dict[str, Any], out: Path, set_cards: Iterable[Card], known: Container[str]
) -> tuple[dict[str, Any], dict[str, int]]:
    """Write `card-rulings.json` under `out` from the extras file (`card_faces.read_extras`);
    return its source entry (for sources.json) and the counts."""
    meta = source_of(extras)
    cards, rulings = build(extras["cards"], set_cards, known)
    source = {
        "name": f"MTGJSON {meta['version']} set files ({meta['sets']} sets): dated card rulings",
        "file": Path(card_faces.EXTRAS_FILE).name,
        "version": meta["version"],
        "date": meta["date"],
        "publisher": "MTGJSON",
        "licence": "MIT (© Zach Halpern); card text and rulings © Wizards of the Coast",
    }
    write(out / OUTPUT, source, cards, rulings)
    counts = {
        "cards_in_rulings_data": len(cards),
        "cards_with_rulings": sum(1 for c in cards if c[3]),
        "card_rulings": sum(len(c[3]) for c in cards),
        "distinct_card_rulings": len(rulings),
    }
    return source, counts

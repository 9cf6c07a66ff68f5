"""A card's page as data: its faces with symbols and reminder text, rulings, engine status, Try it.

Built from the corpus (`engine.corpus_card`), the reference data (dated MTGJSON rulings, seed
rulings) and the engine's definition of the card (`engine.find_card`), which says which oracle
lines the engine doesn't model. Views are kept per card (`VIEW_CACHE_SIZE`): the data is read-only.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Literal

from app.reference.card_rulings import DatedRuling, Printing
from app.reference.catalog import Catalog, Entry
from app.reference.folding import fold
from app.reference.store import Card, ReferenceStore, SeedRuling
from app.reference.symbols import Piece, Run, cost_label, pieces, runs
from engine import (
    CorpusFace,
    OracleReading,
    ScenarioError,
    card_status,
    corpus_card,
    encode_link,
    find_card,
    missing_face_line,
    oracle_readings,
    parse_scenario,
)

Status = Literal["implemented", "partial", "text only"]
#: A colour indicator's colours by name (202.2a, 204).
_COLOR_NAMES = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}
#: Card views kept in memory (a view is a few KB).
VIEW_CACHE_SIZE = 2048
#: The board "Try it" opens: two players at 20 life, player A's first main phase of turn 1.
TRY_BOARD = {
    "format": "rulings-explorer/1",
    "players": [{"id": "A", "life": 20}, {"id": "B", "life": 20}],
    "turn": {"number": 1, "active": "A", "step": "main1"},
}


@dataclass(frozen=True, slots=True)
class Line:
    text: str
    runs: tuple[Run, ...]
    #: The engine lists this line as an ability it doesn't model.
    unsupported: bool
    #: What the engine reads the line as, in words from its vocabulary ("" if not read).
    reading: str = ""
    #: The kind of thing the engine doesn't model yet that the line is ("keyword: Cycling").
    gap: str = ""


@dataclass(frozen=True, slots=True)
class Face:
    name: str
    mana_cost: str
    cost: tuple[Piece, ...]
    cost_label: str
    type_line: str
    power: str | None
    toughness: str | None
    loyalty: str | None
    color_indicator: tuple[str, ...]
    lines: tuple[Line, ...]


@dataclass(frozen=True, slots=True)
class TryIt:
    url: str
    zone: Literal["battlefield", "hand"]


@dataclass(frozen=True, slots=True)
class ShownRuling:
    """A card's dated ruling on its page, with the seed ruling of the same text if there is one
    (shown once: dated, and linking to the seed ruling's page)."""

    ruling: DatedRuling
    seed: SeedRuling | None


@dataclass(frozen=True, slots=True)
class CardRulingsView:
    """A card's dated rulings, newest first, and what the rulings data says of the card."""

    shown: tuple[ShownRuling, ...]
    #: Whether the rulings data lists the card; when it doesn't, it was printed after `ends`.
    covered: bool
    first: Printing | None
    #: The date the rulings data ends, and where it comes from ("MTGJSON 5.2.0+20220425").
    ends: str
    source: str


@dataclass(frozen=True, slots=True)
class CardView:
    entry: Entry
    faces: tuple[Face, ...]
    #: Halves named by the card's name that the corpus has no characteristics for.
    missing_faces: tuple[str, ...]
    #: What the engine says of each (`missing_faces` in order): an unread part of the card.
    missing_lines: tuple[str, ...]
    #: Why it isn't a card of a two-player game ("Plane", "Scheme" …), None for game cards.
    non_game_type: str | None
    #: None when the engine has no definition of the card.
    status: Status | None
    unsupported: tuple[str, ...]
    #: Unsupported lines of the engine's definition that are on no face (worded otherwise).
    unmatched: tuple[str, ...]
    try_it: TryIt | None
    #: The reference data's entry (Antiquities, Homelands, seed cards): sets and dated rulings.
    reference: Card | None
    #: Seed rulings naming the card, but for those that are one of its dated rulings.
    seed_rulings: tuple[SeedRuling, ...]
    rulings: CardRulingsView

    @property
    def name(self) -> str:
        return self.entry.name

    @property
    def playable(self) -> bool:
        return self.non_game_type is None


_SELF = re.compile(
    r"\bthis (?:creature|artifact|enchantment|land|permanent|planeswalker|spell|card|Aura|"
    r"Equipment|Vehicle|battle|Saga)\b"
)


def same_line(line: str, names: tuple[str, ...]) -> str:
    """A line with the card's names and "this creature" (the current wording, CR 201.5a) as one
    mark, so a definition written with the card's name matches the corpus's line."""
    for name in names:
        line = line.replace(name, "~")
    return _SELF.sub("~", line.strip())


def _face(
    face: CorpusFace,
    unsupported: frozenset[str],
    names: tuple[str, ...],
    read: dict[str, OracleReading] | None = None,
) -> Face:
    cost = face.mana_cost or ""
    read = read or {}
    lines = []
    for line in (text.strip() for text in face.text.split("\n")):
        if not line:
            continue
        found = read.get(line)
        lines.append(
            Line(
                line,
                runs(line),
                same_line(line, names) in unsupported,
                reading=found.words if found and found.outcome == "recognised" else "",
                gap=found.template if found and found.outcome == "gap" else "",
            )
        )
    return Face(
        name=face.name,
        mana_cost=cost,
        cost=pieces(cost),
        cost_label=cost_label(cost),
        type_line=face.type_line,
        power=face.power,
        toughness=face.toughness,
        loyalty=face.loyalty,
        color_indicator=tuple(_COLOR_NAMES.get(c, c) for c in face.color_indicator),
        lines=tuple(lines),
    )


def _status(name: str) -> tuple[Status | None, tuple[str, ...]]:
    """How much of the card the engine models, as `engine.card_status` counts it."""
    try:
        definition = find_card(name)
    except ScenarioError:  # a card the engine won't load (a plane, a scheme …)
        return None, ()
    if definition is None:
        return None, ()
    found = card_status(definition)
    return found.status, found.unsupported


def try_it(name: str) -> TryIt | None:
    """The explorer with the card on player A's battlefield, or in hand when the engine says it
    isn't a permanent card (an instant or sorcery can't be on the battlefield: 110.4, 304.4)."""
    definition = find_card(name)
    permanent = definition is None or definition.is_permanent_card
    zone: Literal["battlefield", "hand"] = "battlefield" if permanent else "hand"
    data = {
        **TRY_BOARD,
        "title": f"Try {name}"[:200],
        "objects": [{"id": "card", "card": name, "owner": "A", "zone": zone}],
    }
    try:
        token = encode_link(parse_scenario(data))
    except ScenarioError:
        return None
    return TryIt(f"/explore?s={token}", zone)


def _unmatched(
    unsupported: tuple[str, ...], faces: tuple[Face, ...], names: tuple[str, ...]
) -> tuple[str, ...]:
    shown = {same_line(line.text, names) for face in faces for line in face.lines}
    return tuple(u for u in unsupported if same_line(u, names) not in shown)


class CardViews:
    """Card views over the catalog and the reference store."""

    def __init__(self, catalog: Catalog, store: ReferenceStore) -> None:
        self.catalog = catalog
        self.store = store
        self.view = functools.lru_cache(maxsize=VIEW_CACHE_SIZE)(self._view)
        #: Seed rulings by their folded text: a card's dated ruling of the same text is the same
        #: ruling, dated (the seed documents are undated).
        self.seed_by_text = {fold(r.text): r for r in store.seed_rulings}

    def dated(
        self, name: str, seed: tuple[SeedRuling, ...]
    ) -> tuple[CardRulingsView, tuple[SeedRuling, ...]]:
        """The card's dated rulings, and its seed rulings that aren't among them."""
        data = self.store.card_rulings
        shown = tuple(ShownRuling(r, self.seed_by_text.get(fold(r.text))) for r in data.of(name))
        twins = {s.seed.id for s in shown if s.seed is not None}
        view = CardRulingsView(
            shown=shown,
            covered=data.covers(name),
            first=data.first_printing(name),
            ends=data.ends,
            source=f"MTGJSON {data.source['version']}",
        )
        return view, tuple(r for r in seed if r.id not in twins)

    def _view(self, slug: str) -> CardView | None:
        entry = self.catalog.by_slug.get(slug)
        if entry is None:
            known = self.store.cards_by_slug.get(slug)
            return None if known is None else self._reference_only(known)
        card = corpus_card(entry.name)
        if card is None:  # the catalog and the store are built from the same corpus
            return None
        playable = card.non_game_type is None
        status, unsupported = _status(entry.name) if playable else (None, ())
        names = tuple(sorted({entry.name, *card.face_names}, key=len, reverse=True))
        blocked = frozenset(same_line(u, names) for u in unsupported)
        # The compiler's reading, line by line, of the faces the engine plays (the front, and a
        # transforming card's back face, 712.8).
        read = {r.line: r for r in oracle_readings(entry.name)} if playable else {}
        faces = tuple(_face(f, blocked, names, read) for f in card.faces)
        missing = card.missing_faces
        missing_lines = tuple(missing_face_line(card, n) for n in missing)
        reference = self.store.card_by_name(entry.name) or next(
            (c for n in card.face_names if (c := self.store.card_by_name(n)) is not None), None
        )
        seed = tuple(r for r in self.store.seed_rulings if set(names).intersection(r.cards))
        dated, seed = self.dated(entry.name, seed)
        return CardView(
            entry=entry,
            faces=faces,
            missing_faces=missing,
            missing_lines=missing_lines,
            unmatched=_unmatched(
                tuple(u for u in unsupported if u not in missing_lines), faces, names
            ),
            non_game_type=card.non_game_type,
            status=status,
            unsupported=unsupported,
            try_it=try_it(entry.name) if playable and status else None,
            reference=reference,
            seed_rulings=seed,
            rulings=dated,
        )

    def _reference_only(self, known: Card) -> CardView:
        """A card of the reference data that the corpus doesn't hold (a token such as Clue)."""
        layout = "token" if known.token else "normal"
        entry = Entry(known.name, known.slug, fold(known.name), layout, True, ())
        status, unsupported = _status(known.name)
        face = CorpusFace(
            name=known.name,
            mana_cost=known.mana_cost,
            type_line=known.type_line,
            supertypes=(),
            types=(),
            subtypes=(),
            power=known.power,
            toughness=known.toughness,
            loyalty=None,
            text=known.oracle,
            keywords=(),
            color_indicator=(),
        )
        names = (known.name,)
        blocked = frozenset(same_line(u, names) for u in unsupported)
        face_view = _face(face, blocked, names)
        dated, seed = self.dated(known.name, tuple(self.store.rulings_for_card(known)))
        return CardView(
            entry=entry,
            faces=(face_view,),
            unmatched=_unmatched(unsupported, (face_view,), names),
            missing_faces=(),
            missing_lines=(),
            non_game_type=None,
            status=status,
            unsupported=unsupported,
            try_it=try_it(known.name) if status else None,
            reference=known,
            seed_rulings=seed,
            rulings=dated,
        )

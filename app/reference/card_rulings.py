"""Every card's dated rulings, as `card-rulings.json` holds them (`rulings_import` writes it).

A card's rulings are found by its exact name after the one name folding (`folding.fold`, the
engine's): the card pages, the API and search all ask here, so they agree on which rulings a card
has. The data ends in April 2022 (MTGJSON 5.2.0): a card it lists without rulings has none there,
and a card it doesn't list was printed later — which a page says, rather than "no rulings".
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.reference.folding import fold

FILE = "card-rulings.json"


@dataclass(frozen=True, slots=True)
class DatedRuling:
    """An official ruling of one or more cards (the same text, given to each on the same day)."""

    id: str
    date: str
    text: str
    #: The rules of the current CR its text names ("704.5a").
    rules: tuple[str, ...]
    #: The cards it is a ruling of, by their exact names, in name order.
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Printing:
    """Where a card was first printed: a set code and its release date."""

    set: str
    date: str


class CardRulings:
    """The rulings, by id, by card (newest first) and by the rules they name."""

    def __init__(self, source: dict[str, Any], cards: list[list[Any]], rulings: list[list[Any]]):
        #: Where the rulings come from (MTGJSON's version and date, for the pages and /about).
        self.source = source
        #: The date the data ends: nothing printed or ruled later is in it.
        self.ends: str = source["date"]
        names: dict[str, list[str]] = {}
        for name, _, _, ids in cards:
            for rid in ids:
                names.setdefault(rid, []).append(name)
        self.by_id = {
            rid: DatedRuling(rid, date, text, tuple(rules), tuple(names.get(rid, ())))
            for rid, date, text, rules in rulings
        }
        #: Newest first, then by id: the order every list of them is in.
        self.rulings = tuple(
            sorted(self.by_id.values(), key=lambda r: (r.date, r.id), reverse=True)
        )
        self._order = {r.id: n for n, r in enumerate(self.rulings)}
        self._by_card: dict[str, tuple[DatedRuling, ...]] = {}
        self._first: dict[str, Printing | None] = {}
        for name, first_set, first_date, ids in cards:
            folded = fold(name)
            self._first[folded] = Printing(first_set, first_date) if first_set else None
            self._by_card[folded] = self._sorted(self.by_id[rid] for rid in ids)
        by_rule: dict[str, list[DatedRuling]] = {}
        for ruling in self.rulings:
            for number in ruling.rules:
                by_rule.setdefault(number, []).append(ruling)
        self._by_rule = {number: tuple(found) for number, found in by_rule.items()}

    def _sorted(self, rulings: Iterable[DatedRuling]) -> tuple[DatedRuling, ...]:
        return tuple(sorted(rulings, key=lambda r: self._order[r.id]))

    # -- by card -----------------------------------------------------------------------------

    def covers(self, name: str) -> bool:
        """Whether the data lists the card (with or without rulings): printed before it ends."""
        return fold(name) in self._by_card

    def of(self, name: str) -> tuple[DatedRuling, ...]:
        """The card's rulings, newest first (none for a card the data doesn't list)."""
        return self._by_card.get(fold(name), ())

    def first_printing(self, name: str) -> Printing | None:
        return self._first.get(fold(name))

    @property
    def cards_with_rulings(self) -> int:
        return sum(1 for found in self._by_card.values() if found)

    @property
    def served(self) -> int:
        """Rulings as the card pages show them: one per card it is a ruling of."""
        return sum(len(found) for found in self._by_card.values())

    # -- by rule and by words ----------------------------------------------------------------

    def naming(self, number: str) -> tuple[DatedRuling, ...]:
        """The rulings whose text names the rule `number`, newest first."""
        return self._by_rule.get(number, ())

    @functools.cached_property
    def folded_texts(self) -> dict[str, str]:
        return {r.id: fold(r.text) for r in self.rulings}

    @functools.cached_property
    def _by_text(self) -> dict[str, DatedRuling]:
        return {folded: self.by_id[rid] for rid, folded in self.folded_texts.items()}

    def with_text(self, text: str) -> DatedRuling | None:
        """The dated ruling whose text this is (folded), if any: a seed ruling's date."""
        return self._by_text.get(fold(text))

    def select(
        self,
        *,
        card: str | None = None,
        since: str | None = None,
        until: str | None = None,
        words: Sequence[str] = (),
    ) -> list[DatedRuling]:
        """The rulings of `card` (all when None) dated from `since` to `until` (ISO dates, both
        included) whose text holds every word of `words` as the start of a word, newest first."""
        found: Iterable[DatedRuling] = self.rulings if card is None else self.of(card)
        if since:
            found = (r for r in found if r.date >= since)
        if until:
            found = (r for r in found if r.date <= until)
        # A word given twice is looked for once.
        wanted = dict.fromkeys(word for w in words if (word := fold(w)))
        patterns = [re.compile(r"(?<!\w)" + re.escape(w)) for w in wanted]
        if patterns:
            texts = self.folded_texts
            found = (r for r in found if all(p.search(texts[r.id]) for p in patterns))
        return list(found)


def load(data_dir: Path) -> CardRulings:
    document = json.loads((data_dir / FILE).read_text(encoding="utf-8"))
    return CardRulings(document["source"], document["cards"], document["rulings"])

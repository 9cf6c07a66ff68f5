"""What a search answers (a page of hits, the cards a query names, its kinds) and the errors it
raises: the shapes pages, the API and benches read, apart from how `search` finds them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.reference.cr_terms import TermRules
from app.reference.snippets import Fragment

Kind = Literal["rule", "glossary", "keyword", "ruling", "card", "name"]
KINDS: tuple[Kind, ...] = ("rule", "keyword", "glossary", "ruling", "card", "name")
KIND_LABELS: dict[str, str] = {
    "rule": "Rules",
    "keyword": "Keywords",
    "glossary": "Glossary",
    "ruling": "Rulings",
    "card": "Cards",
    "name": "Antiquities and Homelands names",
}


class SearchError(ValueError):
    """A query that cannot be run as given; the message says why."""


class PageOutOfRange(SearchError):
    def __init__(self, page: int, pages: int) -> None:
        super().__init__(
            f"page {page} is beyond the results: there {'is' if pages == 1 else 'are'} "
            f"{pages} page{'' if pages == 1 else 's'}"
        )
        self.page = page
        self.pages = pages


@dataclass(frozen=True, slots=True)
class Hit:
    kind: str
    key: str
    title: str
    url: str
    snippet: tuple[Fragment, ...]
    title_fragments: tuple[Fragment, ...]
    #: A card's status in the rules engine ("implemented", "partial", "text only"; issue 30
    #: §4), None for other kinds and cards the engine doesn't load.
    status: str | None = None


@dataclass(frozen=True, slots=True)
class CardMatch:
    """A card named by the query: exactly (folded), or closely (a typo)."""

    name: str
    url: str
    exact: bool
    score: float


@dataclass(frozen=True, slots=True)
class Results:
    query: str
    kind: str | None
    page: int
    pages: int
    total: int
    counts: dict[str, int]
    hits: tuple[Hit, ...]
    suggestion: str | None
    jump: str | None
    #: The card the query names exactly, first, or else the cards it names closest.
    cards: tuple[CardMatch, ...] = ()
    #: Why a card-syntax query can't be run (an unknown key or value), said to the user.
    syntax_error: str | None = None
    #: The corrected query whose results these are, when the query itself found nothing.
    corrected: str | None = None
    #: Whether the query was read as card syntax (`t:creature mv<=2`).
    card_syntax: bool = False
    #: Whether no document holds every word, so that these are the documents holding most of
    #: them, more words first (`query_words.most_words`).
    partial: bool = False
    #: When no document holds every word as typed: the words' other forms searched ("die",
    #: "died" for "dies"; `word_forms`), which the first results hold.
    forms: tuple[str, ...] = ()
    #: The CR's terms in the query and its best results, with the rules the glossary cites for
    #: them, shown after the results of the first page (`cr_terms`).
    terms: tuple[TermRules, ...] = ()

    def grouped(self) -> list[tuple[str, list[Hit]]]:
        """This page's hits grouped by kind, the groups in the order of their best hit."""
        groups: dict[str, list[Hit]] = {}
        for hit in self.hits:
            groups.setdefault(hit.kind, []).append(hit)
        return list(groups.items())

    def ranked_urls(self) -> list[str]:
        """Every result's address in the order the page shows them (cards named first)."""
        urls = [c.url for c in self.cards]
        if self.jump:
            urls.append(f"/rules/{self.jump}")
        urls += [hit.url for _, hits in self.grouped() for hit in hits]
        urls += [rule.url for term in self.terms for rule in term.rules]
        return list(dict.fromkeys(urls))

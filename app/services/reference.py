"""Look-ups over the reference data, shared by the pages and the JSON API."""

from __future__ import annotations

import logging
import tempfile
from dataclasses import dataclass
from pathlib import Path

from app.reference import index
from app.reference.search import Results, SearchIndex
from app.reference.store import (
    Card,
    CardRuling,
    GlossaryTerm,
    Keyword,
    NameList,
    NameListKey,
    ReferenceStore,
    Rule,
    SeedRuling,
    load,
)

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class RuleView:
    """A rule with everything its page shows."""

    rule: Rule
    ancestors: list[Rule]
    #: The rules under it, in document order (for a section: its three-digit rules only).
    body: list[Rule]
    previous: Rule | None
    next: Rule | None
    rulings: list[SeedRuling]


@dataclass(frozen=True, slots=True)
class KeywordView:
    keyword: Keyword
    rules: list[Rule]
    glossary: GlossaryTerm | None
    rulings: list[SeedRuling]
    card_rulings: list[tuple[Card, CardRuling]]
    cards: list[Card]


@dataclass(frozen=True, slots=True)
class NameCheck:
    """Whether a name is on each of the two lists (folded comparison), and as what."""

    name: str
    matches: dict[NameListKey, str | None]


class ReferenceService:
    def __init__(self, store: ReferenceStore, search_index: SearchIndex) -> None:
        self.store = store
        self.index = search_index

    @classmethod
    def open(cls, data_dir: Path, index_path: Path) -> ReferenceService:
        """Load the data; build the search database first if it is missing or stale."""
        store = load(data_dir)
        try:
            if index.ensure(store, data_dir, index_path):
                log.info("built the search database at %s", index_path)
        except OSError as exc:
            # A read-only location (e.g. a container whose data was swapped at run time): build
            # a private copy instead of refusing to start.
            fallback = Path(tempfile.mkdtemp(prefix="rulings-index-")) / index_path.name
            log.warning("cannot write %s (%s); building %s instead", index_path, exc, fallback)
            index.build(store, data_dir, fallback)
            index_path = fallback
        return cls(store, SearchIndex(index_path))

    def search(self, query: str, *, kind: str | None = None, page: int = 1) -> Results:
        return self.index.search(query, kind=kind, page=page)

    def rule_view(self, number: str) -> RuleView | None:
        rule = self.store.rule(number)
        if rule is None:
            return None
        if rule.kind == "section":
            body = list(self.store.children.get(rule.number, []))
        else:
            body = self.store.subtree(rule.number)[1:]
        return RuleView(
            rule=rule,
            ancestors=self.store.ancestors(rule),
            body=body,
            previous=self.store.neighbour(rule, -1),
            next=self.store.neighbour(rule, 1),
            rulings=self.store.rulings_for_rule(rule.number),
        )

    def keyword_view(self, slug: str) -> KeywordView | None:
        keyword = self.store.keywords_by_slug.get(slug)
        if keyword is None:
            return None
        return KeywordView(
            keyword=keyword,
            rules=self.store.subtree(keyword.rule),
            glossary=self.store.glossary_for(keyword.name),
            rulings=self.store.rulings_for_keyword(keyword),
            card_rulings=self.store.card_rulings_for_keyword(keyword),
            cards=self.store.cards_with_keyword(keyword),
        )

    def name_list(self, key: str) -> NameList | None:
        for name_list in self.store.name_lists.values():
            if name_list.key == key:
                return name_list
        return None

    def check_name(self, name: str) -> NameCheck:
        return NameCheck(
            name=name,
            matches={key: lst.find(name) for key, lst in self.store.name_lists.items()},
        )

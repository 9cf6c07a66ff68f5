"""Look-ups over the reference data, shared by the pages and the JSON API."""

from __future__ import annotations

import functools
import logging
import re
import tempfile
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from app.reference import index
from app.reference.card_rulings import DatedRuling
from app.reference.cards import CardView, CardViews
from app.reference.catalog import Catalog, Entry, catalog
from app.reference.crossrefs import Piece, referenced_rules
from app.reference.folding import fold
from app.reference.folding import slug as slugify
from app.reference.rulings import (
    Provenance,
    card_head,
    card_provenance,
    card_title,
    seed_head,
    seed_provenance,
    seed_tags,
    seed_title,
)
from app.reference.search import SearchIndex
from app.reference.search_results import Results
from app.reference.store import (
    Card,
    GlossaryTerm,
    Keyword,
    NameList,
    NameListKey,
    ReferenceStore,
    Rule,
    SeedRuling,
    load,
)
from engine import NameCandidate, check_name, corpus_card

AnswerKind = Literal["yes", "did_you_mean", "no"]

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
    #: The card rulings whose text names this rule's number, newest first.
    card_rulings: tuple[DatedRuling, ...] = ()
    #: The rule's place in its section: the rule it is under and that rule's other rules, in
    #: document order (for a subrule, its numbered rule's whole text; otherwise headings).
    context_parent: Rule | None = None
    context: tuple[Rule, ...] = ()
    #: The rules whose text or examples refer to this one, in document order.
    cited_by: tuple[Rule, ...] = ()


@dataclass(frozen=True, slots=True)
class RuleLinks:
    """What a rule links to: the rule it is under, its neighbours, the rules under it, the
    seed rulings that cite it and the rules its text and examples refer to."""

    parent: Rule | None
    previous: Rule | None
    next: Rule | None
    children: list[Rule]
    rulings: list[SeedRuling]
    references: list[str]
    #: The dated card rulings whose text names the rule's number.
    card_rulings: tuple[DatedRuling, ...] = ()


@dataclass(frozen=True, slots=True)
class RulingEntry:
    """A ruling as a page lists it: its title, text, date and source, and where it lives."""

    title: str
    #: The title without the ruling's opening words, for a page that shows the text below it.
    head: str
    text: str
    provenance: Provenance
    url: str
    seed: SeedRuling | None = None


@dataclass(frozen=True, slots=True)
class KeywordView:
    keyword: Keyword
    rules: list[Rule]
    glossary: GlossaryTerm | None
    #: Rulings tied to the keyword by tag: seed rulings of its topic or rule, then the dated
    #: rulings of cards that have the keyword and speak of it.
    rulings: list[RulingEntry]
    cards: list[Card]


@dataclass(frozen=True, slots=True)
class Part:
    """A piece of an answer's sentence; `href` makes it a link on the page."""

    text: str
    href: str | None = None


@dataclass(frozen=True, slots=True)
class Answer:
    """One sentence of the name check's answer: the page shows its parts, the API its text."""

    kind: AnswerKind
    parts: tuple[Part, ...]

    @property
    def text(self) -> str:
        return "".join(part.text for part in self.parts)


@dataclass(frozen=True, slots=True)
class NameCheck:
    """The name check's result (CR 206.3b, 206.3c) and the sentences that say it.

    `matches` is, per list, the listed name the typed one is (case, accents, punctuation and
    spaces aside); `candidates` are the close listed names offered when neither list has it.
    """

    name: str
    kind: AnswerKind
    matches: dict[NameListKey, str | None]
    candidates: tuple[NameCandidate, ...]
    answers: tuple[Answer, ...]

    @property
    def text(self) -> str:
        return " ".join(answer.text for answer in self.answers)


class ReferenceService:
    def __init__(self, store: ReferenceStore, search_index: SearchIndex) -> None:
        self.store = store
        self.index = search_index
        # The card catalog takes about a second to build (34,632 names): built in the
        # background as the app starts, so starting doesn't wait for it.
        threading.Thread(target=self._warm_up, name="card-catalog", daemon=True).start()

    def _warm_up(self) -> None:
        """What the first look-ups would otherwise wait for: the card catalog, card syntax's
        table of every card (half a second), which rules cite which, and the dated rulings' folded
        text the rulings endpoint's words are looked for in (a second or two)."""
        self.index.card_table()
        _ = self.card_views
        _ = self.cited_by
        _ = self.store.card_rulings.folded_texts

    @functools.cached_property
    def catalog(self) -> Catalog:
        """Every card of the oracle corpus, by slug."""
        return catalog()

    @functools.cached_property
    def card_views(self) -> CardViews:
        """Each card page's view."""
        return CardViews(self.catalog, self.store)

    def card_view(self, slug: str) -> CardView | None:
        return self.card_views.view(slug)

    def find_card(self, name: str) -> CardView | None:
        """The card `name` names, for its page and the API alike: its slug, or another spelling
        of its name or its slug ("Urza's Tower", "urza-s-tower"), or of one face's name, typed
        or written as a slug ("Delver of Secrets", "delver-of-secrets")."""
        view = self.card_view(name)
        if view is not None:
            return view
        found = (
            self.catalog.named(fold(name))
            or self.catalog.by_slug.get(slugify(name))
            or self.catalog.named(fold(name.replace("-", " ")))
        )
        # A card of the reference data alone (a token such as Clue) is found by its slug.
        return self.card_view(found.slug if found else slugify(name))

    # -- the reference data, as the pages and the API list it (routes don't reach into the
    # -- store or the catalog: issue 27) -----------------------------------------------------

    @property
    def effective_date(self) -> str:
        """The date of the Comprehensive Rules the data is from."""
        return self.store.effective_date

    @property
    def sources(self) -> dict[str, Any]:
        """Where each part of the data came from, and when."""
        return self.store.sources

    @property
    def rules(self) -> list[Rule]:
        """Every rule, in document order."""
        return self.store.rules

    def rule(self, number: str) -> Rule | None:
        return self.store.rule(number)

    def sections(self) -> list[tuple[Rule, list[Rule]]]:
        """The nine sections, each with its three-digit rules."""
        return [
            (r, self.store.children.get(r.number, [])) for r in self.rules if r.kind == "section"
        ]

    def rule_links(self, rule: Rule) -> RuleLinks:
        store = self.store
        return RuleLinks(
            parent=store.by_number.get(rule.parent) if rule.parent else None,
            previous=store.neighbour(rule, -1),
            next=store.neighbour(rule, 1),
            children=store.children.get(rule.number, []),
            rulings=store.rulings_for_rule(rule.number),
            references=self.references(" ".join([rule.text, *rule.examples])),
            card_rulings=store.card_rulings.naming(rule.number),
        )

    def rule_title(self, number: str) -> str:
        """A cited rule's title, for its link's tooltip; the number when the CR has no such rule."""
        found = self.store.by_number.get(number)
        return found.title if found else number

    def rule_text(self, number: str) -> str:
        """A cited rule's text, for its link's tooltip; the number when the CR has no such rule."""
        found = self.store.by_number.get(number)
        return found.text if found else number

    def link(self, text: str) -> list[Piece]:
        """`text` in pieces, each rule number it mentions a piece of its own (cross-references)."""
        return self.store.link(text)

    def rulings_for_rule(self, number: str) -> list[SeedRuling]:
        return self.store.rulings_for_rule(number)

    def provenance(self, ruling: SeedRuling) -> Provenance:
        """Where a seed ruling comes from, and its date when it has one."""
        return seed_provenance(ruling, self.store)

    # -- every card's dated rulings (MTGJSON 5.2.0) ------------------------------------------

    def card_rulings(
        self,
        *,
        card: CardView | None = None,
        since: str | None = None,
        until: str | None = None,
        words: Sequence[str] = (),
    ) -> list[DatedRuling]:
        """The dated rulings of `card` (every card's when None) from `since` to `until`
        (ISO dates, both included) whose text holds each of `words`, newest first."""
        name = None if card is None else card.name
        return self.store.card_rulings.select(card=name, since=since, until=until, words=words)

    def dated_twin(self, ruling: SeedRuling) -> DatedRuling | None:
        """The dated card ruling a seed ruling's text is, if any (the seed documents are
        undated; MTGJSON dates the same ruling)."""
        return self.store.card_rulings.with_text(ruling.text)

    def card_ruling(self, ruling_id: str) -> DatedRuling | None:
        return self.store.card_rulings.by_id.get(ruling_id)

    def card_ruling_url(self, ruling: DatedRuling, card: str | None = None) -> str:
        """Where a dated ruling is shown: on the page of `card`, else of its first card."""
        name = card or ruling.cards[0]
        entry = self.catalog.named(fold(name))
        return f"{entry.url if entry else '/cards/' + slugify(name)}#{ruling.id}"

    @property
    def card_rulings_source(self) -> dict[str, Any]:
        """Where the dated rulings come from: MTGJSON's version and the date the data ends."""
        return self.store.card_rulings.source

    def card_named(self, name: str) -> Card | None:
        """The reference data's card of this name (a name list's entry, a ruling's card)."""
        return self.store.card_by_name(name)

    def references(self, text: str) -> list[str]:
        """The rules `text` refers to that exist, in order of mention."""
        return referenced_rules(text, self.store.known_numbers)

    @property
    def glossary(self) -> list[GlossaryTerm]:
        return self.store.glossary

    def glossary_term(self, slug: str) -> GlossaryTerm | None:
        return self.store.glossary_by_slug.get(slug)

    @property
    def keywords(self) -> list[Keyword]:
        """The keyword abilities and actions of CR 701 and 702."""
        return self.store.keywords

    def keyword(self, slug: str) -> Keyword | None:
        return self.store.keywords_by_slug.get(slug)

    @property
    def seed_rulings(self) -> list[SeedRuling]:
        return self.store.seed_rulings

    def seed_ruling(self, ruling_id: str) -> SeedRuling | None:
        return self.store.rulings_by_id.get(ruling_id)

    def seed_rulings_of(self, ids: Iterable[str]) -> list[SeedRuling]:
        """The seed rulings of these ids that exist, in the order given."""
        found = self.store.rulings_by_id
        return [found[i] for i in ids if i in found]

    def rulings_by_topic(self) -> list[tuple[str, list[SeedRuling]]]:
        topics: dict[str, list[SeedRuling]] = {}
        for ruling in self.store.seed_rulings:
            topics.setdefault(ruling.topic, []).append(ruling)
        return sorted(topics.items())

    def cards_named(self, names: Iterable[str]) -> list[Card]:
        """The reference cards of these names that exist, in the order given."""
        return [c for n in names if (c := self.store.card_by_name(n)) is not None]

    @property
    def tokens(self) -> list[Card]:
        """The tokens the reference data defines (Clue, Treasure …), which the corpus lacks."""
        return [c for c in self.store.cards if c.token]

    def name_lists(self) -> list[NameList]:
        return list(self.store.name_lists.values())

    def corpus_cards(self, *, letter: str = "", layout: str = "") -> Sequence[Entry]:
        """Every corpus card in folded-name order, or those of one layout and one initial
        letter (a-z, or "#" for names that start otherwise)."""
        shown: Sequence[Entry] = self.catalog.cards
        if layout:
            shown = [c for c in shown if c.layout == layout]
        if letter == "#":
            shown = [c for c in shown if not c.folded[:1].isalpha()]
        elif letter:
            shown = [c for c in shown if c.folded[:1] == letter]
        return shown

    @property
    def layouts(self) -> dict[str, int]:
        """How many corpus cards have each layout."""
        return self.catalog.layouts

    def card_url(self, folded: str) -> str | None:
        """The page of the corpus card whose folded name this is, if there is one."""
        entry = self.catalog.by_folded.get(folded)
        return entry.url if entry else None

    def counts(self) -> dict[str, int]:
        """What the about page counts."""
        store, catalog = self.store, self.catalog
        return {
            "rules": sum(1 for r in store.rules if r.kind in ("numbered", "subrule")),
            "glossary": len(store.glossary),
            "cards": len(store.cards),
            "corpus_cards": len(catalog),
            "corpus_unplayable": sum(1 for c in catalog.cards if not c.playable),
            "seed_rulings": len(store.seed_rulings),
            "card_rulings": store.card_rulings.served,
            "cards_with_rulings": store.card_rulings.cards_with_rulings,
        }

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

    @functools.cached_property
    def cited_by(self) -> dict[str, tuple[Rule, ...]]:
        """For each rule, the rules that refer to it (the cross-reference finder's links)."""
        citing: dict[str, list[Rule]] = {}
        for rule in self.store.rules:
            for text in (rule.text, *rule.examples):
                for piece in self.store.link(text):
                    if piece.rule and piece.rule != rule.number:
                        found = citing.setdefault(piece.rule, [])
                        if not found or found[-1] is not rule:
                            found.append(rule)
        return {number: tuple(rules) for number, rules in citing.items()}

    def rule_view(self, number: str) -> RuleView | None:
        rule = self.store.rule(number)
        if rule is None:
            return None
        if rule.kind == "section":
            body = list(self.store.children.get(rule.number, []))
        else:
            body = self.store.subtree(rule.number)[1:]
        parent = self.store.by_number.get(rule.parent or "")
        context: tuple[Rule, ...] = ()
        if parent is not None:
            if rule.kind == "subrule":
                context = tuple(self.store.subtree(parent.number))
            else:
                context = tuple(self.store.children.get(parent.number, []))
        return RuleView(
            rule=rule,
            ancestors=self.store.ancestors(rule),
            body=body,
            previous=self.store.neighbour(rule, -1),
            next=self.store.neighbour(rule, 1),
            rulings=self.store.rulings_for_rule(rule.number),
            card_rulings=self.store.card_rulings.naming(rule.number),
            context_parent=parent,
            context=context,
            cited_by=self.cited_by.get(rule.number, ()),
        )

    def seed_entry(self, ruling: SeedRuling) -> RulingEntry:
        return RulingEntry(
            seed_title(ruling),
            seed_head(ruling),
            ruling.text,
            seed_provenance(ruling, self.store),
            f"/rulings/{ruling.id}",
            ruling,
        )

    def card_keywords(self, card: Card) -> frozenset[str]:
        """The keywords the corpus lists on the card's faces (folded), none for a token."""
        found = corpus_card(card.name)
        if found is None:
            return frozenset()
        return frozenset(fold(k) for face in found.faces for k in face.keywords)

    def keyword_view(self, slug: str) -> KeywordView | None:
        keyword = self.store.keywords_by_slug.get(slug)
        if keyword is None:
            return None
        name = fold(keyword.name)
        entries = [
            self.seed_entry(r)
            for r in self.store.seed_rulings
            if keyword.slug in seed_tags(r, self.store)
        ]
        cards = [c for c in self.store.cards if name in self.card_keywords(c)]
        mentions = re.compile(rf"\b{re.escape(keyword.name)}\b", re.IGNORECASE)
        rulings = self.store.card_rulings
        # A dated ruling that is a seed ruling's text is listed once, as the seed ruling.
        listed = {fold(r.text) for r in self.store.seed_rulings}
        for card in cards:
            for ruling in rulings.of(card.name):
                if mentions.search(ruling.text) and fold(ruling.text) not in listed:
                    entries.append(
                        RulingEntry(
                            card_title(card.name, ruling),
                            card_head(card.name, ruling),
                            ruling.text,
                            card_provenance(ruling, rulings.source),
                            f"/cards/{card.slug}#{ruling.id}",
                        )
                    )
        return KeywordView(
            keyword=keyword,
            rules=self.store.subtree(keyword.rule),
            glossary=self.store.glossary_for(keyword.name),
            rulings=entries,
            cards=cards,
        )

    def name_list(self, key: str) -> NameList | None:
        for name_list in self.store.name_lists.values():
            if name_list.key == key:
                return name_list
        return None

    def check_name(self, name: str) -> NameCheck:
        """Look `name` up on both lists (the engine's check), and word the answer."""
        lists = self.store.name_lists
        found = check_name(name, {key: lst.names for key, lst in lists.items()})
        if found.kind == "yes":
            answers = tuple(
                self._listed(name, lists[key], entry)
                for key, entry in found.matches.items()
                if entry is not None
            )
        elif found.kind == "did_you_mean":
            answers = (self._did_you_mean(name, found.candidates),)
        else:
            answers = (self._on_neither(name),)
        return NameCheck(name, found.kind, found.matches, found.candidates, answers)

    @staticmethod
    def _rule(number: str, text: str | None = None) -> Part:
        return Part(text or number, f"/rules/{number}")

    def _listed(self, typed: str, lst: NameList, entry: str) -> Answer:
        parts = [
            Part(f"Yes — “{entry}” is on the {lst.set_name} list ("),
            self._rule(lst.rule, f"rule {lst.rule}"),
            Part(")."),
        ]
        if fold(typed) != fold(entry):
            differ = "only case, accents, punctuation or spaces differ"
            parts.append(Part(f" You typed “{typed.strip()}”; {differ}."))
        return Answer("yes", tuple(parts))

    def _did_you_mean(self, typed: str, candidates: tuple[NameCandidate, ...]) -> Answer:
        parts = [Part("No exact match — did you mean ")]
        for i, candidate in enumerate(candidates):
            if i:
                parts.append(Part(" or " if i == len(candidates) - 1 else ", "))
            card = self.store.card_by_name(candidate.name)
            parts.append(Part(candidate.name, f"/cards/{card.slug}" if card else None))
            set_name = self.store.name_lists[candidate.list].set_name
            parts += [Part(f" ({set_name}, "), self._rule(candidate.rule), Part(")")]
        parts.append(Part(f"? “{typed.strip()}” itself is on neither list."))
        return Answer("did_you_mean", tuple(parts))

    def _on_neither(self, typed: str) -> Answer:
        lists = self.store.name_lists
        antiquities, homelands = lists["antiquities"], lists["homelands"]
        return Answer(
            "no",
            (
                Part(f"No — “{typed.strip()}” is on neither the {antiquities.set_name} ("),
                self._rule(antiquities.rule),
                Part(f") nor the {homelands.set_name} ("),
                self._rule(homelands.rule),
                Part(") list."),
            ),
        )

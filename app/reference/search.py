"""Full-text search over the reference database (SQLite FTS5, bm25 with column weights).

The query is folded exactly as the index was, split into words, and each word becomes a quoted FTS
string, so user input never reaches FTS5's query syntax (`-`, `:`, `"`, `*`, `(` are just
separators). The last word is matched as a prefix, because results show while the user types. When a
word is not in the index's vocabulary, the closest indexed word (by edit distance, weighted by how
common it is) makes a "did you mean" suggestion.
"""

from __future__ import annotations

import functools
import heapq
import itertools
import math
import operator
import re
import sqlite3
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from app.reference.card_query import (
    CardQueryMalformed,
    CardQueryTooCostly,
    CardSyntaxError,
    CardTable,
    Facts,
    looks_like_syntax,
    parse,
)
from app.reference.close_names import CloseNames, beyond
from app.reference.cr_terms import CrTerms, TermRules
from app.reference.folding import fold
from app.reference.query_words import (
    MAX_CORRECTION_TRIES,
    MAX_SCORED_WORD_DOCS,
    card_list,
    corrections,
    most_words,
    ranked_words,
    tiered_rules,
)
from app.reference.search_results import (
    KINDS,
    CardMatch,
    Hit,
    PageOutOfRange,
    Results,
    SearchError,
)
from app.reference.snippets import highlight
from app.reference.word_forms import forms_expression
from engine import card_statuses

#: Longest query accepted, in characters.
MAX_QUERY_LENGTH = 200
#: Results per page.
PAGE_SIZE = 20
#: Highest page number accepted at all (beyond the results is refused separately).
MAX_PAGE = 500
#: A word found in more than this share of documents is too common to search on its own.
COMMON_WORD_SHARE = 0.2
#: What a card's dated ruling's rank counts for beside another document's (bm25 is negative:
#: less is better). 24,589 of them, short and often about a keyword, would otherwise come
#: before the rules that define what they speak of ("protection from": the rulings of Teferi's
#: Protection before 702.16a).
DATED_RULING_WEIGHT = 0.5
#: Card names offered for a query that names no card exactly (typo tolerance), and how like the
#: query a name must be (rapidfuzz's ratio of the folded strings, 0-100).
MAX_CLOSE_NAMES = 5
MIN_NAME_SCORE = 80

#: Every match with its rank: bm25 with weights of the FTS columns (title, body, keywords), a hit
#: in a title counting far more. One FTS evaluation gives the counts per kind and the page; the
#: page is then read from `docs` by id. Ranked by (bm25, id), as `ORDER BY bm25(...), id` would.
#: Each match's bm25, times the weight of a card ruling's (the ids in the `?` to `?` run): in
#: SQLite, not in a pass over the matches in Python ("creature" matches 11,000 documents).
_MATCHES_SQL = (
    "SELECT bm25(docs_fts, 10.0, 1.0, 4.0) * (CASE WHEN rowid BETWEEN ? AND ? THEN ? ELSE 1.0 END),"
    " rowid FROM docs_fts WHERE docs_fts MATCH ?"
)
_DOCS_SQL = "SELECT id, kind, key, title, body, url FROM docs WHERE id IN ({})"
_CARDS_SQL = "SELECT id, title, url FROM docs WHERE id IN ({})"
#: The kinds a search shows the CR's terms for (`cr_terms`; a search of cards alone doesn't).
_TERM_KINDS = (None, "rule", "glossary", "ruling")
_FACTS_SQL = (
    "SELECT id, folded, type_line, oracle, colors, mv, power, toughness, layout, kinds "
    "FROM card_facts"
)
_CARD_TEXT_SQL = "SELECT rowid FROM card_fts WHERE card_fts MATCH ?"
#: Kinds whose title, when the query is exactly it, comes first, in this order: what a word *is*
#: (the keyword's page, the glossary's definition, the rule's heading) before what mentions it.
_TITLE_KINDS = ("keyword", "glossary", "rule")
_SUBRULE = re.compile(r"^\d{3}\.\d+[a-z]$")
_NUMBERED = re.compile(r"^\d{3}\.\d+$")
_NOT_ALNUM = re.compile(r"[^a-z0-9]+")
#: Results kept per index, by (query, kind, page), about 14 KB each: the database is read-only
#: and immutable, so a query's results never change.
CACHE_SIZE = 256

_WORD = re.compile(r"[a-z0-9]+")
_SECOND = operator.itemgetter(1)
_RULE_NUMBER = re.compile(r"^(?:rule\s+|cr\s+)?(\d{3}(?:\.\d+[a-z]?)?|\d)\.?$", re.IGNORECASE)


def _parent_number(number: str) -> str | None:
    """The rule a rule number is under: 613.8a → 613.8 → 613 → 6; a section has none."""
    if _SUBRULE.match(number):
        return number[:-1]
    if _NUMBERED.match(number):
        return number.split(".")[0]
    if len(number) == 3:
        return number[0]
    return None


def query_words(query: str) -> list[str]:
    return _WORD.findall(fold(query))


def fts_expression(words: list[str], *, prefix_last: bool = True) -> str:
    """An FTS5 expression that ANDs the words; each is quoted, so none is syntax."""
    parts = [f'"{w}"' for w in words]
    if prefix_last and parts:
        parts[-1] += "*"
    return " ".join(parts)


class SearchIndex:
    """Queries against one database file; one read-only connection per thread.

    The file is opened immutable, so the results of a query never change: the latest
    `cache_size` are kept.
    """

    def __init__(self, path: Path, *, cache_size: int = CACHE_SIZE) -> None:
        """`cache_size` results are kept (0 turns the cache off)."""
        self.path = path
        self._local = threading.local()
        self._search: Callable[[str, str | None, int], Results] = (
            functools.lru_cache(maxsize=cache_size)(self._run) if cache_size > 0 else self._run
        )
        con = self._connect()
        self._vocabulary: dict[str, int] = dict(
            con.execute("SELECT term, docs FROM spelling").fetchall()
        )
        self._terms = [t for t in self._vocabulary if len(t) >= 3 and t[0].isalpha()]
        documents = con.execute("SELECT count(*) FROM docs").fetchone()[0]
        #: Words in more than a fifth of all documents ("the", "a", "of"): they don't narrow a
        #: search, and ranking thousands of matches is the slowest thing a query can do.
        self._common = frozenset(
            t for t, n in self._vocabulary.items() if n > documents * COMMON_WORD_SHARE
        )
        self._rules = {
            row[0] for row in con.execute("SELECT key FROM docs WHERE kind = 'rule'").fetchall()
        }
        #: The kind of every document, by id: counting matches per kind needs nothing else.
        self._kinds: dict[int, str] = dict(con.execute("SELECT id, kind FROM docs").fetchall())
        #: The documents of the cards' dated rulings, one run of ids (`index.dated_documents`).
        low, high = con.execute(
            "SELECT min(id), max(id) FROM docs WHERE kind = 'ruling' AND key LIKE 'mr-%'"
        ).fetchone()
        self._dated = range(low or 0, (high or -1) + 1)
        #: Every card's folded name and its document.
        self._card_names: dict[str, int] = dict(
            con.execute("SELECT folded, id FROM card_names").fetchall()
        )
        self._card_list = list(self._card_names)
        self._close_names = CloseNames(
            self._card_list, min_score=MIN_NAME_SCORE, limit=MAX_CLOSE_NAMES
        )
        self._card_compact: dict[str, int] = dict(
            con.execute("SELECT compact, id FROM card_compact").fetchall()
        )
        #: Every word of a card's name: a query with a word outside them is no list of names.
        self._name_words = frozenset(w for name in self._card_list for w in _WORD.findall(name))
        rules = con.execute("SELECT id, key, title FROM docs WHERE kind = 'rule' ORDER BY id")
        self._rule_ids: dict[str, int] = {}
        labels: dict[str, str] = {}
        #: Each rule document's cluster (its numbered rule, or itself) and its document order.
        self._cluster: dict[int, int] = {}
        self._children: dict[str, list[str]] = {}
        titles: dict[str, list[tuple[int, int]]] = {}
        for rowid, key, title in rules.fetchall():
            self._rule_ids[key] = rowid
            labels[key] = title
            parent = _parent_number(key)
            if parent is not None:
                self._children.setdefault(parent, []).append(key)
            heading = title.split(" ", 1)[1] if " " in title else title
            titles.setdefault(" ".join(fold(heading).split()), []).append((2, rowid))
        for key, rowid in self._rule_ids.items():
            owner = key[:-1] if _SUBRULE.match(key) else key
            self._cluster[rowid] = self._rule_ids.get(owner, rowid)
        #: The rules are the index's first documents (`app.reference.index.documents`).
        self._last_rule = max(self._cluster, default=0)
        for rowid, kind, title in con.execute(
            "SELECT id, kind, title FROM docs WHERE kind IN ('keyword', 'glossary')"
        ).fetchall():
            titles.setdefault(" ".join(fold(title).split()), []).append(
                (_TITLE_KINDS.index(kind), rowid)
            )
        #: Documents by their folded title: a query that is exactly one ranks them first.
        self._titles = {t: tuple(i for _, i in sorted(v)) for t, v in titles.items()}
        glossary = con.execute("SELECT title, body, url FROM docs WHERE kind = 'glossary'")
        self._terms_of = CrTerms(glossary.fetchall(), labels, self._vocabulary)
        self._table_lock = threading.Lock()
        self._table: CardTable | None = None

    def card_table(self) -> CardTable:
        """Every corpus card's facts for card syntax (read once, a few tenths of a second)."""
        if self._table is None:
            with self._table_lock:
                if self._table is None:
                    rows = self._connect().execute(_FACTS_SQL).fetchall()
                    self._table = CardTable(
                        [Facts(*row) for row in rows], self._card_text, card_statuses
                    )
        return self._table

    def _card_text(self, expression: str) -> list[int]:
        rows = self._connect().execute(_CARD_TEXT_SQL, (expression,)).fetchall()
        return [row[0] for row in rows]

    def subtree_ids(self, number: str) -> list[int]:
        """The rule `number` and every rule under it, in document order."""
        out: list[int] = []
        stack = [number]
        while stack:
            key = stack.pop()
            if key in self._rule_ids:
                out.append(self._rule_ids[key])
            stack.extend(reversed(self._children.get(key, [])))
        return out

    def _connect(self) -> sqlite3.Connection:
        con: sqlite3.Connection | None = getattr(self._local, "con", None)
        if con is None:
            con = sqlite3.connect(
                f"file:{self.path}?mode=ro&immutable=1", uri=True, check_same_thread=False
            )
            self._local.con = con
        return con

    def rule_jump(self, query: str) -> str | None:
        """The rule number `query` names ("704.5g", "rule 613", "613."), if it exists."""
        m = _RULE_NUMBER.match(query.strip())
        if m and m.group(1) in self._rules:
            return m.group(1)
        return None

    def search(self, query: str, *, kind: str | None = None, page: int = 1) -> Results:
        if len(query) > MAX_QUERY_LENGTH:
            raise SearchError(
                f"query is {len(query)} characters long; the limit is {MAX_QUERY_LENGTH}"
            )
        if kind is not None and kind not in KINDS:
            raise SearchError(f"unknown kind {kind!r}; expected one of {', '.join(KINDS)}")
        if page < 1 or page > MAX_PAGE:
            raise SearchError(f"page must be between 1 and {MAX_PAGE}, got {page}")
        return self._search(query, kind, page)

    def _run(self, query: str, kind: str | None, page: int, named: bool = True) -> Results:
        """The results of a query; `named=False` leaves out the cards it names (the caller
        works those out itself)."""
        if looks_like_syntax(query):
            return self._run_cards(query, kind, page)
        words = query_words(query)
        jump = self.rule_jump(query)
        con = self._connect()
        exact = self.exact_card(query)
        if not words:
            cards = self.card_matches(query) if page == 1 and kind in (None, "card") else ()
            return Results(query, kind, page, 0, 0, {}, (), None, jump, cards)
        dated = self._dated
        weighted = (dated.start, dated.stop - 1, DATED_RULING_WEIGHT, self.expression(words))
        matches = con.execute(_MATCHES_SQL, weighted).fetchall()
        shown = words
        first = self._first(query, jump, exact, words)
        #: Whether the words as typed are too few together: those holding most of them follow.
        few = not matches and not first
        if few and len(words) > 1:
            # No document holds every word as typed: those holding each in some form ("exile it
            # instead dies": "would die, … exiled instead") come first, and unless they fill a
            # page, those holding most of the words after them.
            expanded = self.forms_expression(words)
            if expanded is not None:
                weighted = (*weighted[:3], expanded[0])
                matches = con.execute(_MATCHES_SQL, weighted).fetchall()
                shown = expanded[1] if matches else words
                of_kind = (r for _, r in matches if not kind or self._kinds.get(r) == kind)
                few = sum(1 for _ in itertools.islice(of_kind, PAGE_SIZE)) < PAGE_SIZE
        if first:
            # What comes first is a match even when its words aren't all in it ("urzas tower").
            present = {rowid for _, rowid in matches}
            matches += [(0.0, rowid) for rowid in first if rowid not in present]
        kinds = self._kinds
        tally = Counter([kinds.get(rowid, "") for _, rowid in matches])
        every = len(matches) - tally[""]
        suggestion = self.suggest(words) if every < 3 else None
        # Close names only when the words found little: a typo of a card's name. Card rulings
        # name cards in passing ("Moonhold is not a counterspell"): what they find doesn't make
        # a typo of a card's name a query that found much.
        wanted = named and page == 1 and kind in (None, "card")
        # Nor when its words, in other forms, are found together: each is an indexed word.
        close_names = wanted and (
            exact is not None
            or bool(suggestion)
            or (shown is words and beyond(matches, kinds, dated) < 3)
        )
        if not every and suggestion and page == 1:
            # Nothing for the query as typed: show what its correction finds, and say so.
            corrected = self._run(suggestion, kind, page, named=False)
            if corrected.total:
                close: tuple[CardMatch, ...] = ()
                if kind in (None, "card"):
                    close = self._corrected_cards(query, suggestion, corrected.partial)
                return replace(
                    corrected, query=query, corrected=suggestion, suggestion=suggestion, cards=close
                )
        partial = False
        if few:
            # No document holds every word: those holding most of them, more words first.
            ranked = ranked_words(
                words, self._vocabulary, self._common, prefix_last=len(words[-1]) > 1
            )
            vocabulary = self._vocabulary
            common = frozenset(
                t for t in ranked if vocabulary.get(t.strip('"'), 0) > MAX_SCORED_WORD_DOCS
            )
            some = most_words(
                con,
                ranked,
                {rowid for _, rowid in matches},
                (self._dated, DATED_RULING_WEIGHT),
                common,
            )
            if some:
                matches += some
                tally.update(map(kinds.get, map(_SECOND, some), itertools.repeat("")))
                partial = True
        if tally.pop("", 0):  # an index entry without its document (none expected): no match
            matches = [m for m in matches if m[1] in kinds]
        # In order of kind, as `GROUP BY kind` gives them.
        counts = {k: tally[k] for k in sorted(tally)}
        total = counts.get(kind, 0) if kind else sum(counts.values())
        pages = max(1, -(-total // PAGE_SIZE))
        if total and page > pages:
            raise PageOutOfRange(page, pages)
        if not total and page > 1:
            raise PageOutOfRange(page, pages)
        if kind:
            matches = [m for m in matches if kinds[m[1]] == kind]
        offset = (page - 1) * PAGE_SIZE
        first = [i for i in first if i in kinds and (not kind or kinds[i] == kind)]
        ids = self._page_ids(matches, first, offset + PAGE_SIZE, partial)
        ids = ids[offset:]
        hits = self._hits(ids, shown)
        cards = self.card_matches(query) if close_names else ()
        terms: tuple[TermRules, ...] = ()
        if page == 1 and kind in _TERM_KINDS and len(words) > 1:
            # The CR's terms of the query and its best rulings and cards, with their rules: the
            # rules the words don't find ("Humility Opalescence": 613.7, 613.8).
            sources = [i for i in ids if kinds[i] in ("ruling", "card")]
            terms = self._terms_of.of_search(con, words, sources, {hit.url for hit in hits})
        return replace(
            Results(query, kind, page, pages, total, counts, hits, suggestion, jump, cards),
            partial=partial,
            forms=tuple(w for w in shown if w not in words),
            terms=terms,
        )

    def _corrected_cards(self, query: str, suggestion: str, partial: bool) -> tuple[CardMatch, ...]:
        """The cards shown above a corrected query's results: those it names when it is a list
        of names; when it names one card, or no document holds its words together ("lightnig
        blot"), the names most like the query as typed."""
        one = self.exact_card(suggestion) is not None
        if not one and self.card_list(query_words(suggestion)):
            return self.card_matches(suggestion)
        return self.card_matches(query) if one or partial else ()

    def _first(
        self, query: str, jump: str | None, exact: int | None, words: list[str]
    ) -> list[int]:
        """Documents that come before every other match, in order: the card the query names
        (or the cards, when it is a list of names), the rule number it names and the rules
        under it (in number order), or what the query is exactly the title of (a keyword, its
        glossary entry, its rule)."""
        first = [exact] if exact is not None else self.card_list(words)
        if jump is not None:
            first += self.subtree_ids(jump)
        else:
            first += self._titles.get(" ".join(fold(query).split()), ())
        return list(dict.fromkeys(first))

    def card_list(self, words: list[str]) -> list[int]:
        """The cards a query made of two or more card names names, in its order."""
        return card_list(words, self._name_words, self._name_of)

    def _name_of(self, words: list[str]) -> int | None:
        """The card whose folded name (or a face's) is these words, with or without the
        punctuation between them, unless they are the title of something else."""
        name = " ".join(words)
        if name in self._titles:
            return None
        return self._card_names.get(name) or self._card_compact.get("".join(words))

    def _page_ids(
        self, matches: list[tuple[float, int]], first: list[int], n: int, tiered: bool = False
    ) -> list[int]:
        """The best `n` documents: the `first` ones in their order, then by bm25, with a rule's
        subrules gathered under it in rule-number order at the place of the best of them.

        Only rule documents (ids up to `_last_rule`, the index's first rows) are regrouped, so
        the many other matches of a common word are only ever compared in C (`heapq`). When
        some matches hold only some of the words (`tiered`), a rule's subrules are gathered
        with those holding as many words: one subrule holding them all doesn't lift its
        siblings holding one.
        """
        place = {rowid: k for k, rowid in enumerate(first)}
        last_rule = self._last_rule
        rules = [m for m in matches if m[1] <= last_rule and m[1] not in place]
        cluster = self._cluster
        keyed: list[tuple[float, int, int]]
        if tiered:
            keyed = tiered_rules(rules, cluster, n)
        else:
            best: dict[int, float] = {}
            for rank, rowid in rules:
                owner = cluster[rowid]
                if rank < best.get(owner, math.inf):
                    best[owner] = rank
            # A rule's key (best of its cluster, the cluster, its document order) ties after a
            # non-rule's (rank, id) only on equal ranks, which bm25 hardly gives.
            keyed = heapq.nsmallest(
                n, [(best[cluster[rowid]], cluster[rowid], rowid) for _, rowid in rules]
            )
        others = [m for m in matches if m[1] > last_rule]
        if place:
            others = [m for m in others if m[1] not in place]
        keyed += [(rank, rowid, rowid) for rank, rowid in heapq.nsmallest(n, others)]
        ordered = list(first)
        ordered += [k[2] for k in heapq.nsmallest(max(0, n - len(ordered)), keyed)]
        return ordered[:n]

    def _hits(self, ids: list[int], words: list[str]) -> tuple[Hit, ...]:
        if not ids:
            return ()
        sql = _DOCS_SQL.format(", ".join("?" * len(ids)))
        rows = {row[0]: row for row in self._connect().execute(sql, ids).fetchall()}
        return tuple(
            Hit(
                kind=row[1],
                key=row[2],
                title=row[3],
                url=row[5],
                snippet=tuple(highlight(row[4], words)),
                title_fragments=tuple(highlight(row[3], words, limit=None)),
                status=self.card_table().status_of(row[0]) if row[1] == "card" else None,
            )
            for row in map(rows.__getitem__, ids)
        )

    def _run_cards(self, query: str, kind: str | None, page: int) -> Results:
        """A card-syntax query: the cards it describes, by name (`app.reference.card_query`)."""
        try:
            parsed = parse(query)
        except (CardQueryTooCostly, CardQueryMalformed) as exc:
            raise SearchError(str(exc)) from exc
        except CardSyntaxError as exc:
            return replace(
                Results(query, kind, page, 0, 0, {}, (), None, None),
                syntax_error=str(exc),
                card_syntax=True,
            )
        found = parsed.matches(self.card_table())
        counts = {"card": len(found)} if found else {}
        total = len(found) if kind in (None, "card") else 0
        pages = max(1, -(-total // PAGE_SIZE))
        if page > pages:
            raise PageOutOfRange(page, pages)
        offset = (page - 1) * PAGE_SIZE
        shown = found[offset : offset + PAGE_SIZE] if total else []
        words = [w for phrase in parsed.oracle_words for w in query_words(phrase)]
        hits = self._hits(shown, words)
        return replace(
            Results(query, kind, page, pages, total, counts, hits, None, None), card_syntax=True
        )

    def exact_card(self, query: str) -> int | None:
        """The card document the query names: folded, or without spaces and punctuation
        ("urzas tower") unless the query is, as typed, the title of something else
        ("investigate" is a keyword, not the card "Investi-gate")."""
        wanted = " ".join(fold(query).split())
        found = self._card_names.get(wanted)
        if found is None and wanted and wanted not in self._titles:
            found = self._card_compact.get(_NOT_ALNUM.sub("", wanted))
        return found

    def card_matches(self, query: str) -> tuple[CardMatch, ...]:
        """The card `query` names (folded), the cards when it is a list of names, or the
        closest names when it names none."""
        wanted = " ".join(fold(query).split())
        if not wanted:
            return ()
        exact = self.exact_card(query)
        named = [] if exact is not None else self.card_list(query_words(query))
        if exact is not None:
            found = [(exact, True, 100.0)]
        elif named:
            found = [(doc, True, 100.0) for doc in named]
        elif len(wanted) >= 3:
            names = self._card_list
            close = self._close_names(wanted)
            found = [(self._card_names[names[k]], False, score) for k, score in close]
        else:
            return ()
        ids = [i for i, _, _ in found]
        sql = _CARDS_SQL.format(", ".join("?" * len(ids)))
        rows = {r[0]: r for r in self._connect().execute(sql, ids).fetchall()}
        return tuple(
            CardMatch(rows[i][1], rows[i][2], is_exact, float(score))
            for i, is_exact, score in found
            if i in rows
        )

    def expression(self, words: list[str]) -> str:
        """The FTS5 expression for the query's words.

        The last word is a prefix while the user types, unless it is a single character (which
        would match nearly everything). A query of only very common words searches titles.
        """
        narrowing = any(w not in self._common for w in words)
        expression = fts_expression(words, prefix_last=len(words[-1]) > 1)
        return expression if narrowing else "{title} : (" + expression + ")"

    def forms_expression(self, words: list[str]) -> tuple[str, list[str]] | None:
        """The words ANDed, each in any of its forms (`word_forms.forms_expression`)."""
        return forms_expression(words, self._vocabulary, self._common)

    def suggest(self, words: list[str]) -> str | None:
        """A corrected query when some words are not in the vocabulary, each word corrected on
        its own (`query_words.corrections`), if the correction finds something.

        Among several words, a document holding every word is what the correction looks for:
        when the nearest corrections together find none, the next ones of each misspelt word
        are tried in turn (at most `MAX_CORRECTION_TRIES` lookups), so "wrd counter unless pays"
        is "ward …", which 702.21a holds; failing that, the nearest, whose documents holding
        most of the words then show."""
        corrected: list[str] = []
        options: dict[int, list[str]] = {}
        for i, word in enumerate(words):
            is_last = i == len(words) - 1
            if word in self._vocabulary or word.isdigit() or len(word) < 3:
                corrected.append(word)
                continue
            if is_last and self._has_prefix(word):
                corrected.append(word)
                continue
            found = corrections(word, self._terms, self._vocabulary)
            corrected.append(found[0] if found else word)
            if found:
                options[i] = found
        if not options:
            return None
        if self._finds_all(corrected):
            return " ".join(corrected)
        if len(corrected) == 1:
            return None
        tries = 0
        for i, found in options.items():
            for other in found[1:]:
                if tries == MAX_CORRECTION_TRIES:
                    break
                tries += 1
                if self._finds_all([*corrected[:i], other, *corrected[i + 1 :]]):
                    corrected[i] = other
                    return " ".join(corrected)
        return " ".join(corrected)  # a corrected word is an indexed one: it finds something

    def _finds_all(self, words: list[str]) -> bool:
        """Whether some document holds every word (the last as a prefix, as searched)."""
        expression = fts_expression(words, prefix_last=len(words[-1]) > 1)
        found = self._connect().execute(
            "SELECT 1 FROM docs_fts WHERE docs_fts MATCH ? LIMIT 1", (expression,)
        )
        return found.fetchone() is not None

    def _has_prefix(self, word: str) -> bool:
        row = (
            self._connect()
            .execute("SELECT 1 FROM docs_fts WHERE docs_fts MATCH ? LIMIT 1", (f'"{word}"*',))
            .fetchone()
        )
        return row is not None

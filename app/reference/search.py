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
import math
import re
import sqlite3
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from rapidfuzz import fuzz, process
from rapidfuzz.distance import Levenshtein

from app.reference.folding import fold

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

#: Longest query accepted, in characters.
MAX_QUERY_LENGTH = 200
#: Results per page.
PAGE_SIZE = 20
#: Highest page number accepted at all (beyond the results is refused separately).
MAX_PAGE = 500
#: A word found in more than this share of documents is too common to search on its own.
COMMON_WORD_SHARE = 0.2
#: Card names offered for a query that names no card exactly (typo tolerance), and how like the
#: query a name must be (rapidfuzz's ratio of the folded strings, 0-100).
MAX_CLOSE_NAMES = 5
MIN_NAME_SCORE = 80
#: Longest snippet shown, in characters, around the first hit.
SNIPPET_CHARS = 220

#: Every match with its rank: bm25 with weights of the FTS columns (title, body, keywords), a hit
#: in a title counting far more. One FTS evaluation gives the counts per kind and the page; the
#: page is then read from `docs` by id. Ranked by (bm25, id), as `ORDER BY bm25(...), id` would.
_MATCHES_SQL = "SELECT bm25(docs_fts, 10.0, 1.0, 4.0), rowid FROM docs_fts WHERE docs_fts MATCH ?"
_DOCS_SQL = "SELECT id, kind, key, title, body, url FROM docs WHERE id IN ({})"
_CARDS_SQL = "SELECT id, title, url FROM docs WHERE id IN ({})"
#: Results kept per index, by (query, kind, page), about 14 KB each: the database is read-only
#: and immutable, so a query's results never change.
CACHE_SIZE = 256

_WORD = re.compile(r"[a-z0-9]+")
_RULE_NUMBER = re.compile(r"^(?:rule\s+|cr\s+)?(\d{3}(?:\.\d+[a-z]?)?|\d)\.?$", re.IGNORECASE)


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
class Fragment:
    """A piece of a snippet; `hit` marks words that matched the query."""

    text: str
    hit: bool = False


@dataclass(frozen=True, slots=True)
class Hit:
    kind: str
    key: str
    title: str
    url: str
    snippet: tuple[Fragment, ...]
    title_fragments: tuple[Fragment, ...]


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

    def grouped(self) -> list[tuple[str, list[Hit]]]:
        """This page's hits grouped by kind, kinds in their fixed display order."""
        groups: dict[str, list[Hit]] = {}
        for hit in self.hits:
            groups.setdefault(hit.kind, []).append(hit)
        return [(kind, groups[kind]) for kind in KINDS if kind in groups]


def query_words(query: str) -> list[str]:
    return _WORD.findall(fold(query))


def fts_expression(words: list[str], *, prefix_last: bool = True) -> str:
    """An FTS5 expression that ANDs the words; each is quoted, so none is syntax."""
    parts = [f'"{w}"' for w in words]
    if prefix_last and parts:
        parts[-1] += "*"
    return " ".join(parts)


def highlight(text: str, words: list[str], *, limit: int | None = SNIPPET_CHARS) -> list[Fragment]:
    """Split `text` into fragments, marking words whose folded form starts with a query word.

    With `limit`, the text is cut to a window around the first hit (with ellipses).
    """
    if not words:
        return [Fragment(text[:limit] if limit else text)]
    # The typographic characters replaced one for one, so positions in `probe` are positions in
    # `text`; the window of `probe` is what the window of `text` would give.
    probe = _same_length_ascii(text)
    start, end = 0, len(text)
    if limit is not None and len(text) > limit:
        if probe.isascii():
            m = _prefix_pattern(tuple(words)).search(probe)
            first = m.start() if m else 0
        else:
            first = next(iter(_folded_spans(text, words)), (0, 0))[0]
        start = max(0, first - limit // 3)
        end = min(len(text), start + limit)
        # Cut on word boundaries.
        if start > 0:
            start = text.find(" ", start) + 1 or start
        if end < len(text):
            cut = text.rfind(" ", start, end)
            end = cut if cut > start else end
        probe = probe[start:end]
    fragments: list[Fragment] = []
    if start > 0:
        fragments.append(_ELLIPSIS)
    cursor = start
    if probe.isascii():
        # Folding ASCII is lower-casing, so one case-insensitive pattern finds the words that
        # start with a query word.
        spans = [m.span() for m in _prefix_pattern(tuple(words)).finditer(probe)]
    else:
        spans = _folded_spans(text[start:end], words)
    for s, e in spans:
        s, e = s + start, e + start
        if s > cursor:
            fragments.append(Fragment(text[cursor:s]))
        fragments.append(Fragment(text[s:e], hit=True))
        cursor = e
    if cursor < end:
        fragments.append(Fragment(text[cursor:end]))
    if end < len(text):
        fragments.append(_ELLIPSIS)
    return fragments


_ELLIPSIS = Fragment("…")


def _folded_spans(text: str, words: list[str]) -> list[tuple[int, int]]:
    """Spans of the words in `text` that start with a query word, each word folded on its own
    (for text that is not ASCII)."""
    prefixes = tuple(words)
    return [m.span() for m in _WORDS.finditer(text) if _fold_word(m.group(0)).startswith(prefixes)]


def _fold_word(word: str) -> str:
    """`fold(word)` for a run of word characters: for ASCII, that is lower-casing it."""
    return word.lower() if word.isascii() else fold(word)


#: Typographic characters that fold to one ASCII character each, so they can be replaced in place.
_SAME_LENGTH = tuple(
    zip("\u2018\u2019\u201c\u201d\u2013\u2014\u2212\u2022", "''\"\"---*", strict=True)
)
_WORDS = re.compile(r"\w+")


def _same_length_ascii(text: str) -> str:
    """`text` with the characters of `_SAME_LENGTH` replaced.

    Most text is ASCII and has none of them; `str.replace` is far faster than `str.translate`.
    """
    if text.isascii():
        return text
    for typographic, plain in _SAME_LENGTH:
        if typographic in text:
            text = text.replace(typographic, plain)
    return text


@functools.lru_cache(maxsize=256)
def _prefix_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![^\W_])(?:{alternatives})\w*", re.IGNORECASE)


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
        #: Every card's folded name and its document.
        self._card_names: dict[str, int] = dict(
            con.execute("SELECT folded, id FROM card_names").fetchall()
        )
        self._card_list = list(self._card_names)

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

    def _run(self, query: str, kind: str | None, page: int) -> Results:
        words = query_words(query)
        jump = self.rule_jump(query)
        con = self._connect()
        cards = self.card_matches(query) if page == 1 and kind in (None, "card") else ()
        if not words:
            return Results(query, kind, page, 0, 0, {}, (), None, jump, cards)
        matches = con.execute(_MATCHES_SQL, (self.expression(words),)).fetchall()
        exact = self._card_names.get(" ".join(fold(query).split()))
        if exact is not None:
            # The card the query names exactly ranks first, whatever bm25 says.
            matches = [(-math.inf, i) if i == exact else (r, i) for r, i in matches]
        kinds = self._kinds
        tally = Counter([kinds.get(rowid, "") for _, rowid in matches])
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
        ids = [rowid for _, rowid in heapq.nsmallest(offset + PAGE_SIZE, matches)[offset:]]
        rows = {}
        if ids:
            sql = _DOCS_SQL.format(", ".join("?" * len(ids)))
            rows = {row[0]: row for row in con.execute(sql, ids).fetchall()}
        hits = tuple(
            Hit(
                kind=row[1],
                key=row[2],
                title=row[3],
                url=row[5],
                snippet=tuple(highlight(row[4], words)),
                title_fragments=tuple(highlight(row[3], words, limit=None)),
            )
            for row in map(rows.__getitem__, ids)
        )
        suggestion = self.suggest(words) if total < 3 else None
        return Results(query, kind, page, pages, total, counts, hits, suggestion, jump, cards)

    def card_matches(self, query: str) -> tuple[CardMatch, ...]:
        """The card `query` names (folded), or the closest names when it names none."""
        wanted = " ".join(fold(query).split())
        if not wanted:
            return ()
        exact = self._card_names.get(wanted)
        if exact is not None:
            found = [(exact, True, 100.0)]
        elif len(wanted) >= 3:
            close = process.extract(
                wanted,
                self._card_list,
                scorer=fuzz.ratio,
                score_cutoff=MIN_NAME_SCORE,
                limit=MAX_CLOSE_NAMES,
            )
            found = [(self._card_names[name], False, score) for name, score, _ in close]
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

    def suggest(self, words: list[str]) -> str | None:
        """A corrected query when some words are not in the vocabulary, if one has results."""
        corrected: list[str] = []
        changed = False
        for i, word in enumerate(words):
            is_last = i == len(words) - 1
            if word in self._vocabulary or word.isdigit() or len(word) < 3:
                corrected.append(word)
                continue
            if is_last and self._has_prefix(word):
                corrected.append(word)
                continue
            best = self._closest(word)
            if best is None:
                corrected.append(word)
                continue
            corrected.append(best)
            changed = True
        if not changed:
            return None
        expression = fts_expression(corrected, prefix_last=False)
        found = self._connect().execute(
            "SELECT 1 FROM docs_fts WHERE docs_fts MATCH ? LIMIT 1", (expression,)
        )
        return " ".join(corrected) if found.fetchone() else None

    def _has_prefix(self, word: str) -> bool:
        row = (
            self._connect()
            .execute("SELECT 1 FROM docs_fts WHERE docs_fts MATCH ? LIMIT 1", (f'"{word}"*',))
            .fetchone()
        )
        return row is not None

    def _closest(self, word: str) -> str | None:
        """The most common indexed word within a small edit distance of `word`."""
        max_distance = 1 if len(word) <= 4 else 2 if len(word) <= 8 else 3
        candidates = process.extract(
            word,
            self._terms,
            scorer=Levenshtein.distance,
            score_cutoff=max_distance,
            limit=20,
        )
        if not candidates:
            return None

        def rank(item: tuple[str, float, int]) -> tuple[float, float, int]:
            term, distance, _ = item
            similarity = fuzz.ratio(word, term)
            return (distance, -similarity, -self._vocabulary[term])

        return min(candidates, key=rank)[0]

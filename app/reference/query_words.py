"""How search reads a query of several words when no document holds them all (issue 30 §3).

Three things a judge types that a plain AND of the words misses:

- words no document holds together ("Humility Opalescence": the CR names neither card, and each
  card's page names only itself) — `most_words` ranks the documents holding most of them, more
  words first, then by bm25 as the words' scores add up;
- a list of card names ("Lightning Bolt Counterspell") — `card_list` reads the query as the
  fewest card names that make it up, so each named card comes first;
- a typo in any of the words — `corrections` is the one correction, applied word by word
  (`SearchIndex.suggest`), which among several words takes the nearest correction that some
  document holds with the other words.

Each is a bounded amount of work: `most_words` runs one FTS lookup for each of at most
`MAX_RANKED_WORDS` words, `card_list` looks up at most `MAX_NAME_WORDS` words a name, and a
correction of several words tries at most `MAX_CORRECTION_TRIES` of them.
"""

from __future__ import annotations

import heapq
import math
import sqlite3
from collections.abc import Callable, Mapping

from rapidfuzz import fuzz, process
from rapidfuzz.distance import Levenshtein

#: Most words of one query the most-words ranking counts (its rarest, by how many documents hold
#: each): each is one FTS lookup, and a query may have up to 100 words.
MAX_RANKED_WORDS = 8
#: Most words in one card name read from a list of names: the corpus's longest name has 27.
MAX_NAME_WORDS = 30
#: Corrections of one misspelt word tried, best first, and corrections tried for a whole query
#: of several words, for one that goes with the others ("wrd counter" is "ward counter", not
#: "word counter"): each try is one FTS lookup.
MAX_CORRECTIONS = 5
MAX_CORRECTION_TRIES = 12
#: What a missing word costs a document in the most-words ranking: more than any bm25 score
#: (a few tens at most), so a document holding more of the words always comes first.
MISSING_WORD_RANK = 10_000.0

#: Words that don't count towards holding "most of the words": they say how the others go
#: together, not what is wanted ("exile it instead"). Still part of a search for every word.
STOP_WORDS = frozenset(
    (
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "can",
        "for",
        "from",
        "has",
        "have",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "so",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "to",
        "was",
        "were",
        "when",
        "which",
        "while",
        "who",
        "will",
        "with",
        "would",
        "you",
        "your",
    )
)
#: One word's documents with their bm25 scores (the weights of `search._MATCHES_SQL`).
_WORD_SQL = (
    "SELECT bm25(docs_fts, 10.0, 1.0, 4.0) AS rank, rowid FROM docs_fts WHERE docs_fts MATCH ?"
)
#: The documents of the words' lookups (`_WORD_SQL`, one per word), each with its rank: the
#: words' scores added up and `MISSING_WORD_RANK` for each it lacks; those holding all left out.
#: A word in more documents than this only counts towards "most of the words" in the most-words
#: ranking, its bm25 left out: bm25 costs about 25 times the lookup itself for each document, and
#: a common word ("damage": 2,857 documents with the card rulings) says little of which comes first.
MAX_SCORED_WORD_DOCS = 1_000
#: A word's documents, counted but not scored (`MAX_SCORED_WORD_DOCS`).
_COUNTED_SQL = "SELECT 0.0 AS rank, rowid FROM docs_fts WHERE docs_fts MATCH ?"
_MOST_WORDS_SQL = (
    "SELECT sum(rank) * (CASE WHEN rowid BETWEEN ? AND ? THEN ? ELSE 1.0 END)"
    " + (? - count(*)) * ?, rowid FROM ({}) GROUP BY rowid HAVING count(*) < ?"
)


def ranked_words(
    words: list[str], vocabulary: Mapping[str, int], common: frozenset[str], *, prefix_last: bool
) -> list[str]:
    """The FTS strings the most-words ranking counts: each distinct word that narrows a search
    (in at most a fifth of all documents, and not one of `STOP_WORDS`), the rarest
    `MAX_RANKED_WORDS` of them. A last word the index doesn't hold is a prefix while the user
    types it (three letters or more)."""
    last = words[-1] if words else ""
    kept: dict[str, int] = {}
    for word in words:
        if word in common or word in STOP_WORDS or word in kept or len(word) < 2:
            continue
        if word in vocabulary:
            kept[f'"{word}"'] = vocabulary[word]
        elif word == last and prefix_last and len(word) >= 3:
            kept[f'"{word}"*'] = 0
    return sorted(kept, key=kept.__getitem__)[:MAX_RANKED_WORDS]


def most_words(
    con: sqlite3.Connection,
    ranked: list[str],
    holding_all: set[int],
    weighted: tuple[range, float] = (range(0), 1.0),
    counted_only: frozenset[str] = frozenset(),
) -> list[tuple[float, int]]:
    """Every document holding some but not all of the `ranked` words, and its rank: its words'
    bm25 scores added up (bm25 is a sum over the query's terms), and `MISSING_WORD_RANK` for each
    word it lacks. Documents in `holding_all` are left out: they are already ranked. The bm25 of
    the documents in `weighted`'s range counts that much (the cards' dated rulings, as for a
    search of every word); the words of `counted_only` count without their bm25. One statement:
    SQLite adds up the words' lookups, so Python sees each document once."""
    if len(ranked) < 2:
        return []
    wanted = len(ranked)
    ids, weight = weighted
    lookups = [_COUNTED_SQL if term in counted_only else _WORD_SQL for term in ranked]
    sql = _MOST_WORDS_SQL.format(" UNION ALL ".join(lookups))
    low, high = (ids.start, ids.stop - 1) if ids else (0, -1)
    rows = con.execute(
        sql, (low, high, weight, wanted, MISSING_WORD_RANK, *ranked, wanted)
    ).fetchall()
    if holding_all:
        rows = [row for row in rows if row[1] not in holding_all]
    return rows


def tiered_rules(
    rules: list[tuple[float, int]], cluster: Mapping[int, int], n: int
) -> list[tuple[float, int, int]]:
    """The best `n` rule matches, as `SearchIndex._page_ids` keys them (the best rank of the
    group, the cluster, the document), when some hold only some of the words: a rule's subrules
    gather with those holding as many words (`MISSING_WORD_RANK` apart), so one subrule holding
    them all doesn't lift its siblings holding one."""
    half = MISSING_WORD_RANK / 2
    groups = [
        (rank, rowid, (cluster[rowid], int((rank + half) // MISSING_WORD_RANK)))
        for rank, rowid in rules
    ]
    best: dict[tuple[int, int], float] = {}
    for rank, _, group in groups:
        if rank < best.get(group, math.inf):
            best[group] = rank
    return heapq.nsmallest(n, [(best[group], group[0], rowid) for _, rowid, group in groups])


def card_list(
    words: list[str],
    name_words: frozenset[str],
    name_of: Callable[[list[str]], int | None],
) -> list[int]:
    """The cards a query of two or more card names names, in the query's order ("lightning bolt
    counterspell"): the fewest names that make up all its words. Empty when a word is in no
    card's name (most queries: a set look-up each) or the words aren't names end to end."""
    n = len(words)
    if n < 2 or any(w not in name_words for w in words):
        return []
    # best[i]: the fewest names making up words[i:], as their documents.
    best: list[tuple[int, ...] | None] = [None] * n + [()]
    for i in range(n - 1, -1, -1):
        for j in range(min(n, i + MAX_NAME_WORDS), i, -1):
            rest = best[j]
            if rest is None or (best[i] is not None and len(rest) + 1 >= len(best[i] or ())):
                continue
            doc = name_of(words[i:j])
            if doc is not None:
                best[i] = (doc, *rest)
    found = list(dict.fromkeys(best[0] or ()))
    return found if len(found) >= 2 else []


def corrections(word: str, terms: list[str], vocabulary: Mapping[str, int]) -> list[str]:
    """The indexed words within a small edit distance of `word` (one edit up to four letters,
    two up to eight, three beyond), best first: the nearest, then the most like it, then the
    most common; at most `MAX_CORRECTIONS`. The first is the correction of a word on its own;
    among several words, `SearchIndex.suggest` takes a later one that goes with the others."""
    max_distance = 1 if len(word) <= 4 else 2 if len(word) <= 8 else 3
    candidates = process.extract(
        word, terms, scorer=Levenshtein.distance, score_cutoff=max_distance, limit=20
    )

    def rank(item: tuple[str, float, int]) -> tuple[float, float, int]:
        term, distance, _ = item
        return (distance, -fuzz.ratio(word, term), -vocabulary[term])

    return [term for term, _, _ in sorted(candidates, key=rank)[:MAX_CORRECTIONS]]

"""The CR's terms a search speaks of, and the rules the glossary gives for them (issue 30 §3).

A judge's words and the rulings they find use the CR's own terms: "exile it instead dies" says
*instead*, which the glossary defines as the mark of a replacement effect ("See rule 614"), and
the rulings of Humility and Opalescence speak of *timestamp order* and *layers*, which the glossary
sends to 613.7 and 613 and, "See also", to *dependency* (613.8). No rule holds the query's words,
so no word search finds those rules; the glossary, which is the CR's index of its terms, does.

`CrTerms.find` reads the terms in the query (every one) and in the texts of its best results
(the rarer ones: a term whose rarest word is in more than `MAX_TERM_DOCS` documents, like
"creature" or "ability", says nothing of what the results are about), then the terms the glossary
says to see also, and gives each with the rules its entry cites: at most `MAX_TERMS`.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Container, Iterable, Mapping
from dataclasses import dataclass

from app.reference.crossrefs import referenced_rules
from app.reference.folding import fold
from app.reference.word_forms import bases, inflections

#: Most terms shown for one search.
MAX_TERMS = 6
#: A term found in the results' texts counts only when its rarest word is in at most this many
#: documents (of 63,737): "layer" is in 31, "timestamp" 66, "dependency" 12; "case" (a term, and
#: "in that case") 344, "replacement" 363, "creature" 11,000.
MAX_TERM_DOCS = 100
#: The best results (rulings and cards) whose texts are read for terms.
MAX_TERM_SOURCES = 5
#: Longest term, in words, looked for ("Active Player, Nonactive Player Order" is four).
MAX_TERM_WORDS = 5

_WORD = re.compile(r"[a-z0-9]+")
_SEE_ALSO = re.compile(r"See also ([^.]+)\.")
_OBSOLETE = "(obsolete)"
_TYPOGRAPHIC = str.maketrans("’‘“”—–…", "       ")
_TEXT_SQL = "SELECT title, body FROM docs WHERE id IN ({})"


@dataclass(frozen=True, slots=True)
class CitedRule:
    number: str
    label: str
    url: str


@dataclass(frozen=True, slots=True)
class TermRules:
    """A glossary term a search speaks of, and the rules its entry cites."""

    term: str
    url: str
    rules: tuple[CitedRule, ...]


@dataclass(frozen=True, slots=True)
class _Entry:
    term: TermRules
    words: tuple[str, ...]
    see_also: tuple[tuple[str, ...], ...]


def _words(text: str) -> tuple[str, ...]:
    """The folded words of `text`: its typographic punctuation only separates words, and the
    rest folded as ASCII is (lower-cased, much cheaper) unless letters with accents remain."""
    plain = text.lower().translate(_TYPOGRAPHIC)
    return tuple(_WORD.findall(plain if plain.isascii() else fold(text)))


class CrTerms:
    """The glossary's terms, by their folded words, with the rules each cites."""

    def __init__(
        self,
        glossary: Iterable[tuple[str, str, str]],
        rule_labels: Mapping[str, str],
        vocabulary: Mapping[str, int],
    ) -> None:
        """`glossary`: (term, text, url) of every entry; `rule_labels`: each rule's number and
        the label results show for it; `vocabulary`: how many documents hold each word."""
        self._vocabulary = vocabulary
        self._entries: dict[tuple[str, ...], _Entry] = {}
        for title, text, url in glossary:
            if _OBSOLETE in title.lower():
                continue  # an old card's wording, not a term of today's rules
            cited = tuple(
                CitedRule(number, rule_labels[number], f"/rules/{number}")
                for number in referenced_rules(text, rule_labels)
            )
            also = _SEE_ALSO.search(text)
            see_also = tuple(
                _words(name)
                for name in re.split(r",\s*|\s+and\s+", also.group(1) if also else "")
                if name
            )
            term = TermRules(title, url, cited)
            for variant in title.split(", "):
                words = _words(variant)
                if 0 < len(words) <= MAX_TERM_WORDS:
                    self._entries.setdefault(words, _Entry(term, words, see_also))
        #: Each word a term of several words starts with, and the most words of such a term.
        self._longest: dict[str, int] = {}
        for words in self._entries:
            if len(words) > 1:
                self._longest[words[0]] = max(len(words), self._longest.get(words[0], 0))
        #: Every form of each term of one word ("layers", "exiled"), the term as spelt first.
        self._single = {w[0]: e for w, e in self._entries.items() if len(w) == 1}
        for word, entry in list(self._single.items()):
            for form in (f for base in (word, *bases(word)) for f in inflections(base)):
                self._single.setdefault(form, entry)

    def _in(self, words: list[str]) -> list[_Entry]:
        """The terms in a text's words, longest first at each place ("lethal damage" before
        "damage"); a term of one word also in another form ("layers", "exiled")."""
        found: list[_Entry] = []
        entries, longest, single = self._entries, self._longest, self._single
        i, n = 0, len(words)
        while i < n:
            word = words[i]
            entry = None
            for k in range(min(longest.get(word, 0), n - i), 1, -1):
                entry = entries.get(tuple(words[i : i + k]))
                if entry is not None:
                    i += k
                    break
            else:
                entry = single.get(word)
                i += 1
            if entry is not None:
                found.append(entry)
        return found

    def _rare(self, entry: _Entry) -> int:
        """How many documents hold the term's rarest word."""
        return min(self._vocabulary.get(w, 0) for w in entry.words)

    def find(
        self, query: list[str], texts: Iterable[str], shown: Container[str] = ()
    ) -> tuple[TermRules, ...]:
        """The terms of the query's words, then the rarer terms of the results' `texts` (the
        rarest first), each followed by those its entry says to see also; only terms citing a
        rule, and not those whose glossary entry is among the results `shown` (their addresses).
        """
        first = self._in(query)
        found: dict[str, _Entry] = {}
        for text in texts:
            for entry in self._in(list(_words(text))):
                found.setdefault(entry.term.term, entry)
        rare = {term: self._rare(entry) for term, entry in found.items()}
        found = {term: entry for term, entry in found.items() if rare[term] <= MAX_TERM_DOCS}
        chosen: dict[str, TermRules] = {}
        for entry in [*first, *sorted(found.values(), key=lambda e: rare[e.term.term])]:
            also = (self._entries.get(words) for words in entry.see_also)
            for one in (entry, *(e for e in also if e is not None)):
                term = one.term
                if term.rules and term.url not in shown:
                    chosen.setdefault(term.term, term)
        return tuple(chosen.values())[:MAX_TERMS]

    def of_search(
        self, con: sqlite3.Connection, query: list[str], sources: list[int], shown: Container[str]
    ) -> tuple[TermRules, ...]:
        """`find` for a search: the query's words and the texts of the best `MAX_TERM_SOURCES`
        of its rulings and cards (`sources`, best first; their ids in the search database)."""
        best = sources[:MAX_TERM_SOURCES]
        texts: list[str] = []
        if best:
            sql = _TEXT_SQL.format(", ".join("?" * len(best)))
            texts = [f"{title} {body}" for title, body in con.execute(sql, best).fetchall()]
        return self.find(query, texts, shown)

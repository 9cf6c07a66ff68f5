"""The card names closest to a query: a typo of a card's name ("lightnig bolt").

Every card's name (36,000 with the faces) is scored with `fuzz.ratio`, which is at least
`min_score` only for a name of nearly the query's length: the ratio is 100 · (1 − d / (a + b)) for
names of lengths a and b, and their Indel distance d is at least |a − b|. So the names are kept in
order of length and only those whose length can reach `min_score` are scored — the same names and
scores as scoring them all, in the same order (score, then the name's place in the index), at a
fraction of the cost: a card-name prefix such as "Capricopi" asks for close names whenever its
words find few documents besides card rulings (issue 30, search p95).
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Container, Mapping, Sequence

from rapidfuzz import fuzz, process


class CloseNames:
    """The names of `names` most like a query, by `fuzz.ratio`, as `process.extract` would give
    them over the whole list with `score_cutoff=min_score` and `limit=limit`."""

    def __init__(self, names: Sequence[str], *, min_score: float, limit: int) -> None:
        if not 0 < min_score <= 100:
            raise ValueError(f"min_score must be in (0, 100], got {min_score}")
        self._min_score = min_score
        self._limit = limit
        #: Each name's place in `names`, in order of length (a stable sort: ties keep theirs).
        self._order = sorted(range(len(names)), key=lambda i: len(names[i]))
        self._names = [names[i] for i in self._order]
        self._lengths = [len(name) for name in self._names]

    def length_range(self, n: int) -> tuple[float, float]:
        """The lengths b of the names that can score `min_score` against a query of length n:
        |n − b| ≤ (1 − min_score / 100) · (n + b)."""
        slack = 1 - self._min_score / 100
        return n * (1 - slack) / (1 + slack), n * (1 + slack) / (1 - slack)

    def __call__(self, query: str) -> list[tuple[int, float]]:
        """The places in `names` of the closest names and their scores, best first (ties in the
        order of `names`)."""
        low, high = self.length_range(len(query))
        # A margin for rounding: a name at the bound is scored, and scored exactly.
        start = bisect.bisect_left(self._lengths, low - 1e-6)
        stop = bisect.bisect_right(self._lengths, high + 1e-6)
        found = process.extract(
            query,
            self._names[start:stop],
            scorer=fuzz.ratio,
            score_cutoff=self._min_score,
            limit=None,
        )
        best = sorted(((-score, self._order[start + k]) for _, score, k in found))
        return [(place, -score) for score, place in best[: self._limit]]


def beyond(
    matches: list[tuple[float, int]], kinds: Mapping[int, str], dated: Container[int]
) -> int:
    """How many of the matches are documents other than card rulings, counted up to 3: a query
    whose words find fewer asks for close names (card rulings name cards in passing)."""
    beyond = (1 for _, rowid in matches if rowid in kinds and rowid not in dated)
    return sum(itertools.islice(beyond, 3))

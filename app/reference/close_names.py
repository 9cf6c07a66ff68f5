"""The card names closest to a query: a typo of a card's name ("lightnig bolt").

Every card's name (36,000 with the faces) is scored with `fuzz.ratio`, which is at least
`min_score` only for a name of nearly the query's length: the ratio is 100 · (1 − d / (a + b)) for
names of lengths a and b, and their Indel distance d is at least |a − b|. So the names are kept in
order of length and only those whose length can reach `min_score` are scored — the same names and
scores as scoring them all, in the same order (score, then the name's place in the index), at a
fraction of the cost: a card-name prefix such as "Capricopi" asks for close names whenever its
words find few documents besides card rulings (issue 30, search p95).

Of those, only the names sharing enough characters with the query are scored: d = a + b − 2 · LCS,
so the ratio is 200 · LCS / (a + b), and their longest common subsequence holds no more of a
character than either string does. The characters shared (counted with their repeats) bound the
LCS, so a name sharing fewer than `min_score` / 200 · (a + b) can't reach `min_score`. That count
is taken for every name at once on bit sets (Python ints, a bit a name): one set per character and
repeat ("the names with at least two 'l'"), added up in binary, a set per bit of the count.
"""

from __future__ import annotations

import bisect
import itertools
import math
import re
from collections import Counter
from collections.abc import Container, Mapping, Sequence

from rapidfuzz import fuzz, process

#: Room for rounding in the bounds: a name at a bound is scored, and scored exactly.
_EPSILON = 1e-6
_ONE = re.compile("1")


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
        #: For a character and a repeat, the names (bit k: the k-th in order of length) holding
        #: that character at least that many times.
        holders: dict[tuple[str, int], bytearray] = {}
        size = len(self._names) // 8 + 1
        for k, name in enumerate(self._names):
            for char, count in Counter(name).items():
                for repeat in range(1, count + 1):
                    bits = holders.setdefault((char, repeat), bytearray(size))
                    bits[k >> 3] |= 1 << (k & 7)
        self._holders = {key: int.from_bytes(bits, "little") for key, bits in holders.items()}

    def length_range(self, n: int) -> tuple[float, float]:
        """The lengths b of the names that can score `min_score` against a query of length n:
        |n − b| ≤ (1 − min_score / 100) · (n + b)."""
        slack = 1 - self._min_score / 100
        return n * (1 - slack) / (1 + slack), n * (1 + slack) / (1 - slack)

    def _shared(self, query: str) -> list[int]:
        """How many characters each name shares with the query, in binary: bit k of the i-th
        set is bit i of the k-th name's count."""
        digits: list[int] = []
        for char, count in Counter(query).items():
            for repeat in range(1, count + 1):
                carry = self._holders.get((char, repeat), 0)
                for i, digit in enumerate(digits):
                    if not carry:
                        break
                    digits[i], carry = digit ^ carry, digit & carry
                if carry:
                    digits.append(carry)
        return digits

    def _candidates(self, query: str, start: int, stop: int) -> list[int]:
        """The names from `start` to `stop` (in order of length) sharing enough characters with
        the query to reach `min_score`, in that order."""
        digits = self._shared(query)
        kept = 0
        lengths = self._lengths
        n = len(query)
        first = start
        while first < stop:
            length = lengths[first]
            last = bisect.bisect_right(lengths, length, first, stop)
            # At least this many shared characters: 200 · shared / (n + b) ≥ min_score.
            least = math.ceil(self._min_score * (n + length) / 200 - _EPSILON)
            # The names of this length whose count is at least `least`, digit by digit from the
            # highest: those above it so far, and those equal to it so far.
            equal = (1 << last) - (1 << first)
            above = 0
            if least >= 1 << len(digits):
                equal = 0
            else:
                for i in range(len(digits) - 1, -1, -1):
                    if least >> i & 1:
                        equal &= digits[i]
                    else:
                        above |= equal & digits[i]
                        equal &= ~digits[i]
            kept |= above | equal
            first = last
        bits = bin(kept >> start)[:1:-1]  # bit k of `kept` at k - start
        return [start + m.start() for m in _ONE.finditer(bits)] if kept else []

    def __call__(self, query: str) -> list[tuple[int, float]]:
        """The places in `names` of the closest names and their scores, best first (ties in the
        order of `names`)."""
        low, high = self.length_range(len(query))
        start = bisect.bisect_left(self._lengths, low - _EPSILON)
        stop = bisect.bisect_right(self._lengths, high + _EPSILON)
        kept = self._candidates(query, start, stop)
        found = process.extract(
            query,
            [self._names[k] for k in kept],
            scorer=fuzz.ratio,
            score_cutoff=self._min_score,
            limit=None,
        )
        best = sorted(((-score, self._order[kept[k]]) for _, score, k in found))
        return [(place, -score) for score, place in best[: self._limit]]


def beyond(
    matches: list[tuple[float, int]], kinds: Mapping[int, str], dated: Container[int]
) -> int:
    """How many of the matches are documents other than card rulings, counted up to 3: a query
    whose words find fewer asks for close names (card rulings name cards in passing)."""
    beyond = (1 for _, rowid in matches if rowid in kinds and rowid not in dated)
    return sum(itertools.islice(beyond, 3))

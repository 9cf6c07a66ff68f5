"""The builder's card-name autocomplete (issue 14): every card it offers, matched as typed.

Names and what is typed fold with the engine's `fold_name` (case, accents, Æ/ae, ’/'), then lose
their punctuation and spaces, so "Æther", "aether", "an-havva", "an havva" and "anhavva" all
meet. Suggestions come in tiers — the exact name, names starting with the text, names with a
later word starting with it, names containing it — at most `MAX_SUGGESTIONS`, alphabetical within
the first two tiers and by the matching word in the third. Prefixes and word starts are found by
bisecting sorted keys and substrings by `str.find` over one string of every key, so a query
costs well under a millisecond over 35,000 names (`bench/autocomplete.py`).
"""

from __future__ import annotations

import difflib
import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from functools import cache

from engine import MAX_NAME, card_names, card_pool, fold_name

#: Suggestions listed for one query.
MAX_SUGGESTIONS = 20
#: The longest query read, in characters: the longest card name the engine takes.
MAX_QUERY = MAX_NAME

_NOT_LETTER_OR_DIGIT = re.compile(r"[\W_]+")


def compact(text: str) -> str:
    """`fold_name(text)` without punctuation and spaces: the key names are matched by."""
    return _NOT_LETTER_OR_DIGIT.sub("", fold_name(text))


def _keys(name: str) -> tuple[str, list[int]]:
    """`compact(name)` and where its words after the first start in it ("Urza's Tower" → 5).

    An apostrophe doesn't end a word ("Urza's" is one)."""
    words = [w for w in _NOT_LETTER_OR_DIGIT.split(fold_name(name).replace("'", "")) if w]
    starts, at = [], 0
    for word in words[:-1]:
        at += len(word)
        starts.append(at)
    return "".join(words), starts


class NameIndex:
    """Card names, indexed for matching as a user types."""

    def __init__(self, names: Iterable[str], faces: Iterable[tuple[str, str]] = ()) -> None:
        """Index `names`; `faces` pairs a face's name with its card's ("Ice", "Fire // Ice"),
        for `exact` (suggestions find a face by its words in the card's name)."""
        keyed = {name: _keys(name) for name in names}
        entries = sorted((key, name) for name, (key, _) in keyed.items() if key)
        self.names = tuple(name for _, name in entries)
        self._keys = [key for key, _ in entries]
        words = sorted(
            (key[at:], i) for i, (key, name) in enumerate(entries) for at in keyed[name][1]
        )
        self._word_keys = [w for w, _ in words]
        self._word_ids = [i for _, i in words]
        self._blob = "\n".join(self._keys)
        self._offsets = [0]
        for key in self._keys:
            self._offsets.append(self._offsets[-1] + len(key) + 1)
        # A face name two cards share ("Fire": "Fire // Ice", "Start // Fire") names neither.
        owners: dict[str, set[str]] = {}
        for face, card in faces:
            owners.setdefault(compact(face), set()).add(card)
        self._faces = {key: cards.pop() for key, cards in owners.items() if len(cards) == 1}

    def __len__(self) -> int:
        return len(self.names)

    def exact(self, text: str) -> str | None:
        """The name `text` spells (folded, punctuation aside), or None.

        When several names share a key, the one equal to `text` folded wins, else the first; a
        face's name ("Delver of Secrets") gives its card's."""
        key = compact(text)
        lo, hi = bisect_left(self._keys, key), bisect_right(self._keys, key)
        if lo == hi:
            return self._faces.get(key) if key else None
        folded = fold_name(text)
        same = [self.names[i] for i in range(lo, hi) if fold_name(self.names[i]) == folded]
        return same[0] if same else self.names[lo]

    def match(self, text: str, limit: int = MAX_SUGGESTIONS) -> list[str]:
        """Names matching `text`, best first (the tiers of the module's docstring)."""
        key = compact(text)
        if not key or limit <= 0:
            return []
        found: dict[int, None] = {}
        # Exact, then prefix: the exact key sorts before every longer key it begins.
        i = bisect_left(self._keys, key)
        while i < len(self._keys) and self._keys[i].startswith(key) and len(found) < limit:
            found[i] = None
            i += 1
        j = bisect_left(self._word_keys, key)
        while (
            j < len(self._word_keys) and self._word_keys[j].startswith(key) and len(found) < limit
        ):
            found.setdefault(self._word_ids[j], None)
            j += 1
        at = self._blob.find(key)
        while at >= 0 and len(found) < limit:
            n = bisect_right(self._offsets, at) - 1
            found.setdefault(n, None)
            at = self._blob.find(key, self._offsets[n + 1])
        return [self.names[n] for n in found]

    def close(self, text: str, n: int = 3) -> list[str]:
        """Up to `n` names spelled nearly like `text` (a typo), best first.

        Only keys with the same first letter and a length within 3 are compared, so a miss costs
        a few milliseconds, not a second, over 35,000 names."""
        key = compact(text)
        if not key:
            return []
        near = {
            k: i for i, k in enumerate(self._keys) if k[0] == key[0] and abs(len(k) - len(key)) <= 3
        }
        return [self.names[near[k]] for k in difflib.get_close_matches(key, near, n, 0.75)]


def offered_names() -> tuple[list[str], list[tuple[str, str]]]:
    """Every card name the builder offers, and the card each face name belongs to.

    The corpus's cards of a two-player game (`card_names()`: planes, schemes, vanguards … are
    left out) and the engine's hand-written pool, spelled as the corpus spells them."""
    names: dict[str, str] = {}
    faces: list[tuple[str, str]] = []
    for card in card_names():
        if card.playable:
            names[card.folded] = card.name
            faces += [(face, card.name) for face in card.faces]
    for written in card_pool().values():
        names.setdefault(fold_name(written.name), written.name)
    return list(names.values()), faces


@cache
def name_index() -> NameIndex:
    """The index of `offered_names()`, built once per process (a second or so: the first
    suggestion asked for waits for it)."""
    names, faces = offered_names()
    return NameIndex(names, faces)


def suggestions(text: str, limit: int = MAX_SUGGESTIONS) -> list[str]:
    """Offered names matching `text`, best first, at most `limit`."""
    return name_index().match(text, limit)

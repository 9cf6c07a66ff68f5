"""Search snippets: a document's text cut to a window around the first hit, hits marked.

Words are marked when their folded form starts with a query word (the last query word is a
prefix while the user types), so a snippet marks what the search matched.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from app.reference.folding import fold

#: Longest snippet shown, in characters, around the first hit.
SNIPPET_CHARS = 220


@dataclass(frozen=True, slots=True)
class Fragment:
    """A piece of a snippet; `hit` marks words that matched the query."""

    text: str
    hit: bool = False


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


#: Typographic characters that fold to one ASCII character each, so they can be replaced in place
#: (a card's snippet is "type line · text", so the middle dot keeps most card hits on the ASCII
#: path; an ellipsis is no word character either way).
_SAME_LENGTH = tuple(
    zip(
        "\u2018\u2019\u201c\u201d\u2013\u2014\u2212\u2022\u00b7\u2026",
        "''\"\"---*..",
        strict=True,
    )
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

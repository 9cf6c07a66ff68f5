"""Find references to CR rules in text ("rule 704", "rules 614.1c–d", "section 8").

Rules, glossary entries and rulings refer to each other in a few written forms: a single rule, a
list joined by commas, "and" or "or", a range of subrules written with an en dash ("601.2a–d"), and
each of those repeated ("rule 613.1c and rule 612"). `find_references` returns the text split into
plain pieces and references, so that templates can render links without marking any text safe.
"""

from __future__ import annotations

import re
from collections.abc import Container
from dataclasses import dataclass

_NUMBER = r"\d{3}(?:\.\d+[a-z]?)?"
_ITEM = rf"{_NUMBER}(?:[–-](?:{_NUMBER}|[a-z]))?"
_JOIN = r"(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)"
_RULE_LIST = re.compile(rf"\b([Rr]ules?)\s+({_ITEM}(?:{_JOIN}{_ITEM})*)")
_SECTION = re.compile(r"\b([Ss]ection)\s+(\d)\b")
_ONE_ITEM = re.compile(rf"({_NUMBER})(?:([–-])({_NUMBER}|[a-z]))?")


@dataclass(frozen=True, slots=True)
class Piece:
    """A run of text; `rule` is the rule number it refers to, or None for plain text."""

    text: str
    rule: str | None = None


def _item_pieces(item: str, known: Container[str] | None) -> list[Piece]:
    m = _ONE_ITEM.fullmatch(item)
    if m is None:  # pragma: no cover - the outer pattern only yields items of this shape
        return [Piece(item)]
    first, dash, last = m.group(1), m.group(2), m.group(3)
    pieces = [_ref(first, known)]
    if dash and last:
        pieces.append(Piece(dash))
        if len(last) == 1:
            # "614.1c–d": the range end is a letter of the same numbered rule.
            target = first.rstrip("abcdefghijkmnpqrstuvwxyz") + last
            pieces.append(Piece(last, target if _exists(target, known) else None))
        else:
            pieces.append(_ref(last, known))
    return pieces


def _exists(number: str, known: Container[str] | None) -> bool:
    return known is None or number in known


def _ref(number: str, known: Container[str] | None) -> Piece:
    return Piece(number, number if _exists(number, known) else None)


def find_references(text: str, known: Container[str] | None = None) -> list[Piece]:
    """Split `text` into plain pieces and rule references.

    With `known`, only numbers in it become references (a typo in a source stays plain text).
    """
    pieces: list[Piece] = []
    spans: list[tuple[int, int, list[Piece]]] = []
    for m in _RULE_LIST.finditer(text):
        inner: list[Piece] = [Piece(m.group(1) + text[m.end(1) : m.start(2)])]
        cursor = m.start(2)
        for item in re.finditer(_ITEM, m.group(2)):
            start = m.start(2) + item.start()
            if start > cursor:
                inner.append(Piece(text[cursor:start]))
            inner.extend(_item_pieces(item.group(0), known))
            cursor = m.start(2) + item.end()
        spans.append((m.start(), m.end(), inner))
    for m in _SECTION.finditer(text):
        spans.append((m.start(), m.end(), [Piece(m.group(1) + " "), _ref(m.group(2), known)]))
    spans.sort(key=lambda s: s[0])
    cursor = 0
    for start, end, inner in spans:
        if start < cursor:
            continue
        if start > cursor:
            pieces.append(Piece(text[cursor:start]))
        pieces.extend(inner)
        cursor = end
    if cursor < len(text):
        pieces.append(Piece(text[cursor:]))
    return _merge_plain(pieces)


def referenced_rules(text: str, known: Container[str] | None = None) -> list[str]:
    """The rule numbers `text` refers to, in order of appearance, without repeats."""
    seen: dict[str, None] = {}
    for piece in find_references(text, known):
        if piece.rule is not None:
            seen.setdefault(piece.rule)
    return list(seen)


def _merge_plain(pieces: list[Piece]) -> list[Piece]:
    merged: list[Piece] = []
    for piece in pieces:
        if merged and piece.rule is None and merged[-1].rule is None:
            merged[-1] = Piece(merged[-1].text + piece.text)
        elif piece.text:
            merged.append(piece)
    return merged

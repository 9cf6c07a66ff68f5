"""Oracle lines as typed tokens: the words the grammar reads, each with its kind.

The grammar (`engine.cards.grammar.lines`) reads tokens, not characters, so no rule of it has to
know how a mana symbol, a power/toughness change or a number word is spelled, and every piece
of a line is accounted for: the tokenizer is total (any character becomes some token), so a
span the grammar can't read is a parse failure, never a silently skipped substring.

Kinds (CR references where the rules define the piece):
- `WORD` — a word, apostrophes and inner hyphens kept ("opponent's", "non-Human", "can't");
- `NUMBER` — digits, a number word ("two"), a signed number ("+1", "−2") or X (107.3), with its
  value (None for X);
- `MANA` — one mana or other symbol in braces, "{2}", "{G/U}", "{T}" (107.4);
- `PT` — a power/toughness or a change of it, "+1/+1", "−1/−0", "*/*", "X/X" (208);
- `LOYALTY` — a loyalty cost in brackets, "[+1]", "[−3]", "[0]" (606.4);
- `QUOTE` — a quoted span, read by the grammar as a whole line of its own (a granted ability);
- `DASH` — an em dash (an ability word's, a keyword cost's, a modal header's) (207.2c, 700.2);
- `BULLET` — a modal bullet (700.2);
- `REMINDER` — reminder text in parentheses, which has no rules meaning (207.2);
- `SELF` — the card's own name, the part of a legendary name before its comma, or "this
  creature", "this spell" … (201.5), one token however many words it spans;
- `POSSESSIVE` — the "'s" after `SELF` ("~'s power");
- `PUNCT` — any other character: . , : ; ! ? and the rest.
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import NamedTuple

from engine.cards.grammar.selves import self_spans


class Kind(StrEnum):
    WORD = "word"
    NUMBER = "number"
    MANA = "mana"
    PT = "pt"
    LOYALTY = "loyalty"
    QUOTE = "quote"
    DASH = "dash"
    BULLET = "bullet"
    REMINDER = "reminder"
    SELF = "self"
    POSSESSIVE = "possessive"
    PUNCT = "punct"


#: Number words as oracle text spells amounts (107.1): "two", "ten", "twenty".
_SPELLED = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
)
NUMBER_WORDS: dict[str, int] = {word: value for value, word in enumerate(_SPELLED.split(" "))}


class Token(NamedTuple):
    """One token: its kind, its text as printed, where it stands in the line, and a number's
    value (None for X and for every other kind). Immutable; a named tuple rather than a frozen
    dataclass because the corpus makes close to a million of them and a tuple is made faster."""

    kind: Kind
    text: str
    start: int
    end: int
    value: int | None = None

    @property
    def word(self) -> str:
        """The token as the normalised line spells it: the card's own name as "~"."""
        return "~" if self.kind is Kind.SELF else self.text

    @property
    def body(self) -> str:
        """A quoted span's or reminder's text without its quotes or parentheses."""
        return self.text[1:-1] if self.kind in (Kind.QUOTE, Kind.REMINDER) else self.text


_SIGN = "+\\-−"
_PT_PART = rf"[{_SIGN}]?(?:\d+|X|\*)"
#: One pattern, its alternatives in order: the first that matches at a position makes the
#: token there (a P/T before a number, a number before a word).
_TOKEN = re.compile(
    rf"(?P<pt>{_PT_PART}/{_PT_PART}(?![\w/]))"
    r"|(?P<mana>\{[^{}\s]*\})"
    rf"|(?P<loyalty>\[[{_SIGN}]?(?:\d+|X)\])"
    rf"|(?P<number>(?:[{_SIGN}](?:\d+|X)|\d+|X)(?![\w'’]))"
    r"|(?P<word>[^\W\d_](?:[\w'’]|-(?=\w))*|\d+(?:st|nd|rd|th)\b)"
)
_GROUPS = {kind.value: kind for kind in Kind}
_CLOSE_QUOTE = re.compile(r"[\"”]")
#: A single-quoted ability inside a quoted one ("have '{T}: Draw a card.'", 113.2c) opens
#: after a space and closes after its full stop, so no possessive's apostrophe is taken.
_CLOSE_SINGLE = re.compile(r"(?<=\.)'")
_POSSESSIVE = re.compile(r"['’]s(?![\w'’])")


def _number_value(text: str) -> int | None:
    if text.lower() in NUMBER_WORDS:
        return NUMBER_WORDS[text.lower()]
    digits = text.lstrip("+-−")
    if not digits.isdigit():
        return None
    return -int(digits) if text[0] in "-−" else int(digits)


def _closing(text: str, start: int) -> int:
    """The end of the parenthesised span opening at `start` (nested parentheses counted); the
    line's end when it never closes."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def tokenize(line: str, selves: tuple[str, ...] = ()) -> tuple[Token, ...]:
    """Every token of an oracle line, in order; `selves` are the names the card calls itself by
    (`selves.self_references`). Spaces separate tokens and are not tokens."""
    spans = dict(self_spans(line, selves))
    out: list[Token] = []
    i = 0
    while i < len(line):
        ch = line[i]
        if ch.isspace():
            i += 1
            continue
        end: int
        kind: Kind
        if i in spans:
            kind, end = Kind.SELF, spans[i]
        elif ch.isalnum():
            # A word, number, P/T or X (most tokens): none of the marks below starts with one.
            m = _TOKEN.match(line, i)
            kind, end = (
                (_GROUPS[m.lastgroup], m.end()) if m and m.lastgroup else (Kind.PUNCT, i + 1)
            )
        elif ch == "(":
            kind, end = Kind.REMINDER, _closing(line, i)
        elif ch in '"“':
            close = _CLOSE_QUOTE.search(line, i + 1)
            kind, end = Kind.QUOTE, (close.end() if close else len(line))
        elif (
            ch == "'"
            and (i == 0 or line[i - 1].isspace())
            and (single := _CLOSE_SINGLE.search(line, i + 1)) is not None
        ):
            kind, end = Kind.QUOTE, single.end()
        elif ch == "—":
            kind, end = Kind.DASH, i + 1
        elif ch == "•":
            kind, end = Kind.BULLET, i + 1
        elif out and out[-1].kind is Kind.SELF and (m := _POSSESSIVE.match(line, i)):
            kind, end = Kind.POSSESSIVE, m.end()
        else:
            m = _TOKEN.match(line, i)
            kind, end = (
                (_GROUPS[m.lastgroup], m.end()) if m and m.lastgroup else (Kind.PUNCT, i + 1)
            )
        text = line[i:end]
        if kind is Kind.WORD and text.lower() in NUMBER_WORDS:
            kind = Kind.NUMBER
        value = _number_value(text) if kind is Kind.NUMBER else None
        out.append(Token(kind, text, i, end, value))
        i = end
    return tuple(out)


def normalised(tokens: tuple[Token, ...], selves: tuple[str, ...] = ()) -> str:
    """The line as the grammar must render it back: its tokens but reminder text, one space
    apart, the card's own name as "~", a quoted span's body normalised alike inside its quotes
    (`selves` as for `tokenize`)."""
    out: list[str] = []
    for t in tokens:
        if t.kind is Kind.QUOTE and t.text[-1:] in ('"', "”", "'") and len(t.text) > 1:
            inner = normalised(tokenize(t.body, selves), selves)
            out.append(f"{t.text[0]} {inner} {t.text[-1]}" if inner else t.text)
        elif t.kind is not Kind.REMINDER:
            out.append(t.word)
    return " ".join(out)

"""Card text as pieces for a page: symbols with accessible text, reminder text set off.

`{2}{W}{U/P}` becomes three symbols, each with the words a screen reader says ("two generic mana",
"white mana", "blue or 2 life (Phyrexian)"), and the letters or digits a page shows in a styled
circle. Reminder text is the parenthesized part of an oracle line (CR 207.2a); it is a run of its
own so a page can set it off. Nothing here is HTML: templates escape every piece.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

_SYMBOL = re.compile(r"\{([^{}]{1,12})\}")

COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_SPECIAL = {
    "C": ("colorless mana", "c"),
    "S": ("snow mana", "s"),
    "X": ("X generic mana", "generic"),
    "Y": ("Y generic mana", "generic"),
    "Z": ("Z generic mana", "generic"),
    "T": ("tap", "tap"),
    "Q": ("untap", "tap"),
    "E": ("energy counter", "other"),
    "P": ("Phyrexian mana: one generic mana or 2 life", "other"),
    "TK": ("ticket counter", "other"),
    "A": ("acorn counter", "other"),
    "CHAOS": ("chaos", "other"),
    "∞": ("infinite generic mana", "generic"),
    "½": ("half a generic mana", "generic"),
    "H": ("half mana", "other"),
}
_NUMBER_WORDS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
]


@dataclass(frozen=True, slots=True)
class Piece:
    """Plain text (`label` empty), or one symbol: what it shows, what it says, its CSS classes."""

    text: str
    label: str = ""
    css: str = ""

    @property
    def is_symbol(self) -> bool:
        return bool(self.label)


@dataclass(frozen=True, slots=True)
class Run:
    """Consecutive pieces of a line; `reminder` when they are reminder text (parenthesized)."""

    pieces: tuple[Piece, ...]
    reminder: bool = False


def symbol(code: str) -> Piece:
    """The piece for one symbol's inside (`"2/W"` of `{2/W}`); an unknown one is still a symbol."""
    upper = code.upper()
    if upper.isdigit():
        number = int(upper)
        word = _NUMBER_WORDS[number] if number < len(_NUMBER_WORDS) else f"{number:,}"
        return Piece(upper, f"{word} generic mana", "ms-generic")
    if upper in COLOR_WORDS:
        return Piece(upper, f"{COLOR_WORDS[upper]} mana", f"ms-{upper.lower()}")
    if upper in _SPECIAL:
        label, css = _SPECIAL[upper]
        return Piece(upper, label, f"ms-{css}")
    if len(upper) == 2 and upper[0] == "H" and upper[1] in COLOR_WORDS:
        return Piece(upper[1], f"half a {COLOR_WORDS[upper[1]]} mana", f"ms-{upper[1].lower()}")
    parts = upper.split("/")
    if 2 <= len(parts) <= 3:
        phyrexian = parts[-1] == "P"
        options = parts[:-1] if phyrexian else parts
        words = [_part_word(p) for p in options]
        if all(words):
            label = " or ".join(w for w in words if w)
            if phyrexian:
                label += " or 2 life (Phyrexian mana)"
            else:
                label += " (hybrid mana)"
            classes = ["ms-hybrid", *(f"ms-{i}-{_css_part(p)}" for i, p in enumerate(options[:2]))]
            if phyrexian:
                classes.append("ms-phyrexian")
            return Piece("/".join(parts), label, " ".join(classes))
    return Piece(upper, f"{upper} symbol", "ms-other")


def _part_word(part: str) -> str:
    if part in COLOR_WORDS:
        return COLOR_WORDS[part]
    if part == "C":
        return "colorless"
    if part.isdigit():
        return f"{part} generic"
    return ""


def _css_part(part: str) -> str:
    return part.lower() if part in COLOR_WORDS or part == "C" else "generic"


@functools.lru_cache(maxsize=4096)
def pieces(text: str) -> tuple[Piece, ...]:
    """`text` split into plain text and symbols."""
    out: list[Piece] = []
    cursor = 0
    for m in _SYMBOL.finditer(text):
        if m.start() > cursor:
            out.append(Piece(text[cursor : m.start()]))
        out.append(symbol(m.group(1)))
        cursor = m.end()
    if cursor < len(text):
        out.append(Piece(text[cursor:]))
    return tuple(out)


def cost_label(cost: str) -> str:
    """A mana cost in words: `{3}{U}{U}` → "three generic mana, blue mana, blue mana"."""
    return ", ".join(p.label for p in pieces(cost) if p.is_symbol)


def runs(line: str) -> tuple[Run, ...]:
    """One oracle line as runs of ordinary and reminder text (parentheses, nested ones too)."""
    out: list[Run] = []
    depth = 0
    start = 0
    for i, char in enumerate(line):
        if char == "(":
            if depth == 0 and i > start:
                out.append(Run(pieces(line[start:i])))
                start = i
            depth += 1
        elif char == ")" and depth:
            depth -= 1
            if depth == 0:
                out.append(Run(pieces(line[start : i + 1]), reminder=True))
                start = i + 1
    if start < len(line):
        # An unclosed parenthesis is not reminder text: it is shown as it is.
        out.append(Run(pieces(line[start:])))
    return tuple(out)


#: Gatherer's old notation for symbols in originally printed text, as MTGJSON kept it: "o"
#: before a symbol's code ("o2" is {2}), a newline in the middle of a colored one ("o\nW" or
#: "oo\nW" is {W}) and of the tap symbol ("oc\nT" is {T}).
_OLD_TAP = re.compile(r"oc\n?T\b")
_OLD_COLOR = re.compile(r"(?<![a-z])oo?\n([WUBRGX])(?![a-np-z])")
_OLD_NUMBER = re.compile(r"(?<![a-z])o(\d{1,2})(?!\d)")
#: What would be left of the notation if a symbol were not read: "o" and a newline.
_OLD_LEFTOVER = re.compile(r"(?<![a-z])o+\n|(?<![a-z])o(?=\{)")


def old_text(text: str) -> tuple[tuple[Piece, ...], ...] | None:
    """Originally printed text in Gatherer's old notation as lines of symbols and text.

    None when some of the notation can't be read back for certain (a symbol whose code was
    lost, as in "oo\\nU"): the page leaves such text out rather than show it garbled.
    """
    converted = _OLD_TAP.sub("{T}", text)
    converted = _OLD_COLOR.sub(r"{\1}", converted)
    converted = _OLD_NUMBER.sub(r"{\1}", converted)
    if _OLD_LEFTOVER.search(converted):
        return None
    return tuple(pieces(line) for line in converted.split("\n") if line.strip())

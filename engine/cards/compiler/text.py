"""Oracle lines made ready to read: reminder text off, the card's own name as "~".

Oracle text names the card it is printed on by its name, by the part of a legendary name before
its comma ("Eron" for Eron the Relentless), or as "this creature", "this spell" … (CR 201.5,
current wording). The templates read all of those as one word, "~", so one rule covers every
card; the line itself is kept as printed for the card page and the event log.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

# One rule for the names a card calls itself by (201.5), shared with the grammar's tokenizer.
from engine.cards.grammar.selves import SELF_WORDS

_REMINDER = re.compile(r"\s*\([^)]*\)")

#: A pattern compiled once, by its text (and flags). The templates try their patterns in turn
#: on every line and sentence of the corpus — about 2.3 million matches a whole-corpus compile —
#: and `re.fullmatch(text, …)` looks its pattern up in `re`'s own cache through two Python calls
#: each time, a tenth of the compile's time (issue 28: the compile's limit); this look-up is
#: one C call. Patterns are few (a few hundred), so the cache is never cleared.
pattern = cache(re.compile)


def strip_reminder(line: str) -> str:
    """The line without its reminder text (parenthesised, CR 207.2)."""
    if "(" not in line:  # most lines have none: no pattern to try (issue 28: the compile's time)
        return line.strip()
    return _REMINDER.sub("", line).strip()


@dataclass(frozen=True, slots=True)
class Line:
    """One oracle line: as printed, without reminder text, and with the card's name as "~"."""

    printed: str
    bare: str
    text: str


#: "This creature" as a whole phrase; "this creature's" too (a possessive: "~'s power").
_THIS = re.compile(rf"(?<![\w'’])[Tt]his (?:{'|'.join(SELF_WORDS)})(?!\w)(?!['’](?!s\b))")


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch in "_'’"


def _replace_name(text: str, name: str) -> str:
    """Every whole-word occurrence of `name` in `text` as "~" (no regex: names vary per card)."""
    out: list[str] = []
    start = 0
    while (i := text.find(name, start)) >= 0:
        end = i + len(name)
        before = text[i - 1] if i else " "
        after = text[end] if end < len(text) else " "
        possessive = text[end : end + 2] in ("'s", "’s") and not _is_word_char(
            text[end + 2 : end + 3] or " "
        )
        if _is_word_char(before) or (_is_word_char(after) and not possessive):
            out.append(text[start:end])
        else:
            out.append(text[start:i] + "~")
        start = end
    out.append(text[start:])
    return "".join(out)


def prepare(printed: str, selves: tuple[str, ...]) -> Line:
    bare = strip_reminder(printed)
    text = bare
    for name in selves:
        if not name.lower().startswith("this ") and name in text:
            text = _replace_name(text, name)
    if "his " in text:  # "This creature", "this spell" …: every match of `_THIS` says it
        text = _THIS.sub("~", text)
    return Line(printed=printed, bare=bare, text=text)


def oracle_lines(text: str) -> list[str]:
    return [line.strip() for line in text.split("\n") if line.strip()]


def sentences(text: str) -> list[str]:
    """A line's sentences, each with its full stop ("Draw a card. You gain 2 life.")."""
    if '"' not in text and "“" not in text and "”" not in text:
        return _unquoted_sentences(text)
    out: list[str] = []
    depth = 0
    start = 0
    for i, ch in enumerate(text):
        ends = i + 1 == len(text) or text[i + 1] == " "
        if ch in '"”' and depth and text[i - 1] == "." and ends and i + 1 < len(text):
            # 'You get an emblem with "… indestructible." Search …': the quoted ability's full
            # stop ends the sentence too when the quote closes it.
            depth = 0
            out.append(text[start : i + 1].strip())
            start = i + 1
        elif ch in '"“':
            depth ^= 1
        elif ch == "." and not depth and ends:
            out.append(text[start : i + 1].strip())
            start = i + 1
    rest = text[start:].strip()
    if rest:
        out.append(rest)
    return out


def _unquoted_sentences(text: str) -> list[str]:
    """`sentences` of a text without quotes (most): each full stop followed by a space or the
    end ends one, found by `str.find` rather than a look at every character (the templates ask
    for the sentences of most lines of the corpus, issue 28: the compile's time)."""
    out: list[str] = []
    start = 0
    i = text.find(".")
    while i >= 0:
        if i + 1 == len(text) or text[i + 1] == " ":
            out.append(text[start : i + 1].strip())
            start = i + 1
        i = text.find(".", i + 1)
    rest = text[start:].strip()
    if rest:
        out.append(rest)
    return out

"""Where an oracle line names the card it is printed on (CR 201.5), as spans of the line.

Oracle text names its own card by its name, by the part of a legendary name before its comma
("Eron" for Eron the Relentless) or before " the ", or as "this creature", "this spell" …
(current wording). The tokenizer makes each such span one `SELF` token. The rule is the
compiler's too: it takes `SELF_WORDS` and `self_references` from here, and its
`engine.cards.compiler.text.prepare` writes the spans as "~"; a test holds `prepare` and the
spans here to the same result on every line of the corpus until the compiler reads its lines
through this module.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

#: The words "this …" stands for in current oracle text when a card names itself (201.5); "this
#: token" is how a token's own quoted ability names the token (111.3: the creating effect's text).
SELF_WORDS = (
    "creature",
    "artifact",
    "enchantment",
    "land",
    "permanent",
    "spell",
    "Aura",
    "Equipment",
    "Vehicle",
    "planeswalker",
    "card",
    "Class",
    "token",
)

#: "This creature" as a whole phrase; "this creature's" too (a possessive: "~'s power").
_THIS = re.compile(rf"(?<![\w'’])[Tt]his (?:{'|'.join(SELF_WORDS)})(?!\w)(?!['’](?!s\b))")


def self_references(
    name: str, front: str, planeswalker_types: tuple[str, ...] = ()
) -> tuple[str, ...]:
    """The names an oracle line may call the card itself by (201.5), longest first: the card's
    name, the face's, and the face's before its comma or before " the " — and a planeswalker's
    shortened name, its planeswalker type that begins its name ("Garruk" of Garruk Relentless,
    201.5c, 205.3j), which `planeswalker_types` gives for a planeswalker face only (a creature's
    subtype beginning its name, "Goblin" of Goblin Guide, is no name of it)."""
    names = {name, front, front.split(", ")[0], front.split(" the ")[0]}
    names |= {t for t in planeswalker_types if front.startswith(f"{t} ")}
    if front.startswith("A-"):
        # A rebalanced card (Alchemy) names itself without the "A-" of its name.
        names |= set(self_references(name.removeprefix("A-"), front.removeprefix("A-")))
    return tuple(sorted((n for n in names if n), key=len, reverse=True))


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch in "_'’"


def _name_spans(text: str, name: str) -> Iterator[tuple[int, int]]:
    """Whole-word occurrences of `name` in `text`, a possessive "'s" after it allowed."""
    start = 0
    while (i := text.find(name, start)) >= 0:
        end = i + len(name)
        before = text[i - 1] if i else " "
        after = text[end] if end < len(text) else " "
        possessive = text[end : end + 2] in ("'s", "’s") and not _is_word_char(
            text[end + 2 : end + 3] or " "
        )
        if not (_is_word_char(before) or (_is_word_char(after) and not possessive)):
            yield i, end
        start = end


def self_spans(text: str, selves: tuple[str, ...]) -> list[tuple[int, int]]:
    """(start, end) of every span of `text` naming the card itself, in order, none overlapping:
    the longest name first, then "this creature" and the like."""
    taken: list[tuple[int, int]] = []

    def free(i: int, end: int) -> bool:
        return all(end <= a or i >= b for a, b in taken)

    for name in selves:
        if name.lower().startswith("this "):
            continue
        taken += [(i, end) for i, end in _name_spans(text, name) if free(i, end)]
    taken += [(m.start(), m.end()) for m in _THIS.finditer(text) if free(m.start(), m.end())]
    return sorted(taken)

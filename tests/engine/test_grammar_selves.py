"""The grammar's reading of the card's own name (201.5) is the compiler's, on every corpus line:
writing each `SELF` span as "~" and dropping reminder text gives the compiler's prepared line."""

from __future__ import annotations

import re

from engine.cards.compiler.text import oracle_lines, prepare
from engine.cards.corpus import read_corpus
from engine.cards.grammar.selves import self_references, self_spans


def _as_compiler(line: str, selves: tuple[str, ...]) -> str:
    out, at = [], 0
    for start, end in self_spans(line, selves):
        out += [line[at:start], "~"]
        at = end
    return re.sub(r"\s*\([^)]*\)", "", "".join([*out, line[at:]])).strip()


def test_self_spans_name_the_card_where_the_compiler_writes_its_name_as_tilde() -> None:
    differ = []
    for card in read_corpus():
        for face in card.faces:
            selves = self_references(
                card.name, face.name, face.subtypes if "Planeswalker" in face.types else ()
            )
            for line in oracle_lines(face.text):
                if _as_compiler(line, selves) != prepare(line, selves).text:
                    differ.append((card.name, line))
    assert differ == []

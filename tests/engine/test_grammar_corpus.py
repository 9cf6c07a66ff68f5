"""The grammar's precision guards on the whole corpus (issue 28 §4): every line it reads used
every token (reminder text aside) and renders back to the line's words, checked here apart from
the parser's own check; and how much it reads is the report's figure."""

from __future__ import annotations

from dataclasses import fields

import pytest

from engine.cards.corpus import read_corpus
from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.measure import card_lines, measure
from engine.cards.grammar.phrases import ANAPHORIC_KINDS
from engine.cards.grammar.tokens import Kind, normalised
from engine.cards.grammar.tree import Node, Reference, words

pytestmark = pytest.mark.slow


def _unbound(node: object) -> list[Reference]:
    """The anaphoric references of a tree without an antecedent (the binder's own check,
    taken again here), looking through every node but an antecedent."""
    if isinstance(node, tuple):
        return [r for part in node for r in _unbound(part)]
    if not isinstance(node, Node):
        return []
    found = [node] if isinstance(node, Reference) and node.kind in ANAPHORIC_KINDS else []
    if found and found[0].antecedent is not None:
        found = []
    for field in fields(node):
        if field.name != "antecedent":
            found += _unbound(getattr(node, field.name))
    return found


def test_every_line_the_grammar_reads_uses_every_token_renders_back_and_is_bound() -> None:
    read = 0
    wrong: list[str] = []
    for card in read_corpus():
        if card.non_game_type is not None:
            continue
        for line, selves, spell in card_lines(card):
            parsed = parse_line(line, selves, spell=spell)
            if parsed.tree is None:
                continue
            read += 1
            used = [t for t in parsed.tokens if t.kind is not Kind.REMINDER]
            if parsed.stopped != len(used):
                wrong.append(f"{card.name}: tokens left over in {line!r}")
            if " ".join(words(parsed.tree)) != normalised(parsed.tokens, selves):
                wrong.append(f"{card.name}: {line!r} renders as {words(parsed.tree)}")
            if unbound := _unbound(parsed.tree):
                wrong.append(f"{card.name}: {line!r} has unbound {unbound}")
    assert wrong == []
    # A floor under the figure `python -m engine.cards.grammar` reports (45,569 lines at the
    # last count), so a change that stops the grammar reading most lines can't pass here.
    assert read >= 45_400


def test_the_report_counts_each_game_card_and_line_once() -> None:
    cards = [c for c in read_corpus() if c.non_game_type is None][:500]
    found = measure(cards)
    assert found.cards == 500
    assert found.lines == sum(1 for card in cards for _ in card_lines(card))
    assert found.read_lines == sum(found.kinds.values())
    assert found.lines - found.read_lines == sum(found.unread_kinds.values())

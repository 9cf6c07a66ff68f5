"""An object dealt damage earlier this turn (issue 28 §5; 120.3): "target creature that was
dealt damage this turn" read by the grammar as a selector's postfix of what happened to it and
lowered to a filter the turn's record answers; contrasts left unread."""

from __future__ import annotations

from dataclasses import fields

from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.tree import Node, Postfix, Selector, words
from engine.cards.vocabulary import Destroy, DestroyAll
from tests.engine.helpers import lowered_spell


def _postfixes(line: str, selves: tuple[str, ...]) -> list[Postfix]:
    tree = parse_line(line, selves, spell=True).tree
    assert tree is not None, line
    found: list[Postfix] = []

    def walk(node: object) -> None:
        if isinstance(node, Selector):
            found.extend(node.postfix)
        if isinstance(node, tuple):
            for item in node:
                walk(item)
        elif isinstance(node, Node):
            for field in fields(node):
                walk(getattr(node, field.name))

    walk(tree)
    return found


def test_the_grammar_reads_what_happened_to_the_object_this_turn() -> None:
    found = _postfixes(
        "Destroy target creature an opponent controls that was dealt damage this turn.",
        ("Rooftop Assassin",),
    )
    assert [(p.kind, " ".join(words(p))) for p in found] == [
        ("controller", "an opponent controls"),
        ("happened", "that was dealt damage this turn"),
    ]
    plural = _postfixes(
        "Destroy all other creatures that were dealt damage this turn.", ("Death-Rattle Oni",)
    )
    assert [p.kind for p in plural] == ["happened"]


def test_a_target_dealt_damage_this_turn() -> None:
    found = lowered_spell(
        "Destroy target creature that was dealt damage this turn.", selves=("Fatal Blow",)
    )
    assert found is not None
    (spec,), (effect,) = found
    assert isinstance(effect, Destroy)
    assert spec.kind == "creature"
    assert spec.filter.dealt_damage_this_turn


def test_each_creature_dealt_damage_this_turn() -> None:
    found = lowered_spell(
        "Destroy each creature you don't control that was dealt damage this turn.",
        selves=("Swift Demise",),
    )
    assert found is not None
    _, (effect,) = found
    assert isinstance(effect, DestroyAll)
    assert effect.filter.dealt_damage_this_turn
    assert effect.filter.controller == "opponent"


def test_damage_of_a_kind_or_by_someone_stays_unread() -> None:
    # Combat damage, or damage by a named source, is another record: not read as any damage.
    for line in (
        "Destroy target creature that was dealt combat damage this turn.",
        "Destroy target creature that was dealt damage by a Vampire this turn.",
    ):
        tree = parse_line(line, ("Fatal Blow",), spell=True).tree
        assert tree is None, line

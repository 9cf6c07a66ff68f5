"""Plurals, spelled in one place (`creature_types.plural_of`): the card page's words write a
group of permanents as oracle text does ("Kithkin", "Mice", "Sphinxes"), and the reader knows
those same forms ("Other Mice you control get +1/+1." is read, not left as an unknown word)."""

from __future__ import annotations

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from engine.cards.vocabulary.creature_types import creature_type, plural_of


@pytest.mark.parametrize(
    ("noun", "plural"),
    [
        ("creature", "creatures"),
        ("Ally", "Allies"),
        ("Monkey", "Monkeys"),
        ("Sphinx", "Sphinxes"),
        ("Leech", "Leeches"),
        ("Elf", "Elves"),
        ("Werewolf", "Werewolves"),
        ("Mouse", "Mice"),
        ("Ox", "Oxen"),
        ("Hero", "Heroes"),
        ("Kithkin", "Kithkin"),
        ("Treefolk", "Treefolk"),
        ("Myr", "Myr"),
        ("Samurai", "Samurai"),
        ("Plains", "Plains"),
        ("Octopus", "Octopuses"),
        ("instant or sorcery", "instant or sorceries"),
        ("creature token", "creature tokens"),
    ],
)
def test_a_noun_is_written_in_the_plural_oracle_text_uses(noun: str, plural: str) -> None:
    assert plural_of(noun) == plural


@pytest.mark.parametrize(
    ("word", "creature"), [("Mice", "Mouse"), ("Oxen", "Ox"), ("Kithkin", "Kithkin")]
)
def test_an_irregular_plural_reads_as_its_creature_type(word: str, creature: str) -> None:
    assert creature_type(word) == creature


def words(name: str) -> list[str]:
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    return [r.words for r in compiled.readings if r.outcome == "recognised"]


@pytest.mark.parametrize(
    ("name", "said"),
    [
        # A count whose noun is a creature type that doesn't take an "s".
        ("Cenn's Heir", "the number of other attacking Kithkin on the battlefield"),
        # A characteristic-defining ability counts the same way as any other amount (604.3).
        ("Namor the Sub-Mariner", "power equal to the number of Merfolk you control"),
        ("Nightmare", "each equal to the number of Swamps you control"),
    ],
)
def test_a_count_of_a_creature_type_is_said_in_its_plural(name: str, said: str) -> None:
    assert any(said in w for w in words(name)), words(name)


def test_a_lord_of_mice_is_read() -> None:
    """ "Other Mice you control get +1/+1." — the plural was unknown, so the line was unread."""
    said = words("Mabel, Heir to Cragflame")
    assert "a static ability: each other Mouse permanent you control gets +1/+1" in said

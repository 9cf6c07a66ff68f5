"""Rule references in text become links, including ranges and lists."""

from __future__ import annotations

import pytest

from app.reference.crossrefs import find_references, referenced_rules
from app.reference.store import ReferenceStore


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("See rule 704.", ["704"]),
        ("rules 613.7 and 613.8", ["613.7", "613.8"]),
        ("(See rules 614.1c–d.)", ["614.1c", "614.1d"]),
        ("rules 601.2a–d", ["601.2a", "601.2d"]),
        ("see rule 613.1c and rule 612", ["613.1c", "612"]),
        ("rules 100.2a, 100.2b, and 100.2c", ["100.2a", "100.2b", "100.2c"]),
        ("See section 6, “Spells, Abilities, and Effects.”", ["6"]),
        ("no references here, only 20 life", []),
    ],
)
def test_references_found(text: str, expected: list[str]) -> None:
    assert referenced_rules(text) == expected


def test_pieces_rebuild_the_text_exactly() -> None:
    text = "Some replacement effects (See rules 614.1c–d.) and rule 613.1c and rule 612."
    pieces = find_references(text)
    assert "".join(p.text for p in pieces) == text
    linked = [(p.text, p.rule) for p in pieces if p.rule]
    assert linked == [("614.1c", "614.1c"), ("d", "614.1d"), ("613.1c", "613.1c"), ("612", "612")]


def test_unknown_numbers_stay_plain(store: ReferenceStore) -> None:
    pieces = find_references("see rule 999.9z and rule 704.5g", store.known_numbers)
    assert [p.rule for p in pieces if p.rule] == ["704.5g"]


def test_every_reference_in_the_cr_points_at_a_rule(store: ReferenceStore) -> None:
    unresolved = {
        number
        for rule in store.rules
        for number in referenced_rules(" ".join([rule.text, *rule.examples]))
        if number not in store.known_numbers
    }
    assert unresolved == set()

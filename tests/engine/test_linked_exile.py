"""Linked exile and return (607.2a): what Oblivion Ring's and Fiend Hunter's lines are read as,
and a return with no exile to link to left unread (Tidehollow Sculler)."""

from __future__ import annotations

import pytest

from tests.engine.helpers import compiled, line_starting


@pytest.mark.parametrize(
    ("name", "exile"),
    [
        ("Oblivion Ring", [{"op": "exile_linked", "target": 0}]),
        ("Journey to Nowhere", [{"op": "exile_linked", "target": 0}]),
    ],
)
def test_the_exile_is_linked_to_the_return(name: str, exile: list[object]) -> None:
    face = compiled(name)
    assert all(r.outcome == "recognised" for r in face.readings)
    effects = [e for a in face.abilities if isinstance(a, dict) for e in a.get("effects", [])]
    assert exile[0] in effects
    assert {"op": "return_exiled", "to": "battlefield"} in effects
    returns = line_starting(face, "When this enchantment leaves the battlefield")
    assert "607.2a" in returns.words


def test_fiend_hunters_may_exile_is_linked_inside_its_may() -> None:
    face = compiled("Fiend Hunter")
    [enters] = [a for a in face.abilities if a["trigger"]["event"] == "enters"]
    [may] = enters["effects"]
    assert may["op"] == "may"
    assert may["effects"] == [{"op": "exile_linked", "target": 0}]


def test_a_return_with_no_exile_of_a_target_to_link_to_is_unread() -> None:
    face = compiled("Tidehollow Sculler")
    left = line_starting(face, "When this creature leaves the battlefield")
    assert left.outcome == "gap"
    assert "607.2a" in left.template

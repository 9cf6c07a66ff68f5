"""Cost changes read from oracle text (601.2f): Defense Grid's "except during its controller's
turn", "During turns other than yours, spells you cast cost {1} less", and Trinisphere's minimum,
applied once every increase and reduction has (the goldens compiled_trinisphere_* and
compiled_defense_grid_* play them)."""

from __future__ import annotations

from tests.engine.helpers import outcome_abilities_words


def test_the_lines_are_read_with_their_turn_and_condition() -> None:
    outcome, abilities, words = outcome_abilities_words("Trinisphere", "As long as")
    assert outcome == "recognised"
    assert abilities[0]["minimum"] == 3
    assert abilities[0]["condition"]["self_tapped"] == "untapped"
    assert "once every increase and reduction has applied (601.2f)" in words
    outcome, abilities, words = outcome_abilities_words("Defense Grid", "Each spell")
    assert outcome == "recognised"
    assert abilities[0]["turn"] == "not_casters"
    assert "except during their caster's turn" in words

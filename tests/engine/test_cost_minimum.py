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


def test_a_spells_own_cost_change_and_its_condition_are_read() -> None:
    """Bolt Bend's "This spell costs {3} less to cast if you control a creature with power 4 or
    greater": one noun (its "or" joins no two), the spell's own ability (113.6, 601.2f)."""
    outcome, abilities, words = outcome_abilities_words("Bolt Bend", "This spell costs")
    assert outcome == "recognised"
    assert abilities[0]["this_spell"] is True
    assert abilities[0]["condition"]["you_control"] == [
        {"power_at_least": 4, "types": ["Creature"], "controller": "you"}
    ]
    assert "it functions on the stack (113.6)" in words

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


def test_a_spells_own_counted_cost_change_is_read_with_what_it_counts() -> None:
    """ "This spell costs {1} less to cast for each …" and "… {X} less to cast, where X is …"
    (601.2f): what is counted, by the one reader of a counted quantity; an ability word before
    it has no rules meaning (207.2c); a count naming an object back stays unread."""
    outcome, abilities, words = outcome_abilities_words("Ghoultree", "This spell costs")
    assert outcome == "recognised"
    assert abilities[0]["for_each"] == {
        "count": "cards",
        "zone": "graveyard",
        "filter": {"types": ["Creature"]},
    }
    assert "for each one of" in words
    outcome, abilities, _ = outcome_abilities_words("Stratadon", "Domain")
    assert outcome == "recognised"
    assert abilities[0]["for_each"]["kind"] == "basic_land_types"
    outcome, abilities, words = outcome_abilities_words("The Great Henge", "This spell costs")
    assert outcome == "recognised"
    assert abilities[0]["for_each"]["count"] == "greatest"
    assert "{X} less to cast, where X is" in words
    outcome, _, _ = outcome_abilities_words("Khalni Hydra", "This spell costs")
    assert outcome != "recognised"  # {G} less: a colored reduction (118.7c) isn't read

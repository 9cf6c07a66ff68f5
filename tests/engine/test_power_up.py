"""Power-up read from oracle text (its reminder: the CR the project ships doesn't define it):
"Activate each power-up ability only once. Reduce the cost by its mana cost if it entered this
turn." — "Activate only once" (602.5b) and the ability's own reduction by the permanent's mana
cost (601.2f, 118.7b-g), colored mana too."""

from __future__ import annotations

from engine.core.mana import parse_cost, reduce_by
from tests.engine.helpers import contains, reading


def test_power_up_is_activated_only_once_and_reduced_by_its_mana_cost() -> None:
    found = reading("Brave Brawler", "Power-up")
    assert found.outcome == "recognised"
    assert contains(
        found.abilities[0],
        {
            "kind": "activated",
            "cost": {"mana": "{4}{W}"},
            "once": True,
            "cost_reduction": {"own_mana_cost": True, "condition": {"self_entered": True}},
        },
    )
    assert "reduced by its mana cost if it entered this turn" in found.words


def test_power_up_with_hybrid_mana_in_its_cost_stays_unread() -> None:
    """Which half of {R/G} a reduction takes is the payer's choice (118.7e): not modelled for
    an ability's own cost, so Abomination's power-up is left unread."""
    assert reading("Abomination, Terrifying Titan", "Power-up").outcome != "recognised"


def test_a_reduction_by_a_mana_cost_takes_colored_mana_then_generic() -> None:
    """118.7c: colored mana the cost has is taken; the rest of it is taken from generic."""
    assert reduce_by(parse_cost("{4}{W}"), parse_cost("{1}{W}")) == parse_cost("{3}")
    assert reduce_by(parse_cost("{5}{G}{G}"), parse_cost("{3}{G}{G}")) == parse_cost("{2}")
    # {U} the cost doesn't need is one generic mana less (118.7b).
    assert reduce_by(parse_cost("{4}{R}"), parse_cost("{1}{U}")) == parse_cost("{2}{R}")
    # Generic mana never goes below zero (118.7).
    assert reduce_by(parse_cost("{1}{R}"), parse_cost("{3}{R}{W}")) == parse_cost("")


def test_a_reduction_by_hybrid_or_phyrexian_symbols() -> None:
    """118.7e: a hybrid symbol takes the half the cost still needs, else its generic half;
    118.7f: a Phyrexian symbol takes its color; 118.7g: {S} takes generic mana."""
    assert reduce_by(parse_cost("{4}{G}"), parse_cost("{2}{G/W}")) == parse_cost("{2}")
    assert reduce_by(parse_cost("{4}{U}"), parse_cost("{2/W}")) == parse_cost("{2}{U}")
    assert reduce_by(parse_cost("{2}{B}"), parse_cost("{B/P}")) == parse_cost("{2}")
    assert reduce_by(parse_cost("{2}{B}"), parse_cost("{S}")) == parse_cost("{1}{B}")

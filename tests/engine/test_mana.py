"""Mana costs, pools and payment (CR 106, 107.3, 107.4, 118.3; SCENARIO.md "Costs are paid …")."""

from __future__ import annotations

import pytest

from engine.core.mana import EMPTY_POOL, ManaCost, ManaError, parse_cost, parse_pool, pay, pool_text
from tests.engine.helpers import error_rules, game, obj, of_kind, play

# -- parsing --------------------------------------------------------------------------------------


def test_parse_cost_reads_x_generic_and_colored_symbols() -> None:
    cost = parse_cost("{X}{2}{U}{U}")
    assert cost == ManaCost(generic=2, colored=(("U", 2),), x_count=1)
    assert cost.text() == "{X}{2}{U}{U}"


def test_mana_value_counts_x_as_zero_off_the_stack() -> None:
    # 202.3e: X is 0 everywhere but on the stack.
    assert parse_cost("{X}{X}{R}").mana_value == 1
    assert parse_cost("{X}{X}{R}").with_x(3) == ManaCost(generic=6, colored=(("R", 1),))


def test_empty_cost_text_is_no_cost_and_zero_is_written_as_zero() -> None:
    assert parse_cost("") == ManaCost()
    assert parse_cost("{0}").text() == "{0}"


def test_colored_symbols_are_kept_in_wubrgc_order_and_give_the_colors() -> None:
    cost = parse_cost("{G}{W}{G}{C}")
    assert cost.colored == (("W", 1), ("G", 2), ("C", 1))
    # 202.2: colorless mana symbols give no color.
    assert cost.colors() == ("W", "G")


@pytest.mark.parametrize(
    "text", ["{P}", "{D}", "{HW}", "{W/W}", "{P/W}", "{W/U/B}", "{2/P}", "{Q/U}", "{C/W/P}"]
)
def test_parse_cost_refuses_symbols_the_engine_does_not_know(text: str) -> None:
    with pytest.raises(ManaError, match="unknown mana symbol"):
        parse_cost(text)


def test_snow_mana_counts_one_but_no_pool_pays_it() -> None:
    """107.4h: {S} is paid with one mana from a snow source; it adds 1 to the mana value and no
    color. The engine doesn't know which mana came from a snow source, so it can't pay it."""
    cost = parse_cost("{C}{W}{S}")
    assert (cost.snow, cost.mana_value, cost.colors(), cost.text()) == (1, 3, ("W",), "{W}{C}{S}")
    assert parse_cost("{S}").text() == "{S}"
    with pytest.raises(ManaError, match=r"\{S\} is paid with mana from a snow source \(107.4h\)"):
        pay(parse_pool("{C}{W}{G}{G}"), cost)


def test_colorless_phyrexian_mana_is_paid_with_c_and_counts_one() -> None:
    """{C/P}, as the cards that print it say: paid with {C} or 2 life; colorless (202.2)."""
    cost = parse_cost("{8}{C/P}{C/P}")
    assert (cost.mana_value, cost.colors()) == (10, ())
    assert pay(parse_pool("{C}" * 10), cost) == EMPTY_POOL
    with pytest.raises(ManaError, match="paid with its color's mana or 2 life"):
        pay(parse_pool("{G}" * 10), cost)


def test_a_generic_cost_may_be_as_large_as_gleemaxs() -> None:
    assert parse_cost("{1000000}").mana_value == 1_000_000
    with pytest.raises(ManaError, match=r"is over \{1000000\}"):
        parse_cost("{1000001}")


@pytest.mark.parametrize("text", ["2W", "{2}W", "{R} {R}x"])
def test_parse_cost_refuses_text_outside_symbols(text: str) -> None:
    with pytest.raises(ManaError, match="unexpected text"):
        parse_cost(text)


@pytest.mark.parametrize("text", ["{2}", "{X}", "{S}"])
def test_a_pool_holds_only_types_of_mana(text: str) -> None:
    with pytest.raises(ManaError, match="not a type of mana"):
        parse_pool(text)


def test_parse_pool_refuses_letters_without_braces() -> None:
    with pytest.raises(ManaError, match="write symbols like"):
        parse_pool("RRC")


def test_pool_text_lists_symbols_in_wubrgc_order() -> None:
    assert pool_text(parse_pool("{C}{G}{W}{R}{W}")) == "{W}{W}{R}{G}{C}"
    assert pool_text(EMPTY_POOL) == ""


# -- automatic payment ----------------------------------------------------------------------------


def test_colored_symbols_are_paid_from_their_own_color() -> None:
    assert pay(parse_pool("{R}{G}"), parse_cost("{R}")) == parse_pool("{G}")


def test_colored_symbols_are_paid_before_generic() -> None:
    # Paying {1} first from the color with most mana left ({R}) would leave no {R} for {R}{R}.
    assert pay(parse_pool("{R}{R}{G}"), parse_cost("{1}{R}{R}")) == EMPTY_POOL


def test_generic_is_paid_with_colorless_mana_first() -> None:
    assert pay(parse_pool("{W}{C}"), parse_cost("{1}")) == parse_pool("{W}")


def test_generic_after_colorless_comes_from_the_color_with_most_mana_left() -> None:
    left = pay(parse_pool("{W}{U}{U}{U}{C}"), parse_cost("{3}"))
    # {C} first, then {U} twice: it has the most left each time (3, then 2 against {W}'s 1).
    assert left == parse_pool("{W}{U}")


def test_ties_between_colors_for_generic_break_in_wubrg_order() -> None:
    assert pay(parse_pool("{W}{U}"), parse_cost("{1}")) == parse_pool("{U}")


def test_a_missing_color_cannot_be_paid() -> None:
    # 118.3: a player can't pay a cost without the resources to pay it fully.
    with pytest.raises(ManaError, match=r"needs \{R\}"):
        pay(parse_pool("{G}{G}"), parse_cost("{R}"))


def test_too_little_mana_for_generic_cannot_be_paid() -> None:
    with pytest.raises(ManaError, match="not enough mana"):
        pay(parse_pool("{R}{G}"), parse_cost("{2}{R}"))


# -- explicit payment -----------------------------------------------------------------------------


def test_explicit_spend_is_used_instead_of_the_automatic_order() -> None:
    pool = parse_pool("{U}{U}{C}")
    # Automatically {C} would pay the {1}; the player chose to keep {C}.
    assert pay(pool, parse_cost("{1}{U}"), parse_pool("{U}{U}")) == parse_pool("{C}")


def test_explicit_spend_must_not_overpay() -> None:
    with pytest.raises(ManaError, match="exactly"):
        pay(parse_pool("{R}{R}"), parse_cost("{R}"), parse_pool("{R}{R}"))


def test_explicit_spend_must_cover_the_colored_symbols() -> None:
    with pytest.raises(ManaError, match="exactly"):
        pay(parse_pool("{R}{G}"), parse_cost("{R}"), parse_pool("{G}"))


def test_explicit_spend_must_be_in_the_pool() -> None:
    with pytest.raises(ManaError, match="lacks"):
        pay(parse_pool("{R}"), parse_cost("{1}"), parse_pool("{G}"))


# -- through the engine ---------------------------------------------------------------------------


def test_casting_with_pay_spends_exactly_the_named_mana() -> None:
    state, _ = play(
        game(
            [obj("hand", "bears", "Grizzly Bears")],
            players=[{"id": "A", "mana_pool": "{G}{G}{C}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "bears", "pay": "{G}{G}"}],
        )
    )
    assert error_rules(state) is None
    assert pool_text(state.player("A").mana_pool) == "{C}"


def test_casting_without_pay_spends_colorless_for_generic() -> None:
    state, events = play(
        game(
            [obj("hand", "bears", "Grizzly Bears")],
            players=[{"id": "A", "mana_pool": "{G}{G}{C}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "bears"}],
        )
    )
    assert pool_text(state.player("A").mana_pool) == "{G}"
    assert [e.rules for e in of_kind(events, "pay")] == [("601.2h",)]


def test_an_unpayable_spell_is_refused_and_the_pool_is_untouched() -> None:
    state, _ = play(
        game(
            [obj("hand", "bolt", "Lightning Bolt"), obj("battlefield", "bears", "Grizzly Bears")],
            players=[{"id": "A", "mana_pool": "{G}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "bolt", "targets": ["bears"]}],
        )
    )
    assert error_rules(state) == ["601.2h", "118.3"]
    assert state.objects["bolt"].zone.value == "hand"
    assert pool_text(state.player("A").mana_pool) == "{G}"


def test_a_pay_that_does_not_match_the_cost_is_refused() -> None:
    state, _ = play(
        game(
            [obj("hand", "bears", "Grizzly Bears")],
            players=[{"id": "A", "mana_pool": "{G}{G}{C}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "bears", "pay": "{G}{G}{C}"}],
        )
    )
    assert error_rules(state) == ["601.2h", "118.3"]
    assert "exactly" in state.error["message"]


@pytest.mark.parametrize(
    ("text", "value", "colors"),
    [
        ("{W/U}", 1, ("W", "U")),
        ("{2/W}", 2, ("W",)),
        ("{G/P}", 1, ("G",)),
        ("{1}{W/U/P}", 2, ("W", "U")),
        ("{C/W}", 1, ("W",)),
    ],
)
def test_hybrid_and_phyrexian_symbols(text: str, value: int, colors: tuple[str, ...]) -> None:
    """107.4e-f: each counts its largest part towards mana value (202.3f) and has every color
    it shows (202.2); the cost writes back as it was read."""
    cost = parse_cost(text)
    assert (cost.mana_value, cost.colors(), cost.text()) == (value, colors, text)


def test_a_hybrid_symbol_is_paid_with_either_half() -> None:
    cost = parse_cost("{W/U}{2/B}")
    assert pay(parse_pool("{U}{C}{C}"), cost) == (0, 0, 0, 0, 0, 0)
    assert pay(parse_pool("{W}{B}"), cost) == (0, 0, 0, 0, 0, 0)
    assert pay(parse_pool("{W}{B}"), cost, parse_pool("{W}{B}")) == (0, 0, 0, 0, 0, 0)
    with pytest.raises(ManaError):
        pay(parse_pool("{U}{C}{C}"), cost, parse_pool("{U}{C}"))
    with pytest.raises(ManaError, match="2 life"):
        pay(parse_pool("{C}"), parse_cost("{G/P}"))

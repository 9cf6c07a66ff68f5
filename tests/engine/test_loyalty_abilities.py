"""Loyalty abilities read from oracle text (CR 606): "[+1]: …", "[−2]: …", "[0]: …", "[−X]: …"
as activated abilities whose cost is loyalty counters (606.4), by the templates and by the
grammar alike, and played: one a turn per planeswalker at sorcery speed (606.3), a negative cost
refused with too few counters (606.6). Each case is a real card's line."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.pool import find
from engine.mechanics.loyalty_abilities.reading import loyalty_ability, loyalty_symbol
from tests.engine.helpers import (
    error_rules,
    game,
    obj,
    of_kind,
    outcome_abilities_words,
    play,
    reading,
)


@pytest.mark.parametrize(
    ("name", "line", "template", "loyalty", "effects"),
    [
        (
            "Liliana of the Veil",
            "[+1]: Each player discards a card.",
            "activated: loyalty",
            1,
            [{"op": "discard", "amount": 1, "player": "each_player"}],
        ),
        (
            "Liliana of the Veil",
            "[−2]: Target player sacrifices",
            "activated: loyalty",
            -2,
            [
                {
                    "op": "player_sacrifices",
                    "amount": 1,
                    "filter": {"types": ["Creature"]},
                    "player": "target",
                    "target": 0,
                }
            ],
        ),
        (
            "Chandra Nalaar",
            "[−X]: Chandra Nalaar deals X damage",
            "activated: loyalty",
            "-X",
            [{"op": "damage", "amount": "X", "to": 0}],
        ),
        (
            "Chandra, Torch of Defiance",
            "[+1]: Add {R}{R}.",
            "activated: loyalty",
            1,
            [{"op": "add_mana", "mana": "{R}{R}"}],
        ),
        # The templates don't read this effect; the grammar's lowering reads it, cost and all.
        (
            "Garruk Wildspeaker",
            "[+1]: Untap two target lands.",
            "grammar: activated",
            1,
            [{"op": "untap", "target": 0}],
        ),
    ],
)
def test_a_loyalty_line_is_read_as_a_loyalty_ability(
    name: str, line: str, template: str, loyalty: Any, effects: Any
) -> None:
    found = reading(name, line)
    assert (found.outcome, found.template) == ("recognised", template)
    (ability,) = found.abilities
    assert ability["kind"] == "activated"
    assert ability["cost"] == {"loyalty": loyalty}
    assert ability["effects"] == effects
    assert "sorcery_speed" not in ability  # 606.3 is every loyalty ability's, not the line's
    assert found.words.startswith("a loyalty ability (606) — ")
    assert "one loyalty ability of this permanent a turn, 606.3" in found.words


def test_a_loyalty_cost_is_said_as_the_counters_it_puts_on_or_removes() -> None:
    _, _, plus = outcome_abilities_words("Liliana of the Veil", "[+1]")
    _, _, minus = outcome_abilities_words("Liliana of the Veil", "[−2]")
    _, _, x = outcome_abilities_words("Chandra Nalaar", "[−X]")
    assert "put 1 loyalty counter on this: each player discards" in plus
    assert "remove 2 loyalty counters from this (it can't be activated with fewer, 606.6)" in minus
    assert "remove X loyalty counters from this, X chosen as it is activated" in x


def test_a_loyalty_ability_that_adds_mana_is_not_a_mana_ability() -> None:
    """605.1a: Chandra's [+1] adds {R}{R} but uses the stack."""
    chandra = find("Chandra, Torch of Defiance")
    assert chandra is not None
    [add] = [a for a in chandra.abilities if not isinstance(a, str) and "Add {R}{R}" in a.text]
    assert add.kind == "activated"
    assert not add.is_mana_ability


@pytest.mark.parametrize(
    ("sign", "number", "read"),
    [
        ("+", "1", 1),
        ("\u2212", "2", -2),
        ("-", "7", -7),
        ("", "0", 0),
        ("\u2212", "X", "-X"),
        ("+", "X", None),
        ("", "3", None),
        ("", "X", None),
    ],
)
def test_a_printed_loyalty_symbol_is_its_cost(sign: str, number: str, read: Any) -> None:
    """606.4: +N, −N, 0 and −X; no loyalty ability costs [+X] or an unsigned number."""
    assert loyalty_symbol(sign, number) == read


@pytest.mark.parametrize(
    "line",
    [
        "[+X]: Draw X cards.",  # no such symbol
        "[+1]: Draw X cards.",  # an X no cost chooses (107.3)
        "[+1]: Draw a card. Activate only as a sorcery.",  # a restriction of its own
        "{1}: Draw a card.",  # not a loyalty ability at all
    ],
)
def test_a_line_that_isnt_a_readable_loyalty_ability_is_left_to_the_others(line: str) -> None:
    assert loyalty_ability(line) is None


def _liliana(actions: list[dict[str, Any]], **turn: Any) -> tuple[Any, list[Any]]:
    return play(
        game(
            [
                obj("battlefield", "lili", "Liliana of the Veil"),
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("hand", "isle", "Island"),
                obj("hand", "isle2", "Island", "B"),
            ],
            turn={"number": 3, "active": "A", "step": "main1", **turn},
            actions=actions,
        )
    )


def test_a_corpus_planeswalkers_minus_ability_is_played_from_its_line() -> None:
    """Liliana of the Veil's [−2]: two loyalty counters removed as its cost (606.4), player B
    sacrifices the Grizzly Bears as it resolves (701.21a)."""
    state, events = _liliana(
        [{"player": "A", "activate": "lili", "ability": 2, "targets": ["B"]}, {"resolve": "stack"}]
    )
    assert state.error is None
    assert state.objects["lili"].counters == (("loyalty", 1),)
    assert state.objects["bears"].zone.value == "graveyard"
    assert "to pay [−2] (loyalty 3 → 1)" in of_kind(events, "pay")[0].text


def test_a_corpus_planeswalkers_second_loyalty_ability_in_a_turn_is_refused() -> None:
    """606.3: after its [+1] has resolved, Liliana's [−2] is refused that turn."""
    state, _ = _liliana(
        [
            {"player": "A", "activate": "lili", "ability": 1},
            {"resolve": "stack"},
            {"player": "A", "activate": "lili", "ability": 2, "targets": ["B"]},
        ]
    )
    assert error_rules(state) == ["606.3"]
    assert state.objects["lili"].counters == (("loyalty", 4),)
    assert state.objects["bears"].zone.value == "battlefield"


def test_a_corpus_planeswalkers_loyalty_ability_is_refused_outside_a_main_phase() -> None:
    state, _ = _liliana([{"player": "A", "activate": "lili", "ability": 1}], step="upkeep")
    assert error_rules(state) == ["606.3"]
    assert state.objects["lili"].counters == (("loyalty", 3),)

"""Keywords that put a card onto the battlefield or cast it from another zone, or for another
cost (702.49 ninjutsu, …), read from oracle text: one test per rule of each keyword, on real
cards' lines."""

from __future__ import annotations

import pytest

from engine.cards.compiler.text import prepare
from engine.mechanics.escape.reading import escapes_with
from engine.mechanics.escape.reading import read as read_escape
from tests.engine.helpers import contains, reading


@pytest.mark.parametrize(
    ("name", "mana"),
    [("Ninja of the Deep Hours", "{1}{U}"), ("Sakashima's Student", "{1}{U}")],
)
def test_ninjutsu_is_an_ability_of_the_hand_returning_an_unblocked_attacker(
    name: str, mana: str
) -> None:
    # 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking creature
    # you control to its owner's hand: Put this card onto the battlefield … tapped and attacking."
    found = reading(name, "Ninjutsu")
    assert found.outcome == "recognised"
    assert found.template == "keywords: ninjutsu"
    assert contains(
        found.abilities[0],
        {
            "kind": "activated",
            "zone": "hand",
            "cost": {"mana": mana, "return_unblocked_attacker": True},
            "effects": [{"op": "ninjutsu"}],
        },
    )
    assert "sorcery_speed" not in found.abilities[0]  # any time its owner has priority
    assert "return an unblocked attacking creature you control" in found.words
    assert "never declared as an attacker" in found.words


def test_commander_ninjutsu_stays_unread() -> None:
    # 702.49d: it works from the command zone too, which the engine doesn't have.
    found = reading("Yuriko, the Tiger's Shadow", "Commander ninjutsu")
    assert found.outcome != "recognised"


@pytest.mark.parametrize(
    ("name", "mana"), [("Impulsive Pilferer", "{3}{R}"), ("Mist Dancer", "{5}{U}{U}")]
)
def test_encore_is_a_sorcery_speed_ability_of_the_graveyard_exiling_the_card(
    name: str, mana: str
) -> None:
    # 702.141a: "[Cost], Exile this card from your graveyard: For each opponent, create a token
    # that's a copy of this card … Activate only as a sorcery."
    found = reading(name, "Encore")
    assert found.outcome == "recognised"
    assert found.template == "keywords: encore"
    assert contains(
        found.abilities[0],
        {
            "kind": "activated",
            "zone": "graveyard",
            "sorcery_speed": True,
            "cost": {"mana": mana, "exile_self": True},
            "effects": [{"op": "encore"}],
        },
    )
    assert "attacks that opponent this turn if able" in found.words
    assert "sacrifice them at the beginning of the next end step" in found.words


@pytest.mark.parametrize(
    ("name", "mana", "count"),
    [
        ("Satyr's Cunning", "{2}{R}", 2),
        ("Sweet Oblivion", "{3}{U}", 4),
        ("Ox of Agonas", "{R}{R}", 8),
    ],
)
def test_escape_is_the_cards_own_alternative_cost_of_its_graveyard(
    name: str, mana: str, count: int
) -> None:
    # 702.138a: "You may cast this card from your graveyard by paying [cost] rather than paying
    # its mana cost."
    found = reading(name, "Escape")
    assert found.outcome == "recognised"
    assert found.template == "keywords: escape"
    assert found.abilities[0] == {
        "kind": "alternative_cost",
        "cost": {"mana": mana, "exile_from_graveyard": {"filter": {"other": True}, "count": count}},
        "said": f"{mana}, Exile {found.abilities[0]['said'].split('Exile ')[1]}",
        "zone": "graveyard",
    }
    assert "cast from its owner's graveyard" in found.words


@pytest.mark.parametrize(
    "line",
    [
        # A card in a graveyard can't discard itself, and X is left unread.
        "Escape—{2}{B}, Discard this card.",
        "Escape—{X}{B}, Exile two other cards from your graveyard.",
    ],
)
def test_an_escape_cost_a_graveyard_card_cant_pay_stays_unread(line: str) -> None:
    assert read_escape(prepare(line, ())) is None


@pytest.mark.parametrize(
    ("name", "amount"), [("Loathsome Chimera", 1), ("Voracious Typhon", 3), ("Ox of Agonas", 1)]
)
def test_escapes_with_counters_is_an_entering_replacement_if_it_escaped(
    name: str, amount: int
) -> None:
    # 702.138c: "[This permanent] escapes with [counters]" means "If this permanent escaped, it
    # enters with [those counters]."
    found = reading(name, "This creature escapes with")
    assert found.outcome == "recognised"
    assert contains(
        found.abilities[0],
        {"kind": "enters_with_counters", "counter": "+1/+1", "amount": amount, "if_escaped": True},
    )
    assert "if it escaped (702.138c)" in found.words


def test_escapes_with_an_ability_stays_unread() -> None:
    # 702.138d: "escapes with [ability]" is another ability, not counters.
    assert escapes_with("~ escapes with haste.") is None

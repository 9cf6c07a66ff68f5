"""Restarting the game (727) and a new game's start (103.3, 103.5): Karn Liberated's [−14] read
with its exiles linked to it, a new game's library shuffled with its anonymous cards among the
named ones, and the mulligans' count of cards put on the bottom."""

from __future__ import annotations

from engine import find_card, load
from engine.cards.vocabulary import Activated
from engine.core.replace import replace
from engine.core.state import Zone
from engine.operations.shuffling import shuffle
from engine.rules.mulligans import counted
from tests.engine.helpers import game, obj, reading


def test_karns_minus_fourteen_is_read_and_its_exiles_are_linked_to_it() -> None:
    """607.2a: the [+4] and [−3] exile cards the [−14] refers to ("exiled with Karn")."""
    restart = reading("Karn Liberated", "[−14]")
    assert restart.outcome == "recognised"
    [ability] = restart.abilities
    assert ability["cost"] == {"loyalty": -14}
    assert ability["effects"] == [{"op": "restart_game"}]
    karn = find_card("Karn Liberated")
    assert karn is not None
    plus, minus, _ = (a.effects[0] for a in karn.abilities if isinstance(a, Activated))
    assert (plus.op, getattr(plus, "linked", None)) == ("exile_from_hand", True)
    assert minus.op == "exile_linked"


def test_a_new_games_library_has_its_unknown_cards_among_the_named_ones() -> None:
    """103.3: shuffled whole, an anonymous card may be on top of a named one — each above the
    lowest named card becomes an object, the rest stay a number beneath — where the general
    shuffle keeps them below (701.24a)."""
    state = load(
        game(
            [obj("library", "bears", "Grizzly Bears")],
            players=[{"id": "A", "library": 30}, {"id": "B"}],
        )
    )
    tops = set()
    for taken in range(12):
        shuffled, _ = shuffle(replace(state, steps_taken=taken), "A", unknown_among=True)
        library = shuffled.libraries["A"]
        assert shuffled.library_size("A") == 31
        assert library[0] == "bears"  # the lowest named card: only unknown cards beneath it
        assert all(shuffled.objects[i].zone is Zone.LIBRARY for i in library)
        tops.add(shuffled.objects[library[-1]].card.name)
    assert tops == {"Grizzly Bears", "Unknown card"}
    kept, _ = shuffle(state, "A")
    assert kept.libraries["A"] == ("bears",)  # the general shuffle: the unnamed cards beneath


def test_a_mulligan_puts_one_card_on_the_bottom_for_each_taken_the_first_free_in_multiplayer() -> (
    None
):
    """103.5, 103.5c."""
    two = load(game())
    three = load(game(players=[{"id": "A"}, {"id": "B"}, {"id": "C"}]))
    assert [counted(two, n) for n in range(4)] == [0, 1, 2, 3]
    assert [counted(three, n) for n in range(4)] == [0, 0, 1, 2]

"""Sagas (CR 714): chapter lines read as chapter abilities, lore counters as the Saga enters and
as its controller's precombat main phase begins, and the sacrifice after the final chapter."""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import card_readings, error_rules, game, obj, of_kind, play


def test_a_line_of_two_chapters_is_a_chapter_ability_for_each() -> None:
    readings = card_readings("Rite of Belzenlok")
    shared = next(r for r in readings if r.line.startswith("I, II —"))
    assert (shared.outcome, shared.template) == ("recognised", "saga: chapter")
    assert [a["trigger"] for a in shared.abilities] == [
        {"event": "chapter", "chapter": 1},
        {"event": "chapter", "chapter": 2},
    ]
    assert "chapter 2 (714.2b)" in shared.words
    reminder = readings[0]
    assert (reminder.outcome, reminder.template) == ("recognised", "saga: lore counters")
    assert "714.4" in reminder.words


def _eldest_reborn(lore: int, step: str = "draw", active: str = "A") -> dict[str, Any]:
    return game(
        [
            obj("battlefield", "saga", "The Eldest Reborn", counters={"lore": lore}),
            obj("hand", "card", "Grizzly Bears", "B"),
        ],
        players=[{"id": "A", "library": 5}, {"id": "B", "library": 5}],
        turn={"number": 5, "active": active, "step": step},
        actions=[{"advance_to": "main1"}, {"resolve": "stack"}],
    )


def test_a_chapter_triggers_when_the_main_phase_lore_counter_reaches_it() -> None:
    state, events = play(_eldest_reborn(1))
    assert error_rules(state) is None
    assert state.objects["saga"].counter("lore") == 2
    assert state.objects["card"].zone.value == "graveyard"  # II: each opponent discards a card
    assert [e.rules for e in of_kind(events, "counters")] == [("714.3c", "122.1")]


def test_the_final_chapter_counts_a_chapter_line_the_engine_doesnt_read() -> None:
    # Chapter III of The Eldest Reborn isn't read; the Saga still waits for it (714.2d).
    state, _ = play(_eldest_reborn(1))
    assert state.objects["saga"].zone.value == "battlefield"


def test_an_unread_chapter_says_it_triggered_and_nothing_was_done() -> None:
    state, events = play(_eldest_reborn(2))
    said = [e for e in of_kind(events, "unmodelled") if "chapter ability" in e.text]
    assert len(said) == 1
    assert said[0].rules == ("714.2b",)
    assert "III —" in said[0].text
    # Its lore counters reached its final chapter number and nothing is on the stack (714.4).
    assert state.objects["saga"].zone.value == "graveyard"


def test_no_lore_counter_in_another_players_main_phase() -> None:
    state, events = play(_eldest_reborn(1, step="upkeep", active="B"))
    assert state.objects["saga"].counter("lore") == 1
    assert not of_kind(events, "counters")

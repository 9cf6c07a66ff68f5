"""Protection from a chosen color, colorless, a player and everything (CR 702.16; DEBT: damage,
enchanting or equipping, blocking, targeting), asked by one question (`engine.derived.protection`)
and read from oracle text: Mother of Runes, Giver of Runes, Gods Willing, Brave the Elements,
True-Name Nemesis, Progenitus, "protection from black and from red" (702.16g)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler import readings
from engine.cards.corpus import read_corpus
from engine.derived.characteristics import characteristics
from tests.engine.helpers import error_rules, game, obj, outcome_abilities_words, play


def test_protection_lines_are_read() -> None:
    _, found, words = outcome_abilities_words("Giver of Runes", "{T}")
    [instruction] = found[0]["effects"]
    assert instruction == {"op": "protection_from_chosen_color", "target": 0, "colorless": True}
    assert "chooses colorless or a color as it resolves (608.2d)" in words
    outcome, found, _ = outcome_abilities_words("Auriok Champion", "Protection")
    assert (outcome, found) == ("recognised", ("Protection from black", "Protection from red"))
    outcome, found, words = outcome_abilities_words("Progenitus", "Protection")
    assert (outcome, found) == ("recognised", ("Protection from everything",))
    assert "(702.16j)" in words
    outcome, found, _ = outcome_abilities_words("True-Name Nemesis", "This creature has")
    assert (outcome, found) == ("recognised", ("Protection from the chosen player",))


def _run(objects: list[dict[str, Any]], actions: list[dict[str, Any]], **more: Any) -> Any:
    return play(
        game(
            objects,
            players=[{"id": "A", "mana_pool": "{W}{W}"}, {"id": "B", "mana_pool": "{R}"}],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=actions,
            **more,
        )
    )


def test_giver_of_runes_offers_colorless_and_protection_from_colorless_stops_an_artifact() -> None:
    """Protection from colorless (105.2c): Ornithopter, colorless, can't block the creature."""
    state, _ = _run(
        [
            obj("battlefield", "giver", "Giver of Runes"),
            obj("battlefield", "bears", "Grizzly Bears"),
            obj("battlefield", "thopter", "Ornithopter", "B"),
        ],
        [
            {"player": "A", "activate": "giver", "ability": 1, "targets": ["bears"]},
            {"resolve": "stack"},
            {"advance_to": "declare_attackers"},
            {"attack": {"bears": "B"}},
            {"advance_to": "declare_blockers"},
            {"block": {"thopter": "bears"}},
        ],
        choices=[{"color": "colorless"}],
    )
    assert "Protection from colorless" in characteristics(state, state.objects["bears"]).keywords
    assert error_rules(state) == ["702.16f"]
    assert state.error is not None
    assert "colorless" in state.error["message"]


def test_true_name_nemesis_cant_be_targeted_or_blocked_by_the_chosen_player() -> None:
    nemesis = obj("battlefield", "tnn", "True-Name Nemesis", chosen={"player": "B"})
    state, _ = _run(
        [nemesis, obj("hand", "bolt", "Lightning Bolt", "B")],
        [{"player": "B", "cast": "bolt", "targets": ["tnn"]}],
    )
    assert error_rules(state) == ["601.2c", "702.16k"]
    # A's own Lightning Bolt can target it: B is the chosen player, not A.
    state, _ = play(
        game(
            [nemesis, obj("hand", "bolt", "Lightning Bolt")],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=[{"player": "A", "cast": "bolt", "targets": ["tnn"]}, {"resolve": "stack"}],
        )
    )
    assert state.error is None
    assert state.objects["tnn"].zone.value == "graveyard"
    state, _ = play(
        game(
            [nemesis, obj("battlefield", "bears", "Grizzly Bears", "B")],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=[
                {"advance_to": "declare_attackers"},
                {"attack": {"tnn": "B"}},
                {"advance_to": "declare_blockers"},
                {"block": {"bears": "tnn"}},
            ],
        )
    )
    assert error_rules(state) == ["702.16k"]


def test_brave_the_elements_is_read_from_its_text() -> None:
    [brave] = [c for c in read_corpus() if c.name == "Brave the Elements"]
    [reading] = readings(brave)
    assert reading.outcome == "recognised"
    assert "each white creature you control (those as it resolves, 611.2c)" in reading.words

"""Umbra armor (CR 702.89): read as a keyword of an Aura, said on the card page, and offered as a
replacement of the enchanted permanent's destruction beside regeneration (616.1)."""

from __future__ import annotations

from engine.cards.vocabulary.keywords import normalise_keyword
from engine.core.state import Event, GameState
from tests.engine.helpers import game, obj, outcome_abilities_words, play


def test_umbra_armor_is_a_keyword_said_as_a_replacement() -> None:
    assert normalise_keyword("umbra armor") == "Umbra armor"
    assert normalise_keyword("Totem armor") is None  # its old name (702.89b): oracle says umbra
    outcome, found, words = outcome_abilities_words("Spider Umbra", "Umbra armor")
    assert (outcome, found) == ("recognised", ("Umbra armor",))
    assert (
        "(702.89a), a replacement effect (614.1a): if enchanted permanent would be destroyed"
        in words
    )


def _murder(
    *objects: dict[str, object], choices: list[dict[str, object]] | None = None
) -> tuple[GameState, list[Event]]:
    return play(
        game(
            [*objects, obj("hand", "murder", "Murder", "B")],
            players=[{"id": "A"}, {"id": "B", "mana_pool": "{C}{B}{B}"}],
            turn={"number": 3, "active": "B", "step": "main1"},
            actions=[{"player": "B", "cast": "murder", "targets": ["bears"]}, {"resolve": "stack"}],
            choices=choices or [],
        )
    )


def test_two_umbras_the_controller_chooses_which_applies() -> None:
    """Two replacement effects apply to one destruction: the affected permanent's controller
    chooses one (616.1); only that Aura is destroyed."""
    state, events = _murder(
        obj("battlefield", "bears", "Grizzly Bears"),
        obj("battlefield", "hyena", "Hyena Umbra", attached_to="bears"),
        obj("battlefield", "spider", "Spider Umbra", attached_to="bears"),
        choices=[{"replacement": "spider:umbra"}],
    )
    assert state.error is None
    zones = {i: state.objects[i].zone.value for i in ("bears", "hyena", "spider")}
    assert zones == {"bears": "battlefield", "hyena": "battlefield", "spider": "graveyard"}
    [order] = [e for e in events if e.kind == "replacement_order"]
    assert order.rules == ("616.1e",)

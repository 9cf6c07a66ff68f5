"""Every card the compiler calls implemented plays: a property test over a sample of the corpus.

For each sampled card whose every line was recognised: it loads and appears on an empty board
with its printed characteristics; an instant or sorcery is cast from hand on a standard test
board and resolves; each activated ability is activated and resolves. A target is tried from a
fixed list of candidates (an opponent, each side's creature, land, artifact); a card none of them
suits is left, but whatever is cast or activated must resolve without an engine error, and a
recognised card must never make the engine raise.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import card_names, corpus_card, find_card, run, status_page
from engine.cards.status import card_status

#: One game card in `EVERY`, in name order, kept when implemented (a stable, broad sample).
EVERY = 24
#: The standard test board's permanents, by id: (card, controller).
BOARD = {
    "mybears": ("Grizzly Bears", "A"),
    "bears": ("Grizzly Bears", "B"),
    "forest": ("Forest", "B"),
    "thopter": ("Ornithopter", "B"),
    "ward": ("Pacifism", "B"),
}
CANDIDATES = ("bears", "B", "mybears", "forest", "thopter", "ward", "A")


def _color_note(text: str) -> bool:
    return text.startswith("(Color indicator:")


def _implemented() -> list[str]:
    """One card name in `EVERY`, kept when it is a game card with rules text whose every line
    the engine reads (a back face's color indicator aside: see `_color_note`).

    Read from the card-status store, which `make check` and `make test` build first from this
    code (a store of another corpus or card code is rebuilt on first use), rather than compiled:
    this runs as each test process collects (each pytest-xdist worker, every `make check`), and
    compiling the sample's 1,420 faces there cost about 2 s of CPU apiece (issue 27 §6). Each card
    kept is compiled again by its test, which fails if the store said wrong."""
    _, pool = status_page(None, 0, len(card_names()))
    unread = {card.folded: card.unsupported for card in pool}
    out = []
    for entry in card_names()[::EVERY]:
        lines = unread.get(entry.folded)
        if not entry.playable or lines is None or not all(_color_note(u) for u in lines):
            continue
        card = corpus_card(entry.name)
        # A card with no rules text (Grizzly Bears) has no line to read: nothing compiled.
        if card is not None and any(face.text for face in card.faces):
            out.append(entry.name)
    return out


SAMPLE = _implemented()


def _scenario(card: str, zone: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "format": "rulings-explorer/1",
        "players": [
            {
                "id": "A",
                "mana_pool": "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}{C}{C}{C}{C}{C}{C}",
                "library": 10,
            },
            {"id": "B"},
        ],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "card", "card": card, "owner": "A", "zone": zone},
            *(
                {"id": i, "card": c, "owner": o, "zone": "battlefield"}
                | ({"attached_to": "bears"} if i == "ward" else {})
                for i, (c, o) in BOARD.items()
            ),
        ],
        "actions": actions,
    }


def _try(card: str, zone: str, action: dict[str, Any], n_targets: int) -> dict[str, Any] | None:
    """The output of the first candidate targets with which the action is legal, or None."""
    picks = [[]] if not n_targets else [[c] * n_targets for c in CANDIDATES]
    for targets in picks:
        act = {**action, "targets": targets} if targets else dict(action)
        output, status = run(_scenario(card, zone, [act, {"resolve": "stack"}]))
        if status == 0:
            return output
        assert status == 3, (card, output.get("error"))
    return None


def _resolved(card: str, output: dict[str, Any]) -> None:
    state = output["state"]
    assert output["error"] is None, (card, output["error"])
    if state["game_over"]:
        return  # e.g. a player drew from an empty library (704.5b): the run ends there
    assert state["stack"] == [] or output["pending"] is not None, (card, state["stack"])


@pytest.mark.parametrize("name", SAMPLE)
def test_an_implemented_card_loads_casts_and_resolves(name: str) -> None:
    card = find_card(name)
    assert card is not None
    # A back face's colors are data the corpus lacks (its color indicator, 204), not a line.
    assert [u for u in card_status(card).unsupported if not _color_note(u)] == []
    output, status = run(_scenario(name, "battlefield" if card.is_permanent_card else "hand", []))
    assert status == 0, output["error"]
    [shown] = [o for o in output["state"]["objects"] if o["id"] == "card"]
    assert shown["name"] == card.name
    assert shown["unsupported"] == []
    if card.back is not None:
        # The back face up (701.27g): its own characteristics (712.8e).
        scenario = _scenario(name, "battlefield", [])
        scenario["objects"][0]["transformed"] = True
        back_output, status = run(scenario)
        assert status == 0, back_output["error"]
        [back] = [o for o in back_output["state"]["objects"] if o["id"] == "card"]
        assert (back["name"], back["transformed"]) == (card.back.name, True)
        assert [u for u in back["unsupported"] if not _color_note(u)] == []
    if not card.statics:
        # Printed P/T, unless a static ability of its own changes it (an anthem it is under).
        assert (shown["power"], shown["toughness"]) == (
            (card.power, card.toughness) if "Creature" in card.types else (None, None)
        )
    if not card.is_permanent_card:
        specs = card.modes[0].targets if card.modes else card.targets
        cast: dict[str, Any] = {"player": "A", "cast": "card"}
        if card.modes:
            cast["mode"] = 1
        if "X" in card.mana_cost:
            cast["x"] = 1
        done = _try(name, "hand", cast, sum(s.max for s in specs))
        if done is not None:
            _resolved(name, done)
            if done["pending"] is None:
                # Resolved (608.2n), or it moved itself off the stack as it resolved ("Return
                # Hanabi Blast to its owner's hand"), a new object with nothing left to finish.
                assert any(
                    e["kind"] == "resolved" or (e["kind"] == "zone" and e["objects"] == ["card"])
                    for e in done["events"]
                ), name
    for k, ability in enumerate(card.activated, start=1):
        n = sum(s.max for s in ability.targets)
        done = _try(name, "battlefield", {"player": "A", "activate": "card", "ability": k}, n)
        if done is not None:
            _resolved(name, done)


def test_the_sample_is_broad() -> None:
    # Hundreds of cards from across the alphabet, so most templates are exercised.
    assert len(SAMPLE) > 140

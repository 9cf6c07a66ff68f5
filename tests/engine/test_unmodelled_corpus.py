"""Acceptance of issue 25 §1b-c over the corpus: a seeded sample of cards with unread lines, each
put on a minimal board in a zone where its lines function (113.6) and, where one of its lines
names a kind of event, with that event made to happen — cast it, let it enter, destroy it, deal
damage, attack, let a step begin … The run must be marked incomplete, and where the event
happened, warn (an `unmodelled` event whose objects start with the card).

Each stimulus says which kinds of event it makes happen (by construction, not by asking the
engine) and whether it happens to the card itself (for "When this creature dies" lines)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from engine import ScenarioError, run
from engine.cards.pool import find
from engine.cards.store import card_names
from engine.cards.vocabulary import CardDef
from engine.core.unread import Unread, lines

SEED = 25
SAMPLE = 300
POOL = "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}{C}{C}{C}{C}"

Scenario = dict[str, Any]


def _board(card: dict[str, Any], *others: dict[str, Any], **fields: Any) -> Scenario:
    data: Scenario = {
        "format": "rulings-explorer/1",
        "players": [
            {"id": "A", "mana_pool": POOL, "library": 5},
            {"id": "B", "mana_pool": "{U}{U}", "library": 5},
        ],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [card, *others],
    }
    return data | fields


def _it(name: str, zone: str, **fields: Any) -> dict[str, Any]:
    return {"id": "it", "card": name, "owner": "A", "zone": zone, **fields}


def _spell(object_id: str, name: str, owner: str = "A") -> dict[str, Any]:
    return {"id": object_id, "card": name, "owner": owner, "zone": "hand"}


def _cast(spell: str, *targets: str, player: str = "A") -> dict[str, Any]:
    return {"player": player, "cast": spell, "targets": list(targets)}


RESOLVE = {"resolve": "stack"}


@dataclass(frozen=True)
class Stimulus:
    """What is done to the board, the kinds of event it makes happen, where the card is, and
    whether it happens to the card itself; `fits` says whether the card can take it."""

    name: str
    events: frozenset[str]
    zone: str
    on_card: bool
    build: Callable[[str], Scenario]
    fits: Callable[[CardDef], bool] = lambda card: card.is_permanent_card


def _creature(card: CardDef) -> bool:
    return "Creature" in card.types


STIMULI = (
    Stimulus(
        "resolves",
        frozenset({"resolves"}),
        "stack",
        True,
        lambda name: _board(_it(name, "stack"), actions=[RESOLVE]),
        lambda card: not card.is_permanent_card,
    ),
    Stimulus(
        "enters",
        frozenset({"enters"}),
        "stack",
        True,
        lambda name: _board(_it(name, "stack"), actions=[RESOLVE]),
        lambda card: card.is_permanent_card and "Aura" not in card.subtypes,
    ),
    Stimulus(
        "destroyed",
        frozenset({"put_into_graveyard", "destroyed", "leaves_battlefield", "cast"}),
        "battlefield",
        True,
        lambda name: _board(
            _it(name, "battlefield"), _spell("v", "Vindicate"), actions=[_cast("v", "it"), RESOLVE]
        ),
    ),
    Stimulus(
        "bolted",
        frozenset({"cast", "dealt_damage", "becomes_target"}),
        "battlefield",
        True,
        lambda name: _board(
            _it(name, "battlefield"),
            _spell("bolt", "Lightning Bolt"),
            actions=[_cast("bolt", "it"), RESOLVE],
        ),
        _creature,
    ),
    Stimulus(
        "attacks",
        frozenset({"attacks", "deals_combat_damage_to_player", "tapped"}),
        "battlefield",
        True,
        lambda name: _board(
            _it(name, "battlefield"),
            turn={"number": 3, "active": "A", "step": "beginning_of_combat"},
            actions=[{"attack": {"it": "B"}}, {"advance_to": "end_of_combat"}],
        ),
        lambda card: _creature(card) and isinstance(card.power, int) and card.power > 0,
    ),
    Stimulus(
        "bolt_player",
        frozenset({"cast", "dealt_damage", "life_lost", "becomes_target"}),
        "battlefield",
        False,
        lambda name: _board(
            _it(name, "battlefield"),
            _spell("bolt", "Lightning Bolt"),
            actions=[_cast("bolt", "B"), RESOLVE],
        ),
    ),
    Stimulus(
        "turns",
        frozenset({"beginning_of_step", "draw"}),
        "battlefield",
        False,
        lambda name: _board(_it(name, "battlefield"), actions=[{"advance_to": "main1", "turn": 5}]),
    ),
    Stimulus(
        "counters",
        frozenset({"counters_put", "cast", "becomes_target"}),
        "battlefield",
        True,
        lambda name: _board(
            _it(name, "battlefield"),
            _spell("bg", "Battlegrowth"),
            actions=[_cast("bg", "it"), RESOLVE],
        ),
        _creature,
    ),
    Stimulus(
        "tokens",
        frozenset({"token_created", "enters", "cast"}),
        "battlefield",
        False,
        lambda name: _board(
            _it(name, "battlefield"),
            _spell("rta", "Raise the Alarm"),
            actions=[_cast("rta"), RESOLVE],
        ),
    ),
    Stimulus(
        "life",
        frozenset({"life_gained", "draw", "cast"}),
        "battlefield",
        False,
        lambda name: _board(
            _it(name, "battlefield"), _spell("rv", "Revitalize"), actions=[_cast("rv"), RESOLVE]
        ),
    ),
    Stimulus(
        "discard",
        frozenset({"discard", "put_into_graveyard", "cast", "becomes_target"}),
        "battlefield",
        False,
        lambda name: _board(
            _it(name, "battlefield"),
            _spell("mr", "Mind Rot"),
            # The card's controller discards: "whenever you discard" hears only theirs (603.2).
            _spell("x1", "Grizzly Bears"),
            _spell("x2", "Grizzly Bears"),
            actions=[_cast("mr", "A"), RESOLVE],
        ),
    ),
    Stimulus(
        "sacrificed",
        frozenset({"sacrifice", "put_into_graveyard", "leaves_battlefield"}),
        "battlefield",
        True,
        lambda name: _board(
            _it(name, "battlefield"),
            _spell("edict", "Diabolic Edict"),
            actions=[_cast("edict", "A"), RESOLVE],
        ),
        _creature,
    ),
    Stimulus(
        "countered",
        frozenset({"countered", "cast"}),
        "battlefield",
        False,
        lambda name: _board(
            _it(name, "battlefield"),
            _spell("bolt", "Lightning Bolt"),
            _spell("cs", "Counterspell", "B"),
            actions=[_cast("bolt", "B"), _cast("cs", "bolt", player="B"), RESOLVE],
        ),
    ),
    Stimulus(
        "bounced",
        frozenset({"to_hand", "leaves_battlefield", "becomes_target", "cast"}),
        "battlefield",
        True,
        lambda name: _board(
            _it(name, "battlefield"),
            _spell("boom", "Boomerang"),
            actions=[_cast("boom", "it"), RESOLVE],
        ),
    ),
    Stimulus(
        "mana",
        frozenset({"tapped_for_mana", "mana_added", "tapped", "activate"}),
        "battlefield",
        False,
        lambda name: _board(
            _it(name, "battlefield"),
            {"id": "f", "card": "Forest", "owner": "A", "zone": "battlefield"},
            actions=[{"player": "A", "activate": "f", "ability": 1}],
        ),
    ),
    Stimulus(
        "land",
        frozenset({"land_played", "enters"}),
        "battlefield",
        False,
        lambda name: _board(
            _it(name, "battlefield"),
            _spell("f", "Forest"),
            actions=[{"player": "A", "play_land": "f"}],
        ),
    ),
    Stimulus(
        "game_lost",
        frozenset({"loses_game", "wins_game", "life_lost", "dealt_damage", "cast"}),
        "battlefield",
        False,
        lambda name: _board(
            _it(name, "battlefield"),
            _spell("bolt", "Lightning Bolt"),
            players=[{"id": "A", "mana_pool": POOL}, {"id": "B", "life": 3}],
            actions=[_cast("bolt", "B"), RESOLVE],
        ),
    ),
)


def _sample() -> list[CardDef]:
    names = [c.name for c in card_names() if c.playable]
    random.Random(SEED).shuffle(names)  # noqa: S311 (a seeded sample, not a secret)
    found: list[CardDef] = []
    for name in names:
        try:
            card = find(name)
        except ScenarioError:
            continue  # a card the engine can't load (an Un-card's symbol …)
        # A face the data lacks functions nowhere a run reaches (engine.core.unread): not sampled.
        if card is not None and any(line.zones for line in lines(card)):
            found.append(card)
        if len(found) == SAMPLE:
            break
    return found


def _choice(card: CardDef) -> tuple[Stimulus | None, Unread | None]:
    """The stimulus that makes happen what one of the card's lines names, with that line; else
    no stimulus (the card is only put where a line functions)."""
    for line in lines(card):
        if line.kind == "activated":
            continue
        wants = set(line.events)
        if line.kind == "spell":
            wants = {"resolves"}
        elif line.kind in ("copy", "as_enters"):
            wants = {"enters"}
        elif line.kind == "characteristic" or line.changes_characteristics:
            wants = {"any step"}
        for stimulus in STIMULI:
            about_card = line.about_self or line.kind in ("spell", "copy", "as_enters")
            if not stimulus.fits(card) or (about_card and not stimulus.on_card):
                continue
            if stimulus.zone not in {z.value for z in line.zones}:
                continue
            if wants & stimulus.events or "any step" in wants:
                return stimulus, line
    return None, None


def _placed(card: CardDef) -> Scenario:
    """The card alone where its first line functions, with nothing happening but a pass."""
    zones = {z.value for line in lines(card) for z in line.zones}
    zone = next(z for z in ("battlefield", "stack", "graveyard", "hand", "exile") if z in zones)
    return _board(_it(card.name, zone))


def test_sampled_unmodelled_cards_make_the_run_incomplete_and_warn_where_their_event_happens() -> (
    None
):
    checked = warned = 0
    problems: list[str] = []
    for card in _sample():
        stimulus, line = _choice(card)
        scenario = stimulus.build(card.name) if stimulus else _placed(card)
        try:
            out, _ = run(scenario)
        except ScenarioError:
            continue  # the minimal board doesn't load for this card (an Aura needs a host …)
        checked += 1
        if out["complete"]:
            problems.append(f"{card.name}: complete on {stimulus.name if stimulus else 'a board'}")
            continue
        if stimulus is None or line is None or out["error"] is not None:
            continue  # nothing its lines name happened, or the action was refused
        where = next(o["zone"] for o in out["state"]["objects"] if o["id"] == "it")
        if not stimulus.on_card and where != stimulus.zone:
            continue  # it left before the event (an Aura without a host, 704.5m …)
        if any(e["kind"] == "fizzle" for e in out["events"]):
            continue  # the stimulus's spell lost its target (a 0/0 died first, 704.5f …)
        said = [e for e in out["events"] if e["kind"] == "unmodelled" and e["objects"][0] == "it"]
        if not said:
            problems.append(f"{card.name} ({stimulus.name}): no warning for “{line.text}”")
        warned += bool(said)
    assert checked >= SAMPLE * 0.9
    assert warned >= SAMPLE // 2, (warned, problems[:20])
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("stimulus", STIMULI, ids=[s.name for s in STIMULI])
def test_each_stimulus_runs_cleanly_on_a_modelled_board(stimulus: Stimulus) -> None:
    """Each stimulus, on Grizzly Bears (or Lightning Bolt), runs without error and says nothing:
    what the sample test blames on an unread line isn't the stimulus's own doing."""
    name = "Lightning Bolt" if stimulus.name == "resolves" else "Grizzly Bears"
    scenario = stimulus.build(name)
    if stimulus.name == "resolves":
        scenario["objects"][0]["targets"] = ["B"]
    out, _ = run(scenario)
    assert out["error"] is None
    assert out["complete"]
    assert not [e for e in out["events"] if e["kind"] == "unmodelled"]

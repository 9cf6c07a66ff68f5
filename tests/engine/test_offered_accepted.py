"""`legal_actions` offers exactly what the engine accepts (issue 25, 2.8): on many boards — every
moment of every golden scenario at which a player would act, and a few boards of our own — each
offered cast, activation, land, face-up turn, attack and block is performed as the explorer would
perform it (the action alone, each question then answered with a legal option) and the run must go
on without an error. And what is refused for a cost that can't be paid is refused before any
question, with the rule: a tapped Prodigal Pyromancer's {T} (107.5)."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine import choose, legal_actions, load, run, step
from engine.core.scenario_actions import (
    Action,
    ActivateAction,
    AttackAction,
    BlockAction,
    CastAction,
    PlayLandAction,
    SpecialAction,
    TurnFaceUpAction,
)
from engine.core.state import ChoiceKind, GameState
from engine.driver.game import is_finished
from engine.rules.action_entries import LegalAction

GOLDENS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.json"))
PERFORMED = ("cast", "activate", "play_land", "turn_face_up", "attack", "block")


def _finish(state: GameState, limit: int = 400) -> GameState:
    for _ in range(limit):
        if is_finished(state):
            break
        state, _ = step(state)
    return state


def _moments(data: dict[str, Any]) -> list[GameState]:
    """The states of a run at which a player would act (nothing left to do but ask a player),
    and the last one if it waits for a choice."""
    state, found = load(data), []
    for _ in range(400):
        waiting = not state.agenda and state.choice is None and state.turn.priority is not None
        if waiting and state.error is None and not state.game_over:
            found.append(state)
        if is_finished(state):
            break
        state, _ = step(state)
    return found


def _action(entry: LegalAction, offered: list[LegalAction]) -> Action:
    """The scenario action for an entry, as the explorer makes it; an attack or block offered
    "only together" with others (508.1d, 702.111b) is declared with them."""
    if entry.kind == "cast":
        return CastAction(
            player=entry.player,
            cast=entry.object,
            kicked=entry.kicked,
            face_down=entry.face_down,
            auto_pay=entry.auto_pay,
            half=entry.half,
        )
    if entry.kind == "activate":
        assert entry.ability is not None
        return ActivateAction(
            player=entry.player,
            activate=entry.object,
            ability=entry.ability,
            auto_pay=entry.auto_pay,
        )
    if entry.kind == "play_land":
        return PlayLandAction(player=entry.player, play_land=entry.object, half=entry.half)
    if entry.kind == "turn_face_up":
        return TurnFaceUpAction(player=entry.player, turn_face_up=entry.object)
    if entry.kind == "special_action":
        assert entry.special_action is not None
        return SpecialAction(
            player=entry.player, special_action=entry.special_action, card=entry.object
        )
    assert entry.object is not None
    assert entry.target is not None
    mapping = {entry.object: entry.target}
    if (entry.reason or "").startswith("only together"):
        for other in offered:
            same = entry.kind == "attack" or other.target == entry.target
            if other.kind == entry.kind and other.allowed and same and other.object:
                mapping.setdefault(other.object, other.target or "")
    if entry.kind == "attack":
        return AttackAction(attack=mapping)
    return BlockAction(block=mapping)


def _answers(state: GameState) -> list[Any]:
    """Legal answers to try for the pending choice, the most likely first: the options in order
    (every order of them for a question on several targets, whose answer goes spec by spec)."""
    choice = state.choice
    assert choice is not None
    options, kind = list(choice.options), choice.kind
    if kind is ChoiceKind.X:
        # The least X first; a larger one where X decides which targets are legal ("target
        # creature with mana value X or less": none at X 0, 601.2b-c).
        return list(range(choice.min, min(choice.max, choice.min + 10) + 1))
    if kind is ChoiceKind.MODE:
        several = choice.max > 1 or choice.min != 1
        return [[int(o) for o in options[: max(choice.min, 1)]] if several else int(options[0])]
    if kind in (ChoiceKind.PAY, ChoiceKind.YES):
        return [True, False]
    if kind is ChoiceKind.ORDER:
        return [options]
    if kind is ChoiceKind.DAMAGE:
        return []
    if kind is ChoiceKind.ANY_NUMBER:
        # "Any number" / "up to N" of the options (proliferate, enlist): some, then none.
        return [options[: max(choice.min, 1)], options[: choice.min]]
    if kind in (ChoiceKind.TARGET, ChoiceKind.DISCARD):
        count = max(choice.min, 1 if choice.max else 0)
        return [list(p) for p in itertools.islice(itertools.permutations(options, count), 40)]
    return options[:1]


def _perform(state: GameState, entry: LegalAction, offered: list[LegalAction]) -> GameState:
    """The state after performing the entry and answering what it asks."""
    state = _finish(replace(state, script=(_action(entry, offered),), answers=(), directive=None))
    for _ in range(8):
        if state.error is not None or state.choice is None:
            return state
        tried = None
        for answer in _answers(state):
            after = _finish(choose(state, state.choice.kind, answer)[0])
            tried = after
            if after.error is None:
                break
        if tried is None:
            return state  # a question this test doesn't answer (a damage division)
        state = tried
    return state


def _refusals(moments: list[GameState]) -> tuple[list[str], int]:
    """The offered actions the engine refused once performed, and how many were performed. Each
    moment's `legal_actions` is asked once: it tries every entry, and asking it a second time only
    to count them was a quarter of the goldens' sweep's CPU (issue 27 §6)."""
    found: list[str] = []
    tried = 0
    for state in moments:
        offered = legal_actions(state)
        for entry in offered:
            if entry.allowed and entry.kind in PERFORMED:
                tried += 1
                after = _perform(state, entry, offered)
                if after.error is not None:
                    found.append(f"{entry.label} (player {entry.player}): {after.error['message']}")
    return found, tried


def _golden(path: Path) -> dict[str, Any] | None:
    data = json.loads(path.read_text(encoding="utf-8"))
    expect = data.pop("expect", {})
    return None if expect.get("exit", 0) == 2 else data


@pytest.mark.slow
def test_every_action_offered_on_the_goldens_boards_is_accepted() -> None:
    refused, tried = [], 0
    for path in GOLDENS:
        data = _golden(path)
        if data is None:
            continue
        found, performed = _refusals(_moments(data))
        tried += performed
        refused += [f"{path.name}: {r}" for r in found]
    assert tried > 2000
    assert refused == []


# -- boards of our own ----------------------------------------------------------------------------


def _board(objects: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    return {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "mana_pool": "{R}{R}"}, {"id": "B", "mana_pool": "{R}"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": objects,
        **more,
    }


def _obj(id_: str, card: str, zone: str, owner: str = "A", **more: Any) -> dict[str, Any]:
    return {"id": id_, "card": card, "owner": owner, "zone": zone, **more}


#: B holds priority after casting a Shock; A has a tapped Prodigal Pyromancer, a Llanowar Elves,
#: a Forest, a Lux Cannon with too few counters and a Seismic Assault with no land in hand.
PRIORITY_B = _board(
    [
        _obj("pyro", "Prodigal Pyromancer", "battlefield", tapped=True),
        _obj("elves", "Llanowar Elves", "battlefield"),
        _obj("forest", "Forest", "battlefield"),
        _obj("cannon", "Lux Cannon", "battlefield", counters={"charge": 2}),
        _obj("assault", "Seismic Assault", "battlefield"),
        _obj("bolt", "Lightning Bolt", "hand"),
        _obj("shock", "Shock", "hand", "B"),
    ],
    actions=[{"player": "B", "cast": "shock", "targets": ["A"]}],
)


def _entry(data: dict[str, Any], obj: str, ability: int = 1) -> LegalAction:
    output, status = run(data)
    assert (status, output["error"]) == (0, None)
    state = _finish(load(data))
    [entry] = [e for e in legal_actions(state) if e.object == obj and e.ability in (None, ability)]
    return entry


def test_a_tapped_prodigal_pyromancers_ability_isnt_offered() -> None:
    """107.5: {T} can't be paid by a tapped permanent; refused before its target is asked."""
    entry = _entry(PRIORITY_B, "pyro")
    assert (entry.allowed, entry.rules) == (False, ("107.5",))
    assert entry.reason == "Prodigal Pyromancer is already tapped; {T} can't be paid"
    acted = {**PRIORITY_B, "actions": [{"player": "A", "activate": "pyro", "ability": 1}]}
    output, status = run(acted)
    assert status == 3
    assert output["error"]["rules"] == ["107.5"]
    assert output["pending"] is None  # no target asked first


def test_costs_that_cant_be_paid_are_refused_before_any_question() -> None:
    """118.3: two charge counters can't pay "Remove three"; no land card can pay "Discard a land
    card" — refused with the rule, not offered with a target question first."""
    cannon = _entry(PRIORITY_B, "cannon", 2)
    assert (cannon.allowed, cannon.rules) == (False, ("118.3",))
    assert "has 2 charge counters and can't remove 3" in (cannon.reason or "")
    assault = _entry(PRIORITY_B, "assault")
    assert (assault.allowed, assault.rules) == (False, ("118.3", "602.2b"))


def test_a_mana_ability_while_the_other_holds_priority_isnt_offered_but_is_accepted() -> None:
    """605.3a, issue 31 §6: B holds priority after casting Shock; A's mana ability isn't offered
    (A would pass only to make mana nobody asked for), yet written by hand it is performed as B
    passing and A, then holding priority, activating it (117.3d, SCENARIO.md)."""
    output, status = run(PRIORITY_B)
    assert (status, output["error"]) == (0, None)
    state = _finish(load(PRIORITY_B))
    assert [e for e in legal_actions(state) if e.object == "elves"] == []
    mana = {"player": "A", "activate": "elves", "ability": 1}
    acted = {**PRIORITY_B, "actions": [*PRIORITY_B["actions"], mana]}
    output, status = run(acted)
    assert (status, output["error"]) == (0, None)
    kinds = [(e["kind"], e["rules"], e["objects"]) for e in output["events"]][-5:]
    assert kinds[0] == ("pass", ["117.3d"], ["B"])
    assert kinds[1][:2] == ("activate", ["605.3b"])
    assert output["state"]["players"][0]["mana_pool"] == "{R}{R}{G}"
    assert output["state"]["turn"]["priority"] == "A"
    assert [s["id"] for s in output["state"]["stack"]] == ["shock"]


def test_every_action_offered_on_these_boards_is_accepted() -> None:
    blocks = _board(
        [
            _obj("crusher", "Ulamog's Crusher", "battlefield"),
            _obj("bears", "Grizzly Bears", "battlefield"),
            _obj("b1", "Grizzly Bears", "battlefield", "B"),
        ],
    )
    combat = {**blocks, "turn": {"number": 3, "active": "A", "step": "beginning_of_combat"}}
    for data in (PRIORITY_B, combat):
        moments = _moments(data)
        assert moments
        refused, _ = _refusals(moments)
        assert refused == []


def test_an_attack_alone_that_leaves_a_requirement_unmet_is_offered_only_together() -> None:
    """508.1d: Ulamog's Crusher attacks each combat if able, so Grizzly Bears attacks only
    beside it: the entry says so, and the declaration of both is accepted."""
    data = _board(
        [
            _obj("crusher", "Ulamog's Crusher", "battlefield"),
            _obj("bears", "Grizzly Bears", "battlefield"),
        ],
        turn={"number": 3, "active": "A", "step": "beginning_of_combat"},
    )
    attacks = {e.object: e for e in legal_actions(load(data)) if e.kind == "attack"}
    assert attacks["crusher"].reason is None
    bears = attacks["bears"]
    assert (bears.allowed, bears.rules) == (True, ("508.1d",))
    assert (bears.reason or "").startswith("only together with the creatures that must attack")


def test_an_alternative_cost_the_lands_pay_is_offered_paying_automatically() -> None:
    # After an Assassin dealt combat damage, Merciless Harlequin may be cast for freerunning
    # {1}{B} (702.173a) with an empty pool and three Swamps: the plain cast can pay neither cost
    # from the pool, so it is refused for want of mana before the question (118.3), and the cast
    # tapping the Swamps is offered; it asks the question and pays {1}{B} (601.2b, 601.2g).
    path = next(p for p in GOLDENS if p.name.startswith("freerunning_harlequin_after_an_assassin"))
    data = _golden(path)
    assert data is not None
    main2 = next(s for s in _moments(data) if s.turn.step.value == "main2")
    casts = [e for e in legal_actions(main2) if e.kind == "cast" and e.object == "harlequin"]
    plain = next(e for e in casts if not e.auto_pay)
    assert not plain.allowed
    assert "118.3" in plain.rules
    auto = next(e for e in casts if e.auto_pay)
    assert auto.allowed
    after = _perform(main2, auto, casts)
    assert after.error is None
    assert after.objects["swamp3"].tapped is False

"""Play a scenario's actions and choices in the second engine and read back its final state.

Each scenario action becomes the peer's own legal action (picked from `Game.actions()`, so the
peer's rules decide what is legal); its prompts are answered from the scenario's target lists and
`choices` queue. A prompt with a single legal answer is answered without the queue, as ours does
(SCENARIO.md). A prompt the queue can't answer ends the attempt as not expressed, naming the
prompt; an action the peer refuses is reported, so a scenario where ours refuses one too can agree.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import peer_prompts as prompts
from peer_cards import NotExpressible, inline_cards
from peer_compare import permanent
from peer_setup import COUNTER_TYPE, MANA_TYPE, STEP_TO_PHASE, PeerGame

from engine.cards.pool import find

#: Peer actions applied in one scenario before we call it a runaway (it has no loop detection).
MAX_APPLIED = 3000
#: Our counter names of the peer's own (the other way round from COUNTER_TYPE).
PEER_COUNTER = {peer: ours for ours, peer in COUNTER_TYPE.items()}


class PeerRefused(Exception):
    """The peer refused scenario action `index` (ours may refuse it too)."""

    def __init__(self, index: int, message: str) -> None:
        super().__init__(message)
        self.index = index


class PeerRunaway(Exception):
    """The peer kept going past MAX_APPLIED actions (a loop it doesn't detect, CR 104.4b)."""


class Driver:
    """Feeds one scenario's actions and answers to a live peer game."""

    def __init__(
        self,
        pg: PeerGame,
        scenario: dict[str, Any],
        trace: Callable[[str], None] | None = None,
    ) -> None:
        self.pg = pg
        self.trace = trace
        self.scenario = scenario
        self.choices: list[dict[str, Any]] = list(scenario.get("choices", []))
        self.targets: list[Any] = []
        self.explicit_targets = False
        self.x: int | None = None
        self.mode: int | None = None
        self.kicked = False
        self.tapped_for_cost = False
        self.sacrifice: list[int] = []
        self.index = -1
        self.applied = 0

    # ── plumbing ────────────────────────────────────────────────────────────────────────────
    def waiting(self) -> dict[str, Any]:
        return dict(self.pg.game.waiting_for())

    def actor(self) -> int:
        data = self.waiting().get("data") or {}
        if isinstance(data, dict) and isinstance(data.get("player"), int):
            return int(data["player"])
        return int(self.pg.game.priority_player())

    def apply(self, action: Any, seat: int | None = None) -> None:
        self.applied += 1
        if self.applied > MAX_APPLIED:
            raise PeerRunaway(f"more than {MAX_APPLIED} peer actions")
        actor = self.actor() if seat is None else seat
        result = self.pg.game.apply(actor, action)
        if self.trace:
            shown = action.to_dict() if hasattr(action, "to_dict") else action
            self.trace(f"seat {actor}: {shown}")
            for entry in result.log_entries or []:
                self.trace("    " + "".join(_segment(s) for s in entry.get("segments", [])))

    def legal(self) -> list[Any]:
        return [a for a in self.pg.game.actions() if a.kind != "CancelCast"]

    def state(self) -> dict[str, Any]:
        return self.pg.state()

    def stack_ids(self) -> list[int]:
        return [int(entry["id"]) for entry in self.pg.game.stack()]

    def game_over(self) -> bool:
        return bool(self.waiting()["type"] == "GameOver")

    def ref(self, scenario_id: str) -> dict[str, int]:
        """The peer's TargetRef of a scenario id (a player or an object)."""
        if scenario_id in self.pg.seats:
            return {"Player": self.pg.seats[scenario_id]}
        if scenario_id not in self.pg.objects:
            raise NotExpressible("an answer names an object made during the run")
        return {"Object": self.pg.objects[scenario_id]}

    # ── prompts ─────────────────────────────────────────────────────────────────────────────
    def settle(self) -> None:
        """Answer prompts until a player has priority (or the game is over)."""
        for _ in range(200):
            kind = self.waiting()["type"]
            if kind in ("Priority", "GameOver"):
                return
            self.answer(kind)
        raise PeerRunaway("the peer kept prompting")

    def answer(self, kind: str) -> None:
        legal = self.legal()
        if self.trace:
            self.trace(f"peer asks {kind}: {[a.to_dict() for a in legal][:8]}")
        announced = self.announced(legal)
        if announced is not None:
            self.apply(announced)
            return
        special = prompts.special(self, kind, legal)
        if special is not None:
            try:
                self.apply(special)
            except ValueError as exc:
                raise PeerRefused(self.index, f"the peer refuses the answer: {exc}") from exc
            return
        if kind == "ChooseXValue" and self.x is not None:
            data = self.waiting()["data"]
            if not data["min"] <= self.x <= data["max"]:
                self.refuse(f"X={self.x} is outside the peer's {data['min']}..{data['max']}")
            x, self.x = self.x, None
            self.apply({"type": "ChooseX", "data": {"value": x}})
            return
        if kind == "ModeChoice" and self.mode is not None:
            self.refuse(f"the peer doesn't offer mode {self.mode}")
        if kind == "ModeChoice" and len(legal) == 1:
            # The one mode that can be chosen (700.2a), which ours chooses without asking.
            self.apply(legal[0])
            return
        if kind == "DeclareAttackers" and not self.targets:
            self.apply({"type": "DeclareAttackers", "data": {"attacks": []}})
            return
        if kind == "DeclareBlockers" and not self.targets:
            self.apply({"type": "DeclareBlockers", "data": {"assignments": []}})
            return
        if self.targets:
            want = self.targets.pop(0)
            pick = [a for a in legal if _mentions(a.to_dict().get("data"), want)]
            if len(pick) >= 1:
                self.apply(pick[0])
                return
            self.refuse(f"the peer's {kind} doesn't offer a target the scenario names")
        if len(legal) == 1:
            self.apply(legal[0])
            return
        if not self.choices:
            raise NotExpressible(f"peer asks {kind}, which ours doesn't")
        choice = self.choices.pop(0)
        (key, value), *_ = choice.items()
        wanted = prompts.wanted(self, key, value)
        if key == "target" and isinstance(value, list) and len(value) > 1:
            self.targets = wanted[1:]
            wanted = wanted[:1]
        pick = [a for a in legal if all(_mentions(a.to_dict().get("data"), w) for w in wanted)]
        if key == "any_number":
            # "Any number" (proliferate, 701.34a): the peer's selection is exactly the one chosen.
            pick = [a for a in pick if _chosen(a.to_dict().get("data")) == len(wanted)]
        if len(pick) != 1:
            raise NotExpressible(f"peer prompt {kind} has no single match for a {key} answer")
        self.apply(pick[0])

    def announced(self, legal: list[Any]) -> Any:
        """The legal action that gives the mode, X or sacrifice the scenario's action announced."""
        for action in legal:
            data = action.to_dict().get("data") or {}
            mode = self.mode
            # A scenario's mode is 1-based, one or a list of several (700.2, "choose two").
            chosen = (
                None
                if mode is None
                else [m - 1 for m in (mode if isinstance(mode, list) else [mode])]
            )
            if action.kind == "SelectModes" and chosen is not None and data["indices"] == chosen:
                self.mode = None
                return action
            if action.kind == "ChooseX" and self.x is not None and data.get("value") == self.x:
                self.x = None
                return action
            cards = sorted(data.get("cards", []))
            if action.kind == "SelectCards" and self.sacrifice and cards == sorted(self.sacrifice):
                self.sacrifice = []
                return action
        return None

    def refuse(self, message: str) -> None:
        """The peer won't take what the current action announced: back out of it, refuse it."""
        cancel = [a for a in self.pg.game.actions() if a.kind == "CancelCast"]
        if cancel:
            self.apply(cancel[0])
        raise PeerRefused(self.index, message)

    # ── scenario actions ────────────────────────────────────────────────────────────────────
    def ensure_priority(self, player: str, index: int) -> None:
        """The players before `player` pass (CR 117.3d), without the stack resolving."""
        self.settle()
        seat = self.pg.seats[player]
        stack = self.stack_ids()
        for _ in range(len(self.pg.seats)):
            if self.pg.game.priority_player() == seat and self.waiting()["type"] == "Priority":
                return
            self.apply({"type": "PassPriority"})
            self.settle()
            if self.stack_ids() != stack:
                break
        raise PeerRefused(index, f"{player} never gets priority in the peer")

    def find(self, kind: str, index: int, **fields: Any) -> Any:
        for action in self.legal():
            data = action.to_dict().get("data") or {}
            if action.kind == kind and all(data.get(k) == v for k, v in fields.items()):
                return action
        raise PeerRefused(index, f"the peer offers no {kind} {fields}")

    def cast(self, action: dict[str, Any], index: int) -> None:
        self.ensure_priority(action["player"], index)
        pid = self.pg.objects[action["cast"]]
        chosen = self.find("CastSpell", index, object_id=pid)
        self.announce(action)
        try:
            self.apply(chosen)
        except ValueError as exc:  # the peer refuses the cast itself, e.g. a cost it can't pay
            raise PeerRefused(index, str(exc)) from exc
        self.settle()
        self.check_targets()
        self.announce({})

    def activate(self, action: dict[str, Any], index: int) -> None:
        self.ensure_priority(action["player"], index)
        pid = self.pg.objects[action["activate"]]
        ability_index = self.ability_index(action["activate"], pid, int(action.get("ability", 1)))
        peer_action = {
            "type": "ActivateAbility",
            "data": {"source_id": pid, "ability_index": ability_index},
        }
        self.announce(action)
        try:
            self.apply(peer_action)
        except ValueError as exc:
            raise PeerRefused(index, str(exc)) from exc
        self.settle()
        self.check_targets()
        self.announce({})

    def check_targets(self) -> None:
        """Targets the peer chose by itself (a single legal one) must be the announced ones."""
        if not self.targets:
            return
        stack = self.pg.game.stack()
        chosen = _targets_of(stack[-1]) if stack else []
        # No targets at all: the peer cast it without choosing any (recorded where it matters).
        if chosen and any(t not in chosen for t in self.targets):
            raise PeerRefused(self.index, f"the peer chose targets {chosen} by itself")

    def announce(self, action: dict[str, Any]) -> None:
        """What the action says for its prompts: targets, X, mode, costs (CR 601.2b–c, 602.2b)."""
        self.targets = [self.ref(t) for t in action.get("targets", [])]
        self.explicit_targets = "targets" in action
        self.x = action.get("x")
        self.mode = action.get("mode")
        self.kicked = bool(action.get("kicked"))
        self.tapped_for_cost = bool(action.get("convoke") or action.get("improvise"))
        # The permanents a cost sacrifices or taps (CR 118.3): the peer asks for them by card.
        costs = action.get("costs") or {}
        paid = [*costs.get("sacrifice", []), *costs.get("tap", [])]
        self.sacrifice = [self.pg.objects[s] for s in paid]

    def ability_index(self, object_id: str, pid: int, k: int) -> int:
        """The peer's index of our k-th activated ability, matched by its text (CR 602)."""
        obj = self.state()["objects"][str(pid)]
        ours = printed_activated(self.scenario, object_id)
        if k > len(ours):
            raise NotExpressible("activating a gained ability")
        want = ability_text(ours[k - 1], obj["name"])
        mana = re.fullmatch(r"\{t\}: add \{([wubrgc])\}", want)
        for index, ability in enumerate(obj.get("abilities", [])):
            produced = (ability.get("effect") or {}).get("produced") or {}
            # A basic land's intrinsic mana ability (CR 305.6) has no text in the peer.
            if mana and ability.get("is_mana_ability") and not ability.get("description"):
                color = MANA_TYPE[mana.group(1).upper()]
                if produced.get("colors") == [color]:
                    return index
            if (
                ability["kind"] == "Activated"
                and ability_text(ability.get("description") or "", "~") == want
            ):
                return index
        raise NotExpressible("the peer reads the activated ability differently (parser)")

    def play_land(self, action: dict[str, Any], index: int) -> None:
        self.ensure_priority(action["player"], index)
        pid = self.pg.objects[action["play_land"]]
        self.apply(self.find("PlayLand", index, object_id=pid))
        self.settle()

    def pass_once(self) -> None:
        """Each player passes once: the top of the stack resolves, or the step ends."""
        self.settle()
        before = (self.stack_ids(), self.pg.game.phase, self.pg.game.turn)
        for _ in range(len(self.pg.seats) * 4):
            if self.game_over():
                return
            self.apply({"type": "PassPriority"})
            if self.waiting()["type"] in ("DeclareAttackers", "DeclareBlockers"):
                return  # the next step began: its declaration is the next action's (`block`)
            self.settle()
            if (self.stack_ids(), self.pg.game.phase, self.pg.game.turn) != before:
                return

    def resolve(self, what: str) -> None:
        self.settle()
        stack = self.stack_ids()
        if not stack:
            raise NotExpressible("resolve with the peer's stack empty")
        top = stack[-1]
        for _ in range(400):
            if self.game_over():
                return
            now = self.stack_ids()
            if (what == "top" and top not in now) or (what == "stack" and not now):
                return
            self.apply({"type": "PassPriority"})
            self.settle()
        raise PeerRunaway("the stack never empties")

    def advance_to(self, step: str, turn: int | None) -> None:
        """Pass until that step has begun (or, if the peer skipped it, until it is past)."""
        order = list(STEP_TO_PHASE.values())
        target = order.index(STEP_TO_PHASE[step])
        self.settle()
        start_turn, start = self.pg.game.turn, order.index(self.pg.game.phase)
        goal = (turn, target) if turn is not None else (start_turn + (start >= target), target)
        for _ in range(600):
            if self.game_over():
                return
            if (self.pg.game.turn, order.index(self.pg.game.phase)) >= goal:
                return
            kind = self.waiting()["type"]
            # Passing resolves what is on the stack on the way, as ours does (attack triggers).
            if kind == "Priority":
                self.apply({"type": "PassPriority"})
            else:
                self.answer(kind)
        raise PeerRunaway(f"never reached {step}")

    def until_prompt(self, kind: str, index: int) -> None:
        """Pass (empty stack) until the peer asks for attackers or blockers in this turn."""
        order = list(STEP_TO_PHASE.values())
        turn = self.pg.game.turn
        for _ in range(40):
            waiting = self.waiting()["type"]
            if waiting == kind:
                return
            phase = self.pg.game.phase
            late = phase not in order or order.index(phase) >= order.index(kind)
            if waiting != "Priority" or self.stack_ids() or late or self.pg.game.turn != turn:
                break
            self.apply({"type": "PassPriority"})
        raise PeerRefused(index, f"the peer never asks {kind} (no legal declaration)")

    def attack(self, attacks: dict[str, str], index: int) -> None:
        if not attacks and self.waiting()["type"] != "DeclareAttackers":
            return
        self.until_prompt("DeclareAttackers", index)
        pairs = [[self.pg.objects[a], self.attack_target(d)] for a, d in attacks.items()]
        try:
            self.apply({"type": "DeclareAttackers", "data": {"attacks": pairs}})
        except ValueError as exc:
            raise PeerRefused(index, str(exc)) from exc
        self.settle()

    def attack_target(self, defender: str) -> dict[str, Any]:
        if defender in self.pg.seats:
            return {"type": "Player", "data": self.pg.seats[defender]}
        return {"type": "Planeswalker", "data": self.pg.objects[defender]}

    def block(self, blocks: dict[str, str], index: int) -> None:
        if not blocks and self.waiting()["type"] != "DeclareBlockers":
            return
        self.until_prompt("DeclareBlockers", index)
        pairs = [[self.pg.objects[b], self.pg.objects[a]] for b, a in blocks.items()]
        try:
            self.apply({"type": "DeclareBlockers", "data": {"assignments": pairs}})
        except ValueError as exc:
            raise PeerRefused(index, str(exc)) from exc
        self.settle()

    def perform(self, action: dict[str, Any], index: int) -> None:
        self.index = index
        if "cast" in action:
            self.cast(action, index)
        elif "activate" in action:
            self.activate(action, index)
        elif "play_land" in action:
            self.play_land(action, index)
        elif action.get("pass"):
            self.pass_once()
        elif "resolve" in action:
            self.resolve(action["resolve"])
        elif "advance_to" in action:
            self.advance_to(action["advance_to"], action.get("turn"))
        elif "attack" in action:
            self.attack(action["attack"], index)
        elif "block" in action:
            self.block(action["block"], index)
        else:
            raise NotExpressible(f"action {next(iter(action))}")


def _segment(segment: dict[str, Any]) -> str:
    value = segment.get("value")
    if isinstance(value, dict):
        return str(value.get("name", value))
    return str(value)


def _targets_of(entry: dict[str, Any]) -> list[Any]:
    found: list[Any] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                if key == "targets" and isinstance(inner, list):
                    found.extend(inner)
                else:
                    walk(inner)
        elif isinstance(value, list):
            for inner in value:
                walk(inner)

    walk(entry)
    return found


def ability_text(text: str, name: str) -> str:
    """An ability's text for matching: reminder text dropped, its card's name as `~` (also a
    legendary card's short name, the part before the comma, as its text may say, 201.5c)."""
    text = re.sub(r"\s*\([^)]*\)", "", text).replace(name, "~").replace(name.split(",")[0], "~")
    # "this creature", "This Vehicle": the object itself (a subtype is capitalised, 205.3).
    kind = r"token|creature|artifact|enchantment|land|permanent|[A-Z][a-z]+"
    text = re.sub(rf"\b[Tt]his ({kind})\b", "~", text)
    return " ".join(text.split()).rstrip(".").casefold()


def printed_activated(scenario: dict[str, Any], object_id: str) -> list[str]:
    """Texts of the object's printed activated abilities, ours in order (mana ones included)."""
    obj = next(o for o in scenario["objects"] if o["id"] == object_id)
    if "token" in obj:
        abilities = obj["token"].get("abilities", [])
        return [
            a.get("text", "") for a in abilities if isinstance(a, dict) and a["kind"] == "activated"
        ]
    card = find(obj["card"], inline_cards(scenario))
    assert card is not None
    return [
        a.text or "" for a in card.abilities if not isinstance(a, str) and a.kind == "activated"
    ]


def _chosen(data: Any) -> int:
    """How many objects and players a peer's selection ("targets": [...]) holds."""
    return len(data.get("targets", [])) if isinstance(data, dict) else -1


def _mentions(data: Any, want: Any) -> bool:
    """Whether a peer action's payload contains `want` (a TargetRef, an id, a bool, a color)."""
    if isinstance(want, bool) or isinstance(data, bool):
        if type(want) is type(data) and data == want:
            return True
    elif data == want:
        return True
    if isinstance(want, dict) and "Object" in want and data == want["Object"]:
        return True
    if isinstance(data, dict):
        if isinstance(want, dict) and "Object" in want and set(data) == {"Player"}:
            return False  # a player's seat number is not an object id (seat 1 vs object 1)
        return any(_mentions(v, want) for v in data.values())
    if isinstance(data, list):
        return any(_mentions(v, want) for v in data)
    return False


def play(
    pg: PeerGame, scenario: dict[str, Any], trace: Callable[[str], None] | None = None
) -> tuple[int | None, str | None]:
    """Perform every action; return the index and message of an action the peer refused."""
    driver = Driver(pg, scenario, trace)
    for index, action in enumerate(scenario.get("actions", [])):
        if driver.game_over():
            break
        saved = pg.game.state()
        try:
            driver.perform(action, index)
        except PeerRefused as exc:
            # Like ours, a refused action leaves the state as it was before it.
            pg.game = pg.engine.load_game(saved)
            return exc.index, str(exc)
    return None, None


def snapshot(pg: PeerGame) -> dict[str, Any]:
    """Final zones, P/T of creatures on the battlefield, life totals, in the comparison's form."""
    state = pg.state()
    objects: dict[str, dict[str, Any]] = {}
    tokens: list[dict[str, Any]] = []
    for key, obj in state["objects"].items():
        sid = pg.scenario_id(int(key))
        zone = str(obj["zone"]).lower()
        if zone == "battlefield" and obj.get("is_token") is False and sid is None:
            continue
        entry: dict[str, Any] = {"zone": zone}
        if zone == "battlefield":
            counters = {PEER_COUNTER.get(k, k): n for k, n in (obj.get("counters") or {}).items()}
            entry |= permanent(bool(obj.get("tapped")), counters)
            if "Creature" in obj["card_types"]["core_types"]:
                entry |= {"power": obj.get("power"), "toughness": obj.get("toughness")}
        if sid is not None:
            objects[sid] = entry
        elif obj.get("is_token") and zone == "battlefield":
            tokens.append({"name": obj["name"], "controller": pg.player_id(obj["controller"])})
            tokens[-1] |= {k: v for k, v in entry.items() if k != "zone"}
    players = {}
    waiting = state.get("waiting_for") or {}
    winner = (
        (waiting.get("data") or {}).get("winner") if waiting.get("type") == "GameOver" else None
    )
    for player in state["players"]:
        lost = bool(player.get("is_eliminated")) or player["id"] in state["eliminated_players"]
        lost = lost or (winner is not None and winner != player["id"])
        players[pg.player_id(player["id"])] = {"life": player["life"], "lost": lost}
    return {"objects": objects, "tokens": _sorted(tokens), "players": players}


def _sorted(tokens: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(tokens, key=lambda t: sorted((k, str(v)) for k, v in t.items()))


__all__ = ["PeerRefused", "PeerRunaway", "play", "snapshot"]

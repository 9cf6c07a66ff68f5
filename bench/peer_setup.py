"""Lay a scenario's state out in the second engine (phase-python) with its debug actions.

The peer starts a real game from decks: each player's deck holds the cards that player owns in
the scenario, padded with an inert filler card to the format's deck minimum. After both keep their
opening hands, debug actions put each object where the scenario says (MoveToZone, SetTapped,
SetSummoningSickness, ModifyCounters, SetController, Attach, CreateToken, SetLife, AddMana,
SetPhase) and remove every card the scenario doesn't name (RemoveObject). What no debug action
sets (the turn number, marked damage, lands played, library order) goes in one edit of the saved
state, reloaded with `Engine.load_game`, which is also how `state.debug_mode` is turned on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import phase
from peer_cards import (
    FILLER,
    NotExpressible,
    card_name,
    card_records,
    inline_cards,
    keyword_token,
    token_keywords,
    unimplemented,
)

from engine.cards.pool import find

DECK_MINIMUM = 60
#: The peer id of a scenario token that ceased to exist while being placed.
GONE = -1
STEP_TO_PHASE = {
    "untap": "Untap",
    "upkeep": "Upkeep",
    "draw": "Draw",
    "main1": "PreCombatMain",
    "beginning_of_combat": "BeginCombat",
    "declare_attackers": "DeclareAttackers",
    "declare_blockers": "DeclareBlockers",
    "combat_damage": "CombatDamage",
    "end_of_combat": "EndCombat",
    "main2": "PostCombatMain",
    "end": "End",
    "cleanup": "Cleanup",
}
MANA_TYPE = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
COLOR_NAME = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}
#: The peer's counter names; others are plain lowercase words ("stun").
COUNTER_TYPE = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
#: Object fields the debug actions (or the one state edit) can set.
_OBJECT_FIELDS = {
    "id",
    "card",
    "token",
    "owner",
    "controller",
    "zone",
    "order",
    "tapped",
    "summoning_sick",
    "damage",
    "counters",
    "attached_to",
    "entered_this_turn",
}
_PLAYER_FIELDS = {"id", "name", "life", "mana_pool", "library"}
_ACTION_KEYS = {
    "player",
    "cast",
    "activate",
    "play_land",
    "pass",
    "resolve",
    "advance_to",
    "turn",
    "attack",
    "block",
    "targets",
    "x",
    "mode",
    "pay",
    "ability",
    "costs",
}
_TURN_FIELDS = {"number", "active", "step", "lands_played", "spells_cast_this_turn"}


@dataclass
class PeerGame:
    """A live peer game and the mapping from scenario ids to the peer's seats and object ids."""

    engine: Any
    game: Any
    seats: dict[str, int]
    objects: dict[str, int]
    keyword_cache: dict[str, Any] = field(default_factory=dict)

    def player_id(self, seat: int) -> str:
        return next(p for p, s in self.seats.items() if s == seat)

    def scenario_id(self, peer_id: int) -> str | None:
        return next((s for s, p in self.objects.items() if p == peer_id), None)

    def debug(self, data: dict[str, Any]) -> Any:
        return self.game.apply(0, {"type": "Debug", "data": data})

    def state(self) -> dict[str, Any]:
        return dict(self.game.state()["state"])


def check_expressible(scenario: dict[str, Any]) -> None:
    """Raise NotExpressible for a state field the debug actions can't set."""
    for player in scenario["players"]:
        extra = set(player) - _PLAYER_FIELDS
        if player.get("counters"):
            raise NotExpressible("player counters (no debug action)")
        extra.discard("counters")
        if extra:
            raise NotExpressible(f"player field {sorted(extra)[0]} (no debug action)")
    extra = set(scenario["turn"]) - _TURN_FIELDS
    if extra:
        raise NotExpressible(f"turn field {sorted(extra)[0]}")
    for action in scenario.get("actions", []):
        unknown = set(action) - _ACTION_KEYS
        if unknown:
            raise NotExpressible(f"action {sorted(unknown)[0]} (no peer equivalent)")
    if scenario.get("limits"):
        raise NotExpressible("engine limits (budget scenario)")
    for obj in scenario.get("objects", []):
        extra = {k for k, v in obj.items() if v not in (False, None, {}, [])} - _OBJECT_FIELDS
        if extra:
            raise NotExpressible(f"object field {sorted(extra)[0]} (no debug action)")
        if obj["zone"] in ("stack", "command"):
            raise NotExpressible(f"object on the {obj['zone']} at load")
        if "token" in obj and obj["zone"] != "battlefield":
            raise NotExpressible("token outside the battlefield at load")
        if isinstance(obj.get("token"), str):
            # A token named from 111.10's list (Treasure, Map, …): its abilities are defined by
            # the rules, not spelled out in the scenario, and the debug actions place a token
            # only from its characteristics.
            raise NotExpressible("predefined token (111.10) at load")


def _owner(obj: dict[str, Any]) -> str:
    return str(obj.get("owner") or obj["controller"])


def _format_config(players: int) -> dict[str, Any]:
    return {
        "format": "FreeForAll",
        "starting_life": 20,
        "min_players": 2,
        "max_players": max(players, 2),
        "deck_size": {"type": "Minimum", "data": DECK_MINIMUM},
        "singleton": False,
        "command_zone": False,
        "commander_damage_threshold": None,
        "range_of_influence": None,
        "team_based": False,
        "sideboard_policy": {"type": "Unlimited"},
        "uses_commander": False,
        "supplies_fixed_deck": False,
        "default_deck_copy_limit": {"type": "Unlimited"},
        "allow_debug_actions": True,
    }


def _engine(records: dict[str, dict[str, Any]]) -> Any:
    faces = {name.lower(): phase.build_oracle_face(rec, None) for name, rec in records.items()}
    for face in faces.values():
        missing = unimplemented(face)
        if missing:
            detail = f"{face['name']}: {missing[0][:120]}"
            raise NotExpressible("the peer's parser leaves a card ability unimplemented", detail)
    return phase.Engine.from_json(json.dumps(faces))


def _keep_hands(game: Any) -> None:
    for _ in range(16):
        waiting = game.waiting_for()
        if waiting["type"] != "MulliganDecision":
            return
        seat = waiting["data"]["pending"][0]["player"]
        keep = next(
            a
            for a in game.actions()
            if a.kind == "MulliganDecision" and a.to_dict()["data"]["choice"]["type"] == "Keep"
        )
        game.apply(seat, keep)
    raise NotExpressible("peer kept asking for mulligan decisions")


def keyword_values(pg: PeerGame, words: list[str]) -> list[Any]:
    """The peer's own form of keyword strings ("Ward {1}"), read from a face it builds."""
    out: list[Any] = []
    for word in words:
        if word not in pg.keyword_cache:
            from peer_cards import mtgjson_keywords

            record = {
                "name": "Keyword Probe",
                "colors": [],
                "colorIdentity": [],
                "text": word,
                "layout": "normal",
                "type": "Creature",
                "types": ["Creature"],
                "keywords": mtgjson_keywords(word),
                "manaValue": 0.0,
                "identifiers": {},
                "power": "1",
                "toughness": "1",
            }
            found = phase.build_oracle_face(record, None)["keywords"]
            if len(found) != 1:
                raise NotExpressible(f"keyword the peer doesn't read: {word}")
            pg.keyword_cache[word] = found[0]
        out.append(pg.keyword_cache[word])
    return out


def _place_token(pg: PeerGame, obj: dict[str, Any]) -> int:
    token = obj["token"]
    supertypes, types, subtypes = _split(token.get("type_line", "Creature"))
    before = set(pg.state()["objects"])
    seat = pg.seats[str(obj.get("controller") or obj["owner"])]
    characteristics = {
        "display_name": token["name"],
        "power": token.get("power"),
        "toughness": token.get("toughness"),
        "loyalty": None,
        "core_types": types,
        "subtypes": subtypes,
        "supertypes": supertypes,
        "colors": [COLOR_NAME[c] for c in token.get("colors", [])],
        "keywords": keyword_values(pg, token_keywords(token)),
    }
    request = {"type": "Custom", "data": {"owner": seat, "characteristics": characteristics}}
    pg.debug({"type": "CreateToken", "data": {"owner": seat, "request": request}})
    new = set(pg.state()["objects"]) - before
    # The peer checks state-based actions as it makes a token: a 0-toughness one is gone at
    # once (CR 704.5f, 704.5d), where ours waits for the next check.
    return int(new.pop()) if new else GONE


def _split(type_line: str) -> tuple[list[str], list[str], list[str]]:
    from peer_cards import split_type_line

    return split_type_line(type_line)


def _set_status(pg: PeerGame, obj: dict[str, Any], pid: int, loyalty: int | None) -> None:
    if obj["zone"] != "battlefield":
        return
    owner = _owner(obj)
    controller = str(obj.get("controller") or owner)
    if controller != owner:
        pg.debug(
            {
                "type": "SetController",
                "data": {"object_id": pid, "controller": pg.seats[controller]},
            }
        )
    pg.debug({"type": "SetTapped", "data": {"object_id": pid, "tapped": bool(obj.get("tapped"))}})
    sick = bool(obj.get("summoning_sick"))
    pg.debug({"type": "SetSummoningSickness", "data": {"object_id": pid, "sick": sick}})
    counters = dict(obj.get("counters") or {})
    if loyalty is not None and "loyalty" not in counters:
        # A planeswalker the scenario puts on the battlefield has its printed loyalty in
        # loyalty counters, as ours lays it out (306.5b; MoveToZone leaves it without any).
        counters["loyalty"] = loyalty
    for kind, count in counters.items():
        counter = COUNTER_TYPE.get(kind, kind.lower())
        pg.debug(
            {
                "type": "ModifyCounters",
                "data": {"object_id": pid, "counter_type": counter, "delta": count},
            }
        )


def setup(scenario: dict[str, Any]) -> PeerGame:
    """Start a peer game holding the scenario's state at load; raise NotExpressible if it can't."""
    check_expressible(scenario)
    records = card_records(scenario)
    engine = _engine(records)
    players = scenario["players"]
    seats = {p["id"]: i for i, p in enumerate(players)}
    decks: list[list[str]] = [[] for _ in players]
    for obj in scenario.get("objects", []):
        if "card" in obj:
            decks[seats[_owner(obj)]].append(card_name(scenario, obj["card"]))
        elif not keyword_token(obj["token"]):
            decks[seats[_owner(obj)]].append(obj["token"]["name"])
    for i, player in enumerate(players):
        decks[i] += [FILLER] * max(DECK_MINIMUM - len(decks[i]), int(player.get("library", 0)))
    turn = scenario["turn"]
    game = engine.new_game(
        player=decks[0],
        opponent=decks[1],
        extra_players=decks[2:] or None,
        seed=1,
        format_config=_format_config(len(players)),
        first_player=seats[turn["active"]],
    )
    _keep_hands(game)
    saved = game.state()
    saved["state"]["debug_mode"] = True
    game = engine.load_game(saved)
    pg = PeerGame(engine=engine, game=game, seats=seats, objects={})
    # At the start of our declare attackers step the attackers are not declared yet (SCENARIO.md,
    # `attack`); the peer declares them as its step begins, so it starts at beginning of combat.
    step = turn["step"]
    at = STEP_TO_PHASE["beginning_of_combat" if step == "declare_attackers" else step]
    pg.debug({"type": "SetPhase", "data": {"phase": at, "active_player": seats[turn["active"]]}})
    _place_objects(pg, scenario)
    _edit_state(pg, scenario)
    if step == "declare_attackers":
        for _ in range(len(players)):
            if pg.game.waiting_for()["type"] != "Priority" or pg.game.phase != at:
                break
            pg.game.apply(pg.game.priority_player(), {"type": "PassPriority"})
    # Mana pools empty between steps (CR 500.4): fill them once the starting step is reached.
    for player in players:
        pool = player.get("mana_pool", "")
        mana = [MANA_TYPE[s] for s in pool.replace("{", " ").replace("}", " ").split()]
        if mana:
            pg.debug({"type": "AddMana", "data": {"player_id": seats[player["id"]], "mana": mana}})
    return pg


def _place_objects(pg: PeerGame, scenario: dict[str, Any]) -> None:
    state = pg.state()
    free: dict[tuple[int, str], list[int]] = {}
    for key, obj in sorted(state["objects"].items(), key=lambda kv: int(kv[0])):
        free.setdefault((obj["owner"], obj["name"]), []).append(int(key))
    zone_of = {"library": "Library", "hand": "Hand", "battlefield": "Battlefield"}
    zone_of |= {"graveyard": "Graveyard", "exile": "Exile"}
    for obj in scenario.get("objects", []):
        named = obj["token"]["name"] if "token" in obj else None
        if named is None or not keyword_token(obj["token"]):
            name = named or card_name(scenario, obj["card"])
            pid = free[(pg.seats[_owner(obj)], name)].pop(0)
            pg.debug(
                {"type": "MoveToZone", "data": {"object_id": pid, "to_zone": zone_of[obj["zone"]]}}
            )
        else:
            pid = _place_token(pg, obj)
        pg.objects[obj["id"]] = pid
        if pid != GONE:
            card = find(obj["card"], inline_cards(scenario)) if "card" in obj else None
            planeswalker = card is not None and "Planeswalker" in card.type_line
            _set_status(pg, obj, pid, card.loyalty if card and planeswalker else None)
    for obj in scenario.get("objects", []):
        target = obj.get("attached_to")
        if target:
            if target in pg.seats:
                where = {"type": "Player", "data": pg.seats[target]}
            else:
                where = {"type": "Object", "data": pg.objects[target]}
            pg.debug(
                {"type": "Attach", "data": {"object_id": pg.objects[obj["id"]], "target": where}}
            )
    keep = set(pg.objects.values())
    in_library = {pid for p in state["players"] for pid in p["library"]}
    for i, player in enumerate(scenario["players"]):
        # Only library cards: a filler left in an opening hand would count as a card in hand
        # (Sudden Impact, Maro, Grim Strider) where the scenario's hand has none.
        fillers = [pid for pid in free.get((i, FILLER), []) if pid in in_library]
        keep |= set(fillers[: int(player.get("library", 0))])
    for key in list(pg.state()["objects"]):
        if int(key) not in keep:
            pg.debug({"type": "RemoveObject", "data": {"object_id": int(key)}})
    for player in scenario["players"]:
        seat = pg.seats[player["id"]]
        pg.debug({"type": "SetLife", "data": {"player_id": seat, "life": player.get("life", 20)}})


def _edit_state(pg: PeerGame, scenario: dict[str, Any]) -> None:
    """Set what no debug action sets: turn number, marked damage, lands played, library order."""
    saved = pg.game.state()
    state = saved["state"]
    turn = scenario["turn"]
    state["turn_number"] = turn["number"]
    active = pg.seats[turn["active"]]
    # Storm counts the spells cast before it this turn (CR 702.40a); the peer counts records of
    # them, so the scenario's number becomes that many blank records of the active player's.
    earlier = int(turn.get("spells_cast_this_turn", 0))
    if earlier:
        record = {
            "cast_variant": "Normal",
            "colors": [],
            "core_types": ["Instant"],
            "from_zone": "Hand",
            "keywords": [],
            "mana_value": 0,
            "name": "Earlier spell",
            "spell_object_id": 0,
            "subtypes": [],
            "supertypes": [],
        }
        state["spells_cast_this_turn"] = earlier
        state["spells_cast_this_turn_by_player"] = {str(active): [record] * earlier}
    lands = int(turn.get("lands_played", 0))
    state["lands_played_this_turn"] = lands
    if lands:
        state["lands_played_this_turn_by_player"] = {str(active): lands}
    for player in state["players"]:
        player["lands_played_this_turn"] = lands if player["id"] == active else 0
    by_seat: dict[int, list[tuple[int, int]]] = {}
    for index, obj in enumerate(scenario.get("objects", [])):
        pid = pg.objects[obj["id"]]
        if "token" in obj and not keyword_token(obj["token"]):
            # No debug action makes a token with abilities: a card of its text, marked a token.
            state["objects"][str(pid)]["is_token"] = True
        if obj.get("entered_this_turn") and pid != GONE:
            state["objects"][str(pid)]["entered_battlefield_turn"] = turn["number"]
        if obj.get("damage") and pid != GONE:
            state["objects"][str(pid)]["damage_marked"] = obj["damage"]
        if obj["zone"] == "library":
            by_seat.setdefault(pg.seats[_owner(obj)], []).append((obj.get("order", index), pid))
    for player in state["players"]:
        named = [pid for _, pid in sorted(by_seat.get(player["id"], []), reverse=True)]
        others = [pid for pid in player["library"] if pid not in named]
        # The peer's library list starts at the top; a scenario's `order` 0 is the bottom, and
        # its anonymous cards lie under the named ones.
        player["library"] = named + others
    pg.game = pg.engine.load_game(saved)


__all__ = ["COLOR_NAME", "STEP_TO_PHASE", "PeerGame", "keyword_values", "setup"]

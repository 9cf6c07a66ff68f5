"""The run output of SCENARIO.md: state with computed characteristics, events, pending, error."""

from __future__ import annotations

from typing import Any

from engine.cards.unsupported import classify
from engine.core.events import ability_label, describe, option_words, ref_id
from engine.core.face_down import copiable_card
from engine.core.mana import pool_text
from engine.core.replace import replace
from engine.core.restricted_mana import held_words
from engine.core.state import Event, GameObject, GameState, Zone
from engine.core.version import CR_DATE, __version__
from engine.derived.characteristics import characteristics, controller_of, loyalty, player_effects
from engine.modifiers import unmodelled
from engine.rules import combat
from engine.rules.legal_actions import legal_actions
from engine.rules.state_based_actions import warnings
from engine.rules.turn import where_in_turn


def object_out(
    state: GameState, obj: GameObject, notes: list[dict[str, str]] | None = None
) -> dict[str, Any]:
    """One object of the output; `notes` are explanations every object's characteristics carry
    (unread characteristic-changing lines on the battlefield, `unmodelled.characteristic_notes`).
    A phased-out permanent is shown as it would be phased in: on the battlefield (702.26d)."""
    phased_out = obj.zone is Zone.PHASED_OUT
    if phased_out:
        obj = replace(obj, zone=Zone.BATTLEFIELD)
    chars = characteristics(state, obj)
    creature = chars.is_creature
    abilities = [a.text for a in chars.activated]
    return {
        "id": obj.id,
        "name": chars.name,
        # What the narration calls it ("Grizzly Bears #2"): the one name every view shows.
        "label": describe(state, obj),
        "zone": obj.zone.value,
        "owner": obj.owner,
        # Control-changing effects apply in layer 2 (613.1b): the computed controller.
        "controller": controller_of(state, obj, chars),
        "token": obj.token,
        "tapped": obj.tapped,
        "summoning_sick": obj.summoning_sick,
        "damage": obj.damage,
        "counters": dict(obj.counters),
        "types": list(chars.types),
        "subtypes": list(chars.subtypes),
        "supertypes": list(chars.supertypes),
        "colors": list(chars.colors),
        "power": chars.power if creature else None,
        "toughness": chars.toughness if creature else None,
        # A planeswalker's loyalty: its loyalty counters on the battlefield (306.5c).
        "loyalty": loyalty(state, obj),
        "keywords": list(chars.keywords),
        "abilities": abilities,
        "attached_to": obj.attached_to,
        "attacking": combat.attacking(state, obj),
        "blocking": combat.blocking(state, obj),
        "copy_of": obj.copy_of,
        # What made it face down (708.2; its card is shown only as it is turned face up or
        # leaves, 708.9), or null: an optional addition to SCENARIO.md.
        "face_down": obj.face_down,
        "transformed": obj.transformed,
        "flipped": obj.flipped,
        # Phased out (702.26b: treated as though it doesn't exist until it phases in), an
        # optional addition to SCENARIO.md.
        "phased_out": phased_out,
        "stickers": [{"words": w, "position": p} for w, p, _ in obj.stickers],
        "chosen": dict(obj.chosen),
        "unsupported": list(copiable_card(obj).unsupported),
        "explanations": [{"text": t, "rule": r} for t, r in chars.explanations]
        + _not_modelled(obj, chars.power, chars.toughness)
        + (notes or []),
    }


def _not_modelled(
    obj: GameObject, power: int | None, toughness: int | None
) -> list[dict[str, str]]:
    """A characteristic-defining ability the engine doesn't model (604.3): the P/T shown is the
    printed value, a printed * counting as 0 (208.2a), and the output says so."""
    card = copiable_card(obj)
    return [
        {
            "text": f"{card.name}'s characteristic-defining ability isn't modelled (“{text}”); "
            f"its P/T shown is {power}/{toughness}",
            "rule": "604.3",
        }
        for text in card.unsupported
        if classify(text, card.name).kind == "characteristic"
    ]


def _companion(state: GameState, player: str) -> str | None:
    """The id of `player`'s companion while it is outside the game (400.11), or None: none for
    a player who left a game that goes on, whose objects are outside it too (800.4a)."""
    if state.player(player).lost and not state.game_over:
        return None
    return next(
        (o.id for o in state.objects.values() if o.zone is Zone.OUTSIDE and o.owner == player),
        None,
    )


def state_out(state: GameState) -> dict[str, Any]:
    on_players = player_effects(state)
    notes = unmodelled.characteristic_notes(state)
    stack = []
    for item in state.stack:
        if item in state.abilities:
            a = state.abilities[item]
            stack.append(
                {
                    "id": a.id,
                    "kind": "ability",
                    "source": a.source.id,
                    "controller": a.controller,
                    "targets": [ref_id(t) for g in a.targets for t in g],
                    "x": a.x,
                    "mode": a.modes[0] if a.modes else None,
                    "modes": list(a.modes),
                    "label": ability_label(state, a.id),
                }
            )
        else:
            o = state.objects[item]
            stack.append(
                {
                    "id": o.id,
                    "kind": "spell",
                    "source": o.id,
                    "controller": o.controller,
                    "targets": [ref_id(t) for g in o.targets for t in g],
                    "x": o.x,
                    "mode": o.modes[0] if o.modes else None,
                    "modes": list(o.modes),
                    "label": describe(state, o),
                }
            )
    return {
        "turn": {
            "number": state.turn.number,
            "active": state.turn.active,
            "step": state.turn.step.value,
            "priority": state.turn.priority,
            "day_night": state.day_night,
            # An extra turn (500.7), and the extra turns still to come, the next first.
            "extra": state.turn.extra_after is not None,
            "extra_turns": list(state.extra_turns),
            # The player controlling the active player this turn (723.1), if another (optional).
            **({"controlled_by": state.turn.controlled_by} if state.turn.controlled_by else {}),
            # The phase and step in words (500.1, 510.4): what the explorer's turn bar shows.
            **where_in_turn(state),
        },
        "players": [
            {
                "id": p.id,
                "life": p.life,
                "counters": dict(p.counters),
                "mana_pool": pool_text(p.mana_pool),
                # Mana that may be spent only on some things (106.6): optional.
                **({"restricted_mana": held_words(p.restricted_mana)} if p.restricted_mana else {}),
                "hand": state.hand_size(p.id),
                "library": state.library_size(p.id),
                "lost": p.lost,
                # Their revealed companion while it is outside the game (702.139a, 400.11):
                # optional, its object id.
                **({"companion": c} if (c := _companion(state, p.id)) else {}),
                # Dealt damage this turn (120.3; bloodthirst asks it, 702.54a): optional.
                "dealt_damage_this_turn": p.id in state.turn.damaged_players,
                # Continuous effects that apply to the player (613.10), with their source.
                "effects": [
                    {
                        "source": e.source,
                        "text": e.text,
                        "keywords": list(e.keywords),
                        "loses": list(e.loses),
                        "rule": "613.10",
                    }
                    for e in on_players.get(p.id, [])
                ],
            }
            for p in state.players
        ],
        "objects": [
            object_out(state, o, notes)
            for o in state.objects.values()
            if o.zone is not Zone.OUTSIDE  # in no zone of the game (400.11)
        ],
        "stack": stack,
        "game_over": state.game_over,
        "winner": state.winner,
        # How many of the scenario's actions have begun by this step: the explorer plays on
        # from a step by keeping these and dropping the rest.
        "actions_taken": state.action_index + 1,
    }


def event_out(seq: int, step: int, e: Event) -> dict[str, Any]:
    return {
        "seq": seq,
        "step": step,
        "kind": e.kind,
        "text": e.text,
        "rules": list(e.rules),
        "rulings": list(e.rulings),
        "objects": list(e.objects),
    }


def pending_out(state: GameState) -> dict[str, Any] | None:
    c = state.choice
    if c is None:
        return None
    return {
        "kind": c.kind,
        "player": c.player,
        # The player making that player's decisions, when another controls them (723.5;
        # optional).
        **({"decided_by": by} if (by := state.turn.decided_by(c.player)) is not None else {}),
        "text": c.text,
        "rules": list(c.rules),
        "options": list(c.options),
        # Each option in words, as the narration will say the answer (optional addition).
        "labels": [option_words(state, c, o) for o in c.options],
        "min": c.min,
        "max": c.max,
        # Choosing one of two piles (700.3): the answer is exactly one of these (optional).
        **({"piles": [list(g) for g in c.groups]} if c.groups else {}),
        # A division's least amount for each option, 1 for a divided spell (601.2d; optional).
        **({"each_at_least": c.each_at_least} if c.each_at_least else {}),
    }


def output(state: GameState, events: list[dict[str, Any]]) -> dict[str, Any]:
    unmodelled_lines = unmodelled.record(state)
    return {
        "engine_version": __version__,
        "cr_date": CR_DATE,
        "state": state_out(state),
        "events": events,
        "pending": pending_out(state),
        "error": state.error,
        # Optional (SCENARIO.md allows additions): what each player may do now, and why not.
        "legal_actions": [a.to_data() for a in legal_actions(state)],
        # Optional: what state-based actions would do now, in words (python-chess's `status()`),
        # so a board built by hand says what the rules will do to it.
        "warnings": warnings(state),
        # Optional: whether the engine modelled everything that functioned in the run up to this
        # state, and each unread line that was where it functions (113.6;
        # engine.modifiers.unmodelled).
        "complete": not unmodelled_lines,
        "unmodelled": [e.to_data() for e in unmodelled_lines],
    }


__all__ = ["Zone", "output"]

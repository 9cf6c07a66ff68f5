"""What an Aura put onto the battlefield by an effect enchants, chosen as it enters (CR 303.4f),
and a battle's protector, chosen as it enters however it does (310.8a).

An Aura:
not an Aura spell resolving, which enters attached to its target (608.3c), nor a token the effect
creates attached to what it names (303.4f, `operations.tokens`). The player it enters under the
control of chooses a legal object or player by its enchant ability and the other effects that
apply (protection, 702.16c: `derived.attachment`); with none, the Aura stays where it was
(303.4g). An object or player entering in the same event isn't there yet to be chosen (the Ugin,
the Spirit Dragon ruling: an Aura put onto the battlefield beside creatures can't enchant them).

`zones.move` asks this before the card leaves its zone, so an Aura that can't enter stays a card
of its hand, library, graveyard or exile, the same object (400.7 doesn't apply: it never moved).

A battle: its controller chooses its protector as it enters, cast or put there (310.8a) — a
Siege's among their opponents (310.11a), one with no battle type its controller — kept in the
permanent's `chosen` under `PROTECTOR`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import ChoiceKind, Event, GameObject, GameState, PlayerId, Zone
from engine.derived.attachment import illegal_attachment

#: The key of a battle's `chosen` that holds its protector (310.8).
PROTECTOR = "protector"


@dataclass(frozen=True, slots=True)
class Host:
    """What an entering Aura will enchant: the object's or player's id, or None when nothing is
    legal and the Aura stays in its zone (303.4g); the event saying which."""

    attached_to: str | None
    said: Event


def needs_a_host(obj: GameObject, to: Zone) -> bool:
    """Whether `obj` moving `to` the battlefield is an Aura that must have what it enchants
    chosen as it enters (303.4f): not a spell resolving (608.3c), which its target decides."""
    if to is not Zone.BATTLEFIELD or obj.zone is Zone.STACK:
        return False
    card = obj.card
    return "Aura" in card.subtypes and card.enchant is not None


def choose_host(state: GameState, obj: GameObject, controller: PlayerId) -> Host:
    """Ask `controller` what the entering Aura `obj` will enchant among the legal objects or
    players (303.4f); with none, it stays where it is (303.4g)."""
    name = describe(state, obj)
    options = _legal_hosts(state, obj, controller)
    if not options:
        where = obj.zone.value
        text = (
            f"{name} would enter the battlefield, but there is nothing it could legally enchant: "
            f"it stays in its owner's {where} (it never moves)."
        )
        return Host(None, event("aura_stays", text, "303.4g", "303.4f", objects=[obj.id]))
    players = state.player_ids()
    is_player = options[0] in players
    picked = str(
        ask(
            NeedChoice(
                ChoiceKind.PLAYER if is_player else ChoiceKind.OBJECT,
                controller,
                f"Player {controller}: choose what {name} will enchant as it enters the "
                "battlefield.",
                ("303.4f",),
                options,
            )
        )
    )
    shown = f"player {picked}" if picked in players else describe(state, state.objects[picked])
    text = (
        f"As {name} enters the battlefield (not as an Aura spell), player {controller} chooses "
        f"{shown} for it to enchant; it enters attached to it."
    )
    named = [obj.id] if picked in players else [obj.id, picked]
    return Host(picked, event("attach", text, "303.4f", objects=named))


def _legal_hosts(state: GameState, aura: GameObject, controller: PlayerId) -> tuple[str, ...]:
    """The objects or players the Aura could legally enchant were it on the battlefield under
    `controller`'s control (303.4a, 303.4d, 702.16c) — none entering in the same event."""
    enchant = aura.card.enchant
    if enchant is None:
        return ()
    together = state.leaving_together
    entering = set(together.entered) if together is not None else set()
    if enchant.target == "player":
        candidates: tuple[str, ...] = state.in_game()
    else:
        zone = Zone.GRAVEYARD if enchant.target == "card" else Zone.BATTLEFIELD
        candidates = tuple(
            o.id
            for o in state.objects.values()
            if o.zone is zone and o.id != aura.id and o.id not in entering
        )
    legal = []
    for candidate in candidates:
        trial = replace(aura, zone=Zone.BATTLEFIELD, controller=controller, attached_to=candidate)
        if illegal_attachment(state.with_object(trial), trial) is None:
            legal.append(candidate)
    return tuple(legal)


def choose_protector(
    state: GameState, battle: GameObject, controller: PlayerId
) -> tuple[tuple[tuple[str, str], ...], list[Event]]:
    """The battle's protector as it enters under `controller`'s control (310.8a), as its
    `chosen` entry, and the event saying so; nothing for a permanent that isn't a battle."""
    card = battle.card
    if "Battle" not in card.types or battle.face_down is not None:
        return (), []
    if "Siege" in card.subtypes:
        # Only an opponent of the Siege's controller can be its protector (310.11a).
        options = tuple(p for p in state.in_game() if p != controller)
    else:
        options = (controller,)
    if not options:
        return (), []
    name = describe(state, battle)
    picked = str(
        ask(
            NeedChoice(
                ChoiceKind.PLAYER,
                controller,
                f"Player {controller}: choose the protector of {name} as it enters the "
                "battlefield.",
                ("310.8a", "310.11a"),
                options,
            )
        )
    )
    text = (
        f"As {name} enters the battlefield, player {controller} chooses player {picked} as its "
        "protector."
    )
    rules = ("310.8a", "310.11a") if "Siege" in card.subtypes else ("310.8a",)
    return ((PROTECTOR, picked),), [event("protector", text, *rules, objects=[battle.id])]

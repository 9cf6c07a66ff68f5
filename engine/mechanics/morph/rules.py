"""Morph, megamorph and disguise (CR 702.37, 702.168): turning a face-down permanent face up.

Casting the card face down for {3} is an alternative cost (`engine.rules.casting`); the face-down
2/2 is its copiable values in layer 1b (`engine.core.face_down`). Any time its controller has
priority, they may turn it face up by paying the cost its morph, megamorph or disguise ability would
have face up: a special action, which doesn't use the stack (116.2b, 702.37e, 702.168d). It is the
same object (708.8): it keeps its counters, damage, tapped and combat status, and its abilities
about entering don't trigger. A megamorph permanent gets a +1/+1 counter as it is turned face up
(702.37b, 708.11). Its "When this creature is turned face up" abilities trigger (the
`TurnedFaceUp` occurrence, matched here by the one trigger scanner).
"""

from __future__ import annotations

from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.face_down import face_down_ability, face_up_card
from engine.core.mana import ManaError, parse_cost, parse_pool, pool_text
from engine.core.occurrences import CountersPut, TurnedFaceUp
from engine.core.replace import replace
from engine.core.scenario_actions import TurnFaceUpAction
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import controller_of
from engine.modifiers.trigger_matchers import of_itself
from engine.modifiers.triggers import fire

#: The rule that lets each keyword's cost turn the permanent face up.
_RULES = {"Morph": "702.37e", "Megamorph": "702.37e", "Disguise": "702.168d"}


def turn_face_up(
    state: GameState, player: PlayerId, action: TurnFaceUpAction
) -> tuple[GameState, list[Event]]:
    """Turn a face-down permanent `player` controls face up, paying its morph, megamorph or
    disguise cost — or, manifested or cloaked, a creature card's mana cost (701.40b, 701.58b) —
    from their mana pool (the action's `pay`: the mana spent, as a cast's): a special action
    (116.2b), refused if it isn't theirs, isn't face down or has no such cost face up."""
    object_id, spend = action.turn_face_up, action.pay
    obj = state.objects.get(object_id)
    if obj is None:
        raise IllegalActionError(f"there is no object {object_id!r} to turn face up", ("109.1",))
    name = describe(state, obj)
    if obj.zone is not Zone.BATTLEFIELD or obj.face_down is None:
        raise IllegalActionError(
            f"{name} isn't a face-down permanent, so it can't be turned face up", ("708.7",)
        )
    if controller_of(state, obj) != player:
        raise IllegalActionError(
            f"only the controller of {name} can turn it face up", ("702.37e", "116.2b")
        )
    keyword, cost_text, rule = _turn_up_cost(name, obj, action.mana_cost)
    holder = state.player(player)
    try:
        pool = holder.pay_other(parse_cost(cost_text), parse_pool(spend) if spend else None)
    except ManaError as exc:
        raise IllegalActionError(
            f"player {player} can't pay {cost_text} to turn {name} face up: {exc}", (rule, "118.3")
        ) from None
    state = state.with_player(holder.paid(pool))
    up = replace(obj, face_down=None)
    real = up.card.name
    events = [
        event(
            "turn_face_up",
            f"Player {player} turns {name} face up for its {keyword.lower().removesuffix(' cost')} "
            f"cost {cost_text} "
            f"(pool left: {pool_text(pool.whole()) or 'empty'}), a special action that doesn't use "
            f"the stack: it is {real}, the same permanent, with its counters, damage and status.",
            "116.2b",
            rule,
            "708.8",
            objects=[obj.id, player],
        )
    ]
    before = up.counter("+1/+1")
    if keyword == "Megamorph":
        up = up.with_counters({**dict(up.counters), "+1/+1": before + 1})
        events.append(
            event(
                "counters",
                f"{real} is turned face up for its megamorph cost: a +1/+1 counter is put on it "
                "as it is turned face up.",
                "702.37b",
                "708.11",
                objects=[obj.id],
            )
        )
    state = state.with_object(up)
    if keyword == "Megamorph":
        state, more = fire(state, CountersPut(up, "+1/+1", before, before + 1))
        events += more
    state, more = fire(state, TurnedFaceUp(up))
    return state, events + more


def _turn_up_cost(name: str, obj: GameObject, mana_cost: bool) -> tuple[str, str, str]:
    """The keyword, cost and rule turning `obj` face up: its morph, megamorph or disguise cost
    (702.37e, 702.168d), or a manifested or cloaked creature card's mana cost (701.40b-d,
    701.58b-d)."""
    card = face_up_card(obj)
    found = face_down_ability(card)
    if mana_cost or (found is None and obj.face_down in ("manifest", "cloak")):
        rule = "701.40b" if obj.face_down == "manifest" else "701.58b"
        if obj.face_down not in ("manifest", "cloak"):
            raise IllegalActionError(
                f"{name} isn't manifested or cloaked, so its mana cost doesn't turn it face up",
                (rule,),
            )
        if "Creature" not in card.types or not card.mana_cost:
            raise IllegalActionError(
                f"{name} is {card.name}, not a creature card with a mana cost: it can't be turned "
                "face up for its mana cost",
                (rule,),
            )
        return "mana cost", card.mana_cost, rule
    if found is None:
        raise IllegalActionError(
            f"{name} would have no morph or disguise cost face up, so it can't be turned face "
            "up this way",
            ("702.37e", "702.168d"),
        )
    return found[0], found[1], _RULES[found[0]]


#: "When this creature is turned face up" (702.37e, 708.8): only the permanent itself.
of_itself("turned_face_up", TurnedFaceUp)

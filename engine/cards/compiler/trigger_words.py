"""A trigger condition in words (603.1): whose step it is, whose spells and which ones, what
happens to which permanents — the card page's "when …" of a triggered ability (`words.ability`
adds what it watches of permanents you control, its intervening "if" and its effects)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler import mana
from engine.cards.compiler.abilities import targeted_words
from engine.cards.compiler.combat import combat_trigger_words
from engine.cards.compiler.filter_words import filter_words, one, spell_words
from engine.cards.compiler.registry import said_for_trigger

_TRIGGERS = {
    "enters": "when this enters",
    "put_into_graveyard": "when this is put into a graveyard from the battlefield",
    "attacks": "whenever this attacks",
    "beginning_of_end_step": "at the beginning of your end step",
    "beginning_of_upkeep": "at the beginning of your upkeep",
    "life_gained": "whenever you gain life",
    "dealt_damage": (
        "whenever a source deals damage to this (once for each source, 603.2c; “that player”: "
        "its controller, 603.2)"
    ),
    "deals_combat_damage_to_player": "whenever this deals combat damage to a player",
    "cast": "whenever you cast a spell",
}
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
#: Events whose "you control" trigger `trigger_words` says whole (701.21a, 508.3a, 510.2, 120.3).
OWN_WORDS = frozenset(
    {"sacrifice", "attacks", "deals_combat_damage_to_player", "deals_damage_to_player"}
)
#: Another permanent's entering, dying and leaving in words (603.6a, 603.6c).
HAPPENS = {
    "enters": "enters",
    "put_into_graveyard": "dies",
    "leaves_battlefield": "leaves the battlefield (for any zone, 603.6c)",
}


_STEPS = {
    "beginning_of_end_step": "end step",
    "beginning_of_upkeep": "upkeep",
    "beginning_of_combat": "combat",
    "beginning_of_first_main_phase": "first main phase (505.1)",
}


def trigger_words(trigger: dict[str, Any]) -> str:
    """A trigger condition in words: whose step it is, whose spells, which ones (603.1)."""
    event = trigger["event"]
    also = trigger.get("also")
    if also == "copied":
        # "Whenever you cast or copy …" (magecraft): a copy put on the stack too (707.10).
        cast = trigger_words({k: v for k, v in trigger.items() if k != "also"})
        return cast.replace(" cast ", " cast or copy ", 1) + " (a copy is put on the stack: 707.10)"
    if also is not None and said_for_trigger(trigger) is None:
        # "Whenever this enters or attacks": either event of the card itself (603.2).
        first = trigger_words({k: v for k, v in trigger.items() if k != "also"})
        second = trigger_words({"event": also}).partition("this ")[2]
        return f"{first} or {second}"
    if (count := trigger.get("others_attacking")) is not None:
        # Battalion's "this creature and at least two other creatures attack" (508.3a).
        who = "the creature this is attached to" if trigger.get("scope") == "enchanted" else "this"
        many = filter_words(trigger.get("filter", {}), "creature", plural=count > 1)
        return f"whenever {who} and at least {count} other {many} attack (once, 508.3a)"
    others = event in ("attacks", "deals_combat_damage_to_player")
    if event in ("blocks", "deals_damage_to_player") or (
        others and (trigger.get("scope", "self") != "self" or trigger.get("whose") == "you")
    ):
        return combat_trigger_words(trigger)
    if (said := mana.trigger_words(trigger, filter_words(trigger.get("filter", {})))) is not None:
        return said
    if event in _STEPS:
        step = _STEPS[event]
        whose = trigger.get("whose", "your")
        if whose == "each":
            return f"at the beginning of each {step}"
        if whose == "opponents":
            return f"at the beginning of each opponent's {step}"
        if whose == "enchanted_controller":
            return (
                f"at the beginning of the {step} of the player who controls the permanent "
                "this is attached to"
            )
        return (
            "at the beginning of combat on your turn"
            if step == "combat"
            else (f"at the beginning of your {step}")
        )
    if event == "cast" and trigger.get("scope") == "this_spell":
        return "when you cast this spell"
    if event == "cast":
        who = {"any": "a player casts", "opponent": "an opponent casts"}.get(
            trigger.get("caster", "you"), "you cast"
        )
        if (nth := trigger.get("nth_each_turn")) is not None:
            # The Nth spell of the turn, counted as it becomes cast (601.2i).
            which = _ORDINALS[nth - 1]
            if trigger.get("nth_of_turn"):
                return f"whenever the {which} spell of a turn is cast, by any player"
            whose = "your" if who == "you cast" else "their"
            return f"whenever {who} {whose} {which} spell in a turn"
        return f"whenever {who} {one(spell_words(trigger.get('filter', {})))}"
    if trigger.get("damaged_by_source"):
        # Sengir Vampire: a creature this object dealt damage to this turn (120.3, 603.10a).
        what = one(filter_words(trigger.get("filter", {})))
        return f"whenever {what} dealt damage by this this turn dies (603.10a)"
    if event in HAPPENS and trigger.get("scope") == "enchanted":
        # "Whenever equipped / enchanted creature dies [, if it was a Human]": the permanent the
        # Aura or Equipment is attached to, the filter it must have had (603.10a, 400.7f).
        what = filter_words(trigger.get("filter", {}))
        return f"whenever the {what} this is attached to {HAPPENS[event]}"
    if event in HAPPENS and trigger.get("scope") == "any":  # "a creature an opponent controls"
        what = filter_words(trigger.get("filter", {}))
        if trigger.get("or_self"):
            return f"whenever this or {one(what)} {HAPPENS[event]}"
        return f"whenever {one(what)} {HAPPENS[event]}"
    if event == "dealt_damage" and trigger.get("scope", "self") != "self":
        scope = trigger.get("scope")
        what = (
            "the permanent this is attached to"
            if scope == "enchanted"
            else one(filter_words(trigger.get("filter", {})))
            + (" you control" if scope == "you_control" else "")
        )
        return f"whenever {what} is dealt damage (“it”: that permanent, 603.2)"
    if event == "deals_damage_to_creature":
        who = (
            "this"
            if trigger.get("scope", "self") == "self"
            else "the permanent this is attached to"
        )
        hit = one(filter_words(trigger.get("filter", {})))
        combat = "combat " if trigger.get("combat_damage") else ""
        return f"whenever {who} deals {combat}damage to {hit} (“that creature”: it, 603.2)"
    if event == "counters_put":
        scope = trigger.get("scope", "self")
        on = (
            "this"
            if scope == "self"
            else ("this or " if trigger.get("or_self") else "")
            + one(filter_words(trigger.get("filter", {})))
            + (" you control" if scope == "you_control" else "")
        )
        kind = trigger.get("counter")
        return f"whenever one or more {kind} counters are put on {on} (as it enters too, 122.6)"
    if event == "leaves_battlefield":
        return "when this leaves the battlefield (for any zone)"
    if event == "state":
        asked = str(trigger["state"].get("text", "")).replace("~", "this")
        return f"when {asked} (a state trigger: again once it has left the stack, 603.8)"
    if event == "becomes_target":
        return targeted_words(trigger)
    if event == "dealt_damage" and not trigger.get("each_source"):
        # "Is dealt damage": once for all an event deals it, "that much" the total (603.2c).
        return "whenever this is dealt damage (once for all it is dealt at once, 603.2c)"
    if (registered := said_for_trigger(trigger)) is not None:
        return registered  # a mechanic's own event (engine.cards.compiler.registry)
    return str(_TRIGGERS.get(event, event.replace("_", " ")))

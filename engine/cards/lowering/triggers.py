"""Trigger events (603.1) of the grammar's tree as the vocabulary's `Trigger`, and what the
event makes "it" and "that player" mean in the effect (the scope's binder).

An event about the card itself ("When ~ enters", "Whenever ~ attacks") leaves "it" the card; an
event about another object ("Whenever a creature you control enters", "Whenever you cast a
spell") leaves "it" unbound, as the vocabulary can't name that object, but names its
controller: "its controller", "that creature's controller" and "that player" of "a creature an
opponent controls" are the player the event names (603.2). The subject of an enters or dies
event is one reading for both ("another nontoken creature you control", "this creature or
another Zombie", "a creature an opponent controls": `watched`). Only events the vocabulary has
are lowered; any other leaves the line unread.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from pydantic import ValidationError

from engine.cards.compiler.conditions import condition
from engine.cards.compiler.selectors import group
from engine.cards.compiler.spell_phrases import spell_phrase
from engine.cards.grammar.tree import Event, Objects, Part, Possessive, Reference, Selector
from engine.cards.lowering.counter_events import counters_put
from engine.cards.lowering.discards import discarded
from engine.cards.lowering.draw_events import draws
from engine.cards.lowering.other_events import others_event
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.registry import (
    other_event_for,
    player_event_for,
    self_event,
    self_event_for,
)
from engine.cards.lowering.scope import NamedPlayer, Scope
from engine.cards.lowering.spells import spell_filter
from engine.cards.lowering.watched import WATCHED, watched
from engine.cards.vocabulary import Filter, Trigger

#: Damage a permanent is dealt or deals (120.3, 510.2), by the event's words after its subject:
#: the card's own event and another's alike.
_DAMAGE: dict[str, dict[str, object]] = {
    "is dealt damage": {"event": "dealt_damage"},
    "deals damage": {"event": "deals_damage"},
    "deals combat damage": {"event": "deals_damage", "combat_damage": True},
    "deals combat damage to a player": {"event": "deals_combat_damage_to_player"},
    "deals damage to a player": {"event": "deals_damage_to_player", "whose": "each"},
    "deals damage to an opponent": {"event": "deals_damage_to_player", "whose": "opponents"},
    "deals combat damage to an opponent": {
        "event": "deals_combat_damage_to_player",
        "whose": "opponents",
    },
    "deals damage to you": {"event": "deals_damage_to_player", "whose": "you"},
    "deals combat damage to you": {"event": "deals_combat_damage_to_player", "whose": "you"},
}
#: What the card itself does (603.6a, 603.6c, 508.3a …), by the event's words after "~": the
#: game's own events; a mechanic registers its own (`registry.self_event`: morph's "is turned
#: face up").
_OF_SELF: dict[str, dict[str, object]] = {
    "enters": {"event": "enters"},
    "enters the battlefield": {"event": "enters"},
    "dies": {"event": "put_into_graveyard"},
    "is put into a graveyard from the battlefield": {"event": "put_into_graveyard"},
    "attacks": {"event": "attacks"},
    "leaves the battlefield": {"event": "leaves_battlefield"},
    **_DAMAGE,
    "blocks": {"event": "blocks"},
    "becomes blocked": {"event": "blocks", "combat_role": "becomes_blocked"},
    "becomes tapped": {"event": "tapped"},
    "becomes untapped": {"event": "untapped"},
}
for _words, _trigger in _OF_SELF.items():
    self_event(_words, _trigger)


def _own_event(what: str) -> Mapping[str, object] | None:
    """The card's own event by its words ("enters", "is turned face up"), or two of them joined
    by "or" — "enters or attacks", "enters or dies", "attacks or blocks": one ability that
    triggers on either (603.2), each event matched as its own trigger's would be
    (`Trigger.also`). Only two events that say nothing more of their own (no "whose", no
    combat role) are joined: anything such a word says would hold for one event only."""
    found = self_event_for(what)
    if found is not None:
        return found
    first, joined, second = what.partition(" or ")
    one, other = self_event_for(first), self_event_for(second)
    if not joined or one is None or other is None or {*one, *other} != {"event"}:
        return None
    return None if one == other else {"event": one["event"], "also": other["event"]}


#: The beginning of a step (503.1, 507.2, 513.1), by the event's words.
_BEGINNINGS: dict[str, dict[str, object]] = {
    "the beginning of your upkeep": {"event": "beginning_of_upkeep"},
    "the beginning of each upkeep": {"event": "beginning_of_upkeep", "whose": "each"},
    "the beginning of each player's upkeep": {"event": "beginning_of_upkeep", "whose": "each"},
    "the beginning of each opponent's upkeep": {
        "event": "beginning_of_upkeep",
        "whose": "opponents",
    },
    "the beginning of your end step": {"event": "beginning_of_end_step"},
    "the beginning of each end step": {"event": "beginning_of_end_step", "whose": "each"},
    "the beginning of the end step": {"event": "beginning_of_end_step", "whose": "each"},
    "the beginning of combat on your turn": {"event": "beginning_of_combat"},
    "the beginning of each combat": {"event": "beginning_of_combat", "whose": "each"},
    # The first main phase is the precombat main phase (505.1, 505.1a).
    "the beginning of your first main phase": {"event": "beginning_of_first_main_phase"},
    "the beginning of your precombat main phase": {"event": "beginning_of_first_main_phase"},
    **{
        f"the beginning of the upkeep of enchanted {kind}'s controller": {
            "event": "beginning_of_upkeep",
            "whose": "enchanted_controller",
        }
        for kind in ("creature", "land", "artifact", "enchantment", "permanent")
    },
}

#: Who casts the spell (601.2) in "Whenever you cast / an opponent casts / a player casts".
_CASTERS = {"you": "you", "an opponent": "opponent", "a player": "any"}

#: What another permanent does (603.6a, 603.6c, 700.4: "dies" is "is put into a graveyard from
#: the battlefield"; 603.2e), by the event's words after its subject.
_OF_OTHERS = {
    "enters": "enters",
    "enters the battlefield": "enters",
    "dies": "put_into_graveyard",
    "is put into a graveyard from the battlefield": "put_into_graveyard",
    "becomes tapped": "tapped",
    "becomes untapped": "untapped",
    "leaves the battlefield": "leaves_battlefield",
    "is put into your graveyard from the battlefield": "put_into_graveyard",
    "is put into an opponent's graveyard from the battlefield": "put_into_graveyard",
}
#: Whose graveyard a permanent dying is put into: its owner's (400.3), whoever controlled it.
_OWNED = {"your": True, "an opponent's": False}
#: The events after which the permanent is still the object that did it (400.7): "it" names it.
_STILL_THERE = frozenset({"enters", "tapped", "untapped"})
#: The events of the permanent an Aura or Equipment is attached to that it watches (603.10a).
_OF_ATTACHED = frozenset({"put_into_graveyard", "leaves_battlefield", "tapped", "untapped"})
#: What "enchanted / equipped [permanent]" of an Aura's or Equipment's trigger is (303.4, 301.5).
_ATTACHED = {
    "enchanted creature": Filter(types=("Creature",)),
    "equipped creature": Filter(types=("Creature",)),
    "enchanted land": Filter(types=("Land",)),
    "enchanted artifact": Filter(types=("Artifact",)),
    "enchanted permanent": Filter(),
}


def _named(trigger: Trigger) -> tuple[NamedPlayer, ...]:
    """The players the event names: the defending player of this attacking creature (506.2,
    508.5), the player it dealt combat damage to (510.2)."""
    if trigger.event == "attacks" or trigger.combat_role == "becomes_blocked":
        return ("defending",)
    if trigger.event in ("deals_combat_damage_to_player", "deals_damage_to_player"):
        return ("that_player",)
    return ()


_CREATURE = Filter(types=("Creature",))


def _of_others(who: Part, what: str, event: str) -> tuple[Trigger, Scope] | None:
    """ "Whenever another creature dies", "whenever a land an opponent controls enters": a
    permanent matching the subject doing it (603.6a, 603.6c), and the player the event names,
    its controller then ("its controller", "that creature's controller", "that player")."""
    attached = _ATTACHED.get(said(who).lower())
    whose = what.removeprefix("is put into ").partition(" graveyard")[0]
    owned = _OWNED.get(whose) if what.startswith("is put into ") else None
    if attached is not None and event in _OF_ATTACHED and owned is None:
        # The permanent this Aura or Equipment is attached to, as it last existed (603.10a).
        made = Trigger(event=event, scope="enchanted", filter=attached)
        still = (who, only(who)) if event in _STILL_THERE else ()
        return made, Scope(
            named_players=("that_player",),
            event_players=(who, only(who)),
            event_objects=still,
            event_last_known=() if still else (who, only(who)),
        )
    subject = watched(who)
    if subject is None:
        return None
    one, flt, or_self = subject
    if owned is not None and or_self:
        return None  # the card itself goes to its owner's graveyard, whoever that is (400.3)
    if owned is not None:
        # "… is put into your graveyard": a permanent its owner is (or isn't) the player the
        # trigger is relative to (400.3, 108.3).
        flt = flt.model_copy(update={"owned_by_you": owned})
    scope: Literal["you_control", "any"] = "any"
    if flt.controller == "you":
        scope, flt = "you_control", flt.model_copy(update={"controller": "any"})
    made = Trigger(event=event, scope=scope, filter=flt, or_self=or_self)
    controllers = tuple(p for p in one.postfix if p.kind == "controller")
    # What entered or became tapped is still that permanent; what died is a new object
    # (400.7), unnamed here.
    entered = (who, one) if made.event in _STILL_THERE else ()
    return made, Scope(
        named_players=("that_player",),
        event_players=(who, one, *controllers),
        event_objects=entered,
        event_last_known=() if entered else (who, one),
    )


#: What another creature does in combat or with damage (508.3a, 506.5, 510.2, 120.3), by the
#: event's words after its subject: the trigger, whose scope and filter the subject says.
_OTHERS_DO: dict[str, dict[str, object]] = {
    "attacks": {"event": "attacks"},
    "attacks alone": {"event": "attacks", "alone": True},
    **_DAMAGE,
}


def _others_do(who: Part, what: str, player: Part) -> tuple[Trigger, Scope] | None:
    """ "Whenever a Dragon you control attacks", "whenever equipped creature deals combat
    damage to a player", "whenever a creature with flying attacks": the creature the subject
    says doing it (603.2), "it" that creature (the engine remembers it as it did it, 400.7),
    "defending player" the player it attacks (506.2) and "that player" the player it dealt
    damage to (510.2). "Its controller" names no one here (the creature's controller isn't the
    player the event names): such a line stays unread."""
    found: dict[str, object] = dict(_OTHERS_DO[what])
    if said(who).lower() in ("enchanted creature", "equipped creature"):
        # The creature this Aura or Equipment is attached to (303.4, 301.5).
        one = only(who)
        found |= {"scope": "enchanted", "filter": _CREATURE}
    else:
        subject = watched(who)
        if subject is None:
            return None
        one, flt, or_self = subject
        scope = "any"
        if flt.controller == "you":
            scope, flt = "you_control", flt.model_copy(update={"controller": "any"})
        found |= {"scope": scope, "filter": flt, "or_self": or_self}
    made = Trigger.model_validate(found)
    # "Deals damage" names no recipient: no player is "that player".
    damaged = (only(player),) if made.event not in ("attacks", "deals_damage") else ()
    return made, Scope(named_players=_named(made), event_players=damaged, event_objects=(who, one))


#: "Whenever you attack [with N or more creatures …]" (508.3c-d): how many, by the words.
_AT_LEAST = {"one or more": 1, "two or more": 2, "three or more": 3, "four or more": 4}
_AT_LEAST |= {"five or more": 5}


def _you_attack(happens: tuple[Part, ...]) -> tuple[Trigger, Scope] | None:
    """ "Whenever you attack", "whenever you attack with two or more creatures [with flying]",
    "… with one or more Birds": one trigger as attackers are declared (508.3c-d); the effect
    names none of them, and "defending player" stays unread (several could attack)."""
    if happens == ("attack",):
        return Trigger(event="attacks", scope="you_control", attackers_at_least=1), Scope()
    if len(happens) != 3 or happens[:2] != ("attack", "with"):
        return None
    one = only(happens[2])
    if not isinstance(one, Selector) or one.amount is None or one.determiner or one.limit:
        return None
    count = _AT_LEAST.get(" ".join(one.amount.text).lower())
    phrase = said((*one.qualities, one.head, *one.postfix))
    found = group(phrase) if count is not None else None
    if found is None or set(found) - WATCHED or "controller" in found:
        return None
    flt = Filter.model_validate(found)
    if "Creature" not in flt.types:
        flt = flt.model_copy(update={"types": ("Creature", *flt.types)})  # "Birds": creatures
    made = Trigger(event="attacks", scope="you_control", filter=flt, attackers_at_least=count)
    return made, Scope()


def _attack_together(who: Part, happens: list[Part]) -> tuple[Trigger, Scope] | None:
    """ "Whenever this creature and at least two other creatures attack" (battalion), "whenever
    equipped creature and at least one other creature attack", "… and at least one other
    Warrior attack": once as attackers are declared, when the creature is among them with that
    many others matching the filter (508.3a, 603.2); "defending player" the one it attacks."""
    items = who.items if isinstance(who, Objects) else ()
    if happens != ["attack"] or len(items) != 3 or items[1] != "and":
        return None
    first, others = items[0], items[2]
    scope: Literal["self", "enchanted"] = "self"
    if said(first).lower() in ("enchanted creature", "equipped creature"):
        scope = "enchanted"  # the creature this Aura or Equipment is attached to (301.5)
    elif not isinstance(first, Reference) or first.kind != "self":
        return None
    if not isinstance(others, Selector) or others.amount is None or others.postfix:
        return None
    said_as = tuple(w.lower() for w in (*others.limit, *others.determiner))
    found = group(said((*others.qualities, others.head)))
    count = others.amount.value
    if said_as != ("at", "least", "other") or count is None or found is None:
        return None
    if set(found) - WATCHED or "controller" in found or "other" in found:
        return None
    flt = Filter.model_validate(found)
    if "Creature" not in flt.types:
        flt = flt.model_copy(update={"types": ("Creature", *flt.types)})  # "Warrior": creatures
    if scope == "enchanted" and flt != _CREATURE:
        return None  # the filter says what the attached creature is too (`watches_object`)
    made = Trigger(event="attacks", scope=scope, filter=flt, others_attacking=count)
    return made, Scope(named_players=_named(made))


def _damaged_by(who: Part, happens: list[Part]) -> tuple[Trigger, Scope] | None:
    """ "Whenever a creature dealt damage by this creature this turn dies" (Sengir Vampire):
    the dies trigger of a creature that this permanent, as this object, dealt damage to this
    turn (120.3, 603.10a); "by" anything but the card itself stays unread."""
    by = only(happens[3])
    if len(happens) != 7 or not isinstance(by, Reference) or by.kind != "self":
        return None
    found = _of_others(who, "dies", "put_into_graveyard")
    if found is None or found[0].scope == "enchanted" or found[0].or_self:
        return None
    return found[0].model_copy(update={"damaged_by_source": True}), found[1]


def _cast(text: tuple[Part, ...]) -> Trigger | None:
    """ "You cast a noncreature spell", and "you cast or copy an instant or sorcery spell"
    (magecraft): one ability watching a copy put on the stack too (`Trigger.also`, 707.10)."""
    if len(text) == 5:
        copied = " ".join(str(p) for p in text[1:4]).lower() == "cast or copy"
        made = _cast((text[0], text[1], text[4])) if copied else None
        return None if made is None else made.model_copy(update={"also": "copied"})
    who, _, what = text
    caster = _CASTERS.get(said(who).lower())
    one = only(what)
    if caster == "you" and isinstance(one, Reference) and one.kind == "self":
        # "When you cast this spell" (Emrakul, the Aeons Torn): the spell itself, cast (601.2i).
        return Trigger(event="cast", scope="this_spell")
    if caster is None or not isinstance(what, Objects):
        return None
    found = cast_filter(what)
    if found is None:
        return None
    return Trigger.model_validate({"event": "cast", "caster": caster, "filter": found})


def cast_filter(what: Objects) -> Filter | None:
    """The spells "a noncreature spell", "an instant or sorcery spell" names as a cast trigger
    watches for them (601.2i): the templates' reading of the phrase, else the selector's
    qualities and postfix (`spells`); None when it isn't read."""
    phrase = said(what)
    for article in ("a ", "an "):
        phrase = phrase.removeprefix(article)
    found = spell_phrase(phrase)
    if found is not None:
        try:
            return Filter.model_validate(found)
        except ValidationError:
            return None
    return spell_filter(what)


def _enters_and(event: Event) -> tuple[Trigger, Scope] | None:
    """ "When ~ enters and whenever an opponent draws a card …" (Orcish Bowmasters): one
    triggered ability with two trigger events (603.2) — the card's own entering (603.6a) and
    a second event with nothing of its own about "this" (the default scope), each matched as
    its own event would be (`Trigger.also`). The effect starts with the entering's scope, so a
    "that player" only the second event names leaves the line unread; "whenever an Army you
    control attacks" (another scope) stays unread too."""
    first, second = event.text[0], event.text[-1]
    if not isinstance(first, Event) or not isinstance(second, Event):
        return None
    entering, other = trigger(first), trigger(second)
    if entering is None or other is None or entering[0] != Trigger(event="enters"):
        return None
    made = other[0]
    if made.event == "enters" or made.scope != "self" or made.also is not None:
        return None
    return made.model_copy(update={"also": "enters"}), entering[1]


def _state(event: Event) -> tuple[Trigger, Scope] | None:
    """A game state (603.8), "~ has no ice counters on it", "you control no Islands": the
    condition the compiler's condition reader reads from its words; "it" stays the card."""
    who, *rest = event.text
    one = only(who)
    if isinstance(one, Reference) and one.kind == "self":
        subject = "~"
    elif isinstance(one, Reference) and one.kind == "you":
        subject = "you"
    else:
        return None
    asked = condition(f"{subject} {said(tuple(rest))}")
    if asked is None:
        return None
    return Trigger.model_validate({"event": "state", "state": asked}), Scope()


#: "Whenever one or more [permanents] die / enter" (603.2c: one event however many), by the
#: verb's plural words.
_BATCHED = {"die": "put_into_graveyard", "enter": "enters", "enter the battlefield": "enters"}


def _one_or_more(who: Part, event: str) -> tuple[Trigger, Scope] | None:
    """ "Whenever one or more other creatures die, …. This ability triggers only once each
    turn.": the first such event of the turn triggers it and no other that turn, which is the
    first permanent of them doing it (each one's event then, 603.2c, triggering it once each
    turn) — so read only with that restriction. "They" and "it" name nothing (the permanents
    are several), nor does "their controller"."""
    one = only(who)
    if not isinstance(one, Selector) or one.limit or one.amount is None:
        return None
    if tuple(w.lower() for w in one.amount.text) != ("one", "or", "more"):
        return None
    found = group(said(one).removeprefix("one or more "))
    if found is None or set(found) - WATCHED:
        return None
    flt = Filter.model_validate(found)
    scope: Literal["you_control", "any"] = "any"
    if flt.controller == "you":
        scope, flt = "you_control", flt.model_copy(update={"controller": "any"})
    return Trigger(event=event, scope=scope, filter=flt), Scope()


#: "Whenever ~ blocks a creature / becomes blocked by a creature / blocks or becomes blocked by
#: a creature" (509.3b, 509.3d): the combat role, by the words before the other creature.
_BLOCKING = {
    "blocks": "blocks",
    "becomes blocked by": "blocked_by",
    "blocks or becomes blocked by": "blocks_or_blocked_by",
}
#: What the other creature of a blocking trigger may be said to be (509.3f: as blockers are
#: declared).
_BLOCKING_WATCHED = frozenset(
    {"types", "any_types", "subtypes", "not_subtypes", "colors", "not_colors", "any_of"}
    | {"keywords", "not_keywords", "power_at_most", "power_at_least", "not_types"}
    | {"toughness_at_most", "toughness_at_least"}
)


def _blocking(happens: list[Part]) -> tuple[Trigger, Scope] | None:
    """ "Whenever ~ blocks a creature", "… becomes blocked by a non-Wall creature", "… blocks or
    becomes blocked by a nonblack creature" (509.3b, 509.3d): once for each such creature it
    blocks or is blocked by, "that creature" the other one (the engine remembers it)."""
    if not happens:
        return None
    *verb, other = happens
    role = (
        _BLOCKING.get(said(tuple(verb)).lower()) if all(isinstance(w, str) for w in verb) else None
    )
    one = only(other)
    if role is None or not isinstance(one, Selector) or one.limit or one.amount is not None:
        return None
    if tuple(w.lower() for w in one.determiner) not in (("a",), ("an",)):
        return None
    phrase = said(one)
    for article in ("a ", "an "):
        phrase = phrase.removeprefix(article)
    found = group(phrase)
    if found is None or set(found) - _BLOCKING_WATCHED or "Creature" not in found.get("types", ()):
        return None
    made = Trigger(event="blocks", combat_role=role, filter=Filter.model_validate(found))
    return made, Scope(event_objects=(other, one))


#: "Deals [combat] damage to" a creature (120.3, 510.2): whether only combat damage counts.
_DAMAGES = {"deals damage to": False, "deals combat damage to": True}


def _damages(who: Part, happens: list[Part]) -> tuple[Trigger, Scope] | None:
    """ "Whenever ~ deals combat damage to a creature", "… deals damage to a Vampire", "Whenever
    enchanted creature deals damage to a creature" (120.3, 510.2): once each time, "that
    creature" the creature dealt the damage and "that creature's controller" its controller
    (603.2; the engine remembers both)."""
    if len(happens) < 2 or not all(isinstance(w, str) for w in happens[:-1]):
        return None
    combat = _DAMAGES.get(said(tuple(happens[:-1])).lower())
    one, other = only(who), happens[-1]
    if isinstance(one, Reference) and one.kind == "self":
        scope: Literal["self", "enchanted"] = "self"
    elif said(who).lower() in ("enchanted creature", "equipped creature"):
        scope = "enchanted"
    else:
        return None
    hit = only(other)
    if combat is None or not isinstance(hit, Selector) or hit.limit or hit.amount is not None:
        return None
    if tuple(w.lower() for w in hit.determiner) not in (("a",), ("an",)):
        return None
    found = group(said(hit).removeprefix("a ").removeprefix("an "))
    if found is None or set(found) - _HIT or found.get("types", ["Creature"]) != ["Creature"]:
        return None  # a creature, of a creature type or quality: not "a planeswalker"
    if found.get("any_types"):
        return None
    flt = Filter.model_validate({**found, "types": ["Creature"]})
    made = Trigger(event="deals_damage_to_creature", scope=scope, filter=flt, combat_damage=combat)
    return made, Scope(
        named_players=("that_player",), event_players=(other, hit), event_objects=(other, hit)
    )


#: What the creature dealt the damage may be said to be, as it is dealt the damage.
_HIT = _BLOCKING_WATCHED | {"any_subtypes"}


#: The trigger events that are an amount (the damage dealt, 120.3, 510.2; the life gained,
#: 119.3), which "that much" / "that many" in the effect says (603.2).
_AMOUNTS = frozenset(
    {"dealt_damage", "deals_combat_damage_to_player", "deals_damage_to_player", "life_gained"}
    | {"deals_damage_to_creature", "counters_put", "deals_damage"}
)


def trigger(event: Event, *, once_each_turn: bool = False) -> tuple[Trigger, Scope] | None:
    """The trigger event, and the scope its effect starts with; None when not lowered.
    `once_each_turn`: the ability "triggers only once each turn", which makes "one or more"
    of a permanent's event the first of them (`_one_or_more`). An event that is an amount
    lets the effect say "that much" (`Scope.event_amount`); one of two events joined by "or"
    doesn't (the other has none)."""
    found = _event_trigger(event, once_each_turn=once_each_turn)
    if found is not None and found[0].event in _AMOUNTS and found[0].also is None:
        found[1].event_amount = True
    return found


def _event_trigger(event: Event, *, once_each_turn: bool) -> tuple[Trigger, Scope] | None:
    if event.kind == "both":
        return _enters_and(event)
    if event.kind == "beginning":
        found = _BEGINNINGS.get(said(event).lower())
        if found is None:
            return None
        # "At the beginning of each player's upkeep, that player …": whose step it is; "of
        # enchanted creature's controller, … that player … that creature": the permanent too.
        whose = tuple(p for p in event.text if isinstance(p, Possessive))
        enchanted = tuple(
            p.antecedent for p in event.text if isinstance(p, Reference) and p.antecedent
        )
        return Trigger.model_validate(found), Scope(
            named_players=("that_player",),
            event_players=(*whose, *enchanted),
            event_objects=enchanted,
        )
    if event.kind == "cast" and len(event.text) in (3, 5):
        cast = _cast(event.text)
        # "Whenever an opponent casts a spell, that player …": who cast it.
        who, spell = event.text[0], event.text[-1]
        if cast is None:
            return None
        spells = (spell, only(spell)) if cast.scope != "this_spell" else ()
        return cast, Scope(
            named_players=("that_player",), event_players=(who, only(who)), event_spell=spells
        )
    if event.kind == "state":
        return _state(event)
    if event.kind == "counters":
        return counters_put(event)
    if event.kind != "object" or len(event.text) < 2:
        return None
    who, *happens = event.text
    what = said(tuple(happens)).lower()
    one = only(who)
    if isinstance(one, Reference) and one.kind == "self" and (blocking := _blocking(happens)):
        return blocking
    if (damages := _damages(who, happens)) is not None:
        return damages
    if (together := _attack_together(who, happens)) is not None:
        return together
    if isinstance(one, Reference) and one.kind == "self" and (own := _own_event(what)):
        made = Trigger.model_validate(own)
        player = (
            happens[-1]
            if made.event in ("deals_combat_damage_to_player", "deals_damage_to_player")
            else None
        )
        named = _named(made)
        if made.also is not None:
            # "Whenever ~ enters or attacks, … defending player …": named by both events only.
            also = _named(Trigger(event=made.also))
            named = tuple(p for p in named if p in also)
        return made, Scope(named_players=named, event_players=(only(player),))
    if what.startswith("dealt damage by ") and what.endswith(" this turn dies"):
        return _damaged_by(who, happens)
    if said(who).lower() == "you" and what == "gain life":
        return Trigger(event="life_gained"), Scope()
    if (discard := discarded(who, what)) is not None:
        return discard
    if (done_by := others_event(who, tuple(happens), what)) is not None:
        return done_by  # a sacrifice, a permanent targeted, a creature blocking
    if (done := player_event_for(f"{said(who).lower()} {what}")) is not None:
        # A mechanic's event of a player ("you cast your second spell each turn"), who did it.
        made = Trigger.model_validate(done)
        return made, Scope(named_players=("that_player",), event_players=(who, one))
    if (drawn := draws(said(who).lower(), what)) is not None:
        # "Whenever an opponent draws a card, they lose 2 life": who drew it (603.2).
        return drawn, Scope(named_players=("that_player",), event_players=(who, one))
    if once_each_turn and (batched := _BATCHED.get(what)) is not None:
        return _one_or_more(who, batched)
    if (other := _OF_OTHERS.get(what) or other_event_for(what)) is not None:
        # The game's own events, then a mechanic's ("explores", 701.44b).
        return _of_others(who, what, other)
    if what in _OTHERS_DO:
        return _others_do(who, what, happens[-1])
    if said(who).lower() == "you" and happens[:1] == ["attack"]:
        return _you_attack(tuple(happens))
    return None

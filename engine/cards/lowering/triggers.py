"""Trigger events (603.1) of the grammar's tree as the vocabulary's `Trigger`, and what the
event makes "it" and "that player" mean in the effect (the scope's binder).

An event about the card itself ("When ~ enters", "Whenever ~ attacks") leaves "it" the card; an
event about another object ("Whenever a creature you control enters", "Whenever you cast a
spell") leaves "it" unbound, as the vocabulary can't name that object. Only events the
vocabulary has are lowered; any other leaves the line unread.
"""

from __future__ import annotations

from engine.cards.compiler.selectors import group, spell_phrase
from engine.cards.grammar.tree import Event, Objects, Part, Reference, Selector
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.registry import self_event, self_event_for
from engine.cards.lowering.scope import NamedPlayer, Scope
from engine.cards.vocabulary import Filter, Trigger

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
    "is dealt damage": {"event": "dealt_damage"},
    "deals combat damage to a player": {"event": "deals_combat_damage_to_player"},
    "blocks": {"event": "blocks"},
    "becomes blocked": {"event": "blocks", "combat_role": "becomes_blocked"},
}
for _words, _trigger in _OF_SELF.items():
    self_event(_words, _trigger)

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
}

#: Who casts the spell (601.2) in "Whenever you cast / an opponent casts / a player casts".
_CASTERS = {"you": "you", "an opponent": "opponent", "a player": "any"}

#: What a "you control" group's filter may say for the enters trigger (603.6a).
_ENTERING = frozenset({"types", "subtypes", "colors", "other", "any_types"})


def _named(trigger: Trigger) -> tuple[NamedPlayer, ...]:
    """The players the event names: the defending player of this attacking creature (506.2,
    508.5), the player it dealt combat damage to (510.2)."""
    if trigger.event == "attacks" or trigger.combat_role == "becomes_blocked":
        return ("defending",)
    if trigger.event == "deals_combat_damage_to_player":
        return ("that_player",)
    return ()


def _entering(who: Part) -> Trigger | None:
    """ "a creature you control", "another Elf you control" entering (603.6a)."""
    one = only(who)
    if not isinstance(one, Selector) or said(one.postfix) != "you control":
        return None
    found = group(said(one))
    if found is None or found.get("controller") != "you":
        return None
    flt = {k: v for k, v in found.items() if k != "controller"}
    if set(flt) - _ENTERING or not ({"types", "subtypes", "any_types"} & set(flt)):
        return None
    return Trigger(event="enters", scope="you_control", filter=Filter.model_validate(flt))


def _cast(text: tuple[Part, ...]) -> Trigger | None:
    who, _, what = text
    caster = _CASTERS.get(said(who).lower())
    phrase = said(what)
    for article in ("a ", "an "):
        phrase = phrase.removeprefix(article)
    found = spell_phrase(phrase) if isinstance(what, Objects) else None
    if caster is None or found is None:
        return None
    return Trigger.model_validate({"event": "cast", "caster": caster, "filter": found})


def trigger(event: Event) -> tuple[Trigger, Scope] | None:
    """The trigger event, and the scope its effect starts with; None when not lowered."""
    if event.kind == "beginning":
        found = _BEGINNINGS.get(said(event).lower())
        return None if found is None else (Trigger.model_validate(found), Scope())
    if event.kind == "cast" and len(event.text) == 3:
        cast = _cast(event.text)
        return None if cast is None else (cast, Scope())
    if event.kind != "object" or len(event.text) < 2:
        return None
    who, *happens = event.text
    what = said(tuple(happens)).lower()
    one = only(who)
    if isinstance(one, Reference) and one.kind == "self" and (own := self_event_for(what)):
        made = Trigger.model_validate(own)
        player = happens[-1] if made.event == "deals_combat_damage_to_player" else None
        return made, Scope(named_players=_named(made), event_player=only(player))
    if said(who).lower() == "you" and what == "gain life":
        return Trigger(event="life_gained"), Scope()
    if what in ("enters", "enters the battlefield"):
        entering = _entering(who)
        return None if entering is None else (entering, Scope())
    if said(who).lower() == "a creature you control" and what == "attacks":
        return Trigger(event="attacks", scope="you_control"), Scope()
    return None

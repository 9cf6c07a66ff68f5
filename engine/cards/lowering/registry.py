"""The verbs the lowering knows, registered by what performs them: the built-in instructions in
`engine.cards.lowering.verbs`, `damage` and `zone_verbs`, a mechanic's own keyword action
(701) by its package's `reading` module (`@verb("explore", "explores")`), never listed in one
place; and the events of the card itself a trigger names ("When ~ enters"), the game's own in
`engine.cards.lowering.triggers`, a mechanic's own by its package's `reading`
(`self_event("is turned face up", …)`). A verb or an event registered twice
is refused (`engine.core.registry.DuplicateRegistration`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from engine.cards.grammar.tree import Modifier, Part, Predicate
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Activated, Effect
from engine.core.registry import Registry, discover


@dataclass(frozen=True, slots=True)
class Verb:
    """One verb of a clause, as its lowering sees it: the predicate (verb and objects), the
    clause's subject (None for an imperative: "you"), the clause's duration ("until end of
    turn", or None) and the scope of the line."""

    predicate: Predicate
    subject: Part
    duration: Modifier | None
    scope: Scope


#: A verb's lowering: its instructions, or None when the verb's objects aren't read.
Lowering = Callable[[Verb], Sequence[Effect] | None]

VERBS: Registry[str, Lowering] = Registry("the lowered verb")


def verb(*forms: str) -> Callable[[Lowering], Lowering]:
    """A decorator: the decorated function lowers a clause whose verb is one of `forms` (the
    imperative and the third person: "draw", "draws"), compared without case."""

    def register(function: Lowering) -> Lowering:
        for form in forms:
            VERBS.register(form, function)
        return function

    return register


#: What the card itself does that a trigger names (603.6a, 603.6c, 508.3a …), by the event's
#: words after "~" ("enters", "is turned face up"): the vocabulary's trigger it is.
SELF_EVENTS: Registry[str, Mapping[str, object]] = Registry("the event of the card itself")


def self_event(words: str, trigger: Mapping[str, object]) -> None:
    """Register `words` ("is turned face up", after "When ~") as the card's own event `trigger`
    ({"event": "turned_face_up"})."""
    SELF_EVENTS.register(words, trigger)


def self_event_for(words: str) -> Mapping[str, object] | None:
    """The trigger the card's own event `words` is, the game's and every mechanic's registered
    first; None for another."""
    load()
    return SELF_EVENTS.get(words)


#: What another permanent does that a trigger names ("Whenever a creature you control
#: explores"), by the event's words after its subject: a mechanic's own event (its package's
#: `reading`, `other_event`); the game's own ("enters", "dies") are `triggers`'.
OTHER_EVENTS: Registry[str, str] = Registry("the event of another permanent")


def other_event(words: str, event: str) -> None:
    """Register `words` ("explores", after "Whenever a creature you control") as the trigger
    event `event` of a permanent other than the card itself."""
    OTHER_EVENTS.register(words, event)


def other_event_for(words: str) -> str | None:
    """The trigger event another permanent's `words` are, every mechanic's registered first;
    None for another."""
    load()
    return OTHER_EVENTS.get(words)


#: What a player does that a trigger names, by the event's whole words ("you cast your second
#: spell each turn"): a mechanic's own event (its package's `reading`, `player_event`) — the
#: vocabulary's trigger it is, "that player" the player the event's subject names (603.2).
PLAYER_EVENTS: Registry[str, Mapping[str, object]] = Registry("the event of a player")


def player_event(words: str, trigger: Mapping[str, object]) -> None:
    """Register `words` ("an opponent casts their first spell each turn", lower case, after
    "Whenever") as the player's event `trigger`."""
    PLAYER_EVENTS.register(words, trigger)


def player_event_for(words: str) -> Mapping[str, object] | None:
    """The trigger a player's event `words` is, every mechanic's registered first; None for
    another."""
    load()
    return PLAYER_EVENTS.get(words)


#: A keyword written as a label before an activated ability ("Boast — {1}{R}: …", "Exhaust —
#: {2}: …", 702.142a, 702.177a), by its words without case: what the keyword makes of the
#: ability the rest of the line is (its restrictions), or None when it can't say so. A label
#: no mechanic registers is an ability word, a flavor word or a keyword not modelled.
LABELS: Registry[str, Callable[[Activated], Activated | None]] = Registry("the keyword label")


def keyword_label(words: str) -> Callable[[Callable[[Activated], Activated | None]], object]:
    """A decorator: the decorated function is what the keyword label `words` ("boast") makes
    of the activated ability after it."""

    def register(
        function: Callable[[Activated], Activated | None],
    ) -> Callable[[Activated], Activated | None]:
        LABELS.register(words.lower(), function)
        return function

    return register


def label_for(words: str) -> Callable[[Activated], Activated | None] | None:
    """What the keyword label `words` makes of its ability, every mechanic's registered first;
    None for a label no mechanic reads."""
    load()
    return LABELS.get(words.lower())


def lowering_for(word: str) -> Lowering | None:
    """The lowering of a verb, the built-in ones and every mechanic's registered first."""
    load()
    return VERBS.get(word.lower())


@cache
def load() -> None:
    """Import the built-in verbs and every mechanic package's `reading` once, so they have
    registered (a mechanic's reading registers its line readers and its verbs alike)."""
    importlib.import_module("engine.cards.lowering.verbs")
    importlib.import_module("engine.cards.lowering.damage")
    importlib.import_module("engine.cards.lowering.zone_verbs")
    importlib.import_module("engine.cards.lowering.gains")
    importlib.import_module("engine.cards.lowering.becomes")
    importlib.import_module("engine.cards.lowering.triggers")
    importlib.import_module("engine.cards.lowering.untap_step")
    importlib.import_module("engine.cards.lowering.defender")
    importlib.import_module("engine.cards.lowering.cant_this_turn")
    importlib.import_module("engine.cards.lowering.mana")
    importlib.import_module("engine.cards.lowering.revealed")
    discover("engine.mechanics", "reading")

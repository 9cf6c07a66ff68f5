"""Trigger events (603.1, issue 28 §5): a subject ("~", "a creature you control", "you", "an
opponent", "one or more Goblins") and what it does — "enters", "dies", "attacks", "deals
combat damage to a player", "casts a noncreature spell", "draws their second card each turn",
"discards a card" — verbs joined by "or"/"and", each taking the objects its words name, so
every subject goes with every verb the grammar knows.
"""

from __future__ import annotations

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.phrases import counters, objects
from engine.cards.grammar.tokens import Kind
from engine.cards.grammar.tree import Event, Part

_EVENT_VERBS = (
    "enters the battlefield under your control",
    "enters under your control",
    "enters the battlefield",
    "enters",
    "dies",
    "die",
    "attacks",
    "attack",
    "blocks",
    "block",
    "becomes blocked",
    "attacks or blocks",
    "attacks and isn't blocked",
    "attacks alone",
    "attacks for the first time each turn",
    "leaves the battlefield",
    "leave the battlefield",
    "leave your graveyard",
    "is put into a graveyard from the battlefield",
    "are put into a graveyard from the battlefield",
    "deals combat damage",
    "deal combat damage",
    "deals damage",
    "deals damage to",
    "deals noncombat damage to",
    "sacrifice",
    "sacrifices",
    "becomes blocked by",
    "deal combat damage to",
    "deals combat damage to",
    "is dealt damage",
    "is put into a graveyard from anywhere",
    "is put into your graveyard from anywhere",
    "is put into an opponent's graveyard from anywhere",
    "is put into a player's graveyard from the battlefield",
    "is put into an opponent's graveyard from the battlefield",
    "is put into your graveyard from the battlefield",
    "are put into your graveyard from the battlefield",
    "are put into your graveyard from your library",
    "is put into an opponent's graveyard from their library",
    "is put into exile from the battlefield",
    "becomes tapped",
    "becomes untapped",
    "is tapped for mana",
    "becomes the target of",
    "gain life",
    "gains life",
    "lose life",
    "loses life",
    "lose life for the first time each turn",
    "loses life for the first time each turn",
    "draw a card",
    "draws a card",
    "draw your second card each turn",
    "draws their second card each turn",
    "draws a card except the first one they draw in each of their draw steps",
    "cast your first spell each turn",
    "cast your second spell each turn",
    "discard",
    "discards",
    "cycle",
    "cycle or discard",
    "copy",
    "attack with",
    "commit a crime",
    "is turned face up",
    "is exerted",
    "transforms",
    "transforms into",
    "explores",
    "mutates",
    "scry",
    "surveil",
)


_EVENT_VERBS_LONGEST_FIRST = tuple(sorted(_EVENT_VERBS, key=lambda p: -len(p.split(" "))))


#: Event verbs an object may follow ("you sacrifice a Food", "blocks a creature with flying",
#: "attacks you or a planeswalker you control", "you discard a card").
_TAKES_OBJECTS = frozenset(
    {"blocks", "block", "to", "by", "sacrifice", "sacrifices", "of", "attacks", "attack"}
    | {"discard", "discards", "cycle", "copy", "with", "into"}
)


def _event_verb(c: Cursor) -> tuple[str, ...] | None:
    return c.phrase(*_EVENT_VERBS_LONGEST_FIRST)


def _counters_put(c: Cursor) -> Event | None:
    """ "one or more +1/+1 counters are put on this creature / a creature you control" (122.6:
    put on a permanent, or given to it as it enters)."""
    which = counters(c)
    verb = c.phrase("are put on", "is put on") if which is not None else None
    what = c.attempt(objects) if verb is not None else None
    return None if what is None else Event("counters", (which, *(verb or ()), what))


def _damaged_by(c: Cursor) -> tuple[Part, ...] | None:
    """ "[a creature] dealt damage by this creature this turn [dies]": what the subject had
    happen to it earlier this turn (120.3)."""
    dealt = c.phrase("dealt damage by")
    by = c.attempt(objects) if dealt is not None else None
    when = c.phrase("this turn") if by is not None else None
    return None if when is None else (*(dealt or ()), by, *when)


def subject_event(c: Cursor) -> Event | None:
    """A subject and what it does: "~ enters or attacks", "you cast a noncreature spell"."""
    if (put := c.attempt(_counters_put)) is not None:
        return put
    who = c.attempt(objects)
    if who is None:
        return None
    damaged = c.attempt(_damaged_by) or ()
    mark = c.pos
    cast = c.word("cast", "casts")
    # "you cast or copy an instant or sorcery spell" (magecraft): a copy too (707.10).
    copy = c.words("or", "copy") if cast is not None else None
    what = c.attempt(objects) if cast is not None else None
    if cast is not None and what is not None:
        return Event("cast", (who, cast, *(copy or ()), what))
    c.pos = mark
    verbs: list[Part] = []
    joined = c.pos
    while True:
        found = _event_verb(c)
        if found is None and len(verbs) > 1:
            # "When ~ enters and whenever …": the "and" joins a second event, not a verb of
            # this one (`lines._and_whenever`).
            c.pos = joined
            verbs.pop()
            break
        if found is None:
            return None
        verbs += found
        if found[-1].lower() in _TAKES_OBJECTS and (what := c.attempt(objects)):
            verbs.append(what)  # "blocks a creature with flying", "deals damage to a Spider"
            # "becomes the target of a spell or ability for the first time each turn" (Kira)
            verbs += c.phrase("for the first time each turn") or ()
        joined = c.pos
        joiner = c.word("or", "and")
        if joiner is None:
            break
        verbs.append(joiner)
    return Event("object", (who, *damaged, *verbs))


#: The verbs of a game state a state trigger names (603.8), after its subject.
_STATE_VERBS = ("has", "have", "control", "controls")


def state_event(c: Cursor) -> Event | None:
    """A game state rather than an event (603.8): "~ has no ice counters on it", "Garruk has
    two or fewer loyalty counters on him", "you control no Islands" — the subject, its verb and
    the words up to the comma, which the lowering reads as a condition (or leaves unread)."""
    who = c.attempt(objects)
    verb = c.word(*_STATE_VERBS) if who is not None else None
    if verb is None:
        return None
    words: list[Part] = [verb]
    while (token := c.peek()) is not None and token.kind in (Kind.WORD, Kind.NUMBER):
        words.append(c.advance().text)
    return Event("state", (who, *words)) if len(words) > 1 else None

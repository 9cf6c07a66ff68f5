"""Modifiers that cut across verbs (issue 28 §5), read once for every clause: a duration
(611.2), "for each …", "instead" (614.1a), "unless … pays …" (118.12a), "where X is …"
(107.3a), a delayed time ("at the beginning of the next end step", 603.7), and conditions —
"if …", "as long as …" — with the intervening "if" of a trigger (603.4) read by the same rule.
"""

from __future__ import annotations

from engine.cards.grammar.amounts import each_among, where_x
from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.phrases import (
    amount,
    bare_counters,
    mana,
    objects,
    qualities,
    this_way,
)
from engine.cards.grammar.tree import (
    Event,
    Modifier,
    Part,
    Possessive,
    Predicative,
    Qualities,
    Quality,
    Reference,
    Selector,
)
from engine.cards.grammar.verbs import predicate

_STEPS = (
    "upkeep",
    "end step",
    "draw step",
    "combat",
    "precombat main phase",
    "postcombat main phase",
    "first main phase",
    "second main phase",
)
_WHOSE = (
    "your next",
    "your",
    "each",
    "the next turn's",
    "the next",
    "the",
    "that turn's",
)
#: Whose step, said of a player: an antecedent ("each player's upkeep, that player …").
_WHOSE_PLAYER = ("each player's", "each opponent's", "target player's", "target opponent's")


def beginning(c: Cursor) -> Event | None:
    """ "the beginning of your upkeep", "… of combat on your turn" (503, 513)"""
    lead = c.phrase("the beginning of")
    player = c.phrase(*_WHOSE_PLAYER)
    that = c.phrase("that player's") if player is None else None
    whose: tuple[Part, ...] = (
        (Possessive(player),)
        if player is not None
        else (Reference("player", that),)
        if that is not None
        else c.phrase(*_WHOSE) or ()
    )
    next_ = c.word("next") if that is not None else None
    step = c.phrase(*_STEPS)
    if lead is None or step is None:
        return None
    on: tuple[Part, ...] = c.phrase("on your turn", "of that turn", "this turn") or ()
    if not on and not player and not that and whose == ("the",):
        on = c.attempt(_of_enchanted_controller) or ()
    return Event("beginning", (*lead, *whose, next_, *step, *on))


#: The permanents an Aura's "enchanted [type]" names (303.4), by the type word.
_ENCHANTED = ("creature", "land", "artifact", "enchantment", "permanent")


def _of_enchanted_controller(c: Cursor) -> tuple[Part, ...] | None:
    """ "[the upkeep] of enchanted creature's controller" (Cursed Land, Paralyze): the player
    who controls what the Aura enchants, a reference whose antecedent, the enchanted
    permanent, it says itself — a later "that player" is that controller and "that creature"
    the permanent."""
    of = c.word("of")
    enchanted = c.word("enchanted") if of is not None else None
    kind = c.peek() if enchanted is not None else None
    if of is None or enchanted is None or kind is None:
        return None
    if kind.text.lower().removesuffix("'s") not in _ENCHANTED:
        return None
    if not kind.text.lower().endswith("'s"):
        return None
    whose = c.advance().text
    controller = c.word("controller")
    if controller is None:
        return None
    permanent = Selector(
        (), None, (), (Quality((enchanted,)), Quality((whose.removesuffix("'s"),))), "", ()
    )
    return (of, Reference("controller", (enchanted, whose, controller), permanent))


def _duration(c: Cursor) -> Modifier | None:
    found = c.phrase(
        "until end of turn",
        "until end of combat",
        "until your next turn",
        "until the end of your next turn",
        "this turn",
        "until ~ leaves the battlefield",
        "for as long as ~ remains on the battlefield",
        "for as long as you control ~",
        "for as long as ~ remains tapped",
        "during your turn",
        "during each of your turns",
        "during each opponent's turn",
        "until ~ leaves the battlefield",
        "during each other player's untap step",
    )
    if found is not None:
        return Modifier("duration", found)
    lead = c.phrase("for as long as")
    body = c.attempt(condition_body) if lead is not None else None
    return None if lead is None or body is None else Modifier("duration", (*lead, *body))


def _delayed(c: Cursor) -> Modifier | None:
    """ "at the beginning of the next end step", "at end of combat" (603.7)"""
    end = c.phrase("at end of combat", "at end of turn")
    if end is not None:
        return Modifier("delayed", end)
    at = c.word("at")
    when = c.attempt(beginning) if at is not None else None
    return None if at is None or when is None else Modifier("delayed", (at, when))


def _acts(c: Cursor) -> tuple[Part, ...] | None:
    """ "you discard a card", "that player sacrifices a creature": a player doing what a verb
    says, the choice an "unless" offers (118.12)."""
    who = c.attempt(objects)
    act = c.attempt(predicate) if who is not None else None
    return None if who is None or act is None else (who, act)


def _for_each(c: Cursor) -> Modifier | None:
    words = c.phrase("for each")
    if words is None:
        return None
    what = c.attempt(each_among) or c.attempt(objects)
    if what is not None:
        return Modifier("for each", (*words, what))
    # "for each +1/+1 counter on ~" (122.1)
    which = c.attempt(bare_counters)
    on = c.word("on") if which is not None else None
    where = c.attempt(objects) if on is not None else None
    return None if where is None else Modifier("for each", (*words, which, on, where))


def _unless(c: Cursor) -> Modifier | None:
    """ "unless its controller pays {3}" (118.12a), "unless you control a Mountain" """
    word = c.word("unless")
    if word is None:
        return None
    mark = c.pos
    who = c.attempt(objects)
    pays = c.word("pays", "pay") if who is not None else None
    cost = mana(c) if pays is not None else None
    if who is not None and pays is not None and cost is not None:
        return Modifier("unless", (word, who, pays, cost))
    c.pos = mark
    act = c.attempt(_acts)
    if act is not None:
        return Modifier("unless", (word, *act))
    body = c.attempt(condition_body)
    return None if body is None else Modifier("unless", (word, *body))


def _instead(c: Cursor) -> Modifier | None:
    word = c.word("instead")
    return None if word is None else Modifier("instead", (word,))


def _where(c: Cursor) -> Modifier | None:
    found = c.attempt(where_x)
    return None if found is None else Modifier("where", (found,))


_FIXED_CONDITIONS = (
    "you do",
    "you don't",
    "they do",
    "they don't",
    "that player does",
    "that player doesn't",
    "it's your turn",
    "it's not your turn",
    "you attacked this turn",
    "you win the flip",
    "you lose the flip",
    "you won the flip",
    "you cast it",
    "you cast it from your hand",
    "you cast this spell during your main phase",
    "you have no cards in hand",
)


#: What a replacement effect watches for (614.1a): "If ~ would die, …".
_WOULD = (
    "die",
    "be put into an opponent's graveyard from anywhere",
    "deal combat damage",
    "deal noncombat damage",
    "be destroyed",
    "be put into a graveyard from anywhere",
    "be put into your graveyard from anywhere",
    "be put into your graveyard",
    "be dealt damage",
    "deal damage",
    "draw a card",
    "enter",
    "leave the battlefield",
    "lose life",
    "gain life",
)


def _qualities(c: Cursor) -> Qualities | None:
    found = qualities(c)
    return Qualities(found) if found else None


#: What happened, said of a subject ("a creature died this turn", "you gained life this turn").
_HAPPENED = (
    "died this turn",
    "gained life this turn",
    "lost life this turn",
    "attacked this turn",
    "attacked with a creature this turn",
    "entered the battlefield under your control this turn",
    "entered under your control this turn",
    "left the battlefield under your control this turn",
    "cast two or more spells last turn",
    "cast a spell this turn",
    "was dealt damage this turn",
    "were cast last turn",
    "was cast from a graveyard",
    "was cast from your hand",
    "was cast from exile",
)


def _gained_at_least(c: Cursor) -> tuple[Part, ...] | None:
    """ "gained 3 or more life this turn": the life a player gained this turn, added up."""
    gained = c.word("gained")
    count = c.attempt(amount) if gained is not None else None
    life = c.phrase("life this turn") if count is not None else None
    return None if gained is None or count is None or life is None else (gained, count, *life)


def _done_this_turn(c: Cursor) -> tuple[Part, ...] | None:
    """ "you've drawn two or more cards this turn", "you've cast two or more spells this turn":
    how many of a player's draws or spells this turn (the turn's history)."""
    who = c.word("you've")
    verb = c.word("drawn", "cast") if who is not None else None
    count = c.attempt(amount) if verb is not None else None
    noun = c.word("cards", "spells") if count is not None else None
    when = c.phrase("this turn") if noun is not None else None
    if who is None or verb is None or count is None or noun is None or when is None:
        return None
    return (who, verb, count, noun, *when)


def _types_among(c: Cursor) -> tuple[Part, ...] | None:
    """ "four or more card types among cards in your graveyard" (delirium, 205.2a)"""
    count = c.attempt(amount)
    what = c.phrase("card types among", "creature types among", "basic land types among")
    among = c.attempt(objects) if what is not None else None
    return None if count is None or what is None or among is None else (count, *what, among)


def condition_body(c: Cursor) -> tuple[Part, ...] | None:
    """What a condition says: a fixed phrase, "you control …", "there are …", "you have N or
    more life", "an opponent controls …"."""
    fixed = c.phrase(*_FIXED_CONDITIONS)
    if fixed is not None:
        return fixed
    there = c.phrase("there are", "there is")
    if there is not None:
        types = c.attempt(_types_among)
        if types is not None:
            return (*there, *types)
        what = c.attempt(objects)
        return None if what is None else (*there, what)
    kicked = c.phrase("it was kicked")
    if kicked is not None:
        return (Reference("object", kicked[:1]), *kicked[1:])
    its = c.word("it's") or c.phrase("it isn't")
    if its is not None:
        it: tuple[Part, ...] = (
            (Reference("object", (its,)),)
            if isinstance(its, str)
            else (Reference("object", its[:1]), *its[1:])
        )
        kind: Part = c.attempt(objects) or _qualities(c)
        return None if kind is None else (*it, Predicative(kind))
    have = c.phrase("you have")
    if have is not None:
        count = c.attempt(amount)
        held = c.phrase("life", "cards in hand", "cards in your hand")
        return None if count is None or held is None else (*have, count, *held)
    history = c.attempt(_done_this_turn)
    if history is not None:
        return history
    who = c.attempt(objects)
    would = c.word("would") if who is not None else None
    if would is not None:
        event = c.phrase(*_WOULD)
        if event is None:
            return None
        to = c.word("to") if event[-1] == "damage" else None
        whom = c.attempt(objects) if to is not None else None
        if to is not None and whom is None:
            return None
        when = c.phrase("this turn") or ()
        return (who, would, *event, to, whom, *when)
    gained = c.attempt(_gained_at_least) if who is not None else None
    if gained is not None:
        return (who, *gained)
    kicked = c.phrase("was kicked", *_HAPPENED) if who is not None else None
    if kicked is not None:
        return (who, *kicked)
    has = c.word("has", "have") if who is not None else None
    if has is not None and (total := c.phrase("total power")) is not None:
        # "creatures you control have total power 8 or greater" (formidable)
        count = c.attempt(amount)
        return None if count is None else (who, has, *total, count)
    if has is not None:
        count = c.attempt(amount)
        held = c.phrase(
            "life",
            "cards in hand",
            "cards in their hand",
            "cards in your hand",
            "cards in their graveyard",
        )
        return None if count is None or held is None else (who, has, count, *held)
    being = c.word("is", "isn't", "are", "aren't", "was") if who is not None else None
    where = c.phrase("in your graveyard", "on the battlefield", "in exile", "in your hand")
    if being is not None and where is not None:
        return (who, being, *where)
    if being is not None:
        done = c.attempt(this_way)
        if done is not None:
            return (who, being, done)  # "if that spell is countered this way"
        state: Part = c.attempt(objects) or _qualities(c)
        return None if state is None else (who, being, Predicative(state))
    verb = c.word("control", "controls") if who is not None else None
    more = c.word("more") if verb is not None else None
    what = c.attempt(objects) if verb is not None else None
    than = c.phrase("than you") if more is not None else ()
    if who is None or verb is None or what is None or than is None:
        return None
    if more is None:
        return (who, verb, what)
    return (who, verb, more, what, *than)  # "an opponent controls more lands than you"


def condition(c: Cursor) -> Modifier | None:
    """ "if you control a Wizard", "as long as it's your turn", "if you do" """
    lead = c.phrase("if", "as long as")
    body = c.attempt(condition_body) if lead is not None else None
    return None if lead is None or body is None else Modifier("condition", (*lead, *body))


def _rather_than(c: Cursor) -> Modifier | None:
    """ "rather than pay ~'s mana cost" — an alternative cost (118.9)."""
    found = c.phrase("rather than pay")
    token = c.peek() if found is not None else None
    if found is None or token is None:
        return None
    owner = c.word("its", "this") or (c.advance().word if token.word == "~" else None)
    if owner is None:
        return None
    possessive = c.peek()
    rest: tuple[str, ...] = ()
    if owner == "~" and possessive is not None and possessive.text in ("'s", "’s"):
        rest = (c.advance().text,)
    cost = c.phrase("mana cost", "spell's mana cost")
    return None if cost is None else Modifier("instead", (*found, owner, *rest, *cost))


_MODIFIERS = (_duration, _for_each, _unless, _instead, condition, _where, _delayed, _rather_than)


def modifiers(c: Cursor) -> tuple[Modifier, ...]:
    """Trailing modifiers, in any order, each read as often as it comes."""
    out: list[Modifier] = []
    progress = True
    while progress:
        progress = False
        for rule in _MODIFIERS:
            found = c.attempt(rule)
            if found is not None:
                out.append(found)
                progress = True
    return tuple(out)


def _reflexive(c: Cursor) -> Modifier | None:
    """ "When you do, …": a reflexive trigger (603.12)."""
    found = c.phrase("when you do", "when they do", "when that player does")
    return None if found is None else Modifier("reflexive", found)


def _watching(c: Cursor) -> Modifier | None:
    """ "When that creature dies this turn, …": a delayed trigger watching the creature the
    sentence before named (603.7a, 603.7c)."""
    found = c.phrase(
        "when that creature dies this turn",
        "when that creature leaves the battlefield this turn",
    )
    return None if found is None else Modifier("watching", found)


def _next_cast(c: Cursor) -> Modifier | None:
    """ "When you next cast an instant or sorcery spell this turn, …": a delayed trigger waiting
    for its controller's next spell of that kind this turn (603.7a)."""
    when = c.phrase("when you next cast")
    what = c.attempt(objects) if when is not None else None
    turn = c.phrase("this turn") if what is not None else None
    return None if when is None or turn is None else Modifier("next_cast", (*when, what, *turn))


def lead(c: Cursor) -> tuple[Modifier, ...]:
    """A leading condition, "for each", duration, time or reflexive trigger and its comma
    ("If you do, …", "For each opponent, …", "Until end of turn, …", "At the beginning of the
    next end step, …", "When you do, …")."""
    mark = c.pos
    found = (
        c.attempt(condition)
        or c.attempt(_for_each)
        or c.attempt(_duration)
        or c.attempt(_delayed)
        or c.attempt(_reflexive)
        or c.attempt(_watching)
        or c.attempt(_next_cast)
    )
    comma = c.punct(",") if found is not None else None
    if found is None or comma is None:
        c.pos = mark
        return ()
    return (Modifier(found.kind, (*found.text, comma)),)

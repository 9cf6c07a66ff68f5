""" "… at the beginning of the next end step" after a clause (603.7a): its instructions become a
delayed triggered ability created as the clause is followed, which triggers once at that moment
(603.7b) — "Create a 4/4 red Bird creature token with flying at the beginning of the next end
step", "Discard three cards at the beginning of the next end step", "Sacrifice this creature at
the beginning of the next end step".

A delayed ability has no targets of its own and remembers only what the ability creating it
remembered (603.7c), so a clause whose instructions name a target or an object by a
back-reference ("its controller") stays unread; only "sacrifice this creature", "transform ~"
and "put a counter on it" (the same object, 400.7), "destroy that creature" of the creature the
trigger event named (Deathgazer's "… destroy that creature at end of combat") and players named
outright ("you", "each opponent") are read — a card exiled and returned later is the flicker's
(`exiled`). "At end of combat" is as the end of combat step begins (511.2), "the next upkeep"
whoever's it is (Archangel Avacyn's ruling); other moments ("at the beginning of your next end
step") stay unread.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel

from engine.cards.grammar.tree import (
    Clause,
    Modifier,
    Objects,
    Predicate,
    Reference,
    Sentence,
    TokenSpec,
    words,
)
from engine.cards.lowering.copies import amend_last
from engine.cards.lowering.phrases import said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import (
    CreateDelayedTrigger,
    CreateToken,
    CreateTokenCopy,
    Destroy,
    Effect,
    Exile,
    PutCounters,
    Sacrifice,
)
from engine.core.replace import replace

Moment = Literal[
    "next_end_step",
    "next_upkeep",
    "next_turn_upkeep",
    "your_next_upkeep",
    "end_of_combat",
    "dies_this_turn",
    "leaves_this_turn",
]
#: "When that creature dies / leaves the battlefield this turn, …" (603.7a-c): a sentence of its
#: own watching the one creature the line targeted before it (`watching`).
_WATCHING: dict[str, Moment] = {
    "when that creature dies this turn,": "dies_this_turn",
    "when that creature leaves the battlefield this turn,": "leaves_this_turn",
}

#: The moments the engine's delayed abilities wait for (`mechanics.delayed_triggers`).
_MOMENTS: dict[str, Moment] = {
    "at the beginning of the next end step": "next_end_step",
    "at the beginning of the next upkeep": "next_upkeep",
    "at the beginning of the next turn's upkeep": "next_turn_upkeep",
    "at the beginning of your next upkeep": "your_next_upkeep",
    "at end of combat": "end_of_combat",
}
#: Fields naming an object or a player, and the values a delayed ability may still say.
_REFERRING = frozenset({"target", "player", "to", "by", "to_player", "who"})
#: The longest text a delayed ability keeps (`CreateDelayedTrigger.text`).
_LONGEST = 300
_OUTRIGHT = frozenset({"you", "each", "each_opponent", "each_player", "opponent"})


def split(modifiers: tuple[Modifier, ...]) -> tuple[Moment | None, tuple[Modifier, ...]] | None:
    """The clause's delayed moment (None when it has none) and its other modifiers; None when it
    says two moments or one the engine doesn't wait for."""
    found = [m for m in modifiers if m.kind == "delayed"]
    if not found:
        return None, modifiers
    if len(found) != 1:
        return None
    moment = _MOMENTS.get(said(found[0]).lower())
    if moment is None:
        return None
    return moment, tuple(m for m in modifiers if m.kind != "delayed")


def _names_nothing_before(value: object, key: str = "") -> bool:
    if isinstance(value, BaseModel):
        value = value.model_dump()
    if isinstance(value, dict):
        return all(_names_nothing_before(v, k) for k, v in value.items())
    if isinstance(value, list | tuple):
        return all(_names_nothing_before(v, key) for v in value)
    if key in _REFERRING and value is not None:
        return isinstance(value, str) and value in _OUTRIGHT
    return True


#: What a delayed ability may do to the one object it remembers (`_remembered`, 603.7c).
_TO_A_TARGET = (Sacrifice, Destroy, Exile)


def _on_itself(effect: Effect) -> bool:
    """ "Sacrifice this creature" (701.21a), "destroy it", "put a -1/-1 counter on it": the
    instructions on the card itself a delayed ability reads — they act on the same object only
    (400.7, 603.7c), as the engine's delayed ability, which doesn't follow its source to a new
    zone, does. The card named after it moved ("When ~ dies, return it to its owner's hand at
    the beginning of the next end step") is a new object the delayed ability would not find,
    so it stays unread."""
    if isinstance(effect, PutCounters):
        return effect.target == "self" and effect.filter is None
    if isinstance(effect, _TO_A_TARGET) and effect.target == "that_creature":
        # The creature the trigger or a target remembers, the same object or none (603.7c).
        return True
    return isinstance(effect, Sacrifice | Destroy) and effect.target == "self"


def delay(
    effects: Sequence[Effect],
    moment: Moment,
    text: str,
    watch: int | None = None,
    scope: Scope | None = None,
) -> list[Effect] | None:
    """The instructions as one delayed triggered ability (603.7a), or None when one of them
    names a target or an object the line named before (603.7c) — but for one target of one
    object (`scope`'s) that they sacrifice, destroy or exile, which the ability remembers
    (`_remembered`); `watch` the target whose dying or leaving it waits for."""
    remember, effects = _remembered(effects, scope) if watch is None else (None, effects)
    if not effects or not all(_on_itself(e) or _names_nothing_before(e) for e in effects):
        return None
    said_once = text.replace("~", "this")  # the card, as the ability's text names it
    if len(said_once) > _LONGEST:
        return None
    return [
        CreateDelayedTrigger(
            at=moment, effects=tuple(effects), text=said_once, watch=watch, remember=remember
        )
    ]


def _remembered(
    effects: Sequence[Effect], scope: Scope | None
) -> tuple[int | None, Sequence[Effect]]:
    """ "Sacrifice it / Destroy that creature at the beginning of the next end step" of a target
    the line named ("Target creature you control gains flying until end of turn.", Krovikan
    Elementalist), and "Destroy target blocking creature at end of combat" (Silent Assassin):
    the target's index and the instructions acting on "that_creature" — the object the
    delayed ability remembers as its creator targeted it (603.7c); the instructions as they
    are when they name no such target, or more than that one."""
    named = {e.target for e in effects if isinstance(e, _TO_A_TARGET)}
    if scope is None or len(named) != 1 or len(effects) != 1:
        return None, effects
    (index,) = named
    if not isinstance(index, int) or index >= len(scope.specs):
        return None, effects
    spec = scope.specs[index]
    if spec.max != 1 or spec.count_x or spec.kind not in ("creature", "permanent"):
        return None, effects
    (effect,) = effects
    return index, [effect.model_copy(update={"target": "that_creature"})]


def watching(found: Sentence, scope: Scope) -> tuple[Moment, int, Sentence] | None:
    """A sentence opening "When that creature dies this turn,": the moment it waits for, the
    one creature target the line named before it ("that creature", 603.7c), and the sentence
    without that lead; None for another sentence, or when no one creature target was named."""
    first = found.clauses[0] if found.clauses else None
    if not isinstance(first, Clause) or len(first.lead) != 1 or first.lead[0].kind != "watching":
        return None
    moment = _WATCHING.get(" ".join(words(first.lead[0])).lower().replace(" ,", ","))
    creatures = [
        i
        for i, spec in enumerate(scope.specs)
        if spec.kind == "creature" and spec.max == 1 and not spec.count_x  # one creature
    ]
    if len(creatures) != sum(1 for spec in scope.specs if spec.kind == "creature"):
        return None
    if moment is None or len(creatures) != 1 or creatures[0] in scope.moved:
        return None
    return (
        moment,
        creatures[0],
        replace(found, clauses=(replace(first, lead=()), *found.clauses[1:])),
    )


#: What a delayed ability does to a token the line created (`CreateToken.later`), by the verb.
_TO_THE_TOKEN = {"sacrifice": "sacrifice", "exile": "exile", "destroy": "destroy"}


def created_later(found: Clause, effects: list[Effect], scope: Scope) -> list[Effect] | None:
    """ "Create a 2/1 red Goblin creature token with haste. Exile it at the beginning of the next
    end step." (Rakdos Guildmage), "… Exile that token at end of combat." (Geist of Saint
    Traft): a clause of its own sacrificing, exiling or destroying the one token an earlier
    instruction of the line created, at a moment the engine waits for — a delayed triggered
    ability created with that token, remembering it (603.7a, 603.7c); the effects with that
    instruction saying so — for several tokens ("Create three 1/1 red Human creature tokens
    with haste. Sacrifice those tokens …", Thatcher Revolt), one delayed ability for all of them
    (603.7c). None for another clause: a token a "may" holds, or a moment the engine doesn't
    wait for ("at the beginning of your next end step")."""
    moment = split(found.modifiers)
    if found.lead or found.may or found.subject is not None or len(found.predicates) != 1:
        return None
    (predicate,) = found.predicates
    if moment is None or moment[0] not in ("next_end_step", "end_of_combat") or moment[1]:
        return None
    if not isinstance(predicate, Predicate) or len(predicate.text) != 1:
        return None
    verb = _TO_THE_TOKEN.get(predicate.verb.lower())
    (what,) = predicate.text
    one = what.items[0] if isinstance(what, Objects) and len(what.items) == 1 else None
    if verb is None or not isinstance(one, Reference) or not isinstance(one.antecedent, TokenSpec):
        return None
    made = scope.tokens.get(id(one.antecedent))
    if isinstance(made, CreateTokenCopy):
        return _copy_later(made, verb, moment[0], effects, scope, id(one.antecedent))
    at = next((i for i, e in enumerate(effects) if e is made), None)
    if not isinstance(made, CreateToken) or at is None or made.later:
        return None
    if made.player != "you" or made.attached_to is not None:
        return None  # another player's token: "sacrifice it" is theirs to do (701.21a)
    later = made.model_copy(update={"later": verb, "later_at": moment[0]})
    scope.tokens[id(one.antecedent)] = later
    return [*effects[:at], later, *effects[at + 1 :]]


def _copy_later(
    made: CreateTokenCopy, verb: str, moment: str, effects: list[Effect], scope: Scope, node: int
) -> list[Effect] | None:
    """ "Sacrifice it / Exile that token at the beginning of the next end step." after a token
    copy (603.7a), "Sacrifice them …" after several: the copy instruction's own delayed
    ability, which remembers each token it made (603.7c), also when a "you may" or an "if you
    do" holds it — it is made only if the token is. None for another moment or verb."""
    if verb not in ("sacrifice", "exile") or moment != "next_end_step" or made.at_next_end_step:
        return None
    later = made.model_copy(update={"at_next_end_step": verb})
    amended = amend_last(effects, lambda e: later if e is made else None)
    if amended is not None:
        scope.tokens[node] = later
    return amended

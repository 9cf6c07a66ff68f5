"""The verb "deal" (120.2, 120.3): damage a card or its spell deals to the objects and players
the text names — one instruction that may name several ("… 4 damage to any target and 2 damage
to you", "… 3 damage to target player and 1 damage to each creature that player controls"),
the damage to each dealt in the order the text names them as the instruction is performed
(608.2c), each target its own target spec (115.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from engine.cards.grammar.tree import Count, Objects, Part, Postfix, Quality, Reference, Selector
from engine.cards.lowering.amounts import amount as counted
from engine.cards.lowering.phrases import (
    group_filter,
    object_ref,
    only,
    player,
    said,
)
from engine.cards.lowering.registry import Verb, verb
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import DamageEach, DealDamage, Effect, Filter
from engine.cards.vocabulary.amounts import Amount as Counted
from engine.core.replace import replace
from engine.mechanics.fight.model import Bite


def _self_or_spell(v: Verb) -> bool:
    """ "~ deals …", and "it deals …" where "it" is the card itself ("When this creature
    enters, it deals 4 damage to each opponent"): the card, a permanent or the spell (the only
    source lowered; one that left the battlefield deals it as it last existed, 608.2h)."""
    one = only(v.subject)
    if not isinstance(one, Reference):
        return False
    if one.kind == "object" and isinstance(one.antecedent, Reference):
        return one.antecedent.kind == "self"
    return said(v.subject) == "~"


@verb("deal", "deals")
def _deal(v: Verb) -> Sequence[Effect] | None:
    """ "~ deals 3 damage to any target", and more damage to other objects as the same
    instruction ("… and 2 damage to you", "… and 1 damage to any other target", 120.2): the
    damage to each object in the order the text names them, each object its own target spec
    (115.1; "any other target" not one chosen for the first, 115.3)."""
    parts = v.predicate.text
    if v.duration is not None:
        return None
    if not _self_or_spell(v):
        return _bite(v)
    groups = [parts[:4]]
    rest = parts[4:]
    while rest:
        lead = 0
        while lead < len(rest) and rest[lead] in (",", "and"):
            lead += 1
        if lead == 0 or len(rest) < lead + 4:
            return None
        groups.append(rest[lead : lead + 4])
        rest = rest[lead + 4 :]
    made: list[Effect] = []
    for group in groups:
        earlier = _player_target(made, v.scope)
        found = _damage_to(v, group, earlier) if len(group) == 4 else None
        if found is None:
            return None
        made += found
    return made


#: The kinds of target a creature's own damage may be dealt to (120.1: a creature, a player,
#: a planeswalker or a battle), as the target specs name them.
_DAMAGEABLE = frozenset({"creature", "any", "permanent", "player", "planeswalker"})


def _bite(v: Verb) -> Sequence[Effect] | None:
    """ "Target creature you control deals damage equal to its power to target creature you
    don't control", "it deals damage equal to its power to any target" where "it" is the
    creature a trigger event names: that creature, not the spell or ability, is the source of
    the damage (120.2b; Warstorm Surge's and Fall of the Hammer's rulings), its power read as
    the instruction is performed (608.2h). The one dealing it is a target or the creature the
    trigger event names; the one dealt it a new target or the card itself ("… to this
    creature": Tracker). A group ("each other creature"), a player named back or a source
    the text names otherwise (an Equipment's "it") stays unread."""
    parts = v.predicate.text
    if len(parts) != 4:
        return None
    noun, count, to, what = parts
    if noun == "damage" and isinstance(what, Count) and to != "to":
        count, to, what = what, count, to  # "… damage to that creature equal to its power"
    by = object_ref(v.subject, v.scope)
    if noun != "damage" or to != "to" or not _own_power(count, by, v.scope):
        return None
    if isinstance(by, int):
        if v.scope.specs[by].kind != "creature":
            return None
    elif by != "that_creature":
        return None
    one = only(what)
    if isinstance(one, Reference) and object_ref(what, v.scope) == "self":
        return [Bite(by=by, to="self")]  # "… to this creature" / "… to ~"
    if "target" not in said(what).lower().split(" "):
        return None
    index = object_ref(what, v.scope)
    if not isinstance(index, int) or index == by:
        return None
    spec = v.scope.specs[index]
    # "Each of two other target creatures": damage to several at once, not read here.
    return [Bite(by=by, to=index)] if spec.kind in _DAMAGEABLE and spec.max == 1 else None


def _own_power(count: Part, by: object, scope: Scope) -> bool:
    """Whether the amount is "equal to its power" of the subject itself (120.2b)."""
    if not isinstance(count, Count) or count.kind != "equal to" or len(count.text) != 3:
        return False
    stat = count.text[-1]
    if not isinstance(stat, Count) or stat.kind != "stat" or len(stat.text) != 2:
        return False
    owner, which = stat.text
    if not isinstance(owner, Reference) or str(which).lower() != "power":
        return False
    return by is not None and object_ref(owner, scope) == by


def _player_target(made: Sequence[Effect], scope: Scope) -> int | None:
    """The target player the damage just before was dealt to: "that player" after "3 damage
    to target player" (Radiating Lightning); None after anything else."""
    last = made[-1] if made else None
    if not isinstance(last, DealDamage) or not isinstance(last.to, int):
        return None
    return last.to if scope.specs[last.to].kind == "player" else None


def _their_creatures(what: Part, scope: Scope, earlier: int | None) -> tuple[Filter, int] | None:
    """ "each creature that player controls" just after damage to target player: the group
    and whose it is (109.5)."""
    one = only(what)
    if earlier is None or not isinstance(one, Selector) or not one.postfix:
        return None
    whose = one.postfix[-1]
    if whose.kind != "controller" or whose.text != ("that", "player", "controls"):
        return None
    yours = Postfix("controller", ("you", "control"))
    flt = group_filter(replace(one, postfix=(*one.postfix[:-1], yours)))
    return None if flt is None else (flt, earlier)


def _damage_to(v: Verb, group: tuple[Part, ...], earlier: int | None) -> Sequence[Effect] | None:
    """One object's damage: "3 damage to any target", "2 damage to you" …, and an amount the
    text defines after the noun: "damage equal to its power to any target", "damage to you
    equal to its power" (107.3c)."""
    count, noun, to, what = group
    if count == "damage" and isinstance(noun, Count) and noun.kind == "equal to":
        count, noun = noun, count
    elif count == "damage" and isinstance(what, Count) and what.kind == "equal to":
        count, noun, to, what = what, count, noun, to
    amount = counted(count, v.scope)
    if amount is None or noun != "damage" or to != "to":
        return None
    phrase = said(what).lower()
    if phrase == "each opponent":
        return [DealDamage(amount=amount, to="each_opponent")]
    if phrase == "you":
        return [DealDamage(amount=amount, to="you")]
    if phrase == "each player":
        # Every player in the game, none targeted (115.10a), no permanent.
        return [DamageEach(amount=amount, filter=None, players=True)]
    one = only(what)
    if (
        isinstance(one, Reference)
        and one.kind == "object"
        and object_ref(what, v.scope) == ("that_creature")
    ):
        return [DealDamage(amount=amount, to="that_creature")]  # what the event named (603.2)
    if isinstance(only(what), Reference):
        # "… deals 1 damage to that player / to that creature's controller" (603.2).
        named = player(what, v.scope)
        if named == ("that_player", None):
            return [DealDamage(amount=amount, to="that_player")]
        if named is not None and named[0] == "controller":
            # "… to that creature's controller": of a target, as it last existed (608.2h).
            return [DealDamage(amount=amount, to="controller", target=named[1])]
        return None
    if (both := _player_and_theirs(what, amount, v.scope)) is not None:
        return both
    if phrase.startswith("each ") and (theirs := _their_creatures(what, v.scope, earlier)):
        # "… each creature that player controls" after damage to target player: that player's
        # creatures as the instruction is performed, none once the player is an illegal
        # target (608.2b, 109.5).
        return [DamageEach(amount=amount, filter=theirs[0], filter_player=theirs[1])]
    if "target" in phrase.split(" "):
        ref = object_ref(what, v.scope)
        if not isinstance(ref, int):
            return None
        return [DealDamage(amount=amount, to=ref)]
    players: bool | Literal["opponents"] = phrase.endswith(" and each player")
    if phrase.endswith(" and each opponent"):
        players = "opponents"  # "each other creature and each opponent" (Archangel Avacyn)
    if players and isinstance(what, Objects) and len(what.items) == 3:
        what = what.items[0]  # "each creature and each player" (115.10a: no targets)
        phrase = said(what).lower()
    if phrase.startswith("each "):
        flt = _each_of(what)
        return None if flt is None else [DamageEach(amount=amount, filter=flt, players=players)]
    return None


def _each_of(what: Part) -> Filter | None:
    """ "each creature", and "each creature and each planeswalker": every permanent of one of
    the card types the list names (none targeted, 115.10a), as one filter."""
    if not isinstance(what, Objects) or len(what.items) != 3 or what.items[1] != "and":
        return group_filter(what)
    both = [group_filter(item) for item in (what.items[0], what.items[2])]
    kinds = [f.types for f in both if f is not None and f == Filter(types=f.types)]
    if len(kinds) != 2 or any(len(k) != 1 for k in kinds):
        return None
    return Filter(any_types=tuple(sorted({k[0] for k in kinds})))


#: A player and the permanents "they" / "that player" control, said together after one amount:
#: the player's words, then the words of whose permanents they are that may follow them.
_THEIRS: dict[str, tuple[tuple[str, ...], ...]] = {
    "each opponent": (("they", "control"), ("your", "opponents", "control")),
    "target player": (("they", "control"), ("that", "player", "controls")),
    "target opponent": (("they", "control"), ("that", "player", "controls")),
}


def _player_and_theirs(what: Part, amount: Counted, scope: Scope) -> Sequence[Effect] | None:
    """ "… 1 damage to each opponent and each creature and planeswalker they control" (Goblin
    Chainwhirler), "… 10 damage to target player and each creature that player controls"
    (Chandra, Flame's Fury): the amount to the player or players and to each of their permanents
    of the kinds named, none of those targeted (115.10a) — "they" is the player just named.
    Each opponent's are every opponent's permanents (102.2: no teams here); a target player's
    are that player's as the instruction is performed, none once the player is an illegal
    target (608.2b, 109.5). None for another phrase."""
    if not isinstance(what, Objects) or len(what.items) != 3 or what.items[1] != "and":
        return None
    first, _, theirs = what.items
    who = said(first).lower()
    if not isinstance(theirs, Selector) or not isinstance(first, Selector) or not theirs.postfix:
        return None
    whose = theirs.postfix[-1]
    said_whose = tuple(str(w).lower() for w in whose.text)
    if whose.kind != "controller" or said_whose not in _THEIRS.get(who, ()):
        return None
    if tuple(w.lower() for w in theirs.determiner) != ("each",) or theirs.limit or theirs.head:
        return None
    if who == "each opponent":
        flt = _of_kinds(theirs, ("your", "opponents", "control"))
        return None if flt is None else [DamageEach(amount=amount, filter=flt, players="opponents")]
    flt = _of_kinds(theirs, ("you", "control"))
    index = player(first, scope)
    if flt is None or index is None or index[0] != "target" or index[1] is None:
        return None
    return [
        DealDamage(amount=amount, to=index[1]),
        DamageEach(amount=amount, filter=flt, filter_player=index[1]),
    ]


def _of_kinds(one: Selector, whose: tuple[str, ...]) -> Filter | None:
    """The permanents of `one` controlled as `whose` says ("you control", "your opponents
    control"), its other postfixes kept: "each creature" one type, "each creature and
    planeswalker" either of the two card types (115.10a: none targeted)."""
    kept = (*one.postfix[:-1], Postfix("controller", whose))
    words = [q.text for q in one.qualities]
    if len(words) != 2 or len(words[0]) != 1 or words[1][:1] != ("and",) or len(words[1]) != 2:
        return group_filter(replace(one, postfix=kept))
    kinds = [
        group_filter(replace(one, qualities=(Quality((w,)),), postfix=kept))
        for w in (str(words[0][0]), str(words[1][1]))
    ]
    found = [f for f in kinds if f is not None and len(f.types) == 1]
    if len(found) != 2 or any(f != Filter(types=f.types, controller=f.controller) for f in found):
        return None
    return Filter(any_types=tuple(f.types[0] for f in found), controller=found[0].controller)

"""The verb "deal" (120.2, 120.3): damage a card or its spell deals to the objects and players
the text names — one instruction that may name several ("… 4 damage to any target and 2 damage
to you", "… 3 damage to target player and 1 damage to each creature that player controls"),
the damage to each dealt in the order the text names them as the instruction is performed
(608.2c), each target its own target spec (115.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Literal

from engine.cards.grammar.tree import Count, Objects, Part, Postfix, Reference, Selector
from engine.cards.lowering.phrases import amount as counted
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
    if not _self_or_spell(v) or v.duration is not None:
        return None
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

""" "Reveal cards from the top of your library until you reveal a creature card. Put that card
into your hand and the rest on the bottom of your library in a random order." (701.20a) — the
reveal, lowered by itself to the mechanic's `RevealUntil` with every card staying where it is
(701.20b: revealing moves nothing), and the words after it saying where the cards go: the
instruction after it names the revealed cards, which no instruction on its own remembers, so
it is lowered into the reveal (`engine.mechanics.reveal_until`).

Read so: "[put] that card [into your hand / onto the battlefield (tapped)] and the rest / all
other cards revealed this way [on the bottom of your library in a random order / into your
graveyard]", "… and exile all other cards revealed this way", and "[then] put(s) those cards /
all cards revealed this way into [your / their] graveyard / your hand" — in the next sentence,
or the next verb of the same clause; said by the player who revealed them. A reveal left with
its cards where they are is read as that only when nothing after it names them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.cards.grammar.tree import (
    Clause,
    Destination,
    Part,
    Postfix,
    Predicate,
    Reference,
    Selector,
)
from engine.cards.lowering.milled import card_kind
from engine.cards.lowering.phrases import number, only, player, said
from engine.cards.lowering.registry import Verb, verb
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Effect, Filter, IfYouDo, May
from engine.core.replace import replace
from engine.mechanics.reveal_until.model import RevealUntil

#: The players who may reveal (a target player, the player a trigger event names, a target's
#: controller), beside "you".
_REVEALERS = frozenset({"you", "target", "that_player", "controller"})
#: Where the revealed cards go, by the destination's words, for "you" and for another player.
_MINE = {
    "into your hand": ("hand", False),
    "onto the battlefield": ("battlefield", False),
    "onto the battlefield tapped": ("battlefield", True),
    "into your graveyard": ("graveyard", False),
    "on the bottom of your library in a random order": ("bottom_random", False),
}
_THEIRS = {
    "onto the battlefield": ("battlefield", False),
    "into their graveyard": ("graveyard", False),
    "on the bottom of their library in a random order": ("bottom_random", False),
}


@verb("reveal", "reveals")
def _reveal(v: Verb) -> Sequence[Effect] | None:
    """ "[Target player] reveal[s] cards from the top of [your / their] library until [you /
    they] reveal [a creature card / four land cards]" or "… until a creature card is
    revealed": the reveal, its cards staying where they are until the words after it say."""
    parts = v.predicate.text
    words = [p.lower() for p in parts if isinstance(p, str)]
    who = player(v.subject, v.scope)
    if who is None or who[0] not in _REVEALERS or v.duration is not None:
        return None
    mine = v.subject is None
    head = ["cards", "from", "the", "top", "of", "your" if mine else "their", "library", "until"]
    tails = [["you", "reveal"]] if mine else [["they", "reveal"], ["is", "revealed"]]
    stops = [p for p in parts if not isinstance(p, str)]
    if len(stops) != 1 or words[: len(head)] != head:
        return None
    if words[len(head) :] not in [*tails, *([["are", "revealed"]] if not mine else [])]:
        return None
    stop = _stop(stops[0])
    if stop is None:
        return None
    flt, count = stop
    return [
        RevealUntil(
            player=who[0], target=who[1], filter=flt, count=count, to="library", rest="library"
        )
    ]


def _stop(what: Part) -> tuple[Filter, int] | None:
    """ "a creature card", "four land cards", "a nonland card with mana value 3 or less": what
    stops the reveal, and how many of it."""
    one = only(what)
    if not isinstance(one, Selector) or one.limit:
        return None
    count = 1
    if one.amount is not None:
        found = number(one.amount)
        if not isinstance(found, int) or found < 2 or one.determiner or one.head != "cards":
            return None
        count, one = found, replace(one, amount=None, determiner=("a",), head="card")
    kind = card_kind(one, one.postfix, later=False)
    return None if kind is None else (Filter.model_validate(kind), count)


def put_revealed(found: Clause, before: list[Effect], scope: Scope) -> list[Effect] | None:
    """The instructions so far with the reveal at their end told where its cards go by this
    clause — "Put that card into your hand and the rest on the bottom of your library in a
    random order" — or None for any other clause."""
    if found.may or found.lead or found.modifiers:
        return None
    verbs = [p for p in found.predicates if isinstance(p, Predicate)]
    joiners = [p for p in found.predicates if isinstance(p, str)]
    if not verbs or len(verbs) > 2 or joiners not in ([], ["and"], [",", "then"]):
        return None
    return _amended(before, verbs, found.subject, scope)


def revealed_goes(
    predicate: Predicate, before: list[Effect], subject: Part, scope: Scope
) -> list[Effect] | None:
    """The same for the next verb of the reveal's own clause: "…, then puts those cards into
    their graveyard"."""
    return _amended(before, [predicate], subject, scope)


def _amended(
    before: list[Effect], verbs: list[Predicate], subject: Part, scope: Scope
) -> list[Effect] | None:
    held = _held(before[-1]) if before else None
    if held is None:
        return None
    reveal, rebuild = held
    if not _same_player(subject, reveal, scope):
        return None
    places = _MINE if reveal.player == "you" else _THEIRS
    first = verbs[0]
    if first.verb.lower() not in ("put", "puts"):
        return None
    goes = _goes(first.text, places)
    if len(verbs) == 2:
        # "Put that card into your hand and exile all other cards revealed this way", "…
        # onto the battlefield, then shuffles the rest into their library".
        if goes is None or goes[1] is not None:
            return None
        other = _other(verbs[1], "your" if reveal.player == "you" else "their")
        if other is None:
            return None
        goes = (goes[0], (other, False))
    if goes is None or goes[1] is None:
        return None
    (to, tapped), (rest, _) = goes[0], goes[1]
    if to == "bottom_random":
        return None
    try:
        done = RevealUntil.model_validate(
            {**reveal.model_dump(), "to": to, "tapped": tapped, "rest": rest}
        )
    except ValueError:
        return None
    return [*before[:-1], rebuild(done)]


def _other(predicate: Predicate, whose: str) -> str | None:
    """Where a second verb puts the other revealed cards: "exile all other cards revealed this
    way", "shuffle(s) the rest into [your / their] library" (701.24a)."""
    parts, verb_ = predicate.text, predicate.verb.lower()
    if not parts or not _is_rest(parts[0]):
        return None
    if verb_ == "exile" and len(parts) == 1:
        return "exile"
    if verb_ in ("shuffle", "shuffles") and [str(p).lower() for p in parts[1:]] == [
        "into",
        whose,
        "library",
    ]:
        return "shuffle"
    return None


def _same_player(subject: Part, reveal: RevealUntil, scope: Scope) -> bool:
    """Whether the clause's subject is the player who revealed the cards: "you" for an
    imperative, or the same player named again — "That player" / "The player" after "That
    creature's controller reveals …" (the binder's antecedent is the creature, 608.2h)."""
    if player(subject, scope) == (reveal.player, reveal.target):
        return True
    if reveal.player != "you" and said(subject) == "The player":
        return True  # the player just named, who revealed them: the sentence names no other
    ref = only(subject) if subject is not None else None
    if reveal.player != "controller" or not isinstance(ref, Reference) or ref.kind != "player":
        return False
    return scope.target_of(ref.antecedent, moved=True) == reveal.target


def _goes(
    parts: tuple[Part, ...], places: dict[str, tuple[str, bool]]
) -> tuple[tuple[str, bool], tuple[str, bool] | None] | None:
    """Where the found cards go and where the rest go (None: not said here)."""
    if len(parts) == 2 and isinstance(parts[1], Destination):
        where = places.get(said(parts[1]).lower())
        if where is None:
            return None
        if _is_all(parts[0]):
            return where, where
        return (where, None) if _is_found(parts[0]) else None
    if len(parts) != 5 or parts[2] != "and":
        return None
    found, first, _, rest, second = parts
    if not isinstance(first, Destination) or not isinstance(second, Destination):
        return None
    to, then = places.get(said(first).lower()), places.get(said(second).lower())
    if to is None or then is None or not _is_found(found) or not _is_rest(rest):
        return None
    return to, then


def _is_found(part: Part) -> bool:
    """ "that card": the card that stopped the reveal."""
    ref = only(part)
    return isinstance(ref, Reference) and ref.kind == "object" and said(ref) == "that card"


def _is_rest(part: Part) -> bool:
    """ "the rest", "all other cards revealed this way": the other revealed cards."""
    one = only(part)
    if isinstance(one, Reference):
        return one.kind == "rest"
    return _revealed_this_way(one, ("all", "other"))


def _is_all(part: Part) -> bool:
    """ "those cards", "all cards revealed this way": every card revealed."""
    one = only(part)
    if isinstance(one, Reference):
        return one.kind == "object" and said(one).lower() == "those cards"
    return _revealed_this_way(one, ("all",))


def _revealed_this_way(one: Part, determiner: tuple[str, ...]) -> bool:
    if not isinstance(one, Selector) or one.head.lower() != "cards" or one.qualities:
        return False
    if tuple(w.lower() for w in one.determiner) != determiner or len(one.postfix) != 1:
        return False
    postfix: Postfix = one.postfix[0]
    return postfix.kind == "this way" and said(postfix).lower() == "revealed this way"


#: How an amended reveal is put back where the one it amends was.
_Rebuild = Callable[[RevealUntil], Effect]


def _held(effect: Effect) -> tuple[RevealUntil, _Rebuild] | None:
    """The reveal whose cards stay where they are at the end of `effect` — itself, or the last
    instruction "you may" or "if you do" holds — and how to put its amended form back."""
    if isinstance(effect, RevealUntil) and effect.to == "library":
        return effect, lambda done: done
    if isinstance(effect, May) and len(effect.effects) == 1:
        inner = _held(effect.effects[0])
        if inner is not None:
            found, rebuild = inner
            return found, lambda done: effect.model_copy(update={"effects": (rebuild(done),)})
    if isinstance(effect, IfYouDo) and effect.then and not effect.otherwise:
        inner = _held(effect.then[-1])
        if inner is not None:
            found, rebuild = inner
            then = effect.then[:-1]
            return found, lambda done: effect.model_copy(update={"then": (*then, rebuild(done))})
    return None

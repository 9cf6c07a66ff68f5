"""The built-in verbs and the instructions they lower to (608.2c, 701): each reads only its
own objects — what cuts across verbs (the subject, "may", a duration) is the clause's — and
registers itself (`registry.verb`); a mechanic's keyword action registers its own verb.

A verb lowers only the shapes it is sure of: its objects read completely, its subject one the
instruction can have. Anything else leaves the clause, and so the line, unread.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.compiler.instructions import COUNTER_KINDS
from engine.cards.compiler.selectors import noun_phrase
from engine.cards.compiler.tokens import sentence as token_sentence
from engine.cards.grammar.moves import ATTACKING as _ATTACKING
from engine.cards.grammar.tree import (
    Amount,
    Counters,
    Destination,
    Objects,
    Part,
    Predicate,
    Quantity,
    Quoted,
    Selector,
    TokenSpec,
)
from engine.cards.lowering.amounts import amount
from engine.cards.lowering.copies import token_copy
from engine.cards.lowering.hand import from_hand
from engine.cards.lowering.phrases import (
    chosen,
    group_filter,
    number,
    object_ref,
    only,
    player,
    said,
    targeted,
    the_object,
    them,
)
from engine.cards.lowering.quoted import token_text
from engine.cards.lowering.registry import Verb, verb
from engine.cards.lowering.returns import (
    LIBRARY_PLACES,
    chosen_from_graveyard,
    chosen_in_graveyard,
    on_library,
    reanimated,
)
from engine.cards.lowering.this_way import put_exiled, sacrificed_all
from engine.cards.vocabulary import (
    KEYWORD_COUNTERS,
    CountCounters,
    CreateToken,
    Draw,
    Effect,
    Filter,
    PlayerSacrifices,
    PutCounters,
    Regenerate,
    Sacrifice,
    Scry,
    Surveil,
    Tap,
    Unsupported,
    Untap,
    normalise_keyword,
)
from engine.cards.vocabulary.amounts import Amount as Counted
from engine.cards.vocabulary.library import Discard, Mill
from engine.cards.wording import PT_COUNTER
from engine.core.replace import replace
from engine.mechanics.tap_all.model import TapAll
from engine.mechanics.tap_or_untap.model import TapOrUntap

#: The counters "put … counters on" reads: the compiler's kinds and the keyword counters, whose
#: keyword the layers give (122.1b, 613.1f).
_COUNTERS = frozenset(COUNTER_KINDS.replace("\\", "").split("|")) | frozenset(KEYWORD_COUNTERS)

#: Counters whose rules meaning the engine doesn't give: defense (122.1g), the
#: keyword counters it has no keyword for (122.1b), a player's (122.1f, 122.1i, 107.14) and those
#: a card's reminder text defines (Wrath of Sod's manabond counter, Muraganda Eldrazi's primeval
#: counter: "loses all abilities").
_UNMODELLED_COUNTERS = frozenset({"defense", "decayed", "exalted", "manabond"})
_UNMODELLED_COUNTERS |= frozenset({"primeval"})
_UNMODELLED_COUNTERS |= frozenset({"poison", "rad", "energy", "experience", "ticket"})


def _puttable(kind: str) -> bool:
    """Whether "put … [kind] counters on …" is read: a kind the engine gives its rules meaning
    (`_COUNTERS`: +1/+1 and -1/-1 in layer 7c, 613.4c; a keyword counter's keyword, 122.1b;
    stun, 122.1d), or a named kind with none of its own — "a time counter", "a bounty counter",
    "a lore counter" (122.1: a marker that interacts only with what refers to it, which keeps
    its own number; lore counters on a Saga trigger its chapters as they are put, 714.2b), or
    any other power/toughness counter, "+1/+0", "-0/-2", which the layers apply too (122.1a,
    613.4c). A keyword's name stays unread."""
    if kind in _COUNTERS or PT_COUNTER.fullmatch(kind):
        return True
    if kind in _UNMODELLED_COUNTERS or not kind.isalpha() or not kind.islower():
        return False
    return normalise_keyword(kind) is None


def _parts(v: Verb) -> tuple[Part, ...]:
    return v.predicate.text


def _strings(v: Verb) -> tuple[str, ...]:
    return tuple(p.lower() for p in _parts(v) if isinstance(p, str))


def _no_duration(v: Verb) -> bool:
    return v.duration is None


def _counted(v: Verb, noun: tuple[str, ...]) -> Counted | None:
    """ "two cards", "a card", "3 life", "that much life": the amount before the noun; "life
    equal to the number of Allies you control", "cards equal to its power": the amount the
    text defines after it (107.3c)."""
    parts = _parts(v)
    if len(parts) != 1 or not isinstance(parts[0], Quantity):
        return None
    found = parts[0]
    if found.noun.lower() not in noun:
        return None
    if found.after is not None:
        return None if found.before is not None else amount(found.after, v.scope)
    return amount(found.before, v.scope)


@verb("draw", "draws")
def _draw(v: Verb) -> Sequence[Effect] | None:
    count = _counted(v, ("card", "cards"))
    who = player(v.subject, v.scope)
    if count is None or who is None or not _no_duration(v):
        return None
    return [Draw(amount=count, player=who[0], target=who[1])]


@verb("tap", "taps")
def _tap(v: Verb) -> Sequence[Effect] | None:
    if _strings(v) == ("or", "untap"):
        # "tap or untap target permanent": chosen as it resolves (608.2d).
        one = replace(v, predicate=replace(v.predicate, text=_parts(v)[2:]))
        ref = targeted(one) if v.subject is None else None
        return None if ref is None else [TapOrUntap(target=ref)]
    if (every := _tap_all(v, untap=False)) is not None:
        return every
    ref = targeted(v) if v.subject is None else None
    return None if ref is None else [Tap(target=ref)]


@verb("untap", "untaps")
def _untap(v: Verb) -> Sequence[Effect] | None:
    if (every := _tap_all(v, untap=True)) is not None:
        return every
    ref = targeted(v) if v.subject is None else None
    return None if ref is None else [Untap(target=ref)]


def _tap_all(v: Verb, *, untap: bool) -> Sequence[Effect] | None:
    """ "Tap all creatures your opponents control", "Untap all lands you control" (701.26a-b):
    every permanent of a group no instruction targets."""
    what = the_object(v)
    if what is None or v.subject is not None or not _no_duration(v):
        return None
    if not said(what).lower().startswith(("all ", "each ")):
        return them(v, lambda flt: TapAll(filter=flt, untap=untap))
    flt = group_filter(what)
    if flt is None:
        return None
    v.scope.group(only(what), flt)
    return [TapAll(filter=flt, untap=untap)]


@verb("regenerate", "regenerates")
def _regenerate(v: Verb) -> Sequence[Effect] | None:
    ref = targeted(v) if v.subject is None else None
    return None if ref is None else [Regenerate(target=ref)]


@verb("sacrifice", "sacrifices")
def _sacrifice(v: Verb) -> Sequence[Effect] | None:
    if (every := sacrificed_all(v)) is not None:
        return every  # "each player sacrifices all creatures they control" (701.21a)
    what = the_object(v)
    one = only(what) if what is not None else None
    if v.subject is not None or (isinstance(one, Selector) and chosen(one)):
        return _sacrifices(v)
    ref = targeted(v)
    if isinstance(ref, int) and v.scope.specs[ref].filter.controller == "you":
        # "Target creature you control … Sacrifice it [at the beginning of the next end
        # step]": a permanent its controller sacrifices, only while they control it (701.21a).
        v.scope.move(ref)
        return [Sacrifice(target=ref)]
    if ref != "self":
        return None
    v.scope.move("self")
    return [Sacrifice(target="self")]


def _sacrifices(v: Verb) -> Sequence[Effect] | None:
    """ "Each other player sacrifices a creature of their choice", "that player sacrifices a
    land of their choice", and the imperative "sacrifice a creature", "sacrifice another
    creature or artifact" (its controller's choice): the player chooses as it resolves,
    nothing but a player targeted (701.21a, 115.10a); "another" is one other than the source
    itself (a filter's `other`)."""
    what = the_object(v)
    who = player(v.subject, v.scope) if v.subject is not None else ("you", None)
    one = only(what) if what is not None else None
    if who is None or not isinstance(one, Selector) or not _no_duration(v):
        return None
    if (v.subject is None) == (who[0] != "you") or one.limit:
        return None
    if v.subject is not None and (
        not one.postfix or said(one.postfix[-1]).lower() != "of their choice"
    ):
        return None
    another = tuple(w.lower() for w in one.determiner) == ("another",)
    if another and v.subject is not None:
        return None
    postfix = one.postfix[:-1] if v.subject is not None else one.postfix
    count = 1 if another else number(one.amount or " ".join(one.determiner))
    if not isinstance(count, int) or count < 1:
        return None
    phrase = said((*one.qualities, one.head, *postfix)).strip()
    read = noun_phrase(phrase)
    if read is None or "controller" in read[0] or read[1] not in ("creature", "permanent"):
        return None
    flt = read[0]
    if read[1] == "creature" and "Creature" not in flt.get("types", []):
        flt["types"] = ["Creature", *flt.get("types", [])]
    if another:
        flt["other"] = True
    return [
        PlayerSacrifices(
            player=who[0], target=who[1], amount=count, filter=Filter.model_validate(flt)
        )
    ]


@verb("double", "doubles")
def _double(v: Verb) -> Sequence[Effect] | None:
    """ "Double the number of +1/+1 counters on this creature / on that creature": as many
    of those counters put on it as it already has (701.10e), counted as it is followed
    (608.2h) and put the one way counters are put, so replacements such as Hardened Scales'
    apply (614.1a); a group ("on each creature you control") isn't read."""
    parts = _parts(v)
    if v.subject is not None or not _no_duration(v) or len(parts) != 6:
        return None
    which, on, what = parts[3:]
    if said(parts[:3]).lower() != "the number of" or on != "on":
        return None
    if not isinstance(which, Counters) or which.kind_word not in _COUNTERS:
        return None
    ref = object_ref(what, v.scope)
    if not (ref == "self" or isinstance(ref, int)):
        return None
    having = CountCounters(kind=which.kind_word, of=ref)
    return [PutCounters(counter=which.kind_word, amount=having, target=ref)]


@verb("put", "puts")
def _put(v: Verb) -> Sequence[Effect] | None:
    parts = _parts(v)
    if (exiled := put_exiled(v)) is not None:
        return exiled  # "… then puts all cards they exiled this way onto the battlefield"
    if _your_hand_onto_battlefield(v, parts):
        return from_hand(parts[0], said(parts[1]).lower())  # "You … then put … from your hand"
    if v.subject is not None or not _no_duration(v):
        return None
    if len(parts) == 2 and isinstance(parts[1], Destination):
        where = said(parts[1]).lower()
        if where == "onto the battlefield under your control" and isinstance(parts[0], Objects):
            return reanimated(v, parts[0])
        if where in LIBRARY_PLACES and isinstance(parts[0], Objects):
            return on_library(v, parts[0], LIBRARY_PLACES[where])
        if isinstance(parts[0], Objects) and chosen_in_graveyard(parts[0]):
            return chosen_from_graveyard(parts[0], where)
        return from_hand(parts[0], where)
    if len(parts) != 3:
        return None
    which, on, what = parts
    if not isinstance(which, Counters) or on != "on" or not _puttable(which.kind_word):
        return None
    # "Put that many +1/+1 counters on it": the trigger event's amount (603.2), or a number.
    count = amount(which.amount, v.scope)
    if count is None:
        return None
    kind = which.kind_word
    if said(what).lower().startswith("each ") and "target" not in said(what).lower().split(" "):
        flt = group_filter(what)
        if flt is None:
            return None
        v.scope.group(only(what), flt)
        return [PutCounters(counter=kind, amount=count, filter=flt)]
    ref = object_ref(what, v.scope)
    return None if ref is None else [PutCounters(counter=kind, amount=count, target=ref)]


def _your_hand_onto_battlefield(v: Verb, parts: Sequence[Part]) -> bool:
    """Whether the clause is "[You] put … from your hand onto the battlefield": your hand's
    cards, put by you (the subject "you" or none) as the instruction resolves (305.4)."""
    if len(parts) != 2 or not isinstance(parts[1], Destination) or not _no_duration(v):
        return False
    if v.subject is not None and player(v.subject, v.scope) != ("you", None):
        return False
    return said(parts[0]).lower().endswith(" from your hand")


@verb("create", "creates")
def _create(v: Verb) -> Sequence[Effect] | None:
    """ "create a 1/1 white Soldier creature token with flying": read by the token family's
    reader on the clause's words (one reading of a token's description, 111.4)."""
    who = player(v.subject, v.scope)
    if who is None or not _no_duration(v):
        return None
    parts = _parts(v)
    spec = parts[0] if len(parts) == 1 else None
    if isinstance(spec, TokenSpec) and {"copy", "copies"} & set(spec.rest[:4]):
        # "create a token that's a copy of …" (707.2): "that token" after it is the copy.
        copied = token_copy(spec, v)
        if copied is not None:
            v.scope.tokens[id(spec)] = copied
        return None if copied is None else [copied]
    said_as = spec  # the node a reference back names ("it", "that token"), as the text has it
    host = None
    enters = _entering_attacking(spec)
    if enters is not None and isinstance(spec, TokenSpec):
        # "… tokens that are tapped and attacking" (508.4): read without those words.
        spec = replace(spec, rest=spec.rest[: -len(enters)])
        parts = (spec,)
    if isinstance(spec, TokenSpec) and spec.rest[-3:-1] == ("attached", "to"):
        # "create a Monster Role token attached to it" (303.4f): what it enters attached to.
        host, spec = spec.rest[-1], replace(spec, rest=spec.rest[:-3])
        parts = (spec,)
    count = amount(spec.amount, v.scope) if isinstance(spec, TokenSpec) else None
    if isinstance(spec, TokenSpec) and not isinstance(count, int | str | None):
        # "create that many … tokens" (603.2): the tokens as "two" of them would be read, as
        # many as the event's amount.
        spec = replace(spec, amount=Amount(("two",), 2))
        parts = (spec,)
    if isinstance(spec, TokenSpec) and any(isinstance(p, Quoted) for p in spec.rest):
        made = _with_quoted(spec)
    else:
        found = token_sentence("create " + said(parts))
        made = None if found is None else CreateToken.model_validate(found)
    if made is not None and isinstance(host, Objects):
        made = _attached(made, host, v)
    elif host is not None:
        made = None
    if made is not None and not isinstance(count, int | str | None):
        made = made.model_copy(update={"count": count})
    if made is not None and who != ("you", None):
        # "Its controller creates …": that player creates, owns and controls them (111.2).
        made = made.model_copy(update={"player": who[0], "target": who[1]})
    if made is not None and enters is not None:
        if made.tapped or host is not None:
            return None
        made = made.model_copy(update={"tapped": "tapped" in enters, "attacking": True})
    if made is not None and isinstance(said_as, TokenSpec):
        v.scope.tokens[id(said_as)] = made
    return None if made is None else [made]


def _entering_attacking(spec: Part) -> tuple[str, ...] | None:
    """The words "that's [tapped and] attacking" ending a token's description, or None."""
    if not isinstance(spec, TokenSpec):
        return None
    for size in (5, 4, 3, 2):
        tail = tuple(w for w in spec.rest[-size:] if isinstance(w, str))
        if len(tail) == size and " ".join(tail).lower() in _ATTACKING:
            return tail
    return None


def _attached(made: CreateToken, host: Objects, v: Verb) -> CreateToken | None:
    """The Aura token `made` entering attached to `host` — a target, "it" (303.4f); a token
    that isn't an Aura, or a host the lowering can't name as one object, is left unread."""
    ref = object_ref(host, v.scope)
    if ref is None or made.token.enchant is None or made.count != 1:
        return None
    if any(isinstance(a, Unsupported) for a in made.token.abilities):
        return None  # a Role whose own ability isn't modelled (Young Hero's) isn't played
    return made.model_copy(update={"attached_to": ref})


def _with_quoted(spec: TokenSpec) -> CreateToken | None:
    """ "create a 1/1 black and green Pest creature token with "When this token dies, you gain
    1 life."": the token as the family's reader reads it without its "with …", and the keywords
    and quoted abilities it has — its text, as the effect creating it defines it (111.3)."""
    if not spec.rest or spec.rest[0] != "with":
        return None
    bare = TokenSpec(spec.amount, spec.pt, spec.qualities, spec.noun, ())
    found = token_sentence("create " + said(bare))
    text = token_text(tuple(p for p in spec.rest[1:] if p is not None))
    if found is None or text is None or not isinstance(found["token"], dict):
        return None
    found["token"]["abilities"] = text
    return CreateToken.model_validate(found)


def _keyword_action(v: Verb, make: type[Scry] | type[Surveil]) -> Sequence[Effect] | None:
    """ "Scry 2", "you gain 2 life and scry 1" (701.22a, 701.25a): the ability's controller
    scries, said or not; any other player isn't read."""
    parts = _parts(v)
    if v.subject is not None and said(v.subject).lower() != "you":
        return None
    if not _no_duration(v) or len(parts) != 1:
        return None
    amount = number(parts[0])
    return None if amount is None else [make(amount=amount)]


@verb("scry")
def _scry(v: Verb) -> Sequence[Effect] | None:
    return _keyword_action(v, Scry)


@verb("surveil")
def _surveil(v: Verb) -> Sequence[Effect] | None:
    return _keyword_action(v, Surveil)


@verb("mill", "mills")
def _mill(v: Verb) -> Sequence[Effect] | None:
    count = _counted(v, ("card", "cards"))
    who = player(v.subject, v.scope)
    if count is None or who is None or not _no_duration(v):
        return None
    return [Mill(amount=count, player=_DISCARDERS[who[0]], target=who[1])]


#: The vocabulary's names for whose hand a discard empties or whose library a mill takes
#: from (701.9a, 701.17a).
_DISCARDERS = {"you": "you", "target": "target", "each_opponent": "each_opponent"}
_DISCARDERS |= {"each": "each_player", "defending": "defending", "that_player": "that_player"}
_DISCARDERS |= {"controller": "controller"}


@verb("discard", "discards")
def _discard(v: Verb) -> Sequence[Effect] | None:
    """ "discard a card", "that player discards two cards": cards of the player's choice
    (701.9a, 701.9b)."""
    parts = _parts(v)
    random = len(parts) == 3 and tuple(_strings(v)) == ("at", "random")
    if random:
        # "… discards a card at random" (701.9b): picked at random, not chosen.
        v = Verb(Predicate(v.predicate.verb, parts[:1]), v.subject, v.duration, v.scope)
    count = _counted(v, ("card", "cards"))
    who = player(v.subject, v.scope)
    if count is None or who is None or not _no_duration(v):
        return None
    return [Discard(amount=count, player=_DISCARDERS[who[0]], target=who[1], random=random)]

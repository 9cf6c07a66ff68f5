"""The verbs of effects, each with the rule reading its objects: a verb is read in its
imperative form ("Draw two cards") or with a subject ("Target player draws two cards", "~ deals
3 damage to any target"); each verb's rule reads only its own objects, so what cuts across verbs
(`modifiers`, `amounts`) is read once for all of them.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards.grammar.amounts import equal_to
from engine.cards.grammar.becoming import becoming
from engine.cards.grammar.copies import copy_of
from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.damage import damage
from engine.cards.grammar.keyword_actions import amass, count, fixed, none
from engine.cards.grammar.moves import ATTACKING, attach, play, put, return_
from engine.cards.grammar.phrases import (
    CLAUSE_VERBS,
    amount,
    bare_counters,
    counters,
    keywords,
    mana,
    objects,
    qualities,
    quantity,
    reference,
    whose,
)
from engine.cards.grammar.quotes import and_quotes, quotes
from engine.cards.grammar.reveals import reveal
from engine.cards.grammar.tokens import Kind
from engine.cards.grammar.tree import (
    Part,
    Predicate,
    Quantity,
    TokenSpec,
)

_Rule = Callable[[Cursor], tuple[Part, ...] | None]


def _seq(c: Cursor, *parts: Part) -> tuple[Part, ...] | None:
    return None if any(p is None for p in parts) else parts


def _counted(c: Cursor, *nouns: str) -> tuple[Part, ...] | None:
    """ "two cards", "a card", "cards equal to …", "3 life", "life equal to …" """
    count = quantity(c)
    noun = c.word(*nouns)
    if noun is None:
        return None
    if count is None:
        after = c.attempt(equal_to)
        return None if after is None else (Quantity(None, noun, after),)
    return (Quantity(count, noun),)


def _cards(c: Cursor) -> tuple[Part, ...] | None:
    return _counted(c, "card", "cards")


def _life(c: Cursor) -> tuple[Part, ...] | None:
    return _counted(c, "life")


def _object_only(c: Cursor) -> tuple[Part, ...] | None:
    found = c.attempt(objects)
    return None if found is None else (found,)


def _tap(c: Cursor) -> tuple[Part, ...] | None:
    """ "tap target creature", and "tap or untap target permanent" (701.26a-b): which one, its
    controller chooses as it resolves"""
    either = c.phrase("or untap") or ()
    found = c.attempt(objects)
    return None if found is None else (*either, found)


def _pt(c: Cursor) -> tuple[Part, ...] | None:
    token = c.kind(Kind.PT)
    return None if token is None else (token.text,)


def _get(c: Cursor) -> tuple[Part, ...] | None:
    """ "gets +1/+1" (613.4c), "you get {E}{E}" (energy, 107.14), "you get an emblem with
    "…"" (114.1)"""
    found = mana(c)
    if found is not None:
        return (found,)
    which = c.attempt(counters)
    if which is not None:
        return (which,)  # "that player gets a poison counter" (122.1, 104.3d)
    emblem = c.phrase("an emblem with")
    if emblem is not None:
        abilities = quotes(c) or (keywords(c),)
        return None if abilities[0] is None else (*emblem, *abilities)
    return _pt(c)


def _pay(c: Cursor) -> tuple[Part, ...] | None:
    """ "pay {1}", "pay 2 life" (118)"""
    found = mana(c)
    return (found,) if found is not None else _life(c)


def _lose(c: Cursor) -> tuple[Part, ...] | None:
    """ "lose 2 life" (119.3), "loses flying", "loses all abilities" (613.1f)"""
    found = c.attempt(_life)
    if found is not None:
        return found
    every = c.phrase("all abilities", "all other abilities")
    if every is not None:
        return every
    lost = keywords(c)
    return None if lost is None else (lost,)


def _remove(c: Cursor) -> tuple[Part, ...] | None:
    """ "remove a -1/-1 counter from ~" (122.8)"""
    which = c.attempt(counters)
    source = c.word("from") if which is not None else None
    what = c.attempt(objects) if source is not None else None
    return None if which is None or source is None or what is None else (which, source, what)


def _double(c: Cursor) -> tuple[Part, ...] | None:
    """ "double the number of +1/+1 counters on ~" (701.10e)"""
    lead = c.phrase("the number of")
    which = c.attempt(bare_counters) if lead is not None else None
    on = c.word("on") if which is not None else None
    what = c.attempt(objects) if on is not None else None
    return None if lead is None or what is None else (*lead, which, on, what)


def _can(c: Cursor) -> tuple[Part, ...] | None:
    """ "can block an additional creature each combat" (509.1a), "can block only creatures
    with flying" """
    found = c.phrase(
        "block an additional creature each combat",
        "block any number of creatures",
        "block only creatures with flying",
        "block any number of creatures this turn",
        "block an additional creature this turn",
        "attack as though it didn't have defender",
        "attack this turn as though it didn't have defender",
    )
    return None if found is None else found


def _spend(c: Cursor) -> tuple[Part, ...] | None:
    """ "Spend this mana only to cast creature spells." (106.6)"""
    lead = c.phrase("this mana only to cast", "this mana only on")
    what = c.attempt(objects) if lead is not None else None
    return None if lead is None or what is None else (*lead, what)


def _is(c: Cursor) -> tuple[Part, ...] | None:
    """ "~'s power is equal to …", "… are each equal to …" (604.3, a characteristic-defining
    ability)"""
    each = c.word("each")
    found = c.attempt(equal_to)
    return None if found is None else tuple(p for p in (each, found) if p is not None)


def _gain(c: Cursor) -> tuple[Part, ...] | None:
    """ "gains flying", "gains 3 life", "gains control of …" (613.1b), "gains "{T}: …"" """
    control = c.phrase("control of")
    if control is not None:
        what = c.attempt(objects)
        return None if what is None else (*control, what)
    life = c.attempt(_life)
    if life is not None:
        return life
    choice = c.phrase("your choice of")
    found = keywords(c)
    if found is not None:
        more = c.attempt(and_quotes) if choice is None else None
        return (*(choice or ()), found, *(more or ()))
    if choice is not None:
        return None
    return quotes(c)


def _have(c: Cursor) -> tuple[Part, ...] | None:
    """ "has flying", "has "{T}: …"", "have ~ enter as a copy of …" (707.9), "has base power
    and toughness 1/1" (613.4b)"""
    found = keywords(c)
    if found is not None:
        more = c.attempt(and_quotes)
        return (found, *(more or ()))
    quote = quotes(c)
    if quote is not None:
        return quote
    size = c.phrase("no maximum hand size")  # 402.2
    if size is not None:
        return size
    base = c.phrase("base power and toughness", "base power", "base toughness")
    if base is not None:
        pt = c.kind(Kind.PT) or c.kind(Kind.NUMBER)
        return None if pt is None else (*base, pt.text)
    who = c.attempt(objects)
    copy = c.phrase("enter as a copy of") if who is not None else None
    what = c.attempt(objects) if copy is not None else None
    return None if who is None or copy is None or what is None else (who, *copy, what)


def _choose(c: Cursor) -> tuple[Part, ...] | None:
    """ "choose a color", "choose a creature type" (105.3, 205.3), "choose target creature" """
    found = c.phrase(
        "a color",
        "a creature type",
        "a card type",
        "a number",
        "a card name",
        "a basic land type",
        "new targets for the copy",
        "an opponent",
    )
    if found is not None:
        return found
    untap = c.phrase("not to untap")  # "You may choose not to untap ~ during …" (502.3)
    if untap is not None:
        what = c.attempt(objects)
        during = c.phrase("during your untap step") if what is not None else None
        return None if what is None or during is None else (*untap, what, *during)
    return _object_only(c)


def _cost(c: Cursor) -> tuple[Part, ...] | None:
    """ "cost {1} less to cast" (601.2f)"""
    price = mana(c)
    more = c.word("less", "more") if price is not None else None
    to = c.phrase("to cast", "to activate") if more is not None else None
    return None if price is None or more is None or to is None else (price, more, *to)


def _doesnt(c: Cursor) -> tuple[Part, ...] | None:
    """ "doesn't untap during its controller's untap step", "don't untap during their
    controllers' next untap steps", "… during your next untap step" (502.3)"""
    found = c.phrase(
        "untap during its controller's untap step",
        "untap during your untap step",
        "untap during their controllers' untap steps",
        "untap during its controller's next untap step",
        "untap during their controller's next untap step",
        "untap during their controllers' next untap steps",
        "untap during your next untap step",
        "lose this mana as steps and phases end",  # "Until end of turn, you don't …" (500.5)
        "lose this mana as steps end",
    )
    return None if found is None else found


def _if_able(c: Cursor) -> tuple[Part, ...] | None:
    """ "attacks each combat if able" (508.1d, 509.1c)"""
    found = c.phrase("each combat if able", "this turn if able")
    return None if found is None else found


def _search(c: Cursor) -> tuple[Part, ...] | None:
    """ "search your library for a basic land card", "search that player's library for …"
    (701.23)"""
    owner = whose(c)
    zone = c.phrase("library", "library and graveyard", "library and/or graveyard", "graveyard")
    found = c.word("for") if owner is not None and zone is not None else None
    what = c.attempt(objects) if found is not None else None
    if owner is None or zone is None or found is None or what is None:
        return None
    return (owner, *zone, found, what)


def _shuffle(c: Cursor) -> tuple[Part, ...] | None:
    """ "shuffle your library", "shuffle", "shuffles the rest into their library" (701.24a)"""
    found = c.phrase("your library", "their library")
    if found is not None:
        return found
    what = c.attempt(objects)
    into = c.phrase("into your library", "into their library") if what is not None else None
    return () if into is None else (what, *into)


def _look(c: Cursor) -> tuple[Part, ...] | None:
    at = c.word("at")
    what = c.attempt(objects) if at is not None else None
    return None if at is None or what is None else (at, what)


def _become(c: Cursor) -> tuple[Part, ...] | None:
    """ "becomes the monarch", "becomes a 3/3 Elemental creature with haste" (`becoming`)"""
    found = c.phrase("the monarch", "the target of a spell or ability")
    if found is not None:
        return found
    made = c.attempt(becoming)
    return None if made is None else (made,)


def _prevent(c: Cursor) -> tuple[Part, ...] | None:
    """ "prevent all combat damage that would be dealt this turn", "… that would be dealt to
    and dealt by that creature", "the next 3 damage that would be dealt to …" (615)"""
    found = c.phrase("all combat damage that would be dealt", "all damage that would be dealt")
    if found is not None:
        how = c.phrase("to and dealt by", "to", "by")
        what = c.attempt(objects) if how is not None else None
        if how is not None and what is None:
            return None
        return (*found, *(how or ()), what)
    lead = c.phrase("the next")
    count = c.attempt(amount) if lead is not None else None
    rest = c.phrase("damage that would be dealt to") if count is not None else None
    what = c.attempt(objects) if rest is not None else None
    if lead is None or count is None or rest is None or what is None:
        return None
    return (*lead, count, *rest, what)


def _add(c: Cursor) -> tuple[Part, ...] | None:
    """ "Add {G}", "Add {R} or {G}", "Add one mana of any color" (106.1)"""
    first = mana(c)
    if first is not None:
        rest: list[Part] = [first]
        while (joiner := c.phrase(", or", "or", ",")) is not None:
            nxt = mana(c)
            if nxt is None:
                return None
            rest += [*joiner, nxt]
        return tuple(rest)
    count = c.attempt(amount)
    words = c.phrase(
        "mana of any color",
        "mana of any one color",
        "mana in any combination of colors",
        "mana of the chosen color",
        "mana of any type that land produced",
    )
    return None if count is None or words is None else (count, *words)


def _create(c: Cursor) -> tuple[Part, ...] | None:
    """ "create a 1/1 white Soldier creature token with flying" (111.1), "create Marit Lage, a
    legendary 20/20 black Avatar creature token …" (its name first, 111.4)"""
    name = c.attempt(_token_name)
    count = quantity(c)
    if count is None:
        return None
    ahead = c.peek()
    first = qualities(c) if ahead is not None and ahead.kind is not Kind.PT else ()
    pt = c.kind(Kind.PT)
    pt_text = pt.text if pt else ""
    if first and pt is None:
        described = first
    else:
        described = qualities(c)
        # "a legendary 20/20 …": the words before the P/T kept before it, as printed.
        pt_text = " ".join([*(w for q in first for w in q.text), pt_text])
    noun = c.word("token", "tokens")
    if noun is not None and not described and pt is None:
        # "a token that's a copy of target creature [, except …]" (707.2, 707.9, 111.10)
        copy = copy_of(c, plural=noun.lower() == "tokens")
        return None if copy is None else (TokenSpec(count, "", (), noun, copy),)
    if noun is None or not described:
        return None
    rest: list[Part] = []
    if (with_ := c.word("with")) is not None:
        granted = keywords(c)
        joiner = c.phrase("and") if granted is not None else None
        abilities = quotes(c) if granted is None or joiner is not None else ()
        if (granted is None and abilities is None) or (joiner is not None and not abilities):
            return None
        rest += [with_, granted, *(joiner or ()), *(abilities or ())]
    if (attached := c.phrase("attached to")) is not None:
        # "create a Monster Role token attached to it" (303.7, 111.10): the Aura token enters
        # attached to what the effect names (303.4f).
        host = c.attempt(objects)
        if host is None:
            return None
        rest += [*attached, host]
    rest += c.phrase(*ATTACKING) or ()  # entering attacking (508.4)
    made = TokenSpec(count, pt_text, described, noun, tuple(rest))
    return (made,) if name is None else (*name, made)


def _token_name(c: Cursor) -> tuple[str, ...] | None:
    """The name a created token is given before its description, and its comma: "Marit Lage,"
    (111.4) — capitalised words only."""
    words: list[str] = []
    while (token := c.peek()) is not None and token.kind is Kind.WORD and token.text[:1].isupper():
        words.append(c.advance().text)
    comma = c.punct(",") if words else None
    return None if comma is None else (*words, comma)


def _enter(c: Cursor) -> tuple[Part, ...] | None:
    """ "enters", "enters tapped", "enters with two +1/+1 counters on it" (614.1c)"""
    if (tapped := c.word("tapped")) is not None:
        return (tapped,)
    if (with_ := c.word("with")) is not None:
        which = c.attempt(counters)
        on = c.word("on")
        it = c.attempt(reference) if on is not None else None
        if which is None or it is None or it.kind not in ("object", "self"):
            return None
        return (with_, which, on, it)
    return ()


def _discard(c: Cursor) -> tuple[Part, ...] | None:
    """ "discard a card", "discards two cards at random", "discard your hand" (701.9)"""
    found = c.attempt(_cards) or _object_only(c)
    random = c.phrase("at random") if found is not None else None
    return None if found is None else (*found, *(random or ()))


def _cant(c: Cursor) -> tuple[Part, ...] | None:
    """ "can't block [it]", "can't attack or block", "can't be blocked [except] by …" (509.1)"""
    by = c.phrase(
        "be blocked by more than one creature",
        "be blocked by",
        "be blocked except by",
        # "… can't be blocked this turn except by Walls": the exception after the duration.
        "be blocked this turn except by",
    )
    if by is not None:
        if by[-1] == "by":
            what = c.attempt(objects)
            return None if what is None else (*by, what)
        return by
    found = c.phrase(
        "attack or block alone",
        "attack or block",
        "cast spells",
        "gain life",
        "lose the game",
        "win the game",
        "be blocked",
        "be countered",
        "be regenerated",
        "attack you or planeswalkers you control",
        "attack you",
        "attack alone",
        "block alone",
        "block it",
        "block",
        "attack",
        "transform",
    )
    return None if found is None else found


#: Each verb, in its imperative and third-person forms, and the rule reading its objects.
VERBS: dict[str, _Rule] = {}
for forms, rule in (
    (("draw", "draws"), _cards),
    (("discard", "discards"), _discard),
    (("lose", "loses"), _lose),
    (("deal", "deals"), damage),
    (("destroy", "destroys"), _object_only),
    (("exile", "exiles"), _object_only),
    (("sacrifice", "sacrifices"), _object_only),
    (("tap", "taps"), _tap),
    (("untap", "untaps"), _object_only),
    (("counter", "counters"), _object_only),
    (("regenerate", "regenerates"), _object_only),
    (("return", "returns"), return_),
    (("get", "gets"), _get),
    (("gain", "gains"), _gain),
    (("have", "has"), _have),
    (("put", "puts"), put),
    (("add", "adds"), _add),
    (("create", "creates"), _create),
    (("scry", "scries"), count),
    (("surveil", "surveils"), count),
    (("enter", "enters"), _enter),
    (("mill", "mills"), _cards),
    (("is", "are"), _is),
    (("spend",), _spend),
    (("pay", "pays"), _pay),
    (("remove", "removes"), _remove),
    (("double", "doubles"), _double),
    (("can",), _can),
    (("can't",), _cant),
    (("choose", "chooses"), _choose),
    (("cost", "costs"), _cost),
    (("doesn't", "don't"), _doesnt),
    (("attack", "attacks", "block", "blocks"), _if_able),
    (("search", "searches"), _search),
    (("shuffle", "shuffles"), _shuffle),
    (("look", "looks"), _look),
    (("reveal", "reveals"), reveal),
    (("play", "plays", "cast", "casts"), play),
    (("attach", "attaches"), attach),
    (("fight", "fights"), _object_only),
    (("transform", "transforms"), _object_only),
    (("goad", "goads"), _object_only),
    (("copy", "copies"), _object_only),
    (("become", "becomes"), _become),
    (("prevent", "prevents"), _prevent),
    (("proliferate", "investigate", "explore", "explores", "populate"), none),
    (("monstrosity", "support", "supports", "adapt", "adapts", "bolster", "bolsters"), count),
    (("amass", "amasses"), amass),
    (("earthbend", "earthbends"), count),
    (("venture", "ventures"), fixed("into the dungeon")),
    (("roll", "rolls"), fixed("a d20", "a d4", "a d6", "a d8", "a d10", "a six-sided die")),
    # "flip a coin" (705), or "flip it" / "flip this creature", a flip card (710).
    (("flip", "flips"), lambda c: fixed("a coin")(c) or _object_only(c)),
    (("tempts",), fixed("you")),
    (
        ("take", "takes"),
        fixed("an extra turn after this one", "two extra turns after this one", "the initiative"),
    ),
    (("phase", "phases"), fixed("out", "in")),
    (("must",), fixed("be blocked this turn if able", "be blocked if able", "attack")),
    (("control", "controls"), _object_only),
    (("connive", "connives", "investigates", "proliferates", "learn", "learns"), none),
):
    for form in forms:
        VERBS[form] = rule
CLAUSE_VERBS.update(VERBS)


def predicate(c: Cursor) -> Predicate | None:
    token = c.peek()
    if token is None or token.kind not in (Kind.WORD,):
        return None
    rule = VERBS.get(token.text.lower())
    if rule is None:
        return None
    verb = c.advance().text
    found = rule(c)
    if found is None:
        return None
    return Predicate(verb, tuple(p for p in found if p is not None and p != ""))

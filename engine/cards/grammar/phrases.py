"""The grammar's phrases: amounts, mana, selectors, references and keyword lists.

A selector is a determiner ("target", "each", "up to two", "another", "a"), qualities (colors
105.2, card types and subtypes 205, states such as "tapped" or "attacking", their "non-"
forms), a head ("creature", "card", "player", a subtype such as "Goblins") and what follows it
("you control", "in your graveyard", "with flying", "with power 2 or less"). A reference names
something the line already named or made (the binder of issue 28 §2): "it", "that creature",
"its controller", "the exiled card", the card itself.
"""

from __future__ import annotations

from engine.cards.grammar.compared import COMPARED, own_stat
from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.other_than import other_than
from engine.cards.grammar.postfixes import CONTROLLERS, HAPPENED, WHERE
from engine.cards.grammar.tokens import Kind
from engine.cards.grammar.tree import (
    Amount,
    Counters,
    Keyword,
    Keywords,
    Located,
    Mana,
    Objects,
    Part,
    Possessive,
    Postfix,
    Qualities,
    Quality,
    Reference,
    Selector,
)
from engine.cards.keyword_abilities import KEYWORD_ABILITIES

COLORS = frozenset({"white", "blue", "black", "red", "green", "colorless", "multicolored"})
CARD_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "instant", "sorcery"}
    | {"battle", "kindred", "tribal"}
)
SUPERTYPES = frozenset({"legendary", "basic", "snow", "world"})
STATES = frozenset(
    {"tapped", "untapped", "attacking", "blocking", "blocked", "unblocked", "nontoken"}
    | {"enchanted", "equipped", "face-down", "face-up", "other", "historic", "modified"}
    | {"permanent"}
)
#: Heads of a selector, singular and plural.
HEADS = frozenset(
    {"creature", "creatures", "permanent", "permanents", "card", "cards", "spell", "spells"}
    | {"player", "players", "opponent", "opponents", "land", "lands", "artifact", "artifacts"}
    | {"enchantment", "enchantments", "planeswalker", "planeswalkers", "token", "tokens"}
    | {"instant", "instants", "sorcery", "sorceries", "battle", "battles", "source", "sources"}
    | {"ability", "abilities", "target", "targets", "spell or ability", "object", "objects"}
)
#: Heads naming players, not objects (102.1).
PLAYER_HEADS = frozenset({"player", "players", "opponent", "opponents"})
DETERMINERS = ("target", "each", "all", "another", "a", "an", "any", "other", "the", "one", "no")
#: How cards spell a keyword of 702 besides its name: with its parameter's first word
#: ("protection from", 702.16a; "affinity for", 702.41a), as a variant the rule defines
#: (typecycling, 702.29e; megamorph, 702.37b; multikicker, 702.33c), and keywords of cards the CR
#: does not cover (augment, specialize).
KEYWORD_SPELLINGS = frozenset(
    {"hexproof from", "protection from", "affinity for", "bands with other", "augment"}
    | {"plainscycling", "islandcycling", "swampcycling", "mountaincycling", "forestcycling"}
    | {"basic landcycling", "megamorph", "multikicker", "specialize"}
)
#: Names of 702 the grammar does not read as keywords yet: reading them would change which lines
#: parse (about 60 more, Ascend's among them) — a change of its own, measured, not this list's.
UNREAD_KEYWORDS = frozenset(
    {"ascend", "companion", "exhaust", "forecast", "hidden agenda", "living metal", "max speed"}
    | {"offering", "solved", "space sculptor", "unleash", "visit"}
)
#: The keywords the grammar reads: the names of 702 (`keyword_abilities`) and their spellings.
KEYWORD_NAMES = (
    frozenset(name.casefold() for name in KEYWORD_ABILITIES) - UNREAD_KEYWORDS | KEYWORD_SPELLINGS
)
_LONGEST_KEYWORD = max(len(k.split(" ")) for k in KEYWORD_NAMES)
_WALKS = frozenset({"islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk"})


def amount(c: Cursor) -> Amount | None:
    """A number, a number word or X (107.1, 107.3), and a bound after it ("two or more")."""
    token = c.kind(Kind.NUMBER)
    if token is None:
        return None
    bound = c.phrase("or more", "or fewer", "or greater", "or less") or ()
    return Amount((token.text, *bound), token.value)


def mana(c: Cursor) -> Mana | None:
    symbols: list[str] = []
    while (token := c.kind(Kind.MANA)) is not None:
        symbols.append(token.text)
    return Mana(tuple(symbols)) if symbols else None


def _is_subtype(text: str) -> bool:
    """A capitalised word standing for a subtype ("Goblin", "Zombies", "Equipment")."""
    folded = text.lower()
    return (
        text[:1].isupper()
        and text.isalpha()
        and folded not in _NOT_SUBTYPES
        and folded not in HEADS
        and folded not in CARD_TYPES
    )


_NOT_SUBTYPES = frozenset({"you", "your", "target", "each", "it", "if", "when", "then", "that"})


def _quality_word(c: Cursor) -> str | None:
    token = c.peek()
    if token is None or token.kind is not Kind.WORD:
        return None
    text = token.text.lower()
    nonless = text.removeprefix("non-").removeprefix("non")
    if (
        text in COLORS | CARD_TYPES | SUPERTYPES | STATES
        or (text != nonless and (nonless in COLORS | CARD_TYPES | SUPERTYPES | STATES))
        or text.startswith("non-")
        or _is_subtype(token.text)
    ):
        return c.advance().text
    return None


def qualities(c: Cursor) -> tuple[Quality, ...]:
    """Quality words, each alone or joined by "or"/"and"/commas ("red or green", "black,
    white"), as long as a quality follows the joiner."""
    out: list[Quality] = []
    while True:
        mark = c.pos
        joiner: tuple[str, ...] = ()
        if out:
            joiner = c.phrase(", or", ", and", "and / or", "or", "and", ",") or ()
        text = _quality_word(c)
        if text is None:
            c.pos = mark
            break
        out.append(Quality((*joiner, text)))
    return tuple(out)


#: Heads of more than one word: objects on the stack (113.3b-c, 115.7), longest first.
STACK_HEADS = ("activated or triggered ability", "spell or ability", "activated ability")


def _head(c: Cursor) -> str | None:
    if (words := c.phrase(*STACK_HEADS, "triggered ability")) is not None:
        return " ".join(words)
    token = c.peek()
    if token is None or token.kind is not Kind.WORD:
        return None
    if token.text.lower() in HEADS:
        return c.advance().text
    return None


#: "From among" what an earlier action of the line moved: a reference the binder links to that
#: action's predicate, as "the milled cards" is (701.17c: a milled card is found in the public
#: zone it moved to).
_AMONG_DONE = ("from among the cards milled this way", "from among the milled cards")


def _postfix(c: Cursor) -> Postfix | None:
    control = c.phrase(*CONTROLLERS)
    if control is not None:
        return Postfix("controller", control)
    cast = c.phrase("you cast", "your opponents cast", "an opponent casts", "you don't control")
    if cast is not None:
        return Postfix("caster", cast)
    zone = c.phrase(*WHERE)
    if zone is not None:
        return Postfix("zone", zone)
    happened = c.phrase(*HAPPENED)
    if happened is not None:
        return Postfix("happened", happened)
    among = c.phrase("from among them", "from it", "from among those cards")
    if among is not None:
        return Postfix("among", (*among[:-1], Reference("among", among[-1:])))
    milled = c.phrase(*_AMONG_DONE)
    if milled is not None:
        # "from among the cards milled this way" (701.17c): what an earlier action moved.
        return Postfix("among", (*milled[:2], Reference("done", milled[2:])))
    with_ = c.attempt(_with) or c.attempt(other_than)
    if with_ is not None:
        return with_
    done = c.attempt(this_way)
    if done is not None:
        return done
    relation = c.phrase("that targets only", "that targets", "attached to")
    if relation is None and (kind := c.phrase("that's a", "that's an", "that's")) is not None:
        found = qualities(c)
        return Postfix("kind", (*kind, Qualities(found))) if found else None
    if relation is not None:
        what = c.attempt(objects)
        return None if what is None else Postfix("relation", (*relation, what))
    return None


#: Participles an object is said with for what an action of the line did to it, and the
#: verb that did it ("exiled" → exile, 701): the binder links "exiled this way" and "the exiled
#: card" to the predicate of that verb.
PARTICIPLES = {
    "exiled": ("exile", "exiles"),
    "sacrificed": ("sacrifice", "sacrifices"),
    "discarded": ("discard", "discards"),
    "revealed": ("reveal", "reveals"),
    "milled": ("mill", "mills"),
    "destroyed": ("destroy", "destroys"),
    "returned": ("return", "returns"),
    "tapped": ("tap", "taps"),
    "untapped": ("untap", "untaps"),
    "countered": ("counter", "counters"),
    "created": ("create", "creates"),
    "put": ("put", "puts"),
    "chosen": ("choose", "chooses"),
    "drawn": ("draw", "draws"),
    "dealt": ("deal", "deals"),
}


def this_way(c: Cursor) -> Postfix | None:
    """ "exiled this way", "sacrificed this way": what an earlier action of the line did, a
    reference the binder links to that action's predicate."""
    # "cards they exiled this way": the players who did it are the clause's subject (Living
    # Death), said in the reference's words.
    who = c.word("they")
    done = c.word(*PARTICIPLES)
    # "dealt damage this way": what the damage an earlier "deals" dealt was dealt to (120.3).
    what = (c.word("damage"),) if done is not None and done.lower() == "dealt" else ()
    way = c.phrase("this way") if done is not None and None not in what else None
    if done is None or way is None:
        return None
    said = (who, done) if who is not None else (done,)
    return Postfix("this way", (Reference("done", (*said, *what, *way)),))


def _with(c: Cursor) -> Postfix | None:
    word = c.word("with", "without")
    if word is None:
        return None
    stat = c.phrase("power", "toughness", "mana value")
    if stat is not None:
        than = c.phrase(*COMPARED) or ()
        own = c.attempt(own_stat) if than else None
        if own is not None:
            # "with power less than this creature's power" (208): compared with its own.
            return Postfix("stat", (word, *stat, *than, *own))
        number = amount(c)
        bound = c.phrase("or greater", "or less")
        if number is None:
            return None
        return Postfix("stat", (word, *stat, *than, number, *(bound or ())))
    different = c.phrase("different powers")
    if different is not None:
        return Postfix("different", (word, *different))  # coven's "with different powers"
    same = c.phrase("the same name as")
    if same is not None:
        what = c.attempt(objects)
        return None if what is None else Postfix("same name", (word, *same, what))
    found = keywords(c)
    if found is not None:
        return Postfix("keyword", (word, found))
    which = c.attempt(counters) or c.attempt(bare_counters)
    on = c.word("on") if which is not None else None
    it = c.attempt(reference) if on is not None else None
    if which is not None and on is not None and it is not None and it.kind == "object":
        return Postfix("counters", (word, which, on, it))
    return None


def selector(c: Cursor) -> Selector | None:
    """A selector: determiner, amount, qualities, head, postfixes."""
    determiner: list[str] = []
    count: Amount | None = None
    each_of = c.phrase("each of") or ()
    up_to = (*each_of, *(c.phrase("up to", "at least") or ()))
    if up_to[len(each_of) :]:
        count = amount(c)
        if count is None:
            return None
    elif (any_number := c.phrase("any number of")) is not None:
        up_to = (*each_of, *any_number)
    elif (n := c.attempt(amount)) is not None:
        count = n
    while (d := c.word(*DETERMINERS)) is not None:
        determiner.append(d)
    found = qualities(c)
    head = _head(c)
    if head is None and not found and determiner and determiner[-1].lower() == "target":
        head = determiner.pop()  # "any target" (115.4)
    if head is None:
        # The qualities may name the kind themselves ("target creature", "target artifact or
        # creature", "Goblins and Orcs"): the head is then empty.
        last = found[-1].text[-1] if found else ""
        if last.lower() not in HEADS | CARD_TYPES and not _is_subtype(last):
            return None
        head = ""
    if not determiner and count is None and not found and head.lower() in ("target", "targets"):
        return None
    post: list[Postfix] = []
    while (p := c.attempt(_postfix)) is not None:
        post.append(p)
    return Selector(up_to, count, tuple(determiner), found, head, tuple(post))


#: Deictic references: what they name needs no earlier words (201.5, 102.1, 506.2).
_DEICTIC = (
    ("self", ("~", "this token", "this emblem")),
    ("you", ("you",)),
    ("defending player", ("defending player",)),
    ("your hand", ("your hand",)),
    ("your opponents", ("your opponents",)),
    # "Your commander" (903.3): the card designated so before the game, wherever it is.
    ("your commander", ("your commander",)),
)
#: Anaphoric references, which the binder (`binders`) links to an earlier part of the line:
#: "object" ones to what was selected or made, "player" ones to a player named before, "done"
#: ones to the action that produced them ("the exiled card": the exiling).
_ANAPHORIC = (
    # "He gains trample", "transform him": a character's card said as a person (its "it", 201.5).
    ("object", ("it", "them", "they", "he", "she", "him", "her")),
    ("object", ("that creature", "that card", "that permanent", "that spell", "that land")),
    ("object", ("that artifact", "that token", "that enchantment", "that planeswalker")),
    ("object", ("those creatures", "those cards", "those permanents", "those tokens")),
    ("object", ("that creature or planeswalker", "the token", "the tokens")),
    ("object", ("that spell or ability", "that ability")),
    ("rest", ("the rest",)),
    ("among", ()),
    ("controller", ("its controller", "that creature's controller", "that spell's controller")),
    ("controller", ("their controller", "that permanent's controller", "its controller's")),
    ("owner", ("its owner", "that card's owner", "their owner")),
    ("player", ("that player", "that opponent")),
    ("hand", ("their hand", "his or her hand", "that player's hand")),
    ("done", ("the exiled card", "the exiled cards", "the exiled creature")),
    ("done", ("the sacrificed creature", "the discarded card", "the revealed card")),
    ("done", ("the milled cards", "the milled card")),
)
#: Kinds of reference the binder must bind (every other kind is deictic).
ANAPHORIC_KINDS = frozenset(kind for kind, _ in _ANAPHORIC)


_REFERENCE_KINDS = {p: kind for kind, phrases in (*_DEICTIC, *_ANAPHORIC) for p in phrases}
_REFERENCE_PHRASES = tuple(_REFERENCE_KINDS)
#: Words every anaphoric reference begins with or holds, wherever the grammar reads one
#: (here, in counts, conditions and destinations): a line with none has nothing to bind.
ANAPHORA_WORDS = frozenset(
    {p.split(" ")[p.startswith("the ")] for _, phrases in _ANAPHORIC for p in phrases}
    | {"its", "it's", "their", "his", "that", "those", "way"}
)


def reference(c: Cursor) -> Reference | None:
    token = c.peek()
    if token is not None and token.kind is Kind.SELF:
        return Reference("self", (c.advance().word,), printed=token.text)
    found = c.phrase(*_REFERENCE_PHRASES)
    if found is None:
        return None
    return Reference(_REFERENCE_KINDS[" ".join(found).lower()], found)


#: Whose zone is named (400.1): "your", a pronoun's (a reference, `binders`), a player
#: selected there ("target player's", a possessive the binder takes as a player).
_WHOSE = {
    "your": None,
    "its owner's": "owner",
    "their owner's": "owner",
    "their owners'": "owner",
    "its controller's": "controller",
    "that player's": "player",
    "their": "object",
    "his or her": "player",
}
_WHOSE_PLAYERS = (
    "target player's",
    "target opponent's",
    "each player's",
    "each opponent's",
    "an opponent's",
    "a player's",
    "defending player's",
)


def whose(c: Cursor) -> Part:
    """Whose hand, graveyard or library: "your", "its owner's", "that player's", "target
    opponent's" (400.1, 108.3)."""
    said = c.phrase(*_WHOSE)
    if said is not None:
        kind = _WHOSE[" ".join(said).lower()]
        return said[0] if kind is None else Reference(kind, said)
    player = c.phrase(*_WHOSE_PLAYERS)
    return None if player is None else Possessive(player)


def _library_top(c: Cursor) -> Selector | None:
    """ "the top card of your library", "the top three cards of target player's library" """
    lead = c.phrase("the top")
    count = c.attempt(amount) if lead is not None else None
    head = c.word("card", "cards") if lead is not None else None
    of = c.word("of") if head is not None else None
    owner = whose(c) if of is not None else None
    library = c.word("library") if owner is not None else None
    if lead is None or head is None or of is None or owner is None or library is None:
        return None
    return Selector(lead, count, (), (), head, (Postfix("zone", (of, owner, library)),))


def _partitive(c: Cursor) -> Selector | None:
    """ "one of them", "two of those creatures": some of what the line produced."""
    count = c.attempt(amount)
    of = c.word("of") if count is not None else None
    them = c.attempt(reference) if of is not None else None
    if count is None or of is None or them is None or them.kind != "object":
        return None
    among = Reference("among", them.text)  # some of what was named: objects, not players
    return Selector((), count, (), (), "", (Postfix("among", (of, among)),))


def _object(c: Cursor) -> Part:
    found: Part = c.attempt(_partitive) or c.attempt(reference)
    if found is None:
        return c.attempt(_library_top) or c.attempt(selector)
    zone = c.phrase("from your graveyard", "from your hand", "from exile", "from a graveyard")
    return found if zone is None else Located(found, Postfix("zone", zone))


#: The words a clause's verb may be (filled by `verbs` as it registers each verb): an object
#: joined by "and" but followed by one opens a clause of its own.
CLAUSE_VERBS: set[str] = set()
#: Verbs that follow an object inside a selector ("creatures that player controls").
_POSTFIX_VERBS = frozenset({"control", "controls", "own", "owns"})


def _starts_clause(c: Cursor, found: Part) -> bool:
    """A player joined after an object but followed by a verb opens a clause of its own
    ("… to target creature and you gain 2 life", "… on ~ and that player mills …"), not a
    list ("target creature and you")."""
    if c.pos >= len(c.lower):
        return False
    word = c.lower[c.pos]
    if word in _POSTFIX_VERBS:
        return False
    # A joined subject keeps its verb ("~ and each other Goblin get +1/+1"); a player said
    # after "and" and followed by a verb is the subject of a clause of its own.
    players = isinstance(found, Reference) and found.kind in ("you", "player")
    return players and word in CLAUSE_VERBS


def objects(c: Cursor) -> Objects | None:
    """One or more selectors or references joined by "or", "and", "and/or" or commas."""
    first = _object(c)
    if first is None:
        return None
    items: list[Part] = [first]
    #: Where each joiner began, how many items stood before it, and whether it was a bare comma.
    marks: list[tuple[int, int, bool]] = []
    while True:
        mark = c.pos
        joiner = c.phrase(", and / or", ", or", ", and", "and / or", "or", "and", ",")
        nxt = _object(c) if joiner is not None else None
        if nxt is None or joiner is None or _starts_clause(c, nxt):
            c.pos = mark
            break
        marks.append((mark, len(items), joiner == (",",)))
        items += [*joiner, nxt]
    # A list joined by bare commas ends with "and" or "or" ("A, B, or C"); trailing bare-comma
    # items belong to what follows ("… is a creature, it has lifelink").
    while marks and marks[-1][2]:
        c.pos, kept, _ = marks.pop()
        del items[kept:]
    return Objects(tuple(items))


#: What protection or hexproof may be from besides qualities (702.16, 702.11).
_PROTECTION_WORDS = (
    "the color of your choice",
    "the chosen color",
    "the chosen player",
    "each color",
    "all colors",
    "everything",
    "each of your opponents",
    "multicolored",
)


def _keyword(c: Cursor) -> Keyword | None:
    name: tuple[str, ...] | None = None
    for n in range(_LONGEST_KEYWORD, 0, -1):
        texts = [t.text.lower() for t in c.tokens[c.pos : c.pos + n] if t.kind is Kind.WORD]
        if len(texts) == n and " ".join(texts) in KEYWORD_NAMES:
            name = tuple(c.advance().text for _ in range(n))
            break
    if name is None:
        token = c.peek()
        if token is not None and token.text.lower() in _WALKS:
            name = (c.advance().text,)
    if name is None:
        return None
    folded = " ".join(name).lower()
    parameter: list[Part] = []
    if folded in ("protection from", "hexproof from"):
        kinds = qualities(c)
        chosen = c.phrase(*_PROTECTION_WORDS) if not kinds else None
        found: Part = (
            Qualities(kinds)
            if kinds
            else Quality(chosen)
            if chosen is not None
            else c.attempt(objects)
        )
        if found is None:
            return None
        parameter.append(found)
        # "protection from white and from blue" (702.16)
        while (more := c.phrase("and from", ", from")) is not None:
            colors = qualities(c)
            if not colors:
                return None
            parameter += [*more, Qualities(colors)]
    elif folded in ("enchant", "affinity for"):
        found_objects = c.attempt(objects)
        if found_objects is None:
            return None
        parameter.append(found_objects)
    else:
        parameter += [x for x in (c.attempt(amount), c.attempt(mana)) if x is not None]
    return Keyword(name, tuple(parameter))


def keywords(c: Cursor) -> Keywords | None:
    """Keywords joined by commas, semicolons, "and" or "or" ("flying and haste")."""
    first = c.attempt(_keyword)
    if first is None:
        return None
    items: list[Part] = [first]
    while True:
        mark = c.pos
        joiner = c.phrase(", and", ", or", "and", "or", ",", ";")
        nxt = c.attempt(_keyword) if joiner is not None else None
        if nxt is None or joiner is None:
            c.pos = mark
            break
        items += [*joiner, nxt]
    return Keywords(tuple(items))


def quantity(c: Cursor) -> Part:
    """How many: "a", "an", a number, X, "that many" (a back-reference to a counted result)."""
    found: Part = c.word("a", "an") or c.attempt(amount)
    if found is None and (many := c.phrase("that many", "that much")) is not None:
        found = Amount(many)
    return found


def bare_counters(c: Cursor) -> Counters | None:
    """Counters of a kind without a number ("with +1/+1 counters on them", "for each +1/+1
    counter on ~"): any number of them (122.1)."""
    token = c.peek()
    if token is None or not (token.kind is Kind.PT or token.text in _COUNTER_WORDS):
        return None
    kind = c.advance().text
    noun = c.word("counter", "counters")
    return None if noun is None else Counters(None, kind, noun)


#: Counter kinds named without a number before them that aren't a P/T ("for each charge
#: counter on ~"): lower-case words only, as `counters` takes them.
_COUNTER_WORDS = frozenset({"charge", "loyalty", "oil", "time", "lore", "quest", "age", "ki"})


def counters(c: Cursor) -> Counters | None:
    """ "a +1/+1 counter", "two charge counters", "X -1/-1 counters" (122.1)."""
    count = quantity(c)
    token = c.peek()
    if count is None or token is None:
        return None
    if (two := c.phrase(*_TWO_WORD_KINDS)) is not None:
        kind = " ".join(two)
    elif token.kind is Kind.PT or (token.kind is Kind.WORD and token.text.islower()):
        kind = c.advance().text
    else:
        return None
    noun = c.word("counter", "counters")
    return None if noun is None else Counters(count, kind, noun)


#: The counter kinds of two words, both keyword counters (122.1b): "a first strike counter".
_TWO_WORD_KINDS = ("first strike", "double strike")

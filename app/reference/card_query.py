"""Card search syntax, the basics of Scryfall's: `t:creature o:"populate"`, `mv<=2 c:g`.

A query is card syntax when one of its terms is `key`, an operator and a value with no space
between them (`o:populate`, `mv>=3`). Terms are combined with AND; `or` between terms finds the
cards either finds, and parentheses group terms (`t:creature (o:flying or o:reach)`), as
Scryfall has them (AND binds tighter than `or`); a term or a group starting with `-` is negated;
words without a key must be in the card's name. The keys:

- `t:` / `type:` — the type line contains the value (`t:creature`, `t:"legendary creature"`).
- `o:` / `oracle:` — the oracle text contains the value, quoted for a phrase (`o:"create a"`).
- `c:` / `color:` — the card's colors, from its faces' mana costs (CR 202.2) and colour
  indicators (202.2e: Ancestral Vision is blue): `c:g` and `c>=ug` have those colors (and maybe
  more), `c=ug` exactly those, `c<=ug` no others (colorless included), `c:c` colorless, `c:m`
  two colors or more.
- `mv` / `cmc` — mana value (CR 202.3) compared with `=`, `:`, `!=`, `<`, `<=`, `>`, `>=`;
  X counts 0 (CR 202.3e), a hybrid symbol its largest part (202.3f), a Phyrexian symbol 1 (202.3g):
  the engine's mana value, as its rules compute it; a cost with a symbol the rules don't define
  (an Un-card's {HW}) has none, so no `mv` term matches it.
- `pow` / `power`, `tou` / `toughness` — compared the same way; `*` counts 0 (`1+*` is 1).
- `is:` — `permanent` (CR 110.4), `spell` (not a land, CR 300.1), `historic` (artifact, legendary
  or Saga, CR 700.6), these three as the engine reads the type lines (`type_line_kinds`: "Summon
  Jaguar" is a creature), `vanilla` (a creature with no rules text), `dfc` (a double-faced card,
  CR 712), `split` (CR 709); and how much of it the rules engine models: `modelled` (all of it),
  `partial` (some of it), `textonly` (none of its abilities) — a card the engine doesn't load
  (a plane, an Un-card's joke) is none of the three.

A query's cost is bounded (issue 26): at most `MAX_TERMS` terms, parentheses at most `MAX_DEPTH`
deep, and a text term (`o:`, `t:`, a name word) needs `MIN_TEXT_CHARS` letters or digits, since
each is one index lookup whose answer a one-letter prefix makes nearly every card. Anything over
is `CardQueryTooCostly`, naming the term. So a query does at most `MAX_TERMS` lookups of at most
every card each, and a set operation on them per term and group. Parentheses that don't balance
and an `or` without a term on each side are `CardQueryMalformed`, saying which.

A card with several faces matches a text or type term when any face does; mana value, power and
toughness are the front face's. Anything else with a key and an operator (`foo:bar`, `is:shiny`)
is refused with a message naming what is known, instead of silently finding nothing.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from app.reference.folding import fold
from engine import COLORS, CorpusCard, ManaCost, ManaError, parse_cost, type_line_kinds

_COLOR_NAMES = {
    "white": "W",
    "blue": "U",
    "black": "B",
    "red": "R",
    "green": "G",
}
#: `is:` values that are how much of the card the rules engine models (`engine.card_statuses`).
STATUS_VALUES = {"modelled": "implemented", "partial": "partial", "textonly": "text only"}
IS_VALUES = ("permanent", "spell", "historic", "vanilla", "dfc", "split", *STATUS_VALUES)
#: Most terms one card query may have (each is an index lookup or a set operation on every card).
MAX_TERMS = 12
#: Deepest nesting of parentheses in a card query (`((o:flying or o:reach) t:elf)` is 2): deep
#: enough for any question a judge writes; each level is a set operation on every card.
MAX_DEPTH = 4
#: Fewest letters and digits a text term (`o:`, `t:`, a name word) may have: `o:a` is a prefix
#: of a word in ~85% of cards, and fifty such terms took seconds of CPU.
MIN_TEXT_CHARS = 2
#: How the page's help line and the messages name the keys.
KEYS_HELP = "t:, o:, c:, mv, pow, tou and is:"

_KEYS = {
    "t": "type",
    "type": "type",
    "o": "oracle",
    "oracle": "oracle",
    "c": "color",
    "color": "color",
    "colors": "color",
    "mv": "mv",
    "cmc": "mv",
    "manavalue": "mv",
    "pow": "power",
    "power": "power",
    "tou": "toughness",
    "toughness": "toughness",
    "is": "is",
}
_OPS: dict[str, Callable[[float, float], bool]] = {
    ":": operator.eq,
    "=": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}
#: A term: an optional `-`, a key, an operator and a value (quoted, or up to the next space).
_KEYED = re.compile(r'(-?)([A-Za-z]+)(!=|<=|>=|[:=<>])("[^"]*"?|[^\s"]+)')
#: A token: a parenthesis (`-(` negates the group), a keyed term, a quoted phrase or a word.
_TERM = re.compile(
    r"(?P<open>-?\()|(?P<close>\))"
    r'|(?P<neg_key>-?)(?P<key>[A-Za-z]+)(?P<op>!=|<=|>=|[:=<>])(?P<value>"[^"]*"?|[^\s"()]*)'
    r'|(?P<neg_phrase>-?)"(?P<phrase>[^"]*)"?|(?P<word>[^\s()]+)'
)
_WORD = re.compile(r"[a-z0-9]+")
_DFC_LAYOUTS = ("transform", "modal_dfc", "reversible_card", "meld")


K = TypeVar("K")


class CardSyntaxError(ValueError):
    """A card query that uses syntax this search doesn't know; the message says what it knows."""


class CardQueryMalformed(ValueError):
    """A card query whose `or` or parentheses don't make an expression (a parenthesis never
    closed or never opened, `or` without a term on each side); the message says which.
    Refused (400/422), like a query over a bound: there is nothing to search for."""


class CardQueryTooCostly(ValueError):
    """A card query over a cost bound (`MAX_TERMS`, `MIN_TEXT_CHARS`); the message names the
    term and the bound. Refused (400/422) rather than shown as a syntax hint."""


def _text_long_enough(value: str, term: str) -> None:
    if len("".join(_WORD.findall(fold(value)))) < MIN_TEXT_CHARS:
        raise CardQueryTooCostly(
            f"“{term}”: a text term needs at least {MIN_TEXT_CHARS} letters or digits (a "
            "shorter one matches nearly every card)"
        )


@dataclass(frozen=True, slots=True)
class Facts:
    """What card syntax filters on, one card's worth (text folded)."""

    doc: int
    folded_name: str
    type_line: str
    oracle: str
    colors: str
    mv: int | None
    power: float | None
    toughness: float | None
    layout: str
    #: What the rules call the card, as the engine reads its faces' type lines, space-separated:
    #: permanent (110.4), historic (700.6), spell (its front face isn't a land).
    kinds: str


def looks_like_syntax(query: str) -> bool:
    """Whether the query has a term with a key and an operator (so it is card syntax)."""
    return _KEYED.search(query) is not None and any(
        m.group("key") and m.group("value") for m in _TERM.finditer(query)
    )


def printed_cost(text: str | None) -> ManaCost | None:
    """The engine's reading of a printed mana cost, whose mana value (CR 202.3) and colors
    (202.2) card syntax filters on; None for a cost with a symbol the rules don't define (four
    Un-cards: {HW}, {D}, {L}, and {Y}{Z})."""
    try:
        return parse_cost(text or "")
    except ManaError:
        return None


def colors_of(costs: list[ManaCost | None], indicated: tuple[str, ...] = ()) -> str:
    """The colors the mana costs show (CR 202.2, the engine's) and the colour indicators
    (202.2e, 204), in WUBRG order."""
    shown = {c for cost in costs if cost is not None for c in cost.colors()} | set(indicated)
    return "".join(c for c in COLORS if c in shown)


def _number(printed: str | None) -> float | None:
    """A printed power or toughness as a number: `*` is 0, `1+*` is 1, `-1` is -1."""
    if printed is None:
        return None
    m = re.match(r"[+-]?\d+(?:\.\d+)?", printed)
    return float(m.group(0)) if m else 0.0


def facts_of(doc: int, card: CorpusCard, folded_name: str = "") -> Facts:
    """A card's facts. The oracle text is kept as printed but for Æ: it only feeds the FTS
    index, whose tokenizer folds case and accents and splits on punctuation (’ and ' alike)."""
    front = card.front
    oracle = "\n".join(f.text for f in card.faces)
    return Facts(
        doc=doc,
        folded_name=folded_name or fold(card.name),
        type_line=fold(" // ".join(f.type_line for f in card.faces)),
        oracle=oracle.replace("Æ", "Ae").replace("æ", "ae"),
        colors=colors_of(
            [printed_cost(f.mana_cost) for f in card.faces],
            tuple(c for f in card.faces for c in f.color_indicator),
        ),
        mv=cost.mana_value if (cost := printed_cost(front.mana_cost)) is not None else None,
        power=_number(front.power),
        toughness=_number(front.toughness),
        layout=card.layout,
        kinds=" ".join(sorted(rule_kinds(card))),
    )


def rule_kinds(card: CorpusCard) -> set[str]:
    """The `is:` values the rules define, as the engine reads the card's type lines: permanent
    and historic when a face is (110.4, 700.6), spell when the front face isn't a land."""
    faces = [type_line_kinds(f.type_line) for f in card.faces]
    kinds = {k for face in faces for k in face if k in ("permanent", "historic")}
    if "land" not in faces[0]:
        kinds.add("spell")
    return kinds


def _unquote(value: str) -> str:
    return value[1:].removesuffix('"') if value.startswith('"') else value


def _fts_phrase(value: str) -> str:
    """An FTS5 phrase for a text term's words (quoted: no FTS syntax), its last word a prefix."""
    words = _WORD.findall(fold(value))
    return f'"{" ".join(words)}"*' if words else ""


#: Finds the documents whose card text matches an FTS5 expression over the card columns.
TextSearch = Callable[[str], list[int]]


class CardTable:
    """Every corpus card's facts, indexed so that each term is a few set operations.

    Positions are the cards in name order; text terms are FTS5 queries (`TextSearch`) over the
    name, type line and oracle text; the rest are buckets by value (colors, mana value, power,
    toughness) or sets worked out once (`is:`).
    """

    def __init__(
        self,
        facts: list[Facts],
        text_search: TextSearch,
        statuses: Callable[[], Mapping[str, str]] | None = None,
    ) -> None:
        ordered = sorted(facts, key=lambda f: (f.folded_name, f.doc))
        self.docs = [f.doc for f in ordered]
        self.folded = [f.folded_name for f in ordered]
        #: Every card's status in the engine by folded name, asked for on the first `is:` of a
        #: status (reading them takes a few tenths of a second).
        self.statuses = statuses or dict
        self._status_by_folded: Mapping[str, str] | None = None
        self._by_status: dict[str, set[int]] | None = None
        self.position = {doc: n for n, doc in enumerate(self.docs)}
        self.everything = frozenset(range(len(ordered)))
        self.text_search = text_search
        self.colors: dict[str, set[int]] = {}
        self.mv: dict[float, set[int]] = {}
        self.power: dict[float, set[int]] = {}
        self.toughness: dict[float, set[int]] = {}
        self.kinds: dict[str, set[int]] = {
            value: set() for value in IS_VALUES if value not in STATUS_VALUES
        }
        #: The cards by each word of their type lines ("creature", "goblin", "legendary").
        self.type_words: dict[str, set[int]] = {}
        for n, f in enumerate(ordered):
            for word in set(_WORD.findall(f.type_line)):
                self.type_words.setdefault(word, set()).add(n)
            self.colors.setdefault(f.colors, set()).add(n)
            if f.mv is not None:
                self.mv.setdefault(f.mv, set()).add(n)
            if f.power is not None:
                self.power.setdefault(f.power, set()).add(n)
            if f.toughness is not None:
                self.toughness.setdefault(f.toughness, set()).add(n)
            for kind in f.kinds.split():
                self.kinds[kind].add(n)
            if "creature" in f.type_line and not f.oracle:
                self.kinds["vanilla"].add(n)
            if f.layout in _DFC_LAYOUTS:
                self.kinds["dfc"].add(n)
            if f.layout in ("split", "aftermath"):
                self.kinds["split"].add(n)

    def status(self, value: str) -> set[int]:
        """The cards of one `is:` status value (`STATUS_VALUES`)."""
        if self._by_status is None:
            found = self._statuses()
            by_status: dict[str, set[int]] = {s: set() for s in STATUS_VALUES.values()}
            for n, folded in enumerate(self.folded):
                if (status := found.get(folded)) in by_status:
                    by_status[status].add(n)
            self._by_status = by_status
        return self._by_status[STATUS_VALUES[value]]

    def _statuses(self) -> Mapping[str, str]:
        if self._status_by_folded is None:
            self._status_by_folded = self.statuses()
        return self._status_by_folded

    def status_of(self, doc: int) -> str | None:
        """The engine's status of the card of document `doc` ("implemented", "partial", "text
        only"), shown on each result; None for a card the engine doesn't load."""
        n = self.position.get(doc)
        return None if n is None else self._statuses().get(self.folded[n])

    def text(self, column: str, value: str) -> set[int]:
        phrase = _fts_phrase(value)
        if not phrase:
            return set(self.everything)
        position = self.position
        return {position[d] for d in self.text_search(f"{column} : {phrase}") if d in position}

    def text_any(self, column: str, values: list[str]) -> set[int]:
        """`text` of any of the values, in one lookup (each value has a word: `parse`)."""
        either = " OR ".join(_fts_phrase(v) for v in values)
        position = self.position
        return {position[d] for d in self.text_search(f"{column} : ({either})") if d in position}

    def type_term(self, value: str) -> set[int]:
        """Cards whose type line has the value's words (a word it never has: as a prefix)."""
        words = _WORD.findall(fold(value))
        if words and all(w in self.type_words for w in words):
            return set.intersection(*(self.type_words[w] for w in words))
        return self.text("type_line", value)

    def buckets(self, table: Mapping[K, set[int]], test: Callable[[K], bool]) -> set[int]:
        """The cards in every bucket whose value passes `test`."""
        found: set[int] = set()
        return found.union(*(ids for value, ids in table.items() if test(value)))


Term = Callable[[CardTable], set[int]]


def _color_set(value: str, term: str) -> str:
    folded = fold(value)
    if folded in _COLOR_NAMES:
        return _COLOR_NAMES[folded]
    letters = folded.upper()
    if not letters or any(c not in COLORS for c in letters):
        raise CardSyntaxError(
            f"“{term}”: a color is w, u, b, r or g (or several, like ug), c for colorless or "
            "m for multicolored"
        )
    return letters


def _name_term(words: str) -> Term:
    return lambda t: t.text("name", words)


def _color(op: str, value: str, term: str) -> Term:
    folded = fold(value)
    if folded in ("c", "colorless"):
        wanted_empty = op != "!="
        return lambda t: t.buckets(t.colors, lambda have: (have == "") == wanted_empty)
    if folded in ("m", "multi", "multicolor", "multicolored"):
        many = op != "!="
        return lambda t: t.buckets(t.colors, lambda have: (len(have) >= 2) == many)
    wanted = set(_color_set(value, term))
    tests: dict[str, Callable[[set[str]], bool]] = {
        ":": lambda have: have >= wanted,
        ">=": lambda have: have >= wanted,
        ">": lambda have: have > wanted,
        "=": lambda have: have == wanted,
        "!=": lambda have: have != wanted,
        "<=": lambda have: have <= wanted,
        "<": lambda have: have < wanted,
    }
    test = tests[op]
    return lambda t: t.buckets(t.colors, lambda have: test(set(have)))


def _compare(field: str, op: str, value: str, term: str) -> Term:
    try:
        number = float(value)
    except ValueError:
        raise CardSyntaxError(
            f"“{term}”: {field} is compared with a number, like {field}>=3"
        ) from None
    compare = _OPS[op]

    def run(t: CardTable) -> set[int]:
        table = {"mv": t.mv, "power": t.power, "toughness": t.toughness}[field]
        return t.buckets(table, lambda have: compare(have, number))

    return run


def _is(value: str, term: str) -> Term:
    folded = fold(value)
    if folded not in IS_VALUES:
        raise CardSyntaxError(f"“{term}”: is: knows {', '.join(IS_VALUES)}")
    if folded in STATUS_VALUES:
        return lambda t: t.status(folded)
    return lambda t: t.kinds[folded]


def _keyed(key: str, op: str, value: str, term: str) -> Term:
    field = _KEYS.get(key.lower())
    if field is None:
        raise CardSyntaxError(f"“{term}”: unknown search key {key}; card search knows {KEYS_HELP}")
    if value in ("", '"'):
        raise CardSyntaxError(f"“{term}”: give a value after {key}{op}")
    if field in ("type", "oracle", "is") and op not in (":", "="):
        raise CardSyntaxError(f"“{term}”: {key} takes : (like {key}:value), not {op}")
    if field in ("type", "oracle"):
        words = _unquote(value)
        if not _fts_phrase(words):
            raise CardSyntaxError(f"“{term}”: give a word after {key}{op}")
        _text_long_enough(words, term)
        if field == "type":
            return lambda t: t.type_term(words)
        return _OracleText(words)
    if field == "color":
        return _color(op, _unquote(value), term)
    if field == "is":
        return _is(_unquote(value), term)
    return _compare(field, op, value, term)


def _all_of(terms: list[tuple[Term, bool]]) -> Term:
    """Cards every term holds for (a `-` one: doesn't), positive terms first: a negated one
    only takes away from what they found."""

    def run(table: CardTable) -> set[int]:
        found: set[int] | None = None
        for term, negated in sorted(terms, key=lambda item: item[1]):
            ids = term(table)
            if negated:
                found = (set(table.everything) if found is None else found) - ids
            else:
                found = ids if found is None else found & ids
            if not found:
                return set()
        return found or set()

    return run


@dataclass(frozen=True, slots=True)
class _OracleText:
    """An `o:` term: the cards whose text holds the words (`CardTable.text`)."""

    words: str

    def __call__(self, table: CardTable) -> set[int]:
        return table.text("oracle", self.words)


def _any_of(choices: list[Term]) -> Term:
    """Cards any of the choices holds for (`or`); the `o:` choices in one index lookup
    (`o:counter or o:draw`: one FTS5 `OR`, not a lookup and a set of thousands of cards each)."""
    texts = [c.words for c in choices if isinstance(c, _OracleText)]
    if len(texts) < 2:
        return lambda table: set().union(*(choice(table) for choice in choices))
    others = [c for c in choices if not isinstance(c, _OracleText)]
    return lambda table: table.text_any("oracle", texts).union(*(c(table) for c in others))


@dataclass(frozen=True, slots=True)
class CardQuery:
    """A parsed card query: what a card must hold for (terms combined with AND, `or` and
    parentheses as Scryfall has them) and the oracle words to highlight."""

    match: Term
    oracle_words: tuple[str, ...]

    def matches(self, table: CardTable) -> list[int]:
        """The documents of the cards that match, in name order."""
        found = self.match(table)
        docs = table.docs
        return [docs[n] for n in sorted(found)]


class _Reader:
    """Reads the tokens of a card query into one `Term`: an expression is choices separated by
    `or`, a choice is terms and groups all of which must hold, a group is `(`, an expression
    and `)` (`-(` negated). The terms are counted against `MAX_TERMS` before anything is read
    (`parse`), and groups' depth against `MAX_DEPTH` as they open."""

    def __init__(self, query: str) -> None:
        self.tokens = list(_TERM.finditer(query))
        self.at = 0
        self.depth = 0
        self.terms = sum(1 for m in self.tokens if self._counts(m))
        self.highlight: list[str] = []

    @staticmethod
    def _counts(m: re.Match[str]) -> bool:
        return not (m.group("open") or m.group("close") or _is_or(m))

    def read(self) -> Term:
        found = self.choices()
        if self.at < len(self.tokens):  # only a `)` stops an expression early
            raise CardQueryMalformed("“)”: no “(” opens this parenthesis")
        return found

    def choices(self) -> Term:
        choices = [self.all_of(after=None)]
        while self.at < len(self.tokens) and _is_or(self.tokens[self.at]):
            self.at += 1
            choices.append(self.all_of(after="or"))
        return choices[0] if len(choices) == 1 else _any_of(choices)

    def all_of(self, after: str | None) -> Term:
        terms: list[tuple[Term, bool]] = []
        read_any = False
        while self.at < len(self.tokens):
            m = self.tokens[self.at]
            if m.group("close") or _is_or(m):
                break
            self.at += 1
            read_any = True
            if m.group("open"):
                terms.append((self.group(m), m.group("open").startswith("-")))
                continue
            term = self.term(m)
            if term is not None:
                terms.append(term)
        if not read_any:
            if after == "or" or (self.at < len(self.tokens) and _is_or(self.tokens[self.at])):
                raise CardQueryMalformed(
                    "“or”: put a term on each side of it, like t:elf or t:goblin"
                )
            if self.at < len(self.tokens) and self.tokens[self.at].group("close"):
                if self.depth:
                    raise CardQueryMalformed("“()”: put a term inside the parentheses")
                raise CardQueryMalformed("“)”: no “(” opens this parenthesis")
        return terms[0][0] if len(terms) == 1 and not terms[0][1] else _all_of(terms)

    def group(self, opening: re.Match[str]) -> Term:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise CardQueryTooCostly(
                f"“{opening.group(0)}”: parentheses nest at most {MAX_DEPTH} deep in card search"
            )
        inside = self.choices()
        if self.at >= len(self.tokens) or not self.tokens[self.at].group("close"):
            raise CardQueryMalformed(f"“{opening.group(0)}”: this parenthesis is never closed")
        self.at += 1
        self.depth -= 1
        return inside

    def term(self, m: re.Match[str]) -> tuple[Term, bool] | None:
        key, op, value = m.group("key"), m.group("op"), m.group("value")
        if key:
            negated = m.group("neg_key") == "-"
            if _KEYS.get(key.lower()) == "oracle" and not negated:
                self.highlight.append(_unquote(value))
            return _keyed(key, op, value, m.group(0)), negated
        phrase, word = m.group("phrase"), m.group("word")
        text = phrase if phrase is not None else word
        negated = bool(m.group("neg_phrase")) or (word is not None and word.startswith("-"))
        if word is not None and negated:
            text = word[1:]
        if not _fts_phrase(text or ""):
            return None
        _text_long_enough(text or "", m.group(0))
        return _name_term(text or ""), negated


def _is_or(m: re.Match[str]) -> bool:
    word = m.group("word")
    return word is not None and word.lower() == "or"


def parse(query: str) -> CardQuery:
    """The query's terms; raises `CardSyntaxError` naming a term it can't read,
    `CardQueryMalformed` for `or` or parentheses that make no expression, and
    `CardQueryTooCostly` naming a term or group over a cost bound."""
    reader = _Reader(query)
    if reader.terms > MAX_TERMS:
        # Said before anything is read: the term over the bound, wherever the query is wrong.
        over = [m for m in reader.tokens if reader._counts(m)][MAX_TERMS]
        raise CardQueryTooCostly(
            f"“{over.group(0)}”: card search takes at most {MAX_TERMS} terms, and this is "
            f"term {MAX_TERMS + 1} of {reader.terms}"
        )
    match = reader.read()
    return CardQuery(match, tuple(reader.highlight))

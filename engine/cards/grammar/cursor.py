"""The parser's position in a line's tokens, and the few moves every rule is made of.

The grammar is hand-written recursive descent over tokens: a rule is a function that takes the
cursor, consumes tokens and returns a node, or returns None and leaves the cursor where it was
(ordered choice with backtracking, as a PEG). Chosen over parser combinators because oracle
text needs arbitrary look-ahead at phrase level ("… until end of turn" closes a clause; "target
creature or player" is one selector), rules that carry context (the card's own name, whether a
line is a spell's), and precise typing under `mypy --strict`, which a hand-written function per
rule gives without a combinator library's generic types; the failure position the cursor keeps
(the furthest token any rule reached) names what the grammar couldn't read.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TypeVar

from engine.cards.grammar.tokens import Kind, Token
from engine.cards.grammar.tree import Line

T = TypeVar("T")
_WORDLIKE = (Kind.WORD, Kind.NUMBER, Kind.PUNCT)


@cache
def _split(phrases: tuple[str, ...]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Each phrase as its words, by its first word, the longest first, so a phrase never
    stops short of a longer one that also matches ("each player's upkeep", not "each")."""
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for words in sorted((tuple(p.split(" ")) for p in phrases), key=len, reverse=True):
        by_first.setdefault(words[0], []).append(words)
    return {first: tuple(options) for first, options in by_first.items()}


class Cursor:
    """Tokens and a position; `furthest` is the furthest position any rule got to."""

    __slots__ = ("furthest", "lower", "nested", "pos", "selves", "spell", "tokens")

    def __init__(
        self,
        tokens: tuple[Token, ...],
        *,
        spell: bool = False,
        selves: tuple[str, ...] = (),
        nested: Callable[[str], Line | None] = lambda _: None,
    ) -> None:
        self.tokens = tokens
        #: Each token's text without case, as the rules compare words (the card's name as "~").
        self.lower = tuple("~" if t.kind is Kind.SELF else t.text.lower() for t in tokens)
        #: Reads a quoted ability's text as a whole line (the line grammar, handed down so the
        #: phrase rules needn't import the module that imports them).
        self.nested = nested
        #: The names the card calls itself by, for a quoted ability's own tokens.
        self.selves = selves
        self.pos = 0
        self.furthest = 0
        #: Whether the line is an instant's or sorcery's (its text is spell text, 113.3a).
        self.spell = spell

    def peek(self, ahead: int = 0) -> Token | None:
        at = self.pos + ahead
        return self.tokens[at] if at < len(self.tokens) else None

    def at_end(self) -> bool:
        return self.pos >= len(self.tokens)

    def advance(self) -> Token:
        token = self.tokens[self.pos]
        self.pos += 1
        self.furthest = max(self.furthest, self.pos)
        return token

    def word(self, *options: str) -> str | None:
        """The next token's text if it is a word (or number word, or "~") among `options`,
        compared without case; consumed."""
        token = self.peek()
        if token is None or token.kind not in _WORDLIKE:
            return None
        if self.lower[self.pos] in options:
            return self.advance().text
        return None

    def words(self, *phrase: str) -> tuple[str, ...] | None:
        """The next tokens if they spell `phrase` word for word (without case); consumed."""
        return self._spelled(phrase)

    def phrase(self, *phrases: str) -> tuple[str, ...] | None:
        """The longest of `phrases` (space-separated words) the next tokens spell; consumed."""
        if self.pos >= len(self.lower):
            return None
        for option in _split(phrases).get(self.lower[self.pos], ()):
            if (found := self._spelled(option)) is not None:
                return found
        return None

    def _spelled(self, phrase: tuple[str, ...]) -> tuple[str, ...] | None:
        end = self.pos + len(phrase)
        if self.lower[self.pos : end] != phrase:
            return None
        return tuple(self.advance().word for _ in phrase)

    def kind(self, kind: Kind) -> Token | None:
        token = self.peek()
        if token is not None and token.kind is kind:
            return self.advance()
        return None

    def punct(self, text: str) -> str | None:
        token = self.peek()
        if token is not None and token.kind is Kind.PUNCT and token.text == text:
            return self.advance().text
        return None

    def attempt(self, rule: Callable[[Cursor], T | None]) -> T | None:
        """`rule` at the cursor; on failure the cursor goes back to where it was."""
        mark = self.pos
        found = rule(self)
        if found is None:
            self.pos = mark
        return found

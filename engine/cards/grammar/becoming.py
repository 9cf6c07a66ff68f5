"""What an object becomes (613.1d-f, 613.4b): "becomes a 3/3 red and green Elemental creature
with haste", "become 2/2 creatures", "becomes an artifact creature in addition to its other
types", "becomes a 0/0 Elemental creature with haste that's still a land", "becomes a 1/1
black Skeleton creature with "{B}: Regenerate this creature"", and "becomes the color / the
creature type / the basic land type of your choice" (a choice made as the effect begins,
608.2d). The words are read here; what they mean is the lowering's (`lowering.becomes`).
"""

from __future__ import annotations

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.phrases import _is_subtype, keywords
from engine.cards.grammar.quotes import and_quotes, quotes
from engine.cards.grammar.tokens import Kind
from engine.cards.grammar.tree import Becoming, Part

#: A characteristic chosen as the effect begins (105.3, 205.3, 305.7).
CHOICES = (
    "the color of your choice",
    "the color or colors of your choice",
    "the creature type of your choice",
    "the basic land type of your choice",
)
#: The words before "creature": colors (105.1), the card types an animated object may keep or
#: be (205.1), and "and" between them ("red and green", "Plant Zombie").
_WORDS = frozenset({"white", "blue", "black", "red", "green", "colorless", "and"})
_WORDS |= frozenset({"artifact", "enchantment", "land"})
#: What "with" may add: a base power and toughness (613.4b), every creature type (205.3m), a
#: power and toughness its mana value gives (613.4b).
_WITH = (
    "base power and toughness",
    "all creature types",
    "power and toughness each equal to its mana value",
    "power and toughness each equal to their mana value",
)
_KEPT = (
    "in addition to its other types",
    "in addition to their other types",
    "that's still a land",
    "that are still lands",
)


def becoming(c: Cursor) -> Becoming | None:
    """ "[a] [N/N] [colors] [types] creature[s] [with …] [in addition to its other types /
    that's still a land]", or a characteristic of the player's choice."""
    choice = c.phrase(*CHOICES)
    if choice is not None:
        more = c.phrase("in addition to its other types") or ()
        return Becoming((*choice, *more))
    out: list[Part] = [c.word("a", "an")]
    pt = c.kind(Kind.PT)
    out.append(None if pt is None else pt.text)
    while (token := c.peek()) is not None and token.kind is Kind.WORD:
        if token.text.lower() not in _WORDS and not _is_subtype(token.text):
            break
        out.append(c.advance().text)
    if out[-1] in ("and", "And"):
        return None
    head = c.word("creature", "creatures")
    if head is None:
        return None
    out.append(head)
    if (with_ := c.word("with")) is not None:
        found = _with(c)
        if found is None:
            return None
        out += [with_, *found]
    out += c.phrase(*_KEPT) or ()
    return Becoming(tuple(out))


def _with(c: Cursor) -> tuple[Part, ...] | None:
    """ "flying and haste", "trample and "Whenever …"", ""{B}: Regenerate …"", "base power and
    toughness 4/4"."""
    said = c.phrase(*_WITH)
    if said is not None:
        if said[0] != "base":
            return said
        pt = c.kind(Kind.PT)
        return None if pt is None else (*said, pt.text)
    granted = keywords(c)
    if granted is not None:
        more = c.attempt(and_quotes) or ()
        return (granted, *more)
    return quotes(c)

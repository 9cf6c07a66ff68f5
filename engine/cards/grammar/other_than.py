""" "Other than this creature / ~" after a noun ("Dinosaurs you control other than this
creature"): any but the object whose ability it is (109.2), as "another" says — a selector's
postfix (`phrases`), its words read by the compiler's one noun-phrase reader.
"""

from __future__ import annotations

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.tree import Postfix

#: How a permanent's text names itself after "other than".
_ITSELF = (
    "~",
    "this creature",
    "this enchantment",
    "this equipment",
    "this artifact",
    "this land",
    "this permanent",
)


def other_than(c: Cursor) -> Postfix | None:
    """ "other than this creature", "other than ~" """
    other = c.phrase("other than")
    it = c.phrase(*_ITSELF) if other is not None else None
    return None if other is None or it is None else Postfix("other", (*other, *it))

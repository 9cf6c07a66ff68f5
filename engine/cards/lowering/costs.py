"""An activated ability's cost (602.1a, 118) from the grammar's `Cost` node: its items read
by the compiler's one cost reader on their words, so both routes pay a cost alike."""

from __future__ import annotations

from typing import Literal

from pydantic import ValidationError

from engine.cards.compiler.abilities import cost as read_cost
from engine.cards.grammar.tree import Cost as CostNode
from engine.cards.grammar.tree import Mana
from engine.cards.lowering.phrases import said
from engine.cards.vocabulary import Cost


def _item(part: object) -> str:
    if isinstance(part, Mana):
        return "".join(part.symbols)
    return said(part)  # type: ignore[arg-type]


def cost(node: CostNode) -> Cost | None:
    """The cost, or None when an item isn't read; a loyalty symbol is a loyalty ability's whole
    cost (606.2, 606.4), one the vocabulary has or None ("[+X]")."""
    items = [_item(p) for p in node.items if p != ","]
    if len(items) == 1 and items[0].startswith("["):
        try:
            return Cost.model_validate({"loyalty": items[0]})
        except ValidationError:
            return None
    if not items or any(i.startswith("[") for i in items):
        return None
    # "Exile this card from your graveyard / hand", "Exile this artifact": a cost only the
    # object in that zone can pay, so the ability is one of that zone (113.6m; `exiled_from`),
    # the card then a new object in exile (400.7). The compiler's cost reader doesn't read it.
    own = [i for i in items if i in _EXILE_SELF]
    rest = [i for i in items if i not in _EXILE_SELF]
    found = read_cost(", ".join(rest)) if rest else {}
    if found is None or len(own) > 1:
        return None
    return Cost.model_validate({**found, "exile_self": True} if own else found)


Zone = Literal["battlefield", "hand", "graveyard"]

#: The words of a cost exiling the object whose ability it is, by the zone they move it from.
_EXILE_SELF: dict[str, Zone] = {
    "Exile ~ from your graveyard": "graveyard",
    "Exile ~ from your hand": "hand",
    "Exile ~": "battlefield",
}


def exiled_from(node: CostNode) -> Zone:
    """The zone an ability functions in by its cost's words (113.6m): the one its "exile this
    …" moves the object out of; the battlefield for any other cost."""
    for part in node.items:
        if part != "," and (zone := _EXILE_SELF.get(_item(part))) is not None:
            return zone
    return "battlefield"

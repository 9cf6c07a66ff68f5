"""Reading "You may cast target … card from your graveyard this turn" (601.3, 611.2a) in the
grammar's tree — the verb "cast" with the duration "this turn", its object a target card in
your graveyard — and the sentence after it, "If that spell would be put into your graveyard,
exile it instead." (614.1a), which amends that permission (`engine.cards.lowering.cast_later`)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.grammar.tree import Objects, Selector
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.registry import Verb, verb
from engine.cards.lowering.returns import card_in_graveyard
from engine.cards.vocabulary import Effect
from engine.mechanics.graveyard_cast.model import MayCastFromGraveyard

#: The words after the card cast as the instruction resolves.
_WITHOUT_PAYING = ("without", "paying", "its", "mana", "cost")


@verb("cast", "casts")
def _cast(v: Verb) -> Sequence[Effect] | None:
    """ "[You may] cast target instant or sorcery card from your graveyard this turn": one
    target card of your graveyard (115.1), cast later by the permission (601.3); "… from your
    graveyard without paying its mana cost", cast as the instruction resolves (608.2g)."""
    parts = v.predicate.text
    now = v.duration is None and tuple(parts[1:]) == _WITHOUT_PAYING
    if now:
        # "… without paying its mana cost": cast as it resolves (608.2g, 118.9).
        parts = parts[:1]
    elif v.duration is None or said(v.duration).lower() != "this turn":
        return None
    if v.subject is not None or len(parts) != 1 or not isinstance(parts[0], Objects):
        return None
    one = only(parts[0])
    if not isinstance(one, Selector) or one.limit or one.amount is not None:
        return None
    if not said(parts[0]).lower().startswith("target ") or not said(parts[0]).endswith(
        " from your graveyard"
    ):
        return None
    index = card_in_graveyard(v, parts[0])
    return None if index is None else [MayCastFromGraveyard(target=index, now=now)]

"""A token an Equipment creates and attaches itself to: "When this Equipment enters, create a
1/1 white Soldier creature token, then attach this Equipment to it" (Ancestral Blade) — living
weapon's sentence with a token the card describes (702.92a, 701.3a). "It" names the token the
instruction before created, which the vocabulary can't name on its own: the two are read as
one instruction (the token's `equip_it`, 701.3a).
"""

from __future__ import annotations

from engine.cards.grammar.tree import Predicate, Reference, TokenSpec
from engine.cards.lowering.phrases import only
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import CardDef, CreateToken, Effect

#: The one token instruction the card creates, as the text would have it alone.
_ALONE = CreateToken(token=CardDef(name="Token", type_line="Token Artifact"))


def equipped_token(predicate: Predicate, before: list[Effect], scope: Scope) -> list[Effect] | None:
    """The instructions so far with their last, the creation of one creature token, and this
    predicate — "attach this Equipment to it" — as one (`equip_it`); None when the predicate
    isn't that attaching of the card itself to the token the last instruction created."""
    if predicate.verb.lower() != "attach" or len(predicate.text) != 3 or not before:
        return None
    what, to, where = predicate.text
    equipment, host = only(what), only(where)
    if to != "to" or not isinstance(host, Reference) or not isinstance(equipment, Reference):
        return None
    if equipment.kind != "self" or equipment.printed.lower() != "this equipment":
        return None  # an Aura attached by an effect is another matter (303.4)
    last = before[-1]
    if host.kind != "object" or not any(made is last for made in scope.tokens.values()):
        return None
    if isinstance(host.antecedent, TokenSpec) and scope.tokens.get(id(host.antecedent)) is not last:
        return None
    if not isinstance(host.antecedent, TokenSpec) and host.antecedent is not equipment:
        return None  # the binder takes "it" for the nearest object, this Equipment, which can't
        # be attached to itself (301.5c): what the sentence attaches it to is the token
    if not isinstance(last, CreateToken) or not isinstance(last.token, CardDef):
        return None
    if last.model_copy(update={"token": _ALONE.token}) != _ALONE:
        return None  # one token, created by you, entering plainly
    if "Creature" not in last.token.type_line:
        return None  # an Equipment equips only a creature (301.5)
    return [*before[:-1], last.model_copy(update={"equip_it": True})]

""" "If that creature would die this turn, exile it instead." after what the spell or ability
did to it (Magma Spray, Lava Coil; 614.1a, 700.4): a replacement effect for the rest of the turn,
on the object the condition names — whatever makes it die that turn, and even when the damage
before was prevented (Magma Spray's and Lava Coil's rulings) — made as one more instruction
(`ExiledIfItWouldDie`, an `ApplyContinuous` lasting until end of turn).

A permanent's static "If this creature would die, exile it instead." and "If a creature an
opponent controls would die, exile it instead." (no "this turn") are the replacement effect of
a static ability (`ExileInsteadOfGraveyard` with `dies`: 614.1a), the card's own or watching the
permanents the group names while it is on the battlefield.

The object is a reference back to what the line named ("that creature", "that creature or
planeswalker", "it"), a group ("a creature", "a creature an opponent controls": whatever the
group names at each moment that turn, one entering later too — Flaying Tendrils' ruling, 611.2c)
or, in a spell's text, "a creature dealt damage this way" right after the spell dealt damage: the
creatures that spell dealt damage to, locked in as it resolves (Anger of the Gods' ruling: dealt
damage, then dying for any reason that turn; 120.3). Any other words leave the line unread.
"""

from __future__ import annotations

from engine.cards.grammar.tree import (
    Clause,
    Modifier,
    Objects,
    Postfix,
    Predicate,
    Reference,
    Selector,
)
from engine.cards.lowering.phrases import group_filter, object_ref, only, said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import (
    ApplyContinuous,
    DamageEach,
    DealDamage,
    Effect,
    ExiledIfItWouldDie,
    ExileInsteadOfGraveyard,
    Filter,
)

#: The condition's words after its object: "would die this turn," (the grammar's two empty
#: slots are a damage event's "to" and whom, which "die" never has); a permanent's static
#: ability says "would die," only.
_WOULD_DIE = ("would", "die", None, None, "this", "turn", ",")
_STATIC_WOULD_DIE = ("would", "die", None, None, ",")
_EXILED = (ExiledIfItWouldDie(),)


def _would_die(found: Clause, words: tuple[str | None, ...] = _WOULD_DIE) -> Objects | None:
    """The object of a clause "If [object] would die this turn, exile it instead" (`words` the
    condition's after the object), or None."""
    if found.subject is not None or found.may or len(found.lead) != 1:
        return None
    lead = found.lead[0]
    if not isinstance(lead, Modifier) or lead.kind != "condition":
        return None
    text = lead.text
    if len(text) != 2 + len(words) or str(text[0]).lower() != "if" or tuple(text[2:]) != words:
        return None
    if [m.kind for m in found.modifiers] != ["instead"] or len(found.predicates) != 1:
        return None
    (predicate,) = found.predicates
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != "exile":
        return None
    (it,) = predicate.text if len(predicate.text) == 1 else (None,)
    ref = only(it) if isinstance(it, Objects) else None
    if not isinstance(ref, Reference) or ref.kind != "object" or said(ref).lower() != "it":
        return None
    subject = text[1]
    if not isinstance(subject, Objects):
        return None
    # "it" names what the condition's object names: that object, or what it refers back to.
    named = only(subject)
    back = named.antecedent if isinstance(named, Reference) else None
    if ref.antecedent is None or not any(ref.antecedent is x for x in (subject, named, back)):
        return None
    return subject


def _dealt_damage_this_way(selector: Selector, effects: list[Effect], scope: Scope) -> bool:
    """Whether the selector's one postfix is "dealt damage this way" about the damage the
    spell's instruction just before dealt (its source the spell itself, 120.3)."""
    if not scope.spell or not effects or not isinstance(effects[-1], DealDamage | DamageEach):
        return False
    if len(selector.postfix) != 1:
        return False
    (postfix,) = selector.postfix
    return isinstance(postfix, Postfix) and said(postfix).lower() == "dealt damage this way"


def exiled_if_it_dies(found: Clause, effects: list[Effect], scope: Scope) -> list[Effect] | None:
    """The effects and the replacement the clause makes, or None when it isn't one read here."""
    subject = _would_die(found)
    if subject is None:
        return None
    one = only(subject)
    if isinstance(one, Reference):
        ref = object_ref(subject, scope)
        if ref is None:
            return None
        made = ApplyContinuous(target=ref, modifications=_EXILED, duration="end_of_turn")
        return [*effects, made]
    if not isinstance(one, Selector) or one.determiner not in (("a",), ("an",)) or one.limit:
        return None
    damaged = _dealt_damage_this_way(one, effects, scope)
    # "a creature [an opponent controls]" as the group it names: "each creature …".
    kept = () if damaged else one.postfix
    each = Selector((), None, ("each",), one.qualities, one.head, kept)
    flt = group_filter(Objects((each,)))
    if flt is None or one.amount is not None:
        return None
    if damaged:
        # The turn's record keeps the creatures a source dealt damage to (120.3), not other
        # permanents: "a permanent dealt damage this way" stays unread.
        if flt != Filter(types=("Creature",)):
            return None
        flt = flt.model_copy(update={"dealt_damage_by_source": True})
    made = ApplyContinuous(filter=flt, modifications=_EXILED, duration="end_of_turn")
    return [*effects, made]


def static_exiled_if_it_dies(found: Clause) -> ExileInsteadOfGraveyard | None:
    """A permanent's static "If [this creature / a creature an opponent controls / another
    creature] would die, exile it instead." (614.1a, 700.4): the card's own, or one watching the
    permanents the group names as each would die, relative to its controller — or None."""
    subject = _would_die(found, _STATIC_WOULD_DIE)
    if subject is None:
        return None
    one = only(subject)
    if isinstance(one, Reference):
        return ExileInsteadOfGraveyard(dies=True) if one.kind == "self" else None
    if not isinstance(one, Selector) or one.limit or one.amount is not None:
        return None
    if one.determiner not in (("a",), ("an",), ("another",)):
        return None
    each = Selector((), None, ("each",), one.qualities, one.head, one.postfix)
    flt = group_filter(Objects((each,)))
    if flt is None:
        return None
    if one.determiner == ("another",):
        flt = flt.model_copy(update={"other": True})
    return ExileInsteadOfGraveyard(whose="any", dies=True, filter=flt)

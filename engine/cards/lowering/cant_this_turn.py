""" "… can't be blocked this turn", "… can't block this turn", "… can't attack [or block] this
turn" (508.1c, 509.1b): a resolving spell's or ability's rule-modifying effect (613.11) on a
target, the card or the object a reference names, until the turn ends (514.2) — Kappa
Cannoneer's "It can't be blocked this turn.". A group ("creatures can't block this turn") stays
unread here: such an effect modifies the rules, not characteristics, so it applies to creatures
that arrive later too (611.2c), which a set locked in as it begins would miss.

What it can't do is read by the compiler's one reading of those words
(`compiler.combat.this_turn`), so both routes make the same restriction. Any other words after
"can't" ("can't be countered") or another duration leave the clause unread; "can't be blocked
this turn except by Walls" says its duration before the exception (509.1b).
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError

from engine.cards.compiler.combat import this_turn
from engine.cards.lowering.phrases import object_ref, said
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import ApplyContinuous, Effect


@verb("can't", "cannot")
def _cant_this_turn(v: Verb) -> Sequence[Effect] | None:
    what = said(v.predicate.text)
    if v.duration is None and what.lower().startswith("be blocked this turn except by "):
        # "… can't be blocked this turn except by Walls" (509.1b): the duration is said first.
        found = this_turn(f"it can't {what}")
    elif v.duration is None or said(v.duration).lower() != "this turn":
        return None
    else:
        found = this_turn(f"it can't {what.lower()} this turn")
    if v.subject is None or found is None:
        return None
    _, modifications = found
    ref = object_ref(v.subject, v.scope)
    if ref is None:
        return None
    try:
        return [ApplyContinuous.model_validate({"target": ref, "modifications": modifications})]
    except ValidationError:
        return None

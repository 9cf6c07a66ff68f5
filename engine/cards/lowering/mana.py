""" "Add {B} or {R}", "add one mana of any color" as a clause of a longer line (106.1, 106.4):
the mana the compiler's one mana reader (`engine.cards.compiler.abilities.mana_effect`) reads in
the clause's words, whatever the rest of the line says — "{T}: Add {B} or {R}. This land doesn't
untap during your next untap step.", "{T}: Add one mana of any color. You get two poison
counters.", "Whenever a creature enters, you lose 1 life and add {B}.". The player who adds it
is the ability's or spell's controller (106.3); whether the ability is a mana ability is its
own shape's answer (605.1a: no target, it could add mana, not a loyalty ability), so one with
a target uses the stack (Deathrite Shaman's).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from pydantic import TypeAdapter

from engine.cards.compiler.abilities import mana_effect
from engine.cards.grammar.tree import Mana
from engine.cards.lowering.phrases import player, said
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect

_EFFECT: TypeAdapter[Effect] = TypeAdapter(cast(Any, Effect))


@verb("add", "adds")
def _add(v: Verb) -> Sequence[Effect] | None:
    """The mana of "add …", said by the ability's controller ("you add {B}{B}") or as an
    imperative; any other player, or a duration, leaves the clause unread."""
    if v.duration is not None:
        return None
    if v.subject is not None and player(v.subject, v.scope) != ("you", None):
        return None
    # Mana symbols as printed, side by side ("{R}{R}"), as the mana reader reads them (107.4).
    printed = tuple("".join(p.symbols) if isinstance(p, Mana) else p for p in v.predicate.text)
    found = mana_effect(f"Add {said(printed)}.")
    return None if found is None else [_EFFECT.validate_python(e) for e in found]

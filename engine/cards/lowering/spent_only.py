""" "Spend this mana only to cast artifact or creature spells." after an instruction adding mana
(Geosurge; Abstract Paintmage's trigger): the mana that instruction adds may be spent only on
what the sentence says, a restriction it keeps in its player's pool (106.6) — read by the
compiler's one reader of the restriction (`compiler.spend_only.restriction`), so a mana ability
and a spell say it alike.

The sentence amends the instructions before it that add mana to the ability's controller ("this
mana": each of them, and only them). It is read only when one of them adds mana and every one
of them can keep a restriction; any other subject, "may", condition or instruction leaves the
line unread.
"""

from __future__ import annotations

from engine.cards.compiler.spend_only import restriction
from engine.cards.grammar.tree import Clause, Predicate
from engine.cards.lowering.phrases import said
from engine.cards.vocabulary import ADDING_MANA, KEEPING_MANA, Effect, SpendOnly

_LEAD = "spend this mana only "


def _restriction(found: Clause) -> SpendOnly | None:
    """What "Spend this mana only …" lets the mana pay for, or None for any other clause."""
    if found.may or found.modifiers or found.lead or found.subject is not None:
        return None
    verb = found.predicates[0] if found.predicates else None
    if not isinstance(verb, Predicate) or verb.verb.lower() != "spend":
        return None  # asked of every sentence of one clause: the words only when it may be
    words = said(found)
    if not words.lower().startswith(_LEAD):
        return None
    allowed = restriction(words[len(_LEAD) :])
    if allowed is None:
        return None
    return SpendOnly.model_validate({**allowed, "text": f"{words}."})


def spent_only(found: Clause, effects: list[Effect]) -> list[Effect] | None:
    """The effects with each instruction adding mana keeping the restriction, or None when the
    clause isn't that one or the mana before it can't keep it."""
    spend = _restriction(found)
    if spend is None:
        return None
    adding = [e for e in effects if isinstance(e, ADDING_MANA)]
    if not adding or any(not isinstance(e, KEEPING_MANA) or e.player != "you" for e in adding):
        return None
    if any(isinstance(e, KEEPING_MANA) and e.spend_only is not None for e in adding):
        return None
    return [
        e.model_copy(update={"spend_only": spend}) if isinstance(e, KEEPING_MANA) else e
        for e in effects
    ]

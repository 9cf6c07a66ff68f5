""" "Until end of turn, you don't lose this mana as steps and phases end." after an instruction
adding mana (Savage Ventmaw, Sakura-Tribe Springcaller; "Until end of combat, … as steps end.",
Avatar Roku): the mana that instruction adds stays in its player's pool as steps and phases end
until then (106.4, 500.5; 514.2 for the turn, 500.5a for combat), held with how long it lasts.

The sentence amends the instructions before it that add mana to the ability's controller ("this
mana": each of them, and only them — Colossal Plow's "and you gain 3 life" keeps its place). It
is read only when one of them adds mana and every one of them can keep how long its mana lasts;
any other subject, "may", condition or instruction leaves the line unread.
"""

from __future__ import annotations

from engine.cards.grammar.tree import Clause, Modifier, Predicate
from engine.cards.lowering.phrases import said
from engine.cards.vocabulary import ADDING_MANA, KEEPING_MANA, Effect, ManaLasts

#: How long, by the clause's leading duration (its words and comma).
_UNTIL: dict[str, ManaLasts] = {
    "until end of turn,": "end_of_turn",
    "until end of combat,": "end_of_combat",
}
#: The verb's words: "lose this mana as steps and phases end" (or "… as steps end").
_LOSE = ("lose this mana as steps and phases end", "lose this mana as steps end")


def _lasts(found: Clause) -> ManaLasts | None:
    """How long the clause "Until …, you don't lose this mana as steps and phases end" keeps
    the mana, or None for any other clause."""
    if found.may or found.modifiers or len(found.lead) != 1 or len(found.predicates) != 1:
        return None
    (lead,) = found.lead
    (predicate,) = found.predicates
    if not isinstance(lead, Modifier) or lead.kind != "duration":
        return None
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != "don't":
        return None
    if said(found.subject).lower() != "you" or said(predicate.text).lower() not in _LOSE:
        return None
    return _UNTIL.get(said(lead).lower())


def kept_mana(found: Clause, effects: list[Effect]) -> list[Effect] | None:
    """The effects with each instruction adding mana keeping it until the clause says, or None
    when the clause isn't that one or the mana before it can't keep it."""
    lasts = _lasts(found)
    if lasts is None:
        return None
    adding = [e for e in effects if isinstance(e, ADDING_MANA)]
    if not adding or any(not isinstance(e, KEEPING_MANA) or e.player != "you" for e in adding):
        return None
    return [
        e.model_copy(update={"lasts": lasts}) if isinstance(e, KEEPING_MANA) else e for e in effects
    ]

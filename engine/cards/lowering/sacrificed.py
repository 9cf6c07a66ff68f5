""" "Whenever you sacrifice a permanent", "whenever you sacrifice another creature", "whenever a
player sacrifices a Clue or Food" (701.21a): the trigger event `sacrifice`, for any reason — a
cost or an effect — looking back in time at the permanent as it last existed on the battlefield
(603.10a). The permanent sacrificed may be of a kind its words say (its types and subtypes,
token or not, "another"), as the compiler's reading of the same event allows; the permanent
itself is a new object once sacrificed (400.7), so "it" in the effect names nothing here and
leaves the line unread.
"""

from __future__ import annotations

from engine.cards.compiler.selectors import group
from engine.cards.grammar.tree import Part
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Filter, Trigger

#: Who sacrifices: the trigger's `caster`, and the verb's form said of them.
_WHO = {"you": ("you", "sacrifice"), "a player": ("any", "sacrifices")}
#: What the sacrificed permanent may be said to be, as it last existed (603.10a).
_SAID = frozenset({"types", "any_types", "subtypes", "any_subtypes", "token"})


def sacrificed(who: Part, happens: tuple[Part, ...]) -> tuple[Trigger, Scope] | None:
    """The trigger of `who` ("you", "a player") doing what `happens` says ("sacrifice another
    creature"); None for other words. "That player" is who sacrificed it (603.2)."""
    found = _WHO.get(said(who).lower())
    if found is None or len(happens) != 2 or str(happens[0]).lower() != found[1]:
        return None
    caster = found[0]
    article, _, phrase = said(happens[1]).partition(" ")
    if article.lower() not in ("a", "an", "another"):
        return None
    read = group(phrase)
    if read is None or set(read) - _SAID:
        return None
    flt = Filter.model_validate({**read, "other": article.lower() == "another"})
    made = Trigger(event="sacrifice", scope="you_control", caster=caster, filter=flt)
    return made, Scope(named_players=("that_player",), event_players=(who, only(who)))

""" "When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new
targets for the copy." (Doublecast, Teach by Example, Ral, Storm Conduit's −2): a sentence opening
so, and every sentence after it, are a delayed triggered ability the spell or ability creates as
it resolves (603.7a). It triggers once (603.7b), the next time its controller casts a spell of
that kind this turn — never a spell cast before it was created, nor one another player casts —
and remembers that spell, so "copy that spell" / "copy it" in its text is that spell (603.2,
707.10). Its text names nothing of the ability creating it: a reference back to one of that
ability's targets leaves the line unread (`Scope.apart`).
"""

from __future__ import annotations

from pydantic import ValidationError

from engine.cards.grammar.tree import Clause, Objects, Sentence, words
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.scope import Scope
from engine.cards.lowering.triggers import cast_filter
from engine.cards.vocabulary import CreateDelayedTrigger, Effect, Filter
from engine.core.replace import replace

#: The longest text the created ability keeps (`CreateDelayedTrigger.text`).
_LONGEST = 300


def opened_next_cast(found: Sentence) -> tuple[Filter, Objects, Sentence] | None:
    """The spells "When you next cast [a spell] this turn," watches, the node naming them and
    the sentence without that lead; None for another sentence."""
    first = found.clauses[0] if found.clauses else None
    if not isinstance(first, Clause) or len(first.lead) != 1 or first.lead[0].kind != "next_cast":
        return None
    (lead,) = first.lead
    said_as = [w.lower() for w in words(lead)]
    what = next((p for p in lead.text if isinstance(p, Objects)), None)
    if said_as[:4] != ["when", "you", "next", "cast"] or said_as[-3:] != ["this", "turn", ","]:
        return None
    flt = None if what is None else cast_filter(what)
    if flt is None or what is None:
        return None
    return flt, what, replace(found, clauses=(replace(first, lead=()), *found.clauses[1:]))


def watching_spell(scope: Scope, what: Objects) -> Scope:
    """The scope of the delayed ability: its own (none of the creating ability's targets,
    `Scope.apart`), "that spell" / "it" the spell it watches for (603.2)."""
    return replace(scope.apart(), event_spell=(what, only(what)))


def next_cast(
    text: tuple[Sentence, ...], spell: Filter, scope: Scope, effects: list[Effect]
) -> CreateDelayedTrigger | None:
    """The delayed ability whose text is `text` ("When you next cast …" and what follows),
    watching for its controller's next spell matching `spell` this turn; None when it has
    targets of its own or the vocabulary can't hold it."""
    said_once = " ".join(said(s) for s in text).replace("~", "this")
    if len(said_once) > _LONGEST or scope.specs:
        return None
    try:
        return CreateDelayedTrigger(
            at="next_cast_this_turn", spell=spell, effects=tuple(effects), text=said_once
        )
    except ValidationError:
        return None

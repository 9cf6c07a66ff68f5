"""What another permanent or a player does that a trigger names, read by one module each:
a sacrifice (`sacrificed`, 701.21a), a permanent becoming a target (`targeted`, 603.2), a
creature blocking or becoming blocked (`blocking_others`, 509.3a, 509.3c)."""

from __future__ import annotations

from engine.cards.grammar.tree import Part
from engine.cards.lowering.blocking_others import others_block
from engine.cards.lowering.sacrificed import sacrificed
from engine.cards.lowering.scope import Scope
from engine.cards.lowering.targeted import targeted
from engine.cards.vocabulary import Trigger


def others_event(who: Part, happens: tuple[Part, ...], what: str) -> tuple[Trigger, Scope] | None:
    """The trigger of `who` doing `happens` (`what`: its words, lower case), or None."""
    return sacrificed(who, happens) or targeted(who, what) or others_block(who, what)

"""Explore read from oracle text (701.44a): the verb "explore" in the grammar's tree, whose
subject is the exploring permanent — "When this creature enters, it explores", "{2}{G}: This
creature explores", "Target creature you control explores" (a Map token's ability, 111.10p).

The subject must be one permanent the vocabulary can name: the card itself, a target, or the
creature a trigger event names. A creature an earlier instruction moved (Defossilize's returned
card, a new object, 400.7), a group ("each creature you control explores", 701.44d's order) or
anything after the verb ("explores X times", "explores a land card") stays unread.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.lowering.phrases import lone_subject
from engine.cards.lowering.registry import Verb, other_event, verb
from engine.cards.vocabulary import Effect
from engine.mechanics.explore.model import EXPLORES, Explore

# "Whenever a creature you control explores" (701.44b): the permanent that explored.
other_event("explores", EXPLORES)


@verb("explore", "explores")
def _explore(v: Verb) -> Sequence[Effect] | None:
    """ "[permanent] explores": nothing after the verb, no duration (701.44a)."""
    ref = lone_subject(v)
    return None if ref is None else [Explore(target=ref)]

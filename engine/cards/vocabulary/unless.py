""" "Unless" with an action for its cost (118.12): "[do these] unless you discard a card /
sacrifice a Forest / pay 2 life". The action is a cost paid as the instruction resolves, so it
may be only what can be paid then, in full or not at all (118.3); the vocabulary's `UnlessPays`
(in `card`, with the other instructions holding instructions) checks its action here.
"""

from __future__ import annotations

from engine.cards.vocabulary.costs import Cost

#: The parts of a cost an "unless" action may have (118.12): what can be paid as it resolves.
UNLESS_ACTIONS = frozenset({"discard", "discard_filter", "discard_random", "sacrifice", "life"})


def unless_action_refusal(action: Cost) -> str | None:
    """Why `action` can't be an "unless" cost, or None when it can: exactly one of a discard,
    one kind of permanent sacrificed, or life."""
    said = set(action.model_dump(exclude_defaults=True))
    kinds = [bool(action.life), bool(action.sacrifice), bool(action.discard)]
    if sum(kinds) != 1 or said - UNLESS_ACTIONS or len(action.sacrifice) > 1:
        return "an 'unless' action is one of: a discard, one kind of permanent sacrificed, or life"
    return None

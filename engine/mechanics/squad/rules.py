"""Squad (CR 702.157): the enters trigger of a creature whose squad cost was paid, and its
instruction's handler.

"When this creature enters, if its squad cost was paid, create a token that's a copy of it for
each time its squad cost was paid." (702.157a) A keyword trigger with an intervening-if condition
(603.4) on the permanent's mark "squad" (the spell's, kept as it became the permanent, with how
often it was paid). The copies have its copiable values (707.2), squad among them, but weren't
cast, so they make no copies of their own. A creature that left the battlefield before the
ability resolves is copied as it last existed (608.2h).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.squad.model import PAID, RULE, SQUAD, SquadCopies
from engine.modifiers.triggers import stands_for
from engine.operations.tokens import create_token_copy

#: The triggered ability Squad [cost] stands for (702.157a).
squad_ability = stands_for(
    SQUAD,
    RULE,
    v.Triggered(
        trigger=v.Trigger(event="enters", cast_with=PAID),
        effects=(SquadCopies(),),
        text="Squad (when this creature enters, if its squad cost was paid, create a token "
        "that's a copy of it for each time its squad cost was paid)",
    ),
)


@handles(SquadCopies)
def _squad_copies(state: GameState, instr: SquadCopies, ctx: Context) -> Result:
    """One token copy for each time the squad cost was paid (702.157a), of the creature as it is
    or as it last existed on the battlefield (608.2h)."""
    del instr
    _, creature = ctx.permanent(state, "self")
    if creature is None:
        return state, []
    paid = dict(creature.chosen).get(PAID)
    times = paid if isinstance(paid, int) and not isinstance(paid, bool) else 0
    said = f"{times} time{'s' if times != 1 else ''}"
    events = [
        event(
            "squad",
            f"The squad cost of {describe(state, creature)} was paid {said}: that many token "
            "copies of it are created.",
            RULE,
            "707.2",
            objects=[creature.id],
        )
    ]
    for _ in range(times):
        state, more = create_token_copy(state, creature, ctx.controller)
        events += more
    return state, events

"""Where a permanent entered from, and whether it is still there (603.2, 603.4, 400.7).

"When this creature enters from anywhere other than a graveyard or exile" is a trigger event
that names the zone the permanent came from: the object it was before it moved, kept as its
last known information (608.2h, 400.7), was in neither. A permanent put onto the battlefield
from a graveyard or from exile is a new object that came from there, and the ability doesn't
trigger. "If it's on the battlefield" is an intervening if (603.4): checked as the event
happens and again as the ability resolves — if the permanent has left the battlefield by then
(it is a new object elsewhere, 400.7), the ability does nothing.
"""

from __future__ import annotations

from engine.core.occurrences import Entered, Occurrence
from engine.core.primitives import ObjectRef
from engine.core.state import GameObject, GameState, Info, Zone
from engine.mechanics.entered_from.model import ENTERED_FROM
from engine.modifiers.trigger_conditions import trigger_condition

#: The zones the trigger event excludes.
_EXCLUDED = (Zone.GRAVEYARD, Zone.EXILE)


def _on_the_battlefield(state: GameState, source: GameObject, info: Info) -> str | None:
    """Why "if it's on the battlefield" is false as the ability resolves (603.4), or None."""
    del info
    now = state.current(source.ref)
    if now is not None and now.zone is Zone.BATTLEFIELD:
        return None
    return "it isn't on the battlefield any more (it left, and is a new object, 400.7)"


@trigger_condition(ENTERED_FROM, "400.7", again=_on_the_battlefield)
def _not_from_graveyard_or_exile(
    state: GameState, occ: Occurrence, source: GameObject, info: Info
) -> Info | None:
    """True when the permanent that entered was, as the object it was before, in neither a
    graveyard nor exile (its last known information, 400.7) — or was no object before, a
    token created — and is on the battlefield."""
    del info
    if not isinstance(occ, Entered):
        return None
    entered = occ.obj
    before = state.lki.get(ObjectRef(entered.id, entered.incarnation - 1))
    if before is not None and before.zone in _EXCLUDED:
        return None  # a token created comes from no zone at all (111.1), so it may trigger
    return () if _on_the_battlefield(state, source, ()) is None else None

"""Returning every matching card of players' own graveyards as the instruction resolves.

Each named player's cards matching the filter, as they are in that graveyard now (608.2h), go
to the battlefield under that player's control (110.2) or to that player's hand, each a new
object (400.7); those put onto the battlefield enter in one event whose enters abilities are
looked at once all of them are there (603.6a), tapped if the instruction says so (110.5b).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.state import Event, GameState, Zone
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.return_all_cards.model import ReturnAllCards
from engine.operations.zones import enter_together, move


@handles(ReturnAllCards)
def _return_all_cards(state: GameState, instr: ReturnAllCards, ctx: Context) -> Result:
    found = [
        obj
        for player in ctx.players(state, instr.player, instr.target)
        for obj in state.in_zone(Zone.GRAVEYARD, player)
        if matches(state, obj, instr.filter, player, ctx.source.id) is None
    ]
    if not found:
        return state, [event("no_effect", "There is no such card to return.", "609.3")]
    to = Zone.BATTLEFIELD if instr.to == "battlefield" else Zone.HAND
    where = "the battlefield" if to is Zone.BATTLEFIELD else "their hand"

    def perform(state: GameState) -> Result:
        events: list[Event] = []
        for obj in found:
            name = describe(state, obj)
            state, more = move(state, obj.id, to, controller=obj.owner, tapped=instr.tapped)
            if state.objects[obj.id].zone is not to:
                events += more  # a replacement effect put it elsewhere, as `more` says
                continue
            rules: tuple[str, ...] = (
                ("400.7", "110.2", "603.6a") if to is Zone.BATTLEFIELD else ("400.7",)
            )
            tapped = " tapped" if instr.tapped and to is Zone.BATTLEFIELD else ""
            rules += ("110.5b",) if tapped else ()
            text = f"Player {obj.owner} returns {name} from their graveyard to {where}{tapped}."
            events += [event("zone", text, *rules, objects=[obj.id]), *more]
        return state, events

    return enter_together(state, perform)

"""Connive (CR 701.50) in play.

The conniving permanent's controller draws a card, then discards a card of their choice (the
one way a player draws and discards, 121.1, 701.9b); if the discarded card isn't a land card,
the conniving permanent gets a +1/+1 counter (by the one way counters are put, so replacement
effects on them apply, 614.1a). With no card to draw or to discard, as much as can be done is
done (609.3), and the permanent has connived all the same (701.50b).

A permanent that left the battlefield before it connives still connives, as it last existed:
its controller then draws and discards (701.50c), and a nonland card discarded puts a counter on
nothing (the counter's permanent is gone).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameState
from engine.derived.characteristics import characteristics, controller_of
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.connive.model import Connive
from engine.mechanics.discard import choose_discards, discard_cards, hand
from engine.operations.basic import draw


@handles(Connive)
def _connive(state: GameState, instr: Connive, ctx: Context) -> Result:
    conniver, last = ctx.permanent(state, instr.target)
    if last is None:
        # "Up to one target" with none chosen (609.3), or a target no longer legal (608.2b).
        text = "No permanent connives: none was chosen, or the target is no longer legal."
        return state, [event("no_effect", text, "608.2b", "609.3")]
    player = controller_of(state, last)
    name = describe(state, last)
    gone = "" if conniver is not None else " (it has left the battlefield: it still connives)"
    rules = ("701.50a",) if conniver is not None else ("701.50a", "701.50c")
    events: list[Event] = [
        event(
            "connive",
            f"{name} connives{gone}: player {player} draws a card, then discards a card.",
            *rules,
            objects=[last.id],
        )
    ]
    state, drawn = draw(state, player, 1)
    events += drawn
    chose = len(hand(state, player)) > 1  # which card is the player's choice (701.9b)
    cards = choose_discards(state, player, 1, name)
    if not cards:
        text = f"Player {player} has no card in hand to discard: no +1/+1 counter."
        return state, [*events, event("connive", text, "701.50a", "609.3", objects=[player])]
    discarded = state.objects[cards[0]]
    nonland = not characteristics(state, discarded).is_type("Land")
    chosen = ("701.9b",) if chose else ()
    state, more = discard_cards(state, player, cards, f" ({name} connives)", *chosen)
    events += more
    if not nonland:
        text = f"{describe(state, discarded)} is a land card: no +1/+1 counter."
        return state, [*events, event("connive", text, "701.50a", objects=[discarded.id])]
    if conniver is None:
        text = (
            f"{describe(state, discarded)} is a nonland card, but the conniving permanent has "
            "left the battlefield: no +1/+1 counter is put on anything."
        )
        return state, [*events, event("connive", text, "701.50c", objects=[discarded.id])]
    put = v.PutCounters(counter="+1/+1", amount=1, target=instr.target)
    state, more = perform(state, put, replace(ctx, controller=player))
    return state, events + more

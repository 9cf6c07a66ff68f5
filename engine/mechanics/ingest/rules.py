"""Ingest (CR 702.115) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner, and its instruction's handler.

"Whenever this creature deals combat damage to a player, that player exiles the top card of
their library." (702.115a) Each instance triggers separately (702.115b). "That player" is the
player the trigger's event dealt damage to, as for any "deals combat damage to a player"
trigger.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import event
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.ingest.model import INGEST, MEANING, RULE, Ingest
from engine.mechanics.library import players, top
from engine.modifiers.triggers import stands_for
from engine.operations.shuffling import names
from engine.operations.zones import move

#: The triggered ability "Ingest" stands for (702.115a).
ingest_ability = stands_for(
    INGEST,
    RULE,
    v.Triggered(
        trigger=v.Trigger(event="deals_combat_damage_to_player"),
        effects=(Ingest(),),
        text=f"{INGEST} ({MEANING})",
    ),
)


@handles(Ingest)
def _ingest(state: GameState, instr: Ingest, ctx: Context) -> Result:
    """The damaged player exiles the top card of their library (702.115a); with an empty
    library, nothing happens."""
    del instr
    events: list[Event] = []
    for player in players(state, "that_player", None, ctx):
        state, cards = top(state, player, 1)
        if not cards:
            text = f"Player {player}'s library is empty: ingest exiles nothing."
            events.append(event("ingest", text, RULE, objects=[player]))
            continue
        text = f"Player {player} exiles the top card of their library: {names(state, cards)}."
        events.append(event("ingest", text, RULE, objects=[player, *cards]))
        state, more = move(state, cards[0], Zone.EXILE)
        events += more
    return state, events

"""Playing "When ~ is put into a graveyard from anywhere, its owner shuffles their graveyard into
their library.": the card's own trigger from any zone, and the shuffle (701.24a)."""

from __future__ import annotations

from engine.core.events import event
from engine.core.occurrences import PutIntoGraveyardFromAnywhere
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.graveyard_shuffle.model import FROM_ANYWHERE, ShuffleGraveyardIntoLibrary
from engine.mechanics.library import names, shuffle
from engine.modifiers.trigger_matchers import of_itself
from engine.operations.zones import move

of_itself(FROM_ANYWHERE, PutIntoGraveyardFromAnywhere)


@handles(ShuffleGraveyardIntoLibrary)
def shuffle_graveyard(state: GameState, instr: ShuffleGraveyardIntoLibrary, ctx: Context) -> Result:
    """ "Its owner shuffles their graveyard into their library": every card in the owner's
    graveyard goes into their library, then it is shuffled (701.24a)."""
    del instr
    owner = ctx.source.owner
    cards = list(state.graveyards.get(owner, ()))
    events: list[Event] = []
    for card in cards:
        state, more = move(state, card, Zone.LIBRARY)
        events += more
    events.append(
        event(
            "zone",
            f"Player {owner} puts their graveyard into their library: {names(state, cards)}."
            if cards
            else f"Player {owner}'s graveyard is empty.",
            "701.24a",
            objects=[owner, *cards],
        )
    )
    state, shuffled = shuffle(state, owner)
    return state, events + shuffled

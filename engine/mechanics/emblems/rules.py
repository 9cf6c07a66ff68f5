"""Getting an emblem (CR 114.2): an object with the instruction's abilities and no other
characteristics (114.3) put into the command zone, owned and controlled by the player, where
its abilities function (114.4). Emblems are numbered m1, m2, … in the order they are made.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.vocabulary.type_line import EMBLEM
from engine.core.events import event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, Zone
from engine.instructions.perform import Context, handles

Result = tuple[GameState, list[Event]]


@handles(v.GetEmblem)
def get_emblem(state: GameState, instr: v.GetEmblem, ctx: Context) -> Result:
    """Put an emblem with the instruction's abilities into the command zone (114.2)."""
    you = ctx.controller
    number = state.ids.emblem + 1
    state = replace(state, ids=replace(state.ids, emblem=number))
    state, timestamp = state.stamp()
    card = v.CardDef(name=EMBLEM, type_line=EMBLEM, abilities=instr.abilities, oracle=instr.text)
    emblem = GameObject(
        id=f"m{number}",
        card=card,
        owner=you,
        controller=you,
        zone=Zone.COMMAND,
        timestamp=timestamp,
    )
    state = replace(state, objects={**state.objects, emblem.id: emblem})
    return state, [
        event(
            "emblem",
            f"Player {you} gets an emblem with “{instr.text}” ({emblem.id}), in the command "
            "zone: it isn't a permanent, and its abilities work from there (nothing that "
            "removes permanents removes it).",
            "114.2",
            "114.4",
            "114.5",
            objects=[emblem.id, you],
        )
    ]

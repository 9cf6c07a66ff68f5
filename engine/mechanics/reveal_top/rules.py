"""Revealing the top card of your library and acting on its quality (701.20a, 701.20e).

Its controller looks at the card first when the instruction says so (701.20e: shown to them
alone), then chooses whether to reveal it (608.2d) — any card may be revealed, whatever it is
(Delver of Secrets' ruling). Only a revealed card with the quality makes `then` happen; every
other card stays on top of the library (701.20b: revealing doesn't move it). An empty library
reveals nothing.
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameState, Zone
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.library import top
from engine.mechanics.reveal_top.model import RevealTop
from engine.mechanics.transform.model import Transform
from engine.operations.zones import move


@handles(RevealTop)
def reveal_top(state: GameState, instr: RevealTop, ctx: Context) -> Result:
    you = ctx.controller
    state, cards = top(state, you, 1)
    if not cards:
        text = f"Player {you}'s library is empty: there is no card to reveal."
        return state, [event("reveal", text, "701.20a", objects=[you])]
    card = state.objects[cards[0]]
    name = describe(state, card)
    events: list[Event] = []
    if instr.look:
        text = f"Player {you} looks at the top card of their library ({name}); only they see it."
        events.append(event("look", text, "701.20e", objects=[you, card.id]))
    question = f"Player {you}: reveal the top card of your library ({name})?"
    if not ask(NeedChoice(ChoiceKind.YES, you, question, ("608.2d", "701.20a"), ("true", "false"))):
        text = f"Player {you} doesn't reveal it; it stays on top of their library."
        return state, [*events, event("reveal_declined", text, "608.2d", objects=[you])]
    refused = matches(state, card, instr.filter, you, ctx.source.id)
    quality = "it has the quality asked for" if refused is None else "it doesn't have the quality"
    text = f"Player {you} reveals {name} from the top of their library: {quality}."
    events.append(event("reveal", text, "701.20a", "701.20b", objects=[you, card.id]))
    if refused is not None:
        return state, events
    if instr.then == "transform":
        state, more = perform(state, Transform(), ctx)
        return state, events + more
    if instr.then == "hand":
        state, more = move(state, card.id, Zone.HAND)
    else:
        state, more = move(state, card.id, Zone.BATTLEFIELD, controller=you, tapped=True)
    return state, events + more

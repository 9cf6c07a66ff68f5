"""Investigate (CR 701.16) in play, and the Clue token it creates (111.10f).

"Investigate" means "Create a Clue token" (701.16a); a Clue token is a colorless Clue artifact
token with "{2}, Sacrifice this token: Draw a card." (111.10f). Clue is an artifact type (205.3g),
so "a Clue" in a cost or a trigger means any Clue artifact, token or card (Wrench).
"""

from __future__ import annotations

from engine.cards.predefined import predefined_token_data
from engine.cards.vocabulary import CardDef
from engine.core import budget
from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.investigate.model import Investigate
from engine.operations.tokens import create_token

#: The predefined Clue token (111.10f): the one definition, `engine.cards.predefined`'s.
CLUE = CardDef.model_validate(predefined_token_data("Clue"))


def _called(state: GameState, token_ids: list[str]) -> str:
    """ " (Clue Token #2)": the new Clue's name in the narration, when another object has its
    name too."""
    shown = [describe(state, state.objects[t]) for t in token_ids if t in state.objects]
    return f" ({', '.join(shown)})" if any(name != CLUE.name for name in shown) else ""


def investigate(
    state: GameState, controller: PlayerId, n: int, source: GameObject
) -> tuple[GameState, list[Event]]:
    """The player investigates `n` times: one Clue token each time (701.16a, 111.10f)."""
    events: list[Event] = []
    for _ in range(n):
        budget.check(state)
        state, created = create_token(state, CLUE, controller, 1)
        token_ids = [e.objects[0] for e in created if e.kind == "token" and e.objects]
        events.append(
            event(
                "investigate",
                f"{describe(state, source)}: player {controller} investigates — they create a "
                f"Clue token{_called(state, token_ids)}, a colorless Clue artifact with "
                "“{2}, Sacrifice this token: Draw a card.”",
                "701.16a",
                "111.10f",
                objects=[source.id, *token_ids],
            )
        )
        events += created
    return state, events


@handles(Investigate)
def _investigate(state: GameState, instr: Investigate, ctx: Context) -> Result:
    return investigate(state, ctx.controller, ctx.amount(instr.count), ctx.source)

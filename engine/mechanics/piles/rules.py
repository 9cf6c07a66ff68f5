"""Separating permanents into two piles (CR 700.3) as an instruction resolves.

The resolving object's controller separates ("you", 608.2d): every permanent the target player
controls that the instruction names goes into exactly one of two piles (700.3a), answered
`{"pile": [ids]}` with the ids of the first pile, the rest forming the second; a pile may be
empty (700.3d), so any list of those permanents, none or all of them included, is an answer.
The target player then chooses a pile, answered `{"pile": [ids]}` with exactly the ids of one
of them (`[]` for an empty one). Only then is each permanent in the chosen pile sacrificed by
its controller (701.21a) or destroyed (701.8a), all at once; the other pile's stay (Liliana of
the Veil's ruling: "If the player chooses an empty pile, no permanents will be sacrificed").

The piles aren't objects and nobody's permanents leave the battlefield by being put into one
(700.3b-c). With no such permanents, nothing is separated or chosen; a target player no longer
legal means the instruction does nothing (608.2b).
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameObject, GameState
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.piles.model import SeparatePiles
from engine.operations.basic import destroy, sacrifice

_RULES = ("700.3a", "700.3d", "608.2d")


def _names(state: GameState, pile: list[GameObject]) -> str:
    return ", ".join(describe(state, o) for o in pile) or "nothing (an empty pile)"


@handles(SeparatePiles)
def separate_piles(state: GameState, instr: SeparatePiles, ctx: Context) -> Result:
    """ "Separate all permanents target player controls into two piles. That player sacrifices
    all permanents in the pile of their choice." (700.3, 701.21a)."""
    events: list[Event] = []
    for player in ctx.players(state, "target", instr.target):
        theirs = [
            o
            for o in state.battlefield()
            if controller_of(state, o) == player
            and matches(state, o, instr.filter, ctx.controller, ctx.source.id) is None
        ]
        if not theirs:
            events.append(
                event(
                    "no_effect",
                    f"Player {player} controls nothing to separate into piles.",
                    "700.3",
                    "609.3",
                    objects=[player],
                )
            )
            continue
        ids = tuple(o.id for o in theirs)
        first_ids = ask(
            NeedChoice(
                ChoiceKind.PILE,
                ctx.controller,
                f"Player {ctx.controller}: separate the permanents player {player} controls into "
                "two piles: list the first pile (the rest form the second; a pile may be empty).",
                _RULES,
                ids,
                min=0,
                max=len(ids),
            )
        )
        first = [o for o in theirs if o.id in first_ids]
        second = [o for o in theirs if o.id not in first_ids]
        events.append(
            event(
                "piles",
                f"Player {ctx.controller} separates them into two piles: "
                f"{_names(state, first)} / {_names(state, second)}.",
                "700.3a",
                "700.3d",
                objects=list(ids),
            )
        )
        verb = "sacrifice" if instr.then == "sacrifice" else "have destroyed"
        chosen_ids = ask(
            NeedChoice(
                ChoiceKind.PILE,
                player,
                f"Player {player}: choose the pile whose permanents you {verb}: "
                f"[{_names(state, first)}] or [{_names(state, second)}].",
                ("608.2d", "700.3"),
                ids,
                min=0,
                max=len(ids),
                groups=(tuple(o.id for o in first), tuple(o.id for o in second)),
            )
        )
        chosen = [o for o in theirs if o.id in chosen_ids]
        events.append(
            event(
                "pile_chosen",
                f"Player {player} chooses the pile {_names(state, chosen)}.",
                "608.2d",
                "700.3",
                objects=[o.id for o in chosen] or [player],
            )
        )
        for obj in chosen:
            current = state.current(obj.ref)
            if current is None:
                continue
            if instr.then == "sacrifice":
                state, more = sacrifice(state, current)
            else:
                state, more = destroy(
                    state, current, cant_regenerate=False, why=f"in the pile player {player} chose"
                )
            events += more
    return state, events

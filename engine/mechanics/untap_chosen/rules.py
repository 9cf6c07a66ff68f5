"""Untapping up to N permanents chosen as the instruction resolves (701.26b, 608.2d).

The resolving object's controller chooses them one at a time, answering `{"object": id}` for
each and `{"object": null}` to stop ("up to"); only tapped ones are offered, since only a tapped
permanent can be untapped (701.26b). Each is then untapped by the one untap instruction, so a
stun counter is removed instead (122.1d).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.replace import replace
from engine.core.state import ChoiceKind, GameObject, GameState
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.untap_chosen.model import UntapUpTo


@handles(UntapUpTo)
def untap_up_to(state: GameState, instr: UntapUpTo, ctx: Context) -> Result:
    """ "Untap up to two lands." """
    tapped = [
        o
        for o in state.battlefield()
        if o.tapped and matches(state, o, instr.filter, ctx.controller, ctx.source.id) is None
    ]
    chosen: list[GameObject] = []
    for _ in range(min(instr.amount, len(tapped))):
        options = tuple(o.id for o in tapped if o not in chosen)
        pick = ask(
            NeedChoice(
                ChoiceKind.OBJECT,
                ctx.controller,
                f"Player {ctx.controller}: choose a land to untap (null: no more).",
                ("701.26b", "608.2d"),
                options,
                nullable=True,
            )
        )
        if pick is None:
            break
        chosen += [o for o in tapped if o.id == pick]
    if not chosen:
        return state, []
    untap = v.Untap(target=0)
    return perform(state, untap, replace(ctx, targets=(tuple(o.ref for o in chosen),)))

"""Tapping or untapping a permanent, its controller's choice as the instruction resolves
(701.26a-b, 608.2d).

"You may tap or untap target creature": the target is chosen as the ability is put on the stack
(601.2c), but whether to tap or untap it is decided on resolution (608.2d; Puppeteer's ruling),
so the player sees the permanent as it is then. Tapping a tapped permanent or untapping an
untapped one does nothing (701.26a-b); untapping one with a stun counter removes a counter
instead (122.1d) — both the vocabulary's own `Tap` and `Untap`, performed once chosen.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.pending_choice import ChoiceKind
from engine.core.state import Event, GameState
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.tap_or_untap.model import TapOrUntap

#: The answers, as modes (1-based, 700.2's way of naming options): tap, untap.
_TAP, _UNTAP = "1", "2"


@handles(TapOrUntap)
def _tap_or_untap(state: GameState, instr: TapOrUntap, ctx: Context) -> Result:
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        name = describe(state, obj)
        status = "tapped" if obj.tapped else "untapped"
        picked = ask(
            NeedChoice(
                ChoiceKind.MODE,
                ctx.controller,
                f"Player {ctx.controller}: tap or untap {name} (it is {status})? "
                f"{_TAP} = tap, {_UNTAP} = untap.",
                ("608.2d",),
                (_TAP, _UNTAP),
            )
        )
        untap = str(picked) == _UNTAP
        verb = "untap" if untap else "tap"
        events.append(
            event(
                "tap_or_untap",
                f"Player {ctx.controller} chooses to {verb} {name}.",
                "608.2d",
                objects=[ctx.controller, obj.id],
            )
        )
        done = v.Untap(target=instr.target) if untap else v.Tap(target=instr.target)
        state, more = perform(state, done, ctx)
        events += more
    return state, events

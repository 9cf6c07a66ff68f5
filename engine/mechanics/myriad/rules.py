"""Myriad (CR 702.116) in play: the attack trigger of a creature, built from the keyword and
found by the one trigger scanner, and its instruction's handler.

"Whenever this creature attacks, for each opponent other than defending player, you may create a
token that's a copy of this creature that's tapped and attacking that player or a planeswalker
they control. If one or more tokens are created this way, exile the tokens at end of combat."
(702.116a) Each instance triggers separately (702.116b).

The ability triggers and resolves in every game. In a two-player game the defending player is
the attacking player's only opponent (506.2), so there is no opponent other than the defending
player and it creates nothing — what the rule says, not a shortcut. With more opponents each
token must attack its own player, which the engine's attack declarations can't say, so the
ability stops the run as unsupported rather than be misplayed.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.errors import UnsupportedError
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.myriad.model import MEANING, MYRIAD, RULE, Myriad
from engine.modifiers.triggers import stands_for

#: The triggered ability "Myriad" stands for (702.116a).
myriad_ability = stands_for(
    MYRIAD,
    RULE,
    v.Triggered(
        trigger=v.Trigger(event="attacks"),
        effects=(Myriad(),),
        text=f"{MYRIAD} ({MEANING})",
    ),
)


@handles(Myriad)
def _myriad(state: GameState, instr: Myriad, ctx: Context) -> Result:
    """No token when the defending player is the only opponent (702.116a); more opponents stop
    the run as unsupported."""
    del instr
    you = ctx.controller
    opponents = [p for p in state.in_game() if p != you]
    name = describe(state, ctx.source)
    if len(opponents) > 1:
        line = next(
            (t for t in copiable_card(ctx.source).oracle.splitlines() if "yriad" in t),
            MYRIAD,
        )
        raise UnsupportedError(
            f"{name}'s myriad makes a token copy attacking each opponent other than the "
            f"defending player ({len(opponents) - 1} here); the engine can't name the player a "
            "token enters attacking",
            line,
            ctx.source.id,
        )
    said = event(
        "myriad",
        f"{name} (myriad): player {you} has no opponent other than the defending player, so no "
        "token is created.",
        RULE,
        "506.2",
        objects=[ctx.source.id],
    )
    return state, [said]

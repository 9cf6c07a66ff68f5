"""Ninjutsu (CR 702.49) in play: an activated ability of a card in its owner's hand.

Its cost is the mana, revealing the card (702.49b) and returning an unblocked attacking creature
its owner controls to its owner's hand (702.49a; `engine.mechanics.returned_attackers`): only an
attacking creature with no blockers declared for it is unblocked (509.1h), so the ability can't
be activated before blockers are declared. What the returned creature attacked is remembered on
the card as the cost is paid, and the card enters tapped and attacking it (702.49c, 508.4) — as
an unblocked creature once blockers are declared (508.4d). It was never declared as an attacker,
so "whenever … attacks" abilities don't trigger for it (508.3a, 508.4), and restrictions on
declaring attackers don't apply (508.4c). If the card has left the hand before the ability
resolves, the card in its new zone is a new object (400.7) and the ability does nothing; if what
the returned creature attacked is gone, the card enters the battlefield but isn't attacking
(508.4a).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.state import GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.ninjutsu.model import Ninjutsu
from engine.mechanics.returned_attackers import attacked_marks, enter_attacking
from engine.operations.zones import move


@handles(Ninjutsu)
def _ninjutsu(state: GameState, instr: Ninjutsu, ctx: Context) -> Result:
    """Put the card onto the battlefield tapped and attacking what the returned creature
    attacked (702.49a, 702.49c)."""
    del instr
    card = state.current(ctx.source.ref)
    if card is None or card.zone is not Zone.HAND:
        text = f"{describe(state, ctx.source)} is no longer in the hand; ninjutsu does nothing."
        return state, [event("ninjutsu", text, "702.49a", "400.7", objects=[ctx.source.id])]
    attacked = attacked_marks(card)
    state, events = move(state, card.id, Zone.BATTLEFIELD, controller=card.owner, tapped=True)
    entered = state.objects[card.id]
    if entered.zone is not Zone.BATTLEFIELD:
        return state, events
    name = describe(state, entered)
    events.insert(
        0,
        event(
            "zone",
            f"{name} is put onto the battlefield from player {card.owner}'s hand tapped.",
            "702.49a",
            objects=[card.id],
        ),
    )
    state, more = enter_attacking(state, entered, attacked, "702.49c")
    return state, [*events, *more]

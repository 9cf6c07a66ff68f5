"""Madness (CR 702.35) in play: its two abilities — the replacement as the card is discarded
(registered with the one discard move, `engine.mechanics.discard`) and the triggered
ability of the card in exile, found by the one trigger scanner, whose instruction offers the cast.

The first ability functions while the card is in a hand (702.35a): the card is still discarded
(701.9a; "if you do" and discard costs see it), only its destination changes — exile, not its
owner's graveyard (614.1a). The trigger is the card's own, as it is in exile; as it resolves its
owner may cast it for its madness cost rather than its mana cost (702.35b, an alternative cost,
118.9a: no other one), ignoring the timing its card type would have, since the cast is part of the
resolution (608.2g); declined or impossible, they put the card into their graveyard. A card that
left exile before the trigger resolves is a new object (400.7): nothing is cast or moved.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from engine.cards import vocabulary as v
from engine.cards.vocabulary.casting import keyword_cost
from engine.core.agenda import CastDuringResolution
from engine.core.events import describe, event
from engine.core.occurrences import DiscardedIntoExile, Occurrence
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, Zone
from engine.derived.characteristics import characteristics
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.discard import discarded_instead
from engine.mechanics.madness.model import EXILED_THIS_WAY, MADNESS, RULE, CastForMadness
from engine.modifiers.trigger_matchers import of_itself
from engine.modifiers.triggers import keyword_trigger

of_itself(EXILED_THIS_WAY, DiscardedIntoExile)


@keyword_trigger(MADNESS, RULE)
@cache
def exiled_this_way(parameter: str) -> v.Triggered:
    """ "When this card is exiled this way, its owner may cast it by paying [cost] rather than
    paying its mana cost. If that player doesn't, they put this card into their graveyard."
    (702.35a)"""
    return v.Triggered(
        trigger=v.Trigger(event=EXILED_THIS_WAY),
        effects=(CastForMadness(),),
        text=f"Madness {parameter} (when this card is exiled this way, its owner may cast it for "
        f"{parameter}; if they don't, they put it into their graveyard)",
    )


@discarded_instead(MADNESS)
def _into_exile(
    state: GameState, card: GameObject
) -> tuple[Zone, Event, Callable[[GameObject], Occurrence]] | None:
    """A card with madness being discarded from a hand is exiled instead of put into its
    owner's graveyard (702.35a, a replacement, 614.1a); said, with the occurrence its trigger
    watches for."""
    if card.zone is not Zone.HAND or not keyword_cost(
        characteristics(state, card).keywords, MADNESS
    ):
        return None
    text = (
        f"{describe(state, card)} has madness: it is discarded into exile instead of its owner's "
        "graveyard."
    )
    said = event("madness", text, RULE, "614.1a", objects=[card.id])
    return Zone.EXILE, said, DiscardedIntoExile


@handles(CastForMadness)
def _cast_for_madness(state: GameState, instr: CastForMadness, ctx: Context) -> Result:
    """Offer the owner the cast for the madness cost, as a part of the resolution (608.2g); the
    card put into their graveyard if it isn't cast (702.35a)."""
    del instr
    card = state.current(ctx.source.ref)
    if card is None or card.zone is not Zone.EXILE:
        text = (
            f"{describe(state, ctx.source)} is no longer the card exiled by its madness (400.7): "
            "it isn't cast, and stays where it is."
        )
        return state, [event("madness_cast", text, RULE, "400.7", objects=[ctx.source.id])]
    cost = keyword_cost(characteristics(state, card).keywords, MADNESS)
    offer = CastDuringResolution(
        card.owner, card.id, card.incarnation, None, RULE, "madness", else_graveyard=True
    )
    text = (
        f"Player {card.owner} may cast {describe(state, card)} from exile for its madness cost"
        f"{f' {cost}' if cost else ''} rather than its mana cost; if they don't, they put it into "
        "their graveyard."
    )
    said = event("madness_cast", text, RULE, "702.35b", objects=[card.id])
    return replace(state, agenda=(offer, *state.agenda)), [said]

"""Embalm and eternalize (CR 702.128a, 702.129a) in play: activated abilities of a card in a
graveyard.

"Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a copy
of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other
types. Activate only as a sorcery."; eternalize's token is black and 4/4 instead of white. The
compiler writes the ability out (activated from the graveyard, 113.6m, at sorcery speed, its cost
exiling the card: `engine.rules.paying_costs.exile_self`); the token copies the card as it
last existed in the graveyard (608.2h), with those exceptions to its copiable values (707.9a-b),
by the one way tokens copy something (`engine.operations.tokens.create_token_copy`).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.embalm.model import EmbalmCopy
from engine.operations.tokens import create_token_copy

_ZOMBIE = v.AddTypes(subtypes=("Zombie",))


@handles(EmbalmCopy)
def _embalm_copy(state: GameState, instr: EmbalmCopy, ctx: Context) -> Result:
    """The token copy with embalm's or eternalize's exceptions (702.128a, 702.129a)."""
    exceptions: tuple[v.Modification, ...] = (
        (v.SetColors(colors=("B",)), v.SetPowerToughness(power=4, toughness=4), _ZOMBIE)
        if instr.eternalize
        else (v.SetColors(colors=("W",)), _ZOMBIE)
    )
    keyword, what = ("eternalize", "black and 4/4") if instr.eternalize else ("embalm", "white")
    said = event(
        keyword,
        f"{describe(state, ctx.source)} ({keyword}): the token is a copy of it, except it's "
        f"{what}, it has no mana cost, and it's a Zombie in addition to its other types.",
        "702.129a" if instr.eternalize else "702.128a",
        "707.9b",
        objects=[ctx.source.id],
    )
    state, events = create_token_copy(
        state, ctx.source, ctx.controller, exceptions=exceptions, no_mana_cost=True
    )
    return state, [said, *events]

"""Rebound (CR 702.88a) in play: a static ability of an instant or sorcery spell that exiles it
as it resolves and creates a delayed triggered ability to cast it again.

"Rebound" means "If this spell was cast from your hand, instead of putting it into your
graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast this
card from exile without paying its mana cost." (702.88a) Where the spell was cast from is noted
as it is cast (`engine.rules.casting`, its `chosen` "rebound"), so a spell cast from exile by
cascade or by its own rebound, or from a graveyard, isn't exiled. The replacement (614.1a) is of
putting it into the graveyard *as it resolves* (608.2n): a rebound spell that is countered, or that
doesn't resolve because all its targets became illegal (608.2b), goes to the graveyard as usual.

The delayed ability (603.7a) is created by the spell; its source is the card as the object it
became in exile (400.7), its controller the spell's (603.7d-e), and it triggers at the beginning
of that player's next upkeep only (603.7b; `engine.modifiers.delayed`). Its one instruction offers
the cast through `engine.rules.free_cast` (608.2g, 118.9; 702.88b: an alternative cost, 601.2b,
601.2f-h); a card that has left exile meanwhile is a new object the ability can't find (400.7).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.agenda import CastDuringResolution
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PendingTrigger, Zone
from engine.derived.characteristics import characteristics
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.rebound.model import Rebound
from engine.modifiers import delayed
from engine.operations.zones import move

_TEXT = (
    "At the beginning of your next upkeep, you may cast this card from exile without paying its "
    "mana cost."
)

#: Rebound's delayed triggered ability (702.88a): at the beginning of its controller's upkeep.
_ABILITY = v.Triggered(
    trigger=v.Trigger.model_validate({"event": "beginning_of_upkeep", "whose": "your"}),
    effects=(Rebound(),),
    text=_TEXT,
)


def applies(state: GameState, spell: GameObject) -> bool:
    """Whether resolving `spell` is exiled by rebound rather than put into the graveyard: it was
    cast from its owner's hand and has rebound on the stack (702.88a); a copy isn't a card and
    wasn't cast (707.10)."""
    return (
        not spell.spell_copy
        and bool(dict(spell.chosen).get("rebound"))
        and "Rebound" in characteristics(state, spell).keywords
    )


def exile_as_it_resolves(state: GameState, spell: GameObject) -> tuple[GameState, list[Event]]:
    """Exile the resolving spell instead of putting it into the graveyard (702.88a, 614.1a) and
    create the delayed triggered ability that lets its controller cast it again (603.7a)."""
    name = describe(state, spell)
    resolved = event(
        "resolved",
        f"{name} has resolved; it was cast from its owner's hand and has rebound, so it is exiled "
        "instead of being put into its owner's graveyard.",
        "608.2n",
        "702.88a",
        "614.1a",
        objects=[spell.id],
    )
    state, moved = move(state, spell.id, Zone.EXILE)
    card = state.objects[spell.id]
    waiting = PendingTrigger("", card.ref, card, spell.controller, _ABILITY, (), ("702.88a",))
    state = delayed.create(state, waiting)
    created = event(
        "delayed_trigger",
        f"Rebound of {name} creates a delayed triggered ability: “{_TEXT}” (it triggers once, at "
        f"the beginning of player {spell.controller}'s next upkeep).",
        "702.88a",
        "603.7a",
        objects=[spell.id],
    )
    return state, [resolved, *moved, created]


@handles(Rebound)
def _rebound(state: GameState, instr: Rebound, ctx: Context) -> Result:
    """Offer the cast of the card rebound exiled, if it is still that object in exile (400.7)."""
    del instr
    card = state.current(ctx.source.ref)
    if card is None or card.zone is not Zone.EXILE:
        text = (
            f"{describe(state, ctx.source)} has left exile since rebound exiled it: it is a new "
            "object, which the delayed triggered ability can't find, so nothing is cast."
        )
        return state, [event("rebound", text, "702.88a", "400.7", objects=[ctx.source.id])]
    offer = CastDuringResolution(ctx.controller, card.id, card.incarnation, None, "702.88a")
    text = (
        f"Rebound: player {ctx.controller} may cast {describe(state, card)} from exile without "
        "paying its mana cost."
    )
    said = event("rebound", text, "702.88a", "603.7b", objects=[card.id])
    return replace(state, agenda=(offer, *state.agenda)), [said]

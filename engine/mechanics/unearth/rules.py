"""Unearth (CR 702.84a) in play: an activated ability of a card in a graveyard.

"Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield. It gains
haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile
it instead of putting it anywhere else. Activate only as a sorcery." The compiler writes the
ability out (activated from the graveyard, 113.6m, at sorcery speed); its one instruction,
`Unearth`, is each part on the engine's own mechanism: the return from the graveyard
(`engine.mechanics.graveyard`), haste as a continuous effect from a resolving ability (611.2a),
the exile as a delayed triggered ability (603.7, `engine.mechanics.delayed_triggers`) that
remembers the returned permanent, and the replacement effect as the permanent's "unearthed"
mark, which `engine.modifiers.leaving_battlefield` reads whenever it would leave (614.1a).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.delayed_triggers import acting_on, delay
from engine.mechanics.unearth.model import Unearth

_HASTE = v.ApplyContinuous(
    target="that_creature",
    modifications=(v.AddKeywords(keywords=("Haste",)),),
    duration="permanent",
)
_EXILE_IT = (v.Exile(target="that_creature"),)


@handles(Unearth)
def _unearth(state: GameState, instr: Unearth, ctx: Context) -> Result:
    """Return the card, give it haste, create the delayed exile, mark the replacement
    (702.84a)."""
    del instr
    card = next((o for o in ctx.objects(state, "self") if o.zone is Zone.GRAVEYARD), None)
    if card is None:
        text = f"{describe(state, ctx.source)} is no longer in the graveyard; unearth does nothing."
        return state, [event("unearth", text, "702.84a", "400.7", objects=[ctx.source.id])]
    state, events = perform(state, v.ReturnToBattlefield(target="self"), ctx)
    returned = state.objects[card.id]
    if returned.zone is not Zone.BATTLEFIELD:
        return state, events
    marked = replace(returned, chosen=(*returned.chosen, ("unearthed", True)))
    state = state.with_object(marked)
    it = acting_on(marked, ctx)
    said: list[Event] = [
        event(
            "unearth",
            f"{describe(state, marked)} was unearthed: if it would leave the battlefield, it is "
            "exiled instead of being put anywhere else.",
            "702.84a",
            "614.1a",
            objects=[marked.id],
        )
    ]
    state, haste = perform(state, _HASTE, it)
    state, delayed = delay(state, "next_end_step", _EXILE_IT, "Exile it.", it)
    return state, [*events, *said, *haste, delayed]

"""Playing Animate Dead's enters trigger: as it resolves with the Aura still on the battlefield
(603.4), the Aura's enchant ability becomes "enchant creature put onto the battlefield with this
Aura" (a layer 6 effect on the Aura for as long as it is that object, 613.1f, 400.7: kept as
`engine.derived.attachment.PUT_WITH`, which the one attachment check asks), the card it
enchants comes back from the graveyard under the ability's controller's control (the one return
from a graveyard, a new object: 400.7, 110.2a), the Aura is attached to it (701.3a) — or, if it
can't legally enchant it (protection from black), stays attached to nothing and the next check of
state-based actions puts it into the graveyard (704.5m) — and a delayed triggered ability waits
for the Aura to leave the battlefield to have that creature's controller sacrifice it (603.7a,
603.7c; the card's rulings)."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.primitives import marked
from engine.core.replace import replace
from engine.core.state import Event, GameState, Zone
from engine.derived.attachment import PUT_WITH, illegal_attachment
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.delayed_triggers import acting_on, delay
from engine.mechanics.graveyard_auras.model import ReturnEnchantedCard

#: The cards' rulings (data/card-rulings.json): the Aura returns the card and attaches itself to
#: the new object (Animate Dead's, Dance of the Dead's); not on the battlefield as the trigger
#: resolves, nothing happens (Animate Dead's); a creature it can't enchant (protection from
#: black) leaves it unattached, into the graveyard, the creature sacrificed (both cards').
_RETURNS = ("mr-7881439624", "mr-20f6ac3d73")
_GONE = ("mr-d19974f024",)
_CANT_ATTACH = ("mr-d00ff6b9d3", "mr-e0e8c74b44")

#: The delayed triggered ability's text, as the card says it (603.7a).
_DELAYED = "When this Aura leaves the battlefield, that creature's controller sacrifices it."


@handles(ReturnEnchantedCard)
def return_enchanted_card(state: GameState, instr: ReturnEnchantedCard, ctx: Context) -> Result:
    """The trigger's three sentences, in order, if the Aura is still on the battlefield."""
    aura = state.current(ctx.source.ref)
    if aura is None or aura.zone is not Zone.BATTLEFIELD:
        text = (
            f"{describe(state, ctx.source)} is no longer on the battlefield: the ability's "
            "intervening 'if' is false as it resolves, so none of it happens and no card "
            "returns (the card's ruling)."
        )
        said = event("no_effect", text, "603.4", objects=[ctx.source.id], rulings=_GONE)
        return state, [said]
    name = describe(state, aura)
    events: list[Event] = []
    host = state.objects.get(aura.attached_to or "")
    returned = None
    if host is not None and host.zone is Zone.GRAVEYARD:
        back = v.ReturnToBattlefield(target="that_creature", under="you", tapped=instr.tapped)
        state, events = perform(state, back, acting_on(host, ctx))
        moved = state.objects[host.id]
        returned = moved if moved.zone is Zone.BATTLEFIELD else None
    # The Aura as it is now (the card leaving the graveyard left it attached to nothing, 400.7).
    aura = state.objects[aura.id]
    mark = "" if returned is None else f"{returned.id}#{returned.incarnation}"
    aura = replace(aura, chosen=marked(aura.chosen, (PUT_WITH, mark)))
    state = state.with_object(aura)
    changed = event(
        "abilities",
        f"{name} loses “enchant creature card in a graveyard” and gains “enchant creature put "
        "onto the battlefield with this Aura”.",
        "613.1f",
        "611.2a",
        objects=[aura.id],
    )
    events.insert(0, changed)
    if returned is None:
        text = f"{name} enchants no creature card in a graveyard now: nothing returns."
        return state, [*events, event("no_effect", text, "608.2c", objects=[aura.id])]
    state, attached = _attach(state, aura.id, returned.id)
    events.append(attached)
    state, said = delay(
        state,
        "source_leaves",
        (v.Sacrifice(target="that_creature", its_controller=True),),
        _DELAYED,
        acting_on(state.objects[returned.id], ctx),
    )
    return state, [*events, said]


def _attach(state: GameState, aura_id: str, host_id: str) -> tuple[GameState, Event]:
    """Attach the Aura to the creature it put onto the battlefield (701.3a, a new timestamp,
    613.7e) — unless it couldn't legally enchant it: then it doesn't move (701.3b)."""
    aura, host = state.objects[aura_id], state.objects[host_id]
    trial = state.with_object(replace(aura, attached_to=host_id))
    if (why := illegal_attachment(trial, trial.objects[aura_id])) is not None:
        reason, rules = why
        text = (
            f"{describe(state, aura)} can't be attached to {describe(state, host)} ({reason}): "
            "it stays attached to nothing."
        )
        return state, event(
            "attach",
            text,
            "701.3b",
            "303.4a",
            *rules,
            objects=[aura_id, host_id],
            rulings=_CANT_ATTACH,
        )
    state, timestamp = state.stamp()
    state = state.with_object(replace(aura, attached_to=host_id, timestamp=timestamp))
    text = (
        f"{describe(state, aura)} becomes attached to {describe(state, host)}, the creature it "
        f"put onto the battlefield (new timestamp {timestamp})."
    )
    return state, event(
        "attach", text, "701.3a", "613.7e", objects=[aura_id, host_id], rulings=_RETURNS
    )

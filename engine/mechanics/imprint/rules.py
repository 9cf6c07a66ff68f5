"""Playing the instructions that refer to the card exiled with their source (607.2a).

The card is the one its linked exile remembered (`engine.mechanics.linked_exile.rules`), while
it is still in exile as that object (400.7), read from the source as it is or last existed — a
mana ability resolves at once, and Isochron Scepter's copy is made even if the Scepter has left
the battlefield (its ruling), but not once the card has left exile.
"""

from __future__ import annotations

from engine.core.agenda import CastDuringResolution
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.mana import COLORS, parse_pool
from engine.core.replace import replace
from engine.core.state import ChoiceKind, GameObject, GameState, Zone
from engine.derived.characteristics import characteristics
from engine.derived.linked_abilities import exiled_with
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.imprint.model import AddManaOfExiledColors, CastCopyOfExiled
from engine.mechanics.mana_abilities import produce


def _source(state: GameState, ctx: Context) -> GameObject:
    return state.current(ctx.source.ref) or state.lki.get(ctx.source.ref) or ctx.source


def _the_exiled(state: GameState, ctx: Context, why: str) -> GameObject | None:
    """The card exiled with the source still in exile; of several, the one its controller
    chooses (608.2d); None when there is none."""
    found = exiled_with(state, _source(state, ctx))
    if len(found) < 2:
        return found[0] if found else None
    question = f"Player {ctx.controller}: choose the exiled card ({why})."
    options = tuple(o.id for o in found)
    picked = ask(NeedChoice(ChoiceKind.OBJECT, ctx.controller, question, ("607.2a",), options))
    return state.objects[str(picked)]


@handles(AddManaOfExiledColors)
def add_mana_of_exiled_colors(
    state: GameState, instr: AddManaOfExiledColors, ctx: Context
) -> Result:
    """One mana of one of the exiled card's colors (106.4): a multicolored card's chosen each
    time; none for no card or a colorless one (Chrome Mox's rulings: never {C})."""
    del instr
    card = _the_exiled(state, ctx, "its colors")
    colors = [] if card is None else [c for c in COLORS if c in characteristics(state, card).colors]
    if card is None or not colors:
        why = (
            f"{describe(state, card)}, exiled with it, is colorless"
            if card is not None
            else "no card exiled with it is in exile"
        )
        text = f"{describe(state, ctx.source)} adds no mana: {why} (607.2a, 106.5)."
        return state, [event("no_mana", text, "607.2a", "106.5", objects=[ctx.source.id])]
    options = tuple(f"{{{c}}}" for c in colors)
    chosen = options[0]
    if len(options) > 1:
        question = (
            f"Player {ctx.controller}: choose the color of mana {describe(state, ctx.source)} "
            f"adds (one of {describe(state, card)}'s colors)."
        )
        need = NeedChoice(ChoiceKind.MANA, ctx.controller, question, ("106.4",), options)
        chosen = str(ask(need))
    return produce(state, ctx, parse_pool(chosen))


@handles(CastCopyOfExiled)
def cast_copy_of_exiled(state: GameState, instr: CastCopyOfExiled, ctx: Context) -> Result:
    """Copy the exiled card in exile, and offer its cast at the front of the agenda (707.12,
    608.2g): the cast asks whether to cast it (the second "may"); a copy not cast ceases to
    exist as state-based actions are next checked (704.5e)."""
    del instr
    source = _source(state, ctx)
    card = _the_exiled(state, ctx, "to copy")
    if card is None:
        text = (
            f"No card exiled with {describe(state, source)} is in exile, so no copy can be made "
            "(607.2a, 400.7)."
        )
        return state, [event("no_effect", text, "607.2a", "400.7", objects=[source.id])]
    name = describe(state, card)
    question = f"Player {ctx.controller}: copy {name} ({describe(state, source)})?"
    need = NeedChoice(ChoiceKind.YES, ctx.controller, question, ("608.2d",), ("true", "false"))
    if not ask(need):
        text = f"Player {ctx.controller} doesn't copy {name}."
        return state, [event("may", text, "608.2d", objects=[card.id])]
    number = state.ids.copy + 1
    copy_id = f"c{number}"
    state = replace(state, ids=replace(state.ids, copy=number))
    state, timestamp = state.stamp()
    copy = GameObject(
        id=copy_id,
        card=copiable_card(card),
        owner=ctx.controller,
        controller=ctx.controller,
        zone=Zone.EXILE,
        timestamp=timestamp,
        spell_copy=True,
    )
    state = state.with_object(copy)
    offer = CastDuringResolution(ctx.controller, copy_id, 0, None, "707.12")
    state = replace(state, agenda=(offer, *state.agenda))
    text = (
        f"Player {ctx.controller} copies {name}: the copy ({describe(state, copy)}) is created in "
        "exile, where the card is, to be cast as this ability resolves; if it isn't cast, it "
        "ceases to exist."
    )
    return state, [event("copy", text, "707.12", "704.5e", objects=[copy_id, card.id])]

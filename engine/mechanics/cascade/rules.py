"""Cascade (CR 702.85) in play: a triggered ability of a spell, built from the keyword.

"Cascade" means "When you cast this spell, exile cards from the top of your library until you
exile a nonland card whose mana value is less than this spell's mana value. You may cast that
card without paying its mana cost if the resulting spell's mana value is less than this spell's
mana value. Then put all cards exiled this way that weren't cast on the bottom of your library in
a random order." (702.85a) It triggers as the spell becomes cast (601.2i) and resolves before it;
each instance triggers separately (702.85c). The spell's mana value is the one it has on the
stack, X included (202.3e), or as it last existed there if it has left (608.2h).

The ability has two instructions. The first exiles the cards, remembers them on the ability and
puts the cast (`engine.rules.free_cast`, 608.2g) at the front of the agenda; the second puts the
cards still in exile on the bottom of the library in one possible random order, fixed by the state
(`library.fixed_random`, as shuffles are). A card the scenario gave only as a number is unknown
to the engine: cascade stops at it and says so rather than guess what it is.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.anonymous import ANONYMOUS
from engine.core.agenda import CastDuringResolution
from engine.core.events import describe, event
from engine.core.face_down import copiable_card, mana_value
from engine.core.replace import replace
from engine.core.state import Event, GameState, ObjectRef, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.cascade.model import Cascade
from engine.mechanics.library import fixed_random, materialise, names, top
from engine.modifiers.triggers import stands_for
from engine.operations.zones import move

_TEXT = (
    "Cascade (when you cast this spell, exile cards from the top of your library until you exile "
    "a nonland card with lesser mana value; you may cast it without paying its mana cost; put the "
    "rest on the bottom of your library in a random order)"
)


#: The triggered ability "Cascade" stands for (702.85a); each instance triggers separately
#: (702.85c).
cascade_ability = stands_for(
    "Cascade",
    "702.85a",
    v.Triggered(
        trigger=v.Trigger(event="cast", scope="this_spell"),
        effects=(Cascade(part="exile"), Cascade(part="bottom")),
        text=_TEXT,
    ),
)


@handles(Cascade)
def _cascade(state: GameState, instr: Cascade, ctx: Context) -> Result:
    if instr.part == "exile":
        return _exile(state, ctx)
    return _bottom(state, ctx)


def _exile(state: GameState, ctx: Context) -> Result:
    """Exile from the top until a nonland card with lesser mana value; offer to cast it."""
    spell = state.current(ctx.source.ref) or ctx.source
    limit = mana_value(spell)
    player = ctx.controller
    exiled: list[str] = []
    hit = None
    unknown = None
    while True:
        state, found = top(state, player, 1)
        if not found:
            break
        card = state.objects[found[0]]
        state, _ = move(state, card.id, Zone.EXILE)
        exiled.append(card.id)
        shown = copiable_card(card)
        if shown is ANONYMOUS:
            unknown = card.id
            break
        if "Land" not in shown.types and mana_value(card) < limit:
            hit = state.objects[card.id]
            break
    name = describe(state, spell)
    text = (
        f"Cascade of {name} (mana value {limit}): player {player} exiles "
        f"{names(state, exiled)} from the top of their library"
    )
    if hit is not None:
        text += f", stopping at {describe(state, hit)}, a nonland card with lesser mana value."
    elif unknown is not None:
        text += (
            f", stopping at {describe(state, state.objects[unknown])}, a card the scenario gave "
            "only as a number: the engine can't tell what it is (unsupported), so nothing is cast."
        )
    else:
        text += ": no nonland card with lesser mana value was exiled."
    events: list[Event] = [event("cascade", text, "702.85a", objects=[spell.id, *exiled])]
    state = _remember(state, ",".join(exiled))
    if hit is not None:
        offer = CastDuringResolution(player, hit.id, hit.incarnation, limit, "702.85a")
        state = replace(state, agenda=(offer, *state.agenda))
    return state, events


def _bottom(state: GameState, ctx: Context) -> Result:
    """Put the exiled cards that weren't cast on the bottom in a random order (702.85a): those
    still in exile as the objects they became (400.7); a cast one has left."""
    player = ctx.controller
    refs = [r for r in str(dict(ctx.info).get("cascade_exiled", "")).split(",") if r]
    left = []
    for ref in refs:
        card_id, _, incarnation = ref.rpartition("#")
        found = state.current(ObjectRef(card_id, int(incarnation)))
        if found is not None and found.zone is Zone.EXILE:
            left.append(found.id)
    if not left:
        return state, []
    order = sorted(left)
    fixed_random(state, player, order).shuffle(order)
    state = materialise(state, player, state.library_size(player))
    for card_id in order:
        state, _ = move(state, card_id, Zone.LIBRARY, to_bottom=True)
    shown = names(state, order)
    return state, [
        event(
            "cascade",
            f"Cascade: {shown} {'is' if len(order) == 1 else 'are'} put on the bottom of player "
            f"{player}'s library in a random order (the engine can't be random and replay "
            f"exactly, so it uses one possible order, the bottom card last: {shown}).",
            "702.85a",
            objects=order,
        )
    ]


def _remember(state: GameState, exiled: str) -> GameState:
    """Note the exiled cards, as the objects they are in exile, on the resolving ability."""
    resolving = state.resolving
    ability = state.abilities.get(resolving.item) if resolving is not None else None
    if ability is None:
        return state
    refs = ",".join(
        f"{i}#{state.objects[i].incarnation}" for i in exiled.split(",") if i in state.objects
    )
    info = (*((k, x) for k, x in ability.info if k != "cascade_exiled"), ("cascade_exiled", refs))
    return replace(state, abilities={**state.abilities, ability.id: replace(ability, info=info)})

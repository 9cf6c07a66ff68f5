"""Searching a player's graveyard, hand and library for the cards with an object's name and
exiling them (701.23a, 701.13a), then that player shuffles (701.24a).

The name is the target's as it is, or as it last existed (608.2h): Eradicate has exiled the
creature and Counterbore countered the spell before they search. The player is that object's
owner or controller the same way. Every such card in the graveyard — a public zone — is exiled
for "all"; in the hand and library, hidden zones, the searcher may leave any (701.23b, Extirpate's
ruling), answering `{"object": id}` once per card found and `null` to stop; for "any number of
cards" that choice is theirs in the graveyard too. A player who can't search libraries (101.2,
Stranglehold) still searches the graveyard and hand, and one searching only the top cards of the
library (Aven Mindcensor, 701.23f) finds only among them; the shuffle happens either way.
"""

from __future__ import annotations

from engine.cards.anonymous import ANONYMOUS
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameObject, GameState, ObjectId, ObjectRef, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.library import names, shuffle
from engine.mechanics.same_name_search.model import SearchSameName
from engine.mechanics.search import searched_part
from engine.modifiers.search_limits import cant_search
from engine.operations.zones import move


def _named(state: GameState, ids: list[ObjectId], name: str) -> list[ObjectId]:
    return [
        i
        for i in ids
        if state.objects[i].card is not ANONYMOUS
        and characteristics(state, state.objects[i]).name == name
    ]


def _that(state: GameState, instr: SearchSameName, ctx: Context) -> GameObject | None:
    """The target as it is, or as it last existed (608.2h)."""
    chosen = ctx.targets[instr.target] if instr.target < len(ctx.targets) else ()
    for t in chosen:
        if isinstance(t, ObjectRef) and (found := state.current(t) or state.lki.get(t)):
            return found
    return None


@handles(SearchSameName)
def search_same_name(state: GameState, instr: SearchSameName, ctx: Context) -> Result:
    you = ctx.controller
    that = _that(state, instr, ctx)
    if that is None:
        gone = "There is no card to name: the target is gone."
        return state, [event("no_effect", gone, "608.2b")]
    player = that.owner if instr.whose == "owner" else controller_of(state, that)
    name = characteristics(state, that).name
    whose = "their" if player == you else f"player {player}'s"
    events: list[Event] = []
    graveyard = _named(state, [o.id for o in state.in_zone(Zone.GRAVEYARD, player)], name)
    hidden = _named(state, [o.id for o in state.in_zone(Zone.HAND, player)], name)
    if (prohibition := cant_search(state, you)) is not None:
        events.append(
            event(
                "cant",
                f"{describe(state, prohibition)}: player {you} can't search {whose} library.",
                "101.2",
                "701.23a",
                objects=[prohibition.id, you],
            )
        )
    else:
        state, portion, limited = searched_part(state, you, player)
        events += limited
        library = [
            i for i in reversed(state.libraries.get(player, ())) if portion is None or i in portion
        ]
        hidden += _named(state, library, name)
    found = list(graveyard) if instr.count == "all" else []
    options = hidden if instr.count == "all" else [*graveyard, *hidden]
    while options := [i for i in options if i not in found]:
        pick = ask(
            NeedChoice(
                ChoiceKind.OBJECT,
                you,
                f"Player {you} searches {whose} graveyard, hand and library for cards named "
                f"{name}: choose one to exile (or none: a search of a hidden zone for a stated "
                "quality may leave them, 701.23b).",
                ("701.23a", "701.23b"),
                tuple(options),
                nullable=True,
            )
        )
        if pick is None:
            break
        found.append(str(pick))
    events.append(
        event(
            "search",
            f"Player {you} searches {whose} graveyard, hand and library for cards named {name} "
            + (f"and finds {names(state, found)}." if found else "and finds none."),
            "701.23a",
            "701.23b",
            objects=[you, *found],
        )
    )
    for card in found:
        shown = describe(state, state.objects[card])
        state, more = move(state, card, Zone.EXILE)
        events.append(event("zone", f"{shown} is exiled.", "701.13a", objects=[card]))
        events += more
    state, more = shuffle(state, player)
    return state, events + more

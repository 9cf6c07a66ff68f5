"""Revealing cards from the top of a library until one of a kind (701.20a) in play.

The cards are revealed one at a time from the top, as objects of the library (the library is
made of objects only as far as it needs, `engine.mechanics.library.materialise`); they stay in
the library while revealed (701.20b). The cards found go where the instruction says — a hand
or graveyard their owner's, the battlefield under the control of the player who revealed them
(110.2a: who puts it there) — and the others
where it says of them: on the bottom in one possible random order, fixed by the state
(`library.fixed_random`, as shuffles are), into a graveyard, exile or a hand, or shuffled into
the library (701.24a). A card the scenario gave only as a number is unknown to the engine: the
reveal stops at it and says so, moving nothing, rather than guess what it is.
"""

from __future__ import annotations

from engine.cards.anonymous import ANONYMOUS
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.state import Event, GameState, ObjectId, PlayerId, Zone
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.library import arrange, fixed_random, names, shuffle, top
from engine.mechanics.reveal_until.model import RevealUntil
from engine.operations.zones import move

#: The zones the cards go to, and how that is said (of their owner's, 404.1, 402.1).
_ZONES = {
    "hand": (Zone.HAND, "into {} owner's hand"),
    "battlefield": (Zone.BATTLEFIELD, "onto the battlefield"),
    "graveyard": (Zone.GRAVEYARD, "into {} owner's graveyard"),
    "exile": (Zone.EXILE, "into exile"),
}


@handles(RevealUntil)
def reveal_until(state: GameState, instr: RevealUntil, ctx: Context) -> Result:
    events: list[Event] = []
    for player in ctx.players(state, instr.player, instr.target):
        state, more = _reveal(state, instr, ctx, player)
        events += more
    return state, events


def _reveal(state: GameState, instr: RevealUntil, ctx: Context, player: PlayerId) -> Result:
    revealed: list[ObjectId] = []
    found: list[ObjectId] = []
    while len(found) < instr.count:
        state, cards = top(state, player, len(revealed) + 1)
        if len(cards) <= len(revealed):
            break  # the whole library is revealed
        card = state.objects[cards[len(revealed)]]
        revealed.append(card.id)
        if copiable_card(card) is ANONYMOUS:
            text = (
                f"Player {player} reveals {names(state, revealed)} from the top of their "
                f"library, stopping at {describe(state, card)}, a card the scenario gave only "
                "as a number: the engine can't tell what it is (unsupported), so nothing moves."
            )
            return state, [event("reveal", text, "701.20a", objects=[player, *revealed])]
        if matches(state, card, instr.filter, ctx.controller, ctx.source.id) is None:
            found.append(card.id)
    source = describe(state, ctx.source)
    stop = f", stopping at {names(state, found)}" if len(found) == instr.count else ""
    if found and not stop:
        stop = f", finding only {names(state, found)}"
    events: list[Event] = [
        event(
            "reveal",
            f"Player {player} reveals {names(state, revealed) or 'no cards'} from the top of "
            f"their library ({source}){stop or ', finding none'}.",
            "701.20a",
            objects=[player, *revealed],
        )
    ]
    if len(found) < instr.count:
        found = []  # too few: all of them go where the others go
    rest = [c for c in revealed if c not in found]
    if instr.to == instr.rest:
        # "… then puts those cards into their graveyard": all of them, found or not, at once.
        found, rest = [], ([] if instr.to == "library" else revealed)
    elif instr.to != "library":
        state, more = _put(state, found, instr.to, player, instr.tapped)
        events += more
    if rest and instr.rest == "bottom_random":
        rest.sort()
        fixed_random(state, player, rest).shuffle(rest)
        state = arrange(state, player, [], rest)
        shown = names(state, rest)
        events.append(
            event(
                "zone",
                f"{shown} {'goes' if len(rest) == 1 else 'go'} on the bottom of player {player}'s "
                "library in a random order (the engine can't be random and replay exactly, so it "
                f"uses one possible order, the bottom card last: {shown}).",
                "701.20a",
                objects=rest,
            )
        )
    elif rest and instr.rest == "shuffle":
        state, more = shuffle(state, player)
        events += more
    elif rest and instr.rest != "library":
        state, more = _put(state, rest, instr.rest, player, False)
        events += more
    return state, events


def _put(
    state: GameState, cards: list[ObjectId], to: str, player: PlayerId, tapped: bool
) -> Result:
    """Move the revealed `cards` to the zone `to` names, in the order they were revealed."""
    if not cards:
        return state, []
    zone, where = _ZONES[to]
    where = where.format("its" if len(cards) == 1 else "their")
    shown = names(state, cards)
    tap = " tapped" if tapped and zone is Zone.BATTLEFIELD else ""
    events = [
        event(
            "zone",
            f"{shown} {'goes' if len(cards) == 1 else 'go'} {where}{tap}.",
            "701.20a",
            objects=list(cards),
        )
    ]
    for card in cards:
        state, more = move(state, card, zone, controller=player, tapped=bool(tap))
        events += more
    return state, events

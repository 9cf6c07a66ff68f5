"""Dredge (CR 702.52a-b) played: before a player draws a card, each card with dredge N in their
graveyard, with at least N cards in their library (702.52b), is offered — through the one choice
mechanism, `null` to draw — and the one chosen replaces the draw (614.11, 614.1a: no card is
drawn): they mill N cards (701.17a) and return that card from their graveyard to their hand.
Asked before the draw's other replacements, as the player may apply it first (616.1)."""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameState, PlayerId, Zone
from engine.derived.characteristics import characteristics
from engine.mechanics.dredge.model import DREDGE, RULE
from engine.mechanics.library import names, top
from engine.operations.basic import draw_instead
from engine.operations.zones import move


def _dredge_n(state: GameState, card: str) -> int | None:
    for keyword in characteristics(state, state.objects[card]).keywords:
        if keyword.startswith(f"{DREDGE} "):
            return int(keyword.removeprefix(f"{DREDGE} "))
    return None


@draw_instead(DREDGE)
def dredge(state: GameState, player: PlayerId) -> tuple[GameState, list[Event]] | None:
    """Mill N and return a card with dredge N to the hand instead of drawing (702.52a), if the
    player chooses a card whose N their library can cover (702.52b); None to draw."""
    size = state.library_size(player)
    offered = {
        o.id: n
        for o in state.in_zone(Zone.GRAVEYARD, player)
        if (n := _dredge_n(state, o.id)) is not None and n <= size
    }
    if not offered:
        return None
    answer = ask(
        NeedChoice(
            ChoiceKind.OBJECT,
            player,
            f"Player {player}: you would draw a card. Dredge instead — choose a card with dredge "
            "in your graveyard to mill that many cards and return it to your hand — or none to "
            "draw?",
            (RULE, "614.11", "616.1"),
            tuple(offered),
            nullable=True,
            labels=tuple(
                f"{describe(state, state.objects[c])} (dredge {n})" for c, n in offered.items()
            ),
        )
    )
    if answer is None:
        return None
    card, n = str(answer), offered[str(answer)]
    name = describe(state, state.objects[card])
    state, milled = top(state, player, n)
    events = [
        event(
            "dredge",
            f"Player {player} would draw a card; instead, by {name}'s dredge {n}, they mill {n} "
            "cards and return it from their graveyard to their hand.",
            RULE,
            "614.11",
            objects=[player, card],
        ),
        event(
            "mill",
            f"Player {player} mills {n}: {names(state, milled)} into their graveyard.",
            "701.17a",
            objects=[player, *milled],
        ),
    ]
    for milled_card in milled:
        state, more = move(state, milled_card, Zone.GRAVEYARD)
        events += more
    state, more = move(state, card, Zone.HAND)
    return state, [*events, *more]

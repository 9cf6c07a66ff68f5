"""Milling cards and taking one of them (701.17a, 701.17c) in play.

The mill is the game's one mill (`engine.mechanics.library.mill`); the cards it moved are the
ones its event names. Each is found where it went, if that is a public zone (701.17c): its
graveyard, or exile when a replacement effect sent it there (Rest in Peace, 614.1a) — a card
the scenario gave only as a number is unknown to the engine and never one of the options. The
player chooses one matching the filter, or none (608.2d: "you may"); it goes to its owner's
hand, a new object (400.7).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.anonymous import ANONYMOUS
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.state import ChoiceKind, Event, GameState, Zone
from engine.derived.targets import matches
from engine.instructions.if_you_do import performed_by
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.milled_cards.model import MillAndTake
from engine.operations.zones import move

#: The zones a milled card may have gone to that are public (400.2): a hand or library isn't.
_PUBLIC = frozenset({Zone.GRAVEYARD, Zone.EXILE})
#: The rule a card taken this way is put into the hand by: the event "if you don't" counts.
_TAKEN = "701.17c"


@handles(MillAndTake)
def mill_and_take(state: GameState, instr: MillAndTake, ctx: Context) -> Result:
    you = ctx.controller
    state, events = perform(state, v.Mill(amount=instr.amount), ctx)
    milled = [o for e in events if e.kind == "mill" for o in e.objects[1:]]
    options = tuple(
        card
        for card in milled
        if (obj := state.objects.get(card)) is not None
        and obj.zone in _PUBLIC
        and copiable_card(obj) is not ANONYMOUS
        and matches(state, obj, instr.filter, you, ctx.source.id) is None
    )
    if not options:
        text = f"Player {you} mills no card they may put into their hand."
        return state, [*events, event("no_effect", text, "609.3", objects=[you])]
    pick = ask(
        NeedChoice(
            ChoiceKind.OBJECT,
            you,
            f"Player {you}: choose a card from among the milled cards to put into your hand "
            "(null puts none there).",
            ("608.2d", _TAKEN),
            options,
            nullable=True,
        )
    )
    if pick is None:
        text = f"Player {you} puts none of the milled cards into their hand."
        return state, [*events, event("may", text, "608.2d", objects=[you])]
    card = str(pick)
    name = describe(state, state.objects[card])
    state, more = move(state, card, Zone.HAND)
    text = f"Player {you} puts {name} from among the milled cards into their hand."
    taken: list[Event] = [event("zone", text, _TAKEN, objects=[card]), *more]
    return state, [*events, *taken]


# "If you don't, …" (608.2c): one card to put into the hand; whether one was is the event above.
performed_by(MillAndTake, need=1, counts=lambda e: e.kind == "zone" and _TAKEN in e.rules)

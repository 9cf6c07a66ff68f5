"""Returning cards of its controller's choice from their graveyard as the instruction resolves.

The cards are those of the controller's own graveyard with the stated quality as it resolves
(608.2h) — a card the scenario gave only as a number is unknown and never one — and the
controller chooses which (608.2d) — none is targeted (115.10a), so a card that
can't be targeted may be chosen. Exactly the number said must be chosen while there are that
many (all of them when there are fewer, 609.3 none); "up to N" any number from none to N. Each
chosen card goes to its owner's — the controller's — hand, onto the battlefield under their
control (110.2; entering tapped if said, 110.5b) or on top of their library (401.1), a new
object (400.7).
"""

from __future__ import annotations

from engine.cards.anonymous import ANONYMOUS
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.state import ChoiceKind, Event, GameState, PlayerId, Zone
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.graveyard_choice.model import ReturnChosenCards
from engine.operations.zones import move

_ZONES = {"hand": Zone.HAND, "battlefield": Zone.BATTLEFIELD, "library_top": Zone.LIBRARY}
_WHERE = {
    "hand": "into their hand",
    "battlefield": "onto the battlefield",
    "library_top": "on top of their library",
}


@handles(ReturnChosenCards)
def _return_chosen_cards(state: GameState, instr: ReturnChosenCards, ctx: Context) -> Result:
    you = ctx.controller
    options = tuple(
        i
        for i in state.graveyards.get(you, ())
        if copiable_card(state.objects[i]) is not ANONYMOUS
        and matches(state, state.objects[i], instr.filter, you, ctx.source.id) is None
    )
    if not options:
        text = f"Player {you} has no such card in their graveyard."
        return state, [event("no_effect", text, "609.3", objects=[you])]
    picked = _chosen(instr, you, options)
    if not picked:
        text = f"Player {you} chooses no card from their graveyard."
        return state, [event("may", text, "608.2d", objects=[you])]
    zone = _ZONES[instr.to]
    where = _WHERE[instr.to] + (" tapped" if instr.tapped else "")
    events: list[Event] = []
    for card in picked:
        name = describe(state, state.objects[card])
        if zone is Zone.BATTLEFIELD:
            state, more = move(state, card, zone, controller=you, tapped=instr.tapped)
        else:
            state, more = move(state, card, zone)
        if state.objects[card].zone is not zone:
            events += more  # a replacement effect put it elsewhere (614.1a), as `more` says
            continue
        rules: tuple[str, ...] = ("608.2d", "400.7")
        rules += {"battlefield": ("110.2",), "library_top": ("401.1",)}.get(instr.to, ())
        rules += ("110.5b",) if instr.tapped else ()
        text = f"Player {you} puts {name} from their graveyard {where} (a new object)."
        events += [event("zone", text, *rules, objects=[card]), *more]
    return state, events


def _chosen(instr: ReturnChosenCards, you: PlayerId, options: tuple[str, ...]) -> list[str]:
    """The cards the controller chooses (608.2d): every option when the number said takes them
    all, one card for "a card", otherwise as many as said (or up to that many)."""
    if not instr.up_to and len(options) <= instr.amount:
        return list(options)
    if not instr.up_to and instr.amount == 1:
        pick = ask(
            NeedChoice(
                ChoiceKind.OBJECT,
                you,
                f"Player {you}: choose the card to put from your graveyard {_WHERE[instr.to]}.",
                ("608.2d",),
                options,
            )
        )
        return [str(pick)]
    most = min(instr.amount, len(options))
    answer = ask(
        NeedChoice(
            ChoiceKind.ANY_NUMBER,
            you,
            f"Player {you}: choose {'up to ' if instr.up_to else ''}{most} card(s) to put from "
            f"your graveyard {_WHERE[instr.to]}.",
            ("608.2d",),
            options,
            min=0 if instr.up_to else most,
            max=most,
        )
    )
    return [o for o in options if o in (answer or ())]

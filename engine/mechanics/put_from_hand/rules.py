"""Putting cards from their controller's hand onto the battlefield as the instruction resolves.

The controller chooses one card of their hand matching the filter (seen as it is there), or with
"up to N" any number of them from none to N (608.2d); each becomes a new object on the
battlefield under their control (400.7), entering tapped when the instruction says so, all of
them at the same time (603.6a). Nothing is cast or played (305.4); with no matching card nothing
happens (609.3). An Aura stays in the hand when it has nothing it could enchant (303.4g).
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask, ask_any_number
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameState, PlayerId, Zone
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.discard import hand
from engine.mechanics.put_from_hand.model import PutFromHand
from engine.operations.zones import enter_together, move

_RULES = ("608.2d", "305.4")


@handles(PutFromHand)
def _put_from_hand(state: GameState, instr: PutFromHand, ctx: Context) -> Result:
    you = ctx.controller
    options = tuple(
        i
        for i in hand(state, you)
        if matches(state, state.objects[i], instr.filter, you, ctx.source.id) is None
    )
    if not options:
        return state, [
            event("no_effect", f"Player {you} has no such card in hand to put.", "609.3")
        ]
    if instr.up_to is None:
        question = f"Player {you}: choose the card to put from your hand onto the battlefield."
        picked = [str(ask(NeedChoice(ChoiceKind.OBJECT, you, question, _RULES, options)))]
    else:
        picked = _up_to(state, you, instr.up_to, options)
        if not picked:
            text = f"Player {you} chooses to put no cards from their hand onto the battlefield."
            return state, [event("no_effect", text, *_RULES)]

    def perform(state: GameState) -> Result:
        events: list[Event] = []
        for card in picked:
            state, more = _put(state, card, you, instr.tapped)
            events += more
        return state, events

    if len(picked) == 1:
        return perform(state)
    return enter_together(state, perform)


def _up_to(state: GameState, you: PlayerId, most: int, options: tuple[str, ...]) -> list[str]:
    """The cards of `options` the player chooses to put, up to `most` of them (608.2d)."""
    question = (
        f"Player {you}: choose up to {most} cards to put from your hand onto the battlefield."
    )
    labels = tuple(describe(state, state.objects[i]) for i in options)
    if len(options) <= most:
        return ask_any_number(you, question, _RULES, options, labels)
    need = NeedChoice(
        ChoiceKind.ANY_NUMBER, you, question, _RULES, options, min=0, max=most, labels=labels
    )
    answer = ask(need) or ()
    return [o for o in options if o in answer]


def _put(state: GameState, card: str, you: PlayerId, tapped: bool) -> Result:
    """One card put from the hand: the event, then what its entering did — an Aura with nothing
    to enchant says it stays in the hand (303.4g)."""
    name = describe(state, state.objects[card])
    state, more = move(state, card, Zone.BATTLEFIELD, controller=you, tapped=tapped)
    if state.objects[card].zone is not Zone.BATTLEFIELD:
        return state, more
    how = " tapped" if tapped else ""
    said = event(
        "zone",
        f"Player {you} puts {name} from their hand onto the battlefield{how}.",
        "400.7",
        objects=[card],
    )
    return state, [said, *more]

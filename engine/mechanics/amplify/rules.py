"""Amplify (CR 702.38) in play: a replacement effect on how the permanent enters (614.1c), with a
choice made before it enters (614.12a) through the one choice mechanism.

The player it enters under the control of may reveal any number of the cards in their hand that
share a creature type with the permanent as it would exist on the battlefield (205.3m; a
changeling card has every creature type, 702.73a, in every zone) — the card itself isn't in the
hand any more — and it enters with N +1/+1 counters for each one revealed. Revealed cards stay
in the hand (701.20a).
"""

from __future__ import annotations

from engine.cards.vocabulary.creature_types import is_creature_type
from engine.core.choices import ask_any_number
from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, Zone
from engine.derived.characteristics import characteristics
from engine.mechanics.amplify.model import RULE
from engine.modifiers.entering_keywords import entering_choice


def _creature_types(state: GameState, obj: GameObject) -> set[str]:
    return {t for t in characteristics(state, obj).subtypes if is_creature_type(t)}


@entering_choice("Amplify")
def amplify(
    state: GameState, obj: GameObject, parameter: str
) -> tuple[GameState, GameObject, list[Event]]:
    """As `obj` enters: reveal cards sharing a creature type with it; N +1/+1 counters for each
    (702.38a)."""
    n = int(parameter)
    you = obj.controller
    name = describe(state, obj)
    kinds = _creature_types(state, obj)
    options = [
        card
        for card in state.in_zone(Zone.HAND, you)
        if card.id != obj.id and kinds & _creature_types(state, card)
    ]
    chosen: list[str] = []
    if options:
        chosen = ask_any_number(
            you,
            f"Player {you}: amplify {n} — as {name} enters, reveal any number of cards from "
            f"your hand that share a creature type with it; it enters with {n} +1/+1 "
            f"counter{'s' if n != 1 else ''} for each.",
            (RULE, "614.12a"),
            tuple(c.id for c in options),
            tuple(describe(state, c) for c in options),
        )
    if not chosen:
        text = f"As {name} enters, player {you} reveals no card for amplify {n}."
        return state, obj, [event("amplify", text, RULE, "614.12a", objects=[obj.id])]
    names = ", ".join(describe(state, state.objects[c]) for c in chosen)
    put = n * len(chosen)
    counters = dict(obj.counters)
    counters["+1/+1"] = counters.get("+1/+1", 0) + put
    revealed = event(
        "amplify",
        f"As {name} enters, player {you} reveals {names} from their hand for amplify {n}.",
        RULE,
        "701.20a",
        objects=[obj.id, *chosen],
    )
    text = f"{name} enters with {put} +1/+1 counter{'s' if put != 1 else ''} (amplify {n})."
    entered = event("replacement", text, RULE, "614.1c", objects=[obj.id])
    return state, obj.with_counters(counters), [revealed, entered]

"""Triggered abilities that watch other permanents change zones (CR 603.6a, 603.10a).

- "Whenever a land you control enters" (Landfall, an ability word with no rules meaning of its
  own, 207.2c): each time a permanent enters, every permanent on the battlefield, the newcomer
  included, is checked for abilities that trigger on it (603.6a).
- "Whenever you sacrifice a Clue": a player sacrificing a permanent for any reason — a cost or an
  effect (701.21a). It looks back in time (603.10a): the sacrificed permanent as it last existed
  on the battlefield, and the abilities that existed just before the event, decide.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.vocabulary import Triggered
from engine.characteristics import characteristics, controller_of
from engine.state import GameObject, GameState, PendingTrigger, PlayerId
from engine.targets import matches


def _pend(
    state: GameState, source: GameObject, index: int, ability: Triggered, controller: PlayerId
) -> GameState:
    """Queue `ability` of `source` (its `index`-th triggered ability as the layers leave it)."""
    printed = (source.copied or source.card).triggered
    definition = None
    if ability in printed:
        index = printed.index(ability)
    else:
        # Gained from an effect (613.1f): the pending trigger carries the ability itself.
        definition = ability
    state, ability_id = state.new_ability_id()
    trigger = PendingTrigger(
        ability_id, source.ref, source, controller, index, (), definition=definition
    )
    return replace(state, pending_triggers=(*state.pending_triggers, trigger))


def queue_others_enter(state: GameState, entered: GameObject) -> GameState:
    """Abilities of permanents that trigger when a permanent matching their filter enters under
    their controller's control ("you_control"), checked as `entered` enters (603.6a)."""
    # Everything is checked against the state as the permanent entered; then the triggers wait.
    found: list[tuple[GameObject, int, Triggered, PlayerId]] = []
    entered_controller = controller_of(state, entered)
    for source in state.battlefield():
        chars = characteristics(state, source)
        you = controller_of(state, source, chars)
        for index, ability in enumerate(chars.triggered):
            trigger = ability.trigger
            if trigger.event != "enters" or trigger.scope != "you_control":
                continue
            if entered_controller != you or matches(state, entered, trigger.filter, you):
                continue
            found.append((source, index, ability, you))
    for source, index, ability, you in found:
        state = _pend(state, source, index, ability, you)
    return state


def queue_sacrifice_triggers(
    before: GameState, after: GameState, sacrificed: GameObject, player: PlayerId
) -> GameState:
    """ "Whenever you sacrifice [a permanent matching the filter]" abilities trigger as `player`
    sacrifices `sacrificed` (701.21a), for whatever reason; `before` is the state just before the
    sacrifice, whose permanents and characteristics decide (603.10a)."""
    for source in before.battlefield():
        chars = characteristics(before, source)
        you = controller_of(before, source, chars)
        for index, ability in enumerate(chars.triggered):
            trigger = ability.trigger
            if trigger.event != "sacrifice" or you != player:
                continue
            if trigger.scope == "self" and source.id != sacrificed.id:
                continue
            if matches(before, sacrificed, trigger.filter, you):
                continue
            after = _pend(after, source, index, ability, you)
    return after

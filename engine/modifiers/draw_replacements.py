"""Replacement effects on drawing a card (CR 614.11, 121.6): "If an opponent would draw a card
except the first one they draw in each of their draw steps, instead that player skips that draw
and you draw a card." (Notion Thief), "If you would draw a card while your library has no cards
in it, you win the game instead." (Laboratory Maniac), "… skip that draw instead.", "If you would
draw a card, draw two cards instead." (Thought Reflection).

Each card drawn is one event (121.2), so an effect replaces each draw on its own, and one that
replaces a draw of a sequence is done before the sequence goes on (614.11a). It applies even if
no card could be drawn (614.11, 121.6a): an empty library is what Laboratory Maniac waits for;
a draw that can't happen ("can't draw more than one card each turn", 121.2b) isn't (614.17c).
When several apply, the player who would draw chooses one (616.1); once one has replaced the
draw, no draw is left for the others. A card a replacement has a player draw instead is a new
draw, which the others may replace, but not an effect that already replaced it (614.5: two
Notion Thieves in a two-player game leave the card with the player who would draw it).
The operation that draws (`engine.operations.basic.draw`) asks `replacing` before each card.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.game_end import win
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.derived.characteristics import controller_of
from engine.modifiers.life_totals import cant_lose
from engine.modifiers.replacement_order import Candidate, next_effect, static_replacements
from engine.modifiers.turn_history import first_in_draw_step

#: The rules every replaced draw cites: an effect that replaces a draw (614.11, 121.6).
RULES = ("614.11", "121.6")


def _applies(state: GameState, perm: GameObject, ability: v.Replacement, player: PlayerId) -> bool:
    you = controller_of(state, perm)
    if (ability.to == "you" and player != you) or (ability.to == "opponent" and player == you):
        return False
    if ability.except_first_in_draw_step and first_in_draw_step(state, player):
        return False  # "except the first one they draw in each of their draw steps" (504.1)
    # "while your library has no cards in it" (614.11: applied though nothing could be drawn)
    return not ability.library_empty or state.library_size(player) == 0


def replacing(
    state: GameState, player: PlayerId, used: frozenset[str]
) -> tuple[GameState, tuple[GameObject, str, v.Replacement] | None, list[Event]]:
    """The effect that replaces the card `player` would draw now, or None; those in `used`
    already replaced this draw (614.5). Several: the player who would draw chooses (616.1)."""
    found = [
        (perm, effect_id, ability)
        for perm, effect_id, ability in static_replacements(state, "draw")
        if effect_id not in used and _applies(state, perm, ability, player)
    ]
    if len(found) <= 1:
        return state, (found[0] if found else None), []
    candidates = [
        Candidate(effect_id, perm.id, perm.timestamp, ability.text.rstrip("."), RULES, "replace")
        for perm, effect_id, ability in found
    ]
    what = f"the card player {player} would draw"
    state, pick, events = next_effect(
        state, player, candidates, what, first=True, order_matters=True
    )
    return state, next(f for f in found if f[1] == pick.id), events


def replaced(
    state: GameState, player: PlayerId, found: tuple[GameObject, str, v.Replacement]
) -> tuple[GameState, list[Event], PlayerId | None]:
    """`player`'s draw replaced by `found`: the state, the events, and who draws instead
    (Notion Thief's controller a card, Thought Reflection's two) or creates a Treasure
    (Hullbreacher's controller), if anyone."""
    perm, _, ability = found
    said = f"{describe(state, perm)} (“{ability.text.rstrip('.')}”)"
    you = controller_of(state, perm)
    if ability.instead == "you_draw":
        text = f"{said}: player {player} skips that draw and player {you} draws a card instead."
        return state, [event("replacement", text, *RULES, objects=[player, perm.id])], you
    if ability.instead == "treasure":
        text = f"{said}: player {player} skips that draw and player {you} creates a Treasure."
        return state, [event("replacement", text, *RULES, objects=[player, perm.id])], you
    if ability.instead == "draw_two":
        text = f"{said}: player {player} draws two cards instead."
        return state, [event("replacement", text, *RULES, objects=[player, perm.id])], player
    if ability.instead == "discard_then_draw":
        # The discard, then the draw or the mill (Chains of Mephistopheles' ruling), are done by
        # the operation that draws (`engine.operations.basic.draw`).
        text = f"{said}: player {player} discards a card instead of drawing it."
        return state, [event("replacement", text, *RULES, objects=[player, perm.id])], player
    if ability.instead == "skip":
        text = f"{said}: player {player} skips that draw."
        return state, [event("replacement", text, *RULES, objects=[player, perm.id])], None
    return (*_wins(state, player, perm, said), None)


def _wins(
    state: GameState, player: PlayerId, perm: GameObject, said: str
) -> tuple[GameState, list[Event]]:
    """ "You win the game instead" (104.2b): the game is over and `player` has won it — unless
    an opponent "can't lose" and so they "can't win" (Platinum Angel, 614.17); the draw is
    replaced all the same."""
    text = f"{said}: player {player} doesn't draw; they win the game instead."
    events = [event("replacement", text, *RULES, objects=[player, perm.id])]
    for other in state.in_game():
        if other != player and (angel := cant_lose(state, other)) is not None:
            text = f"{describe(state, angel)}: player {player} can't win the game."
            return state, [*events, event("cant", text, "104.2b", "614.17", objects=[angel.id])]
    state, won = win(state, player)
    return state, [*events, *won]

"""Extra turns (500.7): created by an instruction, taken before the regular turn order resumes,
the most recently created first; each skipped instead while a replacement effect says so
(614.10: Stranglehold's "If an opponent would begin an extra turn, that player skips that turn
instead", asked as the turn would begin)."""

from __future__ import annotations

from engine.cards.vocabulary.rule_modifiers import SkipExtraTurns
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.derived.characteristics import controller_of
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.extra_turns.model import TakeExtraTurns
from engine.modifiers.replacement_order import held_abilities


@handles(TakeExtraTurns)
def take_extra_turns(state: GameState, instr: TakeExtraTurns, ctx: Context) -> Result:
    """ "[Target player] take[s] an extra turn after this one": each turn is added directly after
    the current one, one at a time, so the most recently created is taken first (500.7; the
    cards' ruling: in the reverse of the order the effects resolved)."""
    events: list[Event] = []
    for pid in ctx.players(state, instr.player, instr.target):
        state = replace(state, extra_turns=(pid,) * instr.count + state.extra_turns)
        turns = "an extra turn" if instr.count == 1 else f"{instr.count} extra turns"
        events.append(
            event(
                "extra_turn",
                f"Player {pid} will take {turns} after this one ({describe(state, ctx.source)}).",
                "500.7",
                objects=[pid],
            )
        )
    return state, events


def _skipped_by(state: GameState, player: PlayerId) -> GameObject | None:
    """The permanent whose replacement effect makes `player` skip an extra turn they would begin
    (614.10), or None: it applies only while it is on the battlefield as the turn would begin."""
    for perm in state.battlefield():
        you = controller_of(state, perm)
        for a in held_abilities(state, perm):
            if isinstance(a, SkipExtraTurns) and (a.who == "any" or player != you):
                return perm
    return None


def next_turn(state: GameState) -> tuple[GameState, PlayerId, PlayerId | None, list[Event]]:
    """Who takes the next turn (500.7): the first extra turn not skipped (614.10), then the
    player after the one whose regular turn the extra turns came after. Returns the state
    without the extra turns taken or skipped, the active player, the regular turn's active
    player when the next turn is an extra one (else None), and the events of skipped turns."""
    regular = state.turn.extra_after or state.turn.active
    events: list[Event] = []
    pending = state.extra_turns
    while pending:
        player, pending = pending[0], pending[1:]
        if state.player(player).lost:
            continue
        skipper = _skipped_by(state, player)
        if skipper is None:
            return replace(state, extra_turns=pending), player, regular, events
        events.append(
            event(
                "skip_extra_turn",
                f"{describe(state, skipper)}: player {player} skips the extra turn they would "
                "begin.",
                "614.10",
                "500.7",
                objects=[skipper.id, player],
            )
        )
    return replace(state, extra_turns=()), state.next_player(regular), None, events

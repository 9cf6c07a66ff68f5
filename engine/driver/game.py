"""The step function: one agenda item (or one scenario action, or one answer) per step.

`new_game(scenario)` builds the state at load; `step(state)` performs the next piece of rules work
and returns the new state with its events; `choose(state, answer)` answers a pending choice. A
state carries the scenario's remaining actions and answers, so stepping alone replays a scenario,
and a history of states is the explorer's timeline.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from engine import mechanics
from engine.core import choices
from engine.core.agenda import (
    AddLoreCounters,
    AgendaItem,
    AllPass,
    ApplyAction,
    AssignCombatDamage,
    BeginStep,
    CastDuringResolution,
    CheckTargets,
    CleanupDamage,
    CleanupDiscard,
    CombatDamage,
    DeclareAttackers,
    DeclareBlockers,
    DrawForTurn,
    DrawStartingHands,
    EndStep,
    FinishResolution,
    FinishRestart,
    GivePriority,
    Instruction,
    MulliganBottom,
    Mulligans,
    OpeningHandActions,
    PutTriggers,
    ResolveTop,
    UntapPermanents,
)
from engine.core.choices import NeedChoice
from engine.core.errors import EngineLimitError, IllegalActionError, UnsupportedError
from engine.core.events import answer_words, event, option_words
from engine.core.replace import replace
from engine.core.state import Event, GameState
from engine.derived import control
from engine.driver import directives
from engine.driver.failures import fail, fail_internal
from engine.instructions import basic, copying, destroying, if_you_do, lasting  # noqa: F401
from engine.mechanics.restart_game.rules import finish_restart
from engine.mechanics.sagas.rules import add_lore_counters
from engine.modifiers import unmodelled
from engine.rules import (
    combat_damage,
    free_cast,
    loops,
    mulligans,
    opening_hand,
    priority,
    stack,
    turn,
)

# Every mechanic registers its handlers, trigger matchers and keyword triggers as it loads
# (engine.instructions.perform.handles), so each instruction has its handler before a game starts.
mechanics.load()

Item = TypeVar("Item")
Result = tuple[GameState, list[Event]]


def is_finished(state: GameState) -> bool:
    """Nothing more will happen without outside input (or ever)."""
    if state.error is not None or state.game_over:
        return True
    if state.choice is not None:
        return not state.answers
    return not state.agenda and state.directive is None and not state.script


def step(state: GameState) -> Result:
    """Perform one step; a finished state comes back unchanged with no events."""
    if is_finished(state):
        return state, []
    limits = state.limits
    if limits is not None and state.steps_taken >= limits.max_steps:
        return fail(state, EngineLimitError("max_steps", limits.max_steps))
    state = before = replace(state, steps_taken=state.steps_taken + 1)
    try:
        if state.choice is not None:
            answer, rest = state.answers[0], state.answers[1:]
            state, events = choose(replace(state, answers=rest), answer.kind, answer.value)
        elif state.agenda:
            item, rest_agenda = state.agenda[0], state.agenda[1:]
            state, events = _perform(replace(state, agenda=rest_agenda), item)
        else:
            state, events = directives.next_action(state)
    except (IllegalActionError, EngineLimitError, UnsupportedError) as exc:
        return fail(state, exc)
    except Exception as exc:
        # A bug must end the run with an error that says so, not escape to the caller.
        return fail_internal(state, exc)
    # Control can change without any instruction moving a permanent (an effect begins or ends).
    state, changes = control.note_changes(state)
    events += changes
    # Unread lines that could have applied in this step say so, and the run records them.
    state, warned = unmodelled.observe(before, state, events)
    events += warned
    if limits is not None:
        if len(state.stack) > limits.max_stack_depth:
            return fail(state, EngineLimitError("max_stack_depth", limits.max_stack_depth))
        if len(state.objects) > limits.max_objects:
            return fail(state, EngineLimitError("max_objects", limits.max_objects))
    return replace(state, events_logged=state.events_logged + len(events)), events


# -- answering choices ----------------------------------------------------------------------------


def choose(state: GameState, kind: str, value: Any) -> Result:
    """Answer the pending choice; an answer of the wrong kind or an illegal one is refused."""
    choice = state.choice
    if choice is None:
        raise IllegalActionError(f"there is no pending choice to answer with {kind!r}", ("117.1",))
    if kind != choice.kind:
        raise IllegalActionError(
            f"the pending choice wants a {choice.kind.value!r} answer, not {kind!r}: {choice.text}",
            choice.rules,
        )
    value = choices.validate(choice, value)
    # The item that asked is performed again with this answer too (engine.core.choices).
    state = replace(
        state,
        loop_marks=frozenset(),
        choice=None,
        decisions=(*state.decisions, (choice.kind, value)),
        agenda=(choice.resume, *state.agenda),
    )
    if value is None:
        shown = "to keep the original targets" if choice.kind == "target" else "not to (declines)"
    elif choice.kind == "damage":
        shown = ", ".join(f"{n} to {answer_words(state, k)}" for k, n in value if n)
        value = tuple(k for k, n in value if n)  # the objects and players it goes to
    elif isinstance(value, bool):
        shown = "yes" if value else "no"
    elif isinstance(value, list | tuple):
        shown = ", ".join(option_words(state, choice, v) for v in value)
    else:
        shown = option_words(state, choice, value)
    # The ids chosen, whether the answer is a list of ids or a single id ({"object": id}).
    values = value if isinstance(value, list | tuple) else [value]
    # Another player controlling them this turn chooses for them (723.5).
    by = state.turn.decided_by(choice.player)
    who = f"Player {choice.player}" if by is None else f"Player {by}, for player {choice.player},"
    return state, [
        event(
            "choice",
            f"{who} chooses {shown or 'nothing'}.",
            *choice.rules,
            *(("723.5",) if by is not None else ()),
            # A color ("blue") or a replacement effect's id ("r1") isn't an object.
            objects=[
                v
                for v in values
                if isinstance(v, str)
                and (choice.kind not in ("color", "replacement", "mana") or v in state.objects)
            ],
        )
    ]


# -- agenda items ---------------------------------------------------------------------------------


def _perform(state: GameState, item: AgendaItem) -> Result:
    """Perform one agenda item with the answers given so far to its questions; a question
    without an answer leaves the state as it was, with the question pending
    (engine.core.choices)."""
    try:
        with choices.answering(state.decisions):
            after, events = _HANDLERS[type(item)](state, item)
    except NeedChoice as need:
        return choices.wait(state, need, item)
    if after.decisions and after.choice is None:
        after = replace(after, decisions=())
    return after, events


def _give_priority(state: GameState, item: GivePriority) -> Result:
    if state.directive is not None:
        # The scenario is passing on its own: a repeated moment is a mandatory loop.
        state, draw = loops.check(state)
        if draw:
            return state, draw
    return priority.give(state, item)


def _handler(kind: type[Item], run: Callable[[GameState, Item], Result]) -> tuple[type, Handler]:
    """One row of the dispatch table; the item is `kind` whenever `run` is called."""
    return kind, cast(Handler, run)


Handler = Callable[[GameState, AgendaItem], Result]

#: Each agenda item's handler: the procedure (L5) that performs it.
_HANDLERS: dict[type, Handler] = dict(
    [
        _handler(GivePriority, _give_priority),
        _handler(PutTriggers, priority.put_triggers),
        _handler(ApplyAction, directives.apply_action),
        _handler(AllPass, lambda state, _: priority.all_pass(state)),
        _handler(ResolveTop, lambda state, _: stack.begin(state)),
        _handler(CheckTargets, lambda state, item: stack.check_targets(state, item.item)),
        _handler(Instruction, lambda state, item: stack.instruction(state, item.item, item.index)),
        _handler(CastDuringResolution, free_cast.cast_during_resolution),
        _handler(FinishResolution, lambda state, item: stack.finish(state, item.item)),
        _handler(EndStep, lambda state, _: turn.end_step(state)),
        _handler(BeginStep, lambda state, item: turn.begin_step(state, item.step)),
        _handler(UntapPermanents, lambda state, _: turn.untap(state)),
        _handler(DrawForTurn, lambda state, _: turn.draw_for_turn(state)),
        _handler(AddLoreCounters, lambda state, _: add_lore_counters(state)),
        _handler(OpeningHandActions, lambda state, _: opening_hand.opening_hand_actions(state)),
        _handler(DrawStartingHands, lambda state, _: mulligans.draw_hands(state)),
        _handler(Mulligans, mulligans.mulligans),
        _handler(MulliganBottom, mulligans.mulligan_bottom),
        _handler(FinishRestart, finish_restart),
        _handler(CleanupDiscard, lambda state, _: turn.cleanup_discard(state)),
        _handler(CleanupDamage, lambda state, _: turn.cleanup_damage(state)),
        _handler(DeclareAttackers, lambda state, _: directives.declare(state, "attack")),
        _handler(DeclareBlockers, lambda state, _: directives.declare(state, "block")),
        _handler(CombatDamage, lambda state, _: combat_damage.combat_damage(state)),
        _handler(AssignCombatDamage, lambda state, _: combat_damage.assign_and_deal(state)),
    ]
)

"""The step function: one agenda item (or one scenario action, or one answer) per step.

`new_game(scenario)` builds the state at load; `step(state)` performs the next piece of rules work
and returns the new state with its events; `choose(state, answer)` answers a pending choice. A
state carries the scenario's remaining actions and answers, so stepping alone replays a scenario,
and a history of states is the explorer's timeline.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

# Importing the instruction handlers registers them (engine.instructions.handles).
from engine import (  # noqa: F401
    actions,
    choices,
    combat,
    combat_damage,
    control,
    effects,
    loops,
    mechanics,
    priority,
    sandbox,
    stack,
    turn,
)
from engine.agenda import (
    AdvanceTo,
    AgendaItem,
    AllPass,
    ApplyAction,
    AssignCombatDamage,
    BeginStep,
    CheckTargets,
    CleanupDamage,
    CleanupDiscard,
    CombatDamage,
    Declaration,
    DeclareAttackers,
    DeclareBlockers,
    Directive,
    DrawForTurn,
    EndStep,
    FinishResolution,
    GivePriority,
    Instruction,
    PutTriggers,
    ResolveTop,
    ResolveUntilEmpty,
    ResolveUntilGone,
    UntapPermanents,
)
from engine.choices import NeedChoice, ask
from engine.errors import EngineLimitError, IllegalActionError
from engine.events import event
from engine.scenario import (
    Action,
    ActivateAction,
    AdvanceAction,
    AttackAction,
    BlockAction,
    CastAction,
    EditAction,
    PassAction,
    PlayLandAction,
    ResolveAction,
    StickerAction,
)
from engine.state import ChoiceKind, Event, GameState, RunError, Step

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
    state = replace(state, steps_taken=state.steps_taken + 1)
    try:
        if state.choice is not None:
            answer, rest = state.answers[0], state.answers[1:]
            state, events = choose(replace(state, answers=rest), answer.kind, answer.value)
        elif state.agenda:
            item, rest_agenda = state.agenda[0], state.agenda[1:]
            state, events = _perform(replace(state, agenda=rest_agenda), item)
        else:
            state, events = _next_action(state)
    except (IllegalActionError, EngineLimitError) as exc:
        return fail(state, exc)
    except Exception as exc:
        # A bug must end the run with an error that says so, not escape to the caller.
        return fail_internal(state, exc)
    # Control can change without any instruction moving a permanent (an effect begins or ends).
    state, changes = control.note_changes(state)
    events += changes
    if limits is not None:
        if len(state.stack) > limits.max_stack_depth:
            return fail(state, EngineLimitError("max_stack_depth", limits.max_stack_depth))
        if len(state.objects) > limits.max_objects:
            return fail(state, EngineLimitError("max_objects", limits.max_objects))
    return replace(state, events_logged=state.events_logged + len(events)), events


def fail_internal(state: GameState, exc: Exception) -> Result:
    """The engine itself failed (a bug, exit 5): the run ends with an error that says where, so a
    caller shows the state up to this step instead of crashing."""
    where = ""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    if tb is not None:
        where = f" at {tb.tb_frame.f_code.co_filename.rsplit('/', 1)[-1]}:{tb.tb_lineno}"
    message = f"the engine failed: {type(exc).__name__}{where}"
    error: RunError = {
        "kind": "engine_failure",
        "action_index": state.action_index if state.action_index >= 0 else None,
        "message": message,
        "rules": [],
    }
    state = replace(state, error=error)
    return state, [event("error", f"The run stops: {message}. This is a bug in the engine.")]


def fail(state: GameState, exc: IllegalActionError | EngineLimitError) -> Result:
    error: RunError
    if isinstance(exc, EngineLimitError):
        error = {
            "kind": "limit",
            "action_index": state.action_index if state.action_index >= 0 else None,
            "message": str(exc),
            "rules": [],
            "limit": exc.limit,
        }
        text = f"The run stops: {exc}."
        rules: tuple[str, ...] = ()
    else:
        error = {
            "kind": "illegal_action",
            "action_index": state.action_index if state.action_index >= 0 else None,
            "message": exc.message,
            "rules": list(exc.rules),
        }
        text = f"Illegal: {exc.message}."
        rules = exc.rules
    state = replace(state, error=error)
    return state, [event("error", text, *rules)]


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
    # The item that asked is performed again with this answer too (engine.choices).
    state = replace(
        state,
        loop_marks=frozenset(),
        choice=None,
        decisions=(*state.decisions, (choice.kind, value)),
        agenda=(choice.resume, *state.agenda),
    )
    if value is None:
        shown = "not to (null)"
    elif choice.kind == "damage":
        shown = ", ".join(f"{n} to {k}" for k, n in value if n)
        value = tuple(k for k, n in value if n)  # the objects and players it goes to
    elif isinstance(value, bool):
        shown = "yes" if value else "no"
    elif isinstance(value, list | tuple):
        shown = ", ".join(str(v) for v in value)
    else:
        shown = str(value)
    # The ids chosen, whether the answer is a list of ids or a single id ({"object": id}).
    values = value if isinstance(value, list | tuple) else [value]
    return state, [
        event(
            "choice",
            f"Player {choice.player} chooses {shown or 'nothing'} ({choice.kind}).",
            *choice.rules,
            # A color ("blue") or a replacement effect's id ("r1") isn't an object.
            objects=[
                v
                for v in values
                if isinstance(v, str)
                and (choice.kind not in ("color", "replacement", "mana") or v in state.objects)
            ],
        )
    ]


def _ask(state: GameState, need: NeedChoice, resume: AgendaItem) -> Result:
    return replace(state, choice=choices.pending(need, resume)), [
        event("pending", f"Waiting for player {need.player}: {need.text}", *need.rules)
    ]


# -- agenda items ---------------------------------------------------------------------------------


def _perform(state: GameState, item: AgendaItem) -> Result:
    """Perform one agenda item with the answers given so far to its questions; a question
    without an answer leaves the state as it was, with the question pending (engine.choices)."""
    try:
        with choices.answering(state.decisions):
            after, events = _dispatch(state, item)
    except NeedChoice as need:
        return _ask(state, need, item)
    if after.decisions and after.choice is None:
        after = replace(after, decisions=())
    return after, events


def _dispatch(state: GameState, item: AgendaItem) -> Result:
    if isinstance(item, GivePriority):
        if state.directive is not None:
            # The scenario is passing on its own: a repeated moment is a mandatory loop.
            state, draw = loops.check(state)
            if draw:
                return state, draw
        return priority.give(state, item)
    if isinstance(item, PutTriggers):
        return priority.put_triggers(state, item)
    if isinstance(item, ApplyAction):
        return _apply_action(state, item)
    if isinstance(item, AllPass):
        return _all_pass(state)
    if isinstance(item, ResolveTop):
        return stack.begin(state)
    if isinstance(item, CheckTargets):
        return stack.check_targets(state, item.item)
    if isinstance(item, Instruction):
        return stack.instruction(state, item.item, item.index)
    if isinstance(item, FinishResolution):
        return stack.finish(state, item.item)
    if isinstance(item, EndStep):
        return turn.end_step(state)
    if isinstance(item, BeginStep):
        return turn.begin_step(state, item.step)
    if isinstance(item, UntapPermanents):
        return turn.untap(state)
    if isinstance(item, DrawForTurn):
        return turn.draw_for_turn(state)
    if isinstance(item, CleanupDiscard):
        return _cleanup_discard(state, item)
    if isinstance(item, CleanupDamage):
        return turn.cleanup_damage(state)
    if isinstance(item, DeclareAttackers):
        return _declare(state, "attack")
    if isinstance(item, DeclareBlockers):
        return _declare(state, "block")
    if isinstance(item, CombatDamage):
        return combat_damage.combat_damage(state)
    if isinstance(item, AssignCombatDamage):
        return combat_damage.assign_and_deal(state)
    raise TypeError(f"unknown agenda item {item!r}")


def _cleanup_discard(state: GameState, item: CleanupDiscard) -> Result:
    excess, options = turn.discard_options(state)
    if not excess:
        return state, []
    active = state.turn.active
    if excess == len(options):
        return turn.discard(state, list(options))
    chosen = ask(
        NeedChoice(
            ChoiceKind.DISCARD,
            active,
            f"Player {active} has {len(options)} cards in hand and a maximum hand size of "
            f"{state.player(active).max_hand_size}: choose {excess} to discard.",
            ("514.1",),
            options,
            excess,
            excess,
        )
    )
    return turn.discard(state, list(chosen))


def _all_pass(state: GameState) -> Result:
    """All players pass in succession (117.3d): the top of the stack resolves or the step ends."""
    order = _priority_order(state, state.turn.priority or state.turn.active)
    events = [event("pass", f"Player {p} passes.", "117.3d", objects=[p]) for p in order]
    state = replace(state, turn=replace(state.turn, priority=None, passed=tuple(order)))
    if state.stack:
        events.append(
            event(
                "all_passed",
                "All players passed in succession: the top of the stack resolves.",
                "117.4",
            )
        )
        return replace(state, agenda=(ResolveTop(), *state.agenda)), events
    events.append(
        event("all_passed", "All players passed with an empty stack: the step ends.", "500.2")
    )
    return replace(state, agenda=(EndStep(), *state.agenda)), events


def _priority_order(state: GameState, first: str) -> list[str]:
    order = [first]
    current = first
    while True:
        current = state.next_player(current)
        if current == first:
            return order
        order.append(current)


def _passes_before(state: GameState, player: str) -> tuple[GameState, list[Event]]:
    """An action by a player who doesn't hold priority: those before them passed (117.3d)."""
    holder = state.turn.priority
    if holder is None or holder == player:
        return state, []
    if state.player(player).lost:
        raise IllegalActionError(f"player {player} has left the game", ("800.4a",))
    events = []
    for p in _priority_order(state, holder):
        if p == player:
            break
        events.append(event("pass", f"Player {p} passes.", "117.3d", objects=[p]))
    return replace(state, turn=replace(state.turn, priority=player)), events


def _apply_action(state: GameState, item: ApplyAction) -> Result:
    action = item.action
    player = action.player
    if player not in state.player_ids():
        raise IllegalActionError(f"there is no player {player!r}", ("102.1",))
    if state.turn.priority is None:
        raise IllegalActionError("no player can act now: nobody has priority", ("117.1",))
    state, passes = _passes_before(state, player)
    try:
        if isinstance(action, CastAction):
            state, events = actions.cast(state, player, action)
            why = "117.3c"
        elif isinstance(action, ActivateAction):
            before = len(state.stack)
            state, events = actions.activate(state, player, action)
            if len(state.stack) == before:  # a mana ability: priority doesn't change (605.3a)
                return state, passes + events
            why = "117.3c"
        else:
            state, events = actions.play_land(state, player, action.play_land)
            why = "117.3c"
    except NeedChoice as need:
        state, asked = _ask(state, need, item)
        return state, passes + asked
    state = replace(state, turn=replace(state.turn, priority=None))
    return replace(state, agenda=(GivePriority(player, why), *state.agenda)), passes + events


# -- scenario actions -----------------------------------------------------------------------------


def _directive_done(state: GameState) -> bool:
    directive = state.directive
    if isinstance(directive, ResolveUntilGone):
        return directive.item not in state.stack
    if isinstance(directive, ResolveUntilEmpty):
        return not state.stack
    if isinstance(directive, AdvanceTo):
        return state.turn.step is directive.step and (
            directive.turn is None or state.turn.number == directive.turn
        )
    # An attack or block declaration is done when it is made as its step begins (`_declare`
    # clears it).
    return not isinstance(directive, Declaration)


def _next_action(state: GameState) -> Result:
    """Waiting at priority: carry on the current directive or take the next scenario action."""
    if state.directive is not None:
        if not _directive_done(state):
            if isinstance(state.directive, AdvanceTo) and state.turn.number > (
                state.directive.turn or state.turn.number
            ):
                raise IllegalActionError(
                    f"turn {state.directive.turn} has already passed", ("500.1",)
                )
            return _all_pass(state)
        state = replace(state, directive=None)
        if not state.script:
            return state, []
    index = state.action_index + 1
    action, rest = state.script[0], state.script[1:]
    state = replace(state, script=rest, action_index=index, loop_marks=frozenset())
    try:
        return _take_action(state, index, action)
    except IllegalActionError as exc:
        # Report the refused action's own index (the caller only knows the previous one).
        return fail(state, exc)


def _take_action(state: GameState, index: int, action: Action) -> Result:
    """Start scenario action number `index`."""
    if isinstance(action, CastAction | ActivateAction | PlayLandAction):
        return _apply_action(state, ApplyAction(index, action))
    if isinstance(action, PassAction):
        return _all_pass(state)
    if isinstance(action, ResolveAction):
        if not state.stack:
            raise IllegalActionError("there is nothing on the stack to resolve", ("117.4",))
        directive: Directive = (
            ResolveUntilGone(index, state.stack[-1])
            if action.resolve == "top"
            else ResolveUntilEmpty(index)
        )
        return _all_pass(replace(state, directive=directive))
    if isinstance(action, AdvanceAction):
        target = AdvanceTo(index, Step(action.advance_to), action.turn)
        state = replace(state, directive=target)
        if _directive_done(state):
            state = replace(state, directive=None)
            return state, [
                event(
                    "advance",
                    f"Already in the {turn.STEP_NAMES[target.step]}.",
                    turn.STEP_RULES[target.step],
                )
            ]
        return _all_pass(state)
    if isinstance(action, AttackAction | BlockAction):
        return _declaration_action(state, index, action)
    if isinstance(action, StickerAction):
        return _sticker(state, action)
    if isinstance(action, EditAction):
        return sandbox.edit(state, action)
    raise IllegalActionError(f"unknown action {action!r}", ())


def _declaration_action(state: GameState, index: int, action: AttackAction | BlockAction) -> Result:
    """An `attack` / `block` action (SCENARIO.md): given with an empty stack in the step before
    the declaration, players pass and it is made as its step begins; given in its own step before
    the declaration was made (a scenario that starts there), it is made now (508.1, 509.1)."""
    attack = isinstance(action, AttackAction)
    mapping = action.attack if isinstance(action, AttackAction) else action.block
    if turn.declaration_timing(state, attack) == "now":
        if attack:
            state, events = combat.declare_attackers(state, dict(mapping))
        else:
            state, events = combat.declare_blockers(state, dict(mapping))
        state = replace(state, turn=replace(state.turn, priority=None))
        why = "508.2" if attack else "509.2"
        return replace(state, agenda=(GivePriority(state.turn.active, why), *state.agenda)), events
    directive = Declaration(index, "attack" if attack else "block", tuple(mapping.items()))
    return _all_pass(replace(state, directive=directive))


def _declare(state: GameState, kind: str) -> Result:
    """The declare attackers / blockers turn-based action (508.1, 509.1) as its step begins.

    The declaration comes from an `attack` / `block` action given in the step before, or is the
    scenario's next action when nothing else is under way (e.g. right after `advance_to` this
    step); otherwise none are declared (SCENARIO.md: `advance_to` declares no attackers).
    """
    wanted = AttackAction if kind == "attack" else BlockAction
    mapping: dict[str, str] = {}
    directive = state.directive
    if isinstance(directive, Declaration) and directive.kind == kind:
        mapping = dict(directive.mapping)
        state = replace(state, directive=None)
    elif (
        (directive is None or _directive_done(state))
        and state.script
        and isinstance(state.script[0], wanted)
    ):
        action = state.script[0]
        mapping = dict(action.attack if isinstance(action, AttackAction) else action.block)
        state = replace(
            state, script=state.script[1:], action_index=state.action_index + 1, directive=None
        )
    try:
        if kind == "attack":
            return combat.declare_attackers(state, mapping)
        return combat.declare_blockers(state, mapping)
    except IllegalActionError as exc:
        # Reported with the index of the action that gave the declaration.
        return fail(state, exc)


def _sticker(state: GameState, action: StickerAction) -> Result:
    sticker = action.sticker
    obj = state.objects.get(sticker.object)
    if obj is None:
        raise IllegalActionError(f"there is no object {sticker.object!r}", ("123.6b",))
    state, timestamp = state.stamp()
    state = state.with_object(
        replace(obj, stickers=(*obj.stickers, (sticker.words, sticker.position, timestamp)))
    )
    return state, [
        event(
            "sticker",
            f"A name sticker “{sticker.words}” is put on {obj.card.name} ({obj.id}) after "
            f"{sticker.position} word(s) of its name.",
            "123.6b",
            objects=[obj.id],
        )
    ]

"""The scenario's actions and directives (SCENARIO.md `actions`): what the driver does when the
agenda is empty and a player would act.

An action by a player (cast, activate, play a land) is applied at once, those before them in turn
order passing (117.3d); `pass`, `resolve` and `advance_to` become directives that players pass
under until they are done; `attack` / `block` are made as their step begins (508.1, 509.1); a
sticker or a sandbox edit changes the state between actions.
"""

from __future__ import annotations

from engine.core import choices
from engine.core.agenda import (
    AdvanceTo,
    ApplyAction,
    Declaration,
    Directive,
    GivePriority,
    ResolveUntilEmpty,
    ResolveUntilGone,
)
from engine.core.choices import NeedChoice
from engine.core.errors import IllegalActionError, UnsupportedError
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameState, Step
from engine.driver import sandbox
from engine.driver.failures import fail
from engine.driver.scenario import (
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
    SpecialAction,
    StickerAction,
    TurnFaceUpAction,
)
from engine.mechanics.morph import rules as morph
from engine.operations import special_actions
from engine.rules import actions, activate_ability, blocking, cast_spell, combat, turn
from engine.rules.priority import all_pass, passes_before

Result = tuple[GameState, list[Event]]


def apply_action(state: GameState, item: ApplyAction) -> Result:
    action = item.action
    player = action.player
    if player not in state.player_ids():
        raise IllegalActionError(f"there is no player {player!r}", ("102.1",))
    if state.turn.priority is None:
        raise IllegalActionError("no player can act now: nobody has priority", ("117.1",))
    state, passes = passes_before(state, player)
    try:
        if isinstance(action, CastAction):
            state, events = cast_spell.cast(state, player, action)
            why = "117.3c"
        elif isinstance(action, ActivateAction):
            # A mana ability too: its player receives priority afterward (117.3c), so state-based
            # actions and what it triggered (Terrarion going to the graveyard) come first (117.5).
            state, events = activate_ability.activate(state, player, action)
            why = "117.3c"
        elif isinstance(action, TurnFaceUpAction):
            # A special action: its player receives priority again (117.3c).
            state, events = morph.turn_face_up(state, player, action)
            why = "117.3c"
        elif isinstance(action, SpecialAction):
            # A keyword's special action (116.2: plot's, 116.2k): priority again (117.3c).
            state, events = special_actions.take(state, player, action)
            why = "117.3c"
        else:
            state, events = actions.play_land(state, player, action.play_land, action.half)
            why = "117.3c"
    except NeedChoice as need:
        state, asked = choices.wait(state, need, item)
        return state, passes + asked
    state = replace(state, turn=replace(state.turn, priority=None))
    return replace(state, agenda=(GivePriority(player, why), *state.agenda)), passes + events


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


def next_action(state: GameState) -> Result:
    """Waiting at priority: carry on the current directive or take the next scenario action."""
    if state.directive is not None:
        if not _directive_done(state):
            if isinstance(state.directive, AdvanceTo) and state.turn.number > (
                state.directive.turn or state.turn.number
            ):
                raise IllegalActionError(
                    f"turn {state.directive.turn} has already passed", ("500.1",)
                )
            return all_pass(state)
        state = replace(state, directive=None)
        if not state.script:
            return state, []
    index = state.action_index + 1
    action, rest = state.script[0], state.script[1:]
    state = replace(state, script=rest, action_index=index, loop_marks=frozenset())
    try:
        return _take_action(state, index, action)
    except (IllegalActionError, UnsupportedError) as exc:
        # Report the refused action's own index (the caller only knows the previous one).
        return fail(state, exc)


def _take_action(state: GameState, index: int, action: Action) -> Result:
    """Start scenario action number `index`."""
    if isinstance(
        action, CastAction | ActivateAction | PlayLandAction | TurnFaceUpAction | SpecialAction
    ):
        return apply_action(state, ApplyAction(index, action))
    if isinstance(action, PassAction):
        return all_pass(state)
    if isinstance(action, ResolveAction):
        if not state.stack:
            raise IllegalActionError("there is nothing on the stack to resolve", ("117.4",))
        directive: Directive = (
            ResolveUntilGone(index, state.stack[-1])
            if action.resolve == "top"
            else ResolveUntilEmpty(index)
        )
        return all_pass(replace(state, directive=directive))
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
        return all_pass(state)
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
    if turn.declaration_timing(state, attack) == "now":
        if isinstance(action, AttackAction):
            state, events = combat.declare_attackers(state, dict(action.attack), action.bands)
        else:
            state, events = blocking.declare_blockers(state, blocking.block_pairs(action.block))
        state = replace(state, turn=replace(state.turn, priority=None))
        why = "508.2" if attack else "509.2"
        return replace(state, agenda=(GivePriority(state.turn.active, why), *state.agenda)), events
    directive = (
        Declaration(index, "attack", tuple(action.attack.items()), action.bands)
        if isinstance(action, AttackAction)
        else Declaration(index, "block", tuple(blocking.block_pairs(action.block)))
    )
    return all_pass(replace(state, directive=directive))


def declare(state: GameState, kind: str) -> Result:
    """The declare attackers / blockers turn-based action (508.1, 509.1) as its step begins.

    The declaration comes from an `attack` / `block` action given in the step before, or is the
    scenario's next action when nothing else is under way (e.g. right after `advance_to` this
    step); otherwise none are declared (SCENARIO.md: `advance_to` declares no attackers).
    """
    wanted = AttackAction if kind == "attack" else BlockAction
    pairs: list[tuple[str, str]] = []
    bands: tuple[tuple[str, ...], ...] = ()
    directive = state.directive
    if isinstance(directive, Declaration) and directive.kind == kind:
        pairs, bands = list(directive.mapping), directive.bands
        state = replace(state, directive=None)
    elif (
        (directive is None or _directive_done(state))
        and state.script
        and isinstance(state.script[0], wanted)
    ):
        action = state.script[0]
        if isinstance(action, AttackAction):
            pairs, bands = list(action.attack.items()), action.bands
        elif isinstance(action, BlockAction):
            pairs = blocking.block_pairs(action.block)
        state = replace(
            state, script=state.script[1:], action_index=state.action_index + 1, directive=None
        )
    try:
        if kind == "attack":
            return combat.declare_attackers(state, dict(pairs), bands)
        return blocking.declare_blockers(state, pairs)
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
            f"A name sticker “{sticker.words}” is put on {describe(state, obj)} after "
            f"{sticker.position} word(s) of its name.",
            "123.6b",
            objects=[obj.id],
        )
    ]

"""What happens each time a player would receive priority (CR 117.5, 704.3, 603.3).

First all state-based actions are performed (repeating until none apply), then state triggers
whose game state is true trigger (603.8), then waiting triggered abilities are put on the stack,
and only then does the player receive priority.
"""

from __future__ import annotations

from collections import Counter

from engine.cards.vocabulary import chosen_parts
from engine.core.agenda import EndStep, GivePriority, PutTriggers, ResolveTop
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, describe_id, describe_target, event
from engine.core.occurrences import BecomesTarget
from engine.core.replace import replace
from engine.core.state import ChoiceKind, Event, GameState, PendingTrigger, StackAbility
from engine.derived.division import divide
from engine.derived.event_players import settled
from engine.derived.layers import over as effect_over
from engine.derived.modes import NoLegalMode, choose_modes, chosen_words
from engine.derived.targets import NoLegalTarget, choose_targets
from engine.mechanics.day_night import rules as day_night
from engine.modifiers import state_triggers
from engine.modifiers.triggers import fire
from engine.rules import state_based_actions as sba

Result = tuple[GameState, list[Event]]


def give(state: GameState, item: GivePriority) -> tuple[GameState, list[Event]]:
    """SBAs, then triggers, then priority for `item.player` (117.5)."""
    if state.game_over:
        return state, []
    state, turned = day_night.check(state)
    if turned:
        # Not a state-based action (702.145c): it happens as soon as it applies.
        return replace(state, agenda=(GivePriority(item.player, item.why), *state.agenda)), turned
    state, ended = _end_lapsed(state)
    found = sba.find(state)
    if found:
        # The legend rule: each player chooses the one to keep, for each name (704.5j).
        kept = {
            (group.controller, group.name): ask(
                NeedChoice(
                    ChoiceKind.OBJECT,
                    group.controller,
                    f"Legend rule: player {group.controller} controls {len(group.objects)} "
                    f"legendary permanents named {group.name}; choose the one to keep.",
                    ("704.5j",),
                    group.objects,
                )
            )
            for group in found.legends
        }
        state, events = sba.perform(state, found, kept)
        again = GivePriority(item.player, item.why)
        return replace(state, agenda=(again, *state.agenda)), [*ended, *events]
    # State triggers trigger as soon as their game state is true (603.8).
    state, stated = state_triggers.check(state)
    ended += stated
    if state.pending_triggers:
        again = GivePriority(item.player, item.why)
        return replace(state, agenda=(PutTriggers(), again, *state.agenda)), ended
    player = item.player
    if state.player(player).lost:
        player = state.next_player(player)
    state = replace(state, turn=replace(state.turn, priority=player, passed=()))
    if (controller := state.turn.decided_by(player)) is not None:
        # 723.5: the player controlling them decides what they do with it.
        text = f"Player {player} receives priority; player {controller} makes their decisions."
        said = event("priority", text, item.why, "723.5", objects=[player, controller])
        return state, [*ended, said]
    return state, [
        *ended,
        event("priority", f"Player {player} receives priority.", item.why, objects=[player]),
    ]


def _end_lapsed(state: GameState) -> Result:
    """Forget the effects whose "for as long as ~ remains …" / "as long as you control ~" has
    ended (611.2b): they stopped applying the moment it did (`engine.derived.layers.over`), and
    don't start again if the source is tapped anew or comes back under its controller's
    control."""
    over = [(e, why) for e in state.effects if (why := effect_over(state, e)) is not None]
    if not over:
        return state, []
    gone = [e for e, _ in over]
    state = replace(state, effects=tuple(e for e in state.effects if e not in gone))
    return state, [
        event(
            "effect_ends",
            f"{e.source_name}'s effect on "
            + ", ".join(describe_id(state, r.id) for r in e.affected)
            + f" ends: its source {why}.",
            "611.2b",
            objects=[e.source, *(r.id for r in e.affected)],
        )
        for e, why in over
    ]


def _trigger_words(state: GameState, trigger: PendingTrigger) -> str:
    """A trigger as the order question lists it (603.3b): its source and what it says, since
    one source may have triggered twice or have two abilities that triggered."""
    text = trigger.ability.text.strip()
    return f"{describe(state, trigger.source_lki)}'s ability" + (f" (“{text}”)" if text else "")


#: Most sources the order question names (the options name every trigger's source anyway).
ORDER_SOURCES_NAMED = 10


def _sources(state: GameState, triggers: list[PendingTrigger]) -> str:
    """The sources of the triggers to order, each once in the order first met, with how many
    triggered when more than one did ("Tapper, Tapper #2", "Soul Warden × 1,000"), the first
    `ORDER_SOURCES_NAMED` of them: a list as long as the triggers made the question as long as
    a thousand of them (issue 26)."""
    counts = Counter(describe(state, t.source_lki) for t in triggers)
    named = [name if n == 1 else f"{name} × {n:,}" for name, n in counts.items()]
    more = len(named) - ORDER_SOURCES_NAMED
    shown = ", ".join(named[:ORDER_SOURCES_NAMED])
    return f"{shown} and {more:,} more" if more > 0 else shown


def put_triggers(state: GameState, item: PutTriggers) -> tuple[GameState, list[Event]]:
    """Put one waiting trigger on the stack (603.3): APNAP, each player ordering theirs (603.3b)."""
    if not state.pending_triggers:
        return state, []
    in_order = [p for p in state.apnap() if any(t.controller == p for t in state.pending_triggers)]
    controller = in_order[0] if in_order else state.pending_triggers[0].controller
    own = [t for t in state.pending_triggers if t.controller == controller]
    if len(own) > 1 and item.ordered_for != controller:
        value = ask(
            NeedChoice(
                ChoiceKind.ORDER,
                controller,
                f"Player {controller}: order your triggered abilities "
                f"(from {_sources(state, own)}); "
                "the first listed goes on the stack first.",
                ("603.3b",),
                tuple(t.id for t in own),
                len(own),
                len(own),
                labels=tuple(_trigger_words(state, t) for t in own),
            )
        )
        by_id = {t.id: t for t in own}
        others = [t for t in state.pending_triggers if t.controller != controller]
        own = [by_id[i] for i in value or ()]
        state = replace(state, pending_triggers=(*own, *others))
        # The order is settled; putting each trigger on the stack (and choosing its targets,
        # 603.3d) continues from an item that remembers it, so a target question resumes there.
        ordered = PutTriggers(ordered_for=controller)
        return replace(state, agenda=(ordered, *state.agenda)), []
    trigger = own[0]
    ability = trigger.ability
    name = describe(state, trigger.source_lki)
    rest = tuple(t for t in state.pending_triggers if t is not trigger)
    modes: tuple[int, ...] = ()
    try:
        if ability.modes:
            # A modal trigger's modes are chosen as it is put on the stack (603.3c, 700.2b).
            modes = choose_modes(
                state,
                ability.modes,
                ability.choose,
                given=None,
                player=trigger.controller,
                what=f"{name}'s ability",
                rules=("603.3c", "700.2b"),
                source=trigger.source_lki,
            )
            specs, effects = chosen_parts(ability.modes, modes)
            ability = ability.model_copy(update={"targets": specs, "effects": effects, "modes": ()})
    except NoLegalMode:
        modes = ()
    if not modes and trigger.ability.modes:
        # No mode chosen (none can be, or "up to one" chose none): it is removed (603.3c).
        state = replace(state, pending_triggers=rest)
        return _continue(state, item), [
            event(
                "trigger_removed",
                f"{name}'s triggered ability has no mode chosen (a mode needing a target with "
                "no legal one can't be chosen), so it is removed from the stack.",
                "603.3c",
                "700.2b",
                objects=[trigger.id, trigger.source.id],
            )
        ]
    # "Target creature that player controls": the player its event named (603.2, 603.3d).
    specs = settled(state, ability.targets, dict(trigger.info), trigger.source)
    ability = ability if specs == ability.targets else ability.model_copy(update={"targets": specs})
    try:
        targets = choose_targets(
            state,
            ability.targets,
            None,
            trigger.controller,
            None,
            f"{name}'s ability",
            trigger.source_lki,
        )
    except NoLegalTarget:
        # A trigger with no legal target is removed from the stack (603.3d).
        state = replace(state, pending_triggers=rest)
        return _continue(state, item), [
            event(
                "trigger_removed",
                f"{name}'s triggered ability has no legal target, so it is removed from the stack.",
                "603.3d",
                objects=[trigger.id, trigger.source.id],
            )
        ]
    carried = dict(trigger.info).get("x")
    x = carried if isinstance(carried, int) and not isinstance(carried, bool) else 0
    origin = (trigger.id, f"{name}'s ability")
    division, divided = divide(state, ability.targets, targets, x, trigger.controller, origin)
    stack_ability = StackAbility(
        id=trigger.id,
        source=trigger.source,
        source_lki=trigger.source_lki,
        controller=trigger.controller,
        kind="triggered",
        ability=ability,
        targets=targets,
        info=(*trigger.info, *division),
        modes=modes,
    )
    state = replace(
        state,
        pending_triggers=rest,
        abilities={**state.abilities, trigger.id: stack_ability},
        stack=(*state.stack, trigger.id),
    )
    state, _ = fire(state, BecomesTarget(trigger.id, trigger.controller, targets))
    text = f"{name}'s triggered ability is put on the stack: “{ability.text}”"
    rules: tuple[str, ...] = ()
    if modes:
        text += f" {chosen_words(trigger.ability.modes, modes)}."
        rules = ("603.3c", "700.2b")
    names = [describe_target(state, t) for g in targets for t in g]
    if names:
        text += f" It targets {', '.join(names)}."
    rules = (*(("603.3", "603.3b") if len(own) > 1 or rest else ("603.3",)), *rules)
    rules = (*trigger.rules, *rules)
    if targets:
        rules = (*rules, "603.3d")
    carried_x = dict(trigger.info).get("x")
    if carried_x is not None:
        # 107.3m: an enters ability's X is the X of the spell the permanent resolved from.
        text += f" Its X is {carried_x}, the X paid for the spell."
        rules = (*rules, "107.3m")
    return _continue(state, item), [
        event("trigger", text, *rules, objects=[trigger.id, trigger.source.id]),
        *divided,
    ]


def _continue(state: GameState, item: PutTriggers) -> GameState:
    if state.pending_triggers:
        return replace(state, agenda=(PutTriggers(ordered_for=item.ordered_for), *state.agenda))
    return state


# -- passing (117.3d, 117.4) ----------------------------------------------------------------------


def all_pass(state: GameState) -> Result:
    """All players pass in succession (117.3d): the top of the stack resolves or the step ends."""
    order = priority_order(state, state.turn.priority or state.turn.active)
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


def priority_order(state: GameState, first: str) -> list[str]:
    order = [first]
    current = first
    while True:
        current = state.next_player(current)
        if current == first:
            return order
        order.append(current)


def passes_before(state: GameState, player: str) -> tuple[GameState, list[Event]]:
    """An action by a player who doesn't hold priority: those before them passed (117.3d)."""
    holder = state.turn.priority
    if holder is None or holder == player:
        return state, []
    if state.player(player).lost:
        raise IllegalActionError(f"player {player} has left the game", ("800.4a",))
    events = []
    for p in priority_order(state, holder):
        if p == player:
            break
        events.append(event("pass", f"Player {p} passes.", "117.3d", objects=[p]))
    return replace(state, turn=replace(state.turn, priority=player)), events

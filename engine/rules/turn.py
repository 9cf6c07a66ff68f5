"""Turn structure (CR 500–514): steps, their turn-based actions, and priority.

The combat steps' turn-based actions (declaring attackers and blockers, combat damage) live in
`engine.rules.combat`; here they are scheduled, the declare blockers and combat damage steps are
skipped when no creature was declared as an attacker or put onto the battlefield attacking (508.8:
not when those that were have all left combat since), a first-strike damage step gets a second
one (510.4), and combat ends with the end of combat step (511.3).
"""

from __future__ import annotations

from typing import Literal

from engine.core.agenda import (
    AddLoreCounters,
    AgendaItem,
    BeginStep,
    CleanupDamage,
    CleanupDiscard,
    CombatDamage,
    DeclareAttackers,
    DeclareBlockers,
    DrawForTurn,
    EndStep,
    GivePriority,
    UntapPermanents,
)
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.mana import EMPTY_POOL, pool_text
from engine.core.occurrences import StepBegins
from engine.core.replace import replace
from engine.core.restricted_mana import counts, lasts_past, whole_pool
from engine.core.state import (
    ChoiceKind,
    ContinuousEffect,
    Event,
    GameObject,
    GameState,
    ObjectRef,
    PlayerId,
    Step,
    Zone,
)
from engine.core.turn_state import STEPS, Turn
from engine.derived.characteristics import characteristics, controller_of, max_hand_size
from engine.mechanics.day_night import rules as day_night
from engine.mechanics.discard import put_discarded
from engine.mechanics.extra_turns import rules as extra_turns
from engine.mechanics.phasing import rules as phasing
from engine.mechanics.player_control import rules as player_control
from engine.modifiers.triggers import fire
from engine.operations.basic import draw
from engine.rules import combat, next_turn_effects, state_based_actions
from engine.rules.untap_others import untap_one, untap_others

STEP_NAMES = {
    Step.UNTAP: "untap step",
    Step.UPKEEP: "upkeep step",
    Step.DRAW: "draw step",
    Step.MAIN1: "precombat main phase",
    Step.BEGINNING_OF_COMBAT: "beginning of combat step",
    Step.DECLARE_ATTACKERS: "declare attackers step",
    Step.DECLARE_BLOCKERS: "declare blockers step",
    Step.COMBAT_DAMAGE: "combat damage step",
    Step.END_OF_COMBAT: "end of combat step",
    Step.MAIN2: "postcombat main phase",
    Step.END: "end step",
    Step.CLEANUP: "cleanup step",
}

#: The phase each step belongs to (CR 500.1); a main phase has no steps (505.1).
PHASE_NAMES = {
    Step.UNTAP: "beginning phase",
    Step.UPKEEP: "beginning phase",
    Step.DRAW: "beginning phase",
    Step.MAIN1: "precombat main phase",
    Step.BEGINNING_OF_COMBAT: "combat phase",
    Step.DECLARE_ATTACKERS: "combat phase",
    Step.DECLARE_BLOCKERS: "combat phase",
    Step.COMBAT_DAMAGE: "combat phase",
    Step.END_OF_COMBAT: "combat phase",
    Step.MAIN2: "postcombat main phase",
    Step.END: "ending phase",
    Step.CLEANUP: "ending phase",
}


def where_in_turn(state: GameState) -> dict[str, str | None]:
    """The phase and step as a player names them (500.1), for the board's turn bar: a main
    phase has no step (505.1), and of the two combat damage steps a first strike makes (510.4)
    the first says so. Words come from here so the app states no rule of its own."""
    step = state.turn.step
    phase = PHASE_NAMES[step]
    if step in (Step.MAIN1, Step.MAIN2):
        return {"phase": phase, "step_name": None, "step_rule": "505.1"}
    name, rule = STEP_NAMES[step], STEP_RULES[step]
    record = state.combat
    if step is Step.COMBAT_DAMAGE and record is not None and record.first_strikers:
        # The second step has begun once its damage is still to come after the first's.
        coming = any(
            isinstance(item, CombatDamage)
            or (isinstance(item, BeginStep) and item.step is Step.COMBAT_DAMAGE)
            for item in state.agenda
        )
        if record.damage_step == "regular" or (record.damage_step == "first" and coming):
            name, rule = "second combat damage step", "510.4"
        elif record.damage_step == "first":
            name, rule = "first-strike combat damage step", "510.4"
    return {"phase": phase, "step_name": name, "step_rule": rule}


#: The rule that places each step in its phase (cited when the step begins).
STEP_RULES = {
    Step.UNTAP: "501.1",
    Step.UPKEEP: "503.1",
    Step.DRAW: "501.1",
    Step.MAIN1: "505.1",
    Step.BEGINNING_OF_COMBAT: "506.1",
    Step.DECLARE_ATTACKERS: "506.1",
    Step.DECLARE_BLOCKERS: "506.1",
    Step.COMBAT_DAMAGE: "506.1",
    Step.END_OF_COMBAT: "511.1",
    Step.MAIN2: "505.1",
    Step.END: "513.1",
    Step.CLEANUP: "512.1",
}


def declaration_timing(state: GameState, attack: bool) -> Literal["now", "next_step"]:
    """When an `attack` (or `block`) declaration given now is made (SCENARIO.md): "now" in its
    own step before it was made (a scenario that starts there), "next_step" in the step before
    it, as the declaration's step begins (508.1, 509.1) — or refused, saying why.

    The driver follows it; `legal_actions` asks it whether to offer declarations at all."""
    what, rule = ("attackers", "508.1") if attack else ("blockers", "509.1")
    before, own = (
        (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS)
        if attack
        else (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS)
    )
    if state.stack:
        raise IllegalActionError(
            f"{what} are declared as the step begins, with an empty stack; resolve the stack first",
            (rule,),
        )
    step = state.turn.step
    declared = combat.attackers_declared(state) if attack else combat.blockers_declared(state)
    if step is own and not declared:
        return "now"
    if step is before:
        if not attack and not combat.anyone_attacked(state):
            raise IllegalActionError(
                "no creature attacked in this combat, so there is no declare blockers step",
                ("508.8",),
            )
        return "next_step"
    raise IllegalActionError(
        f"{what} are declared only in the {STEP_NAMES[own]} (give the action in the "
        f"{STEP_NAMES[before]} or in that step before they are declared)",
        (rule,),
    )


def end_step(state: GameState) -> tuple[GameState, list[Event]]:
    """The step ends (500.2): mana empties (500.5), but for mana its player doesn't lose as
    steps end yet (until end of turn, 514.2, or of combat, 500.5a); the next step, or the next
    turn, begins."""
    events: list[Event] = []
    current = state.turn.step
    for player in state.players:
        kept = tuple(u for u in player.restricted_mana if lasts_past(u, current))
        lost = tuple(u for u in player.restricted_mana if not lasts_past(u, current))
        if player.mana_pool != EMPTY_POOL or lost:
            whole = whole_pool(player.mana_pool, lost)
            stays = f"; {pool_text(counts(kept))} stays for now" if kept else ""
            events.append(
                event(
                    "mana_empties",
                    f"Player {player.id}'s unspent mana {pool_text(whole)} empties "
                    f"from their mana pool{stays}.",
                    "500.5",
                    objects=[player.id],
                )
            )
            state = state.with_player(replace(player, mana_pool=EMPTY_POOL, restricted_mana=kept))
        elif kept:
            events.append(
                event(
                    "mana_stays",
                    f"Player {player.id}'s unspent mana {pool_text(counts(kept))} stays in their "
                    "mana pool as the step ends: an effect says they don't lose it yet.",
                    "500.5",
                    objects=[player.id],
                )
            )
    if current is Step.CLEANUP and state.turn.passed:
        # Players had priority in this cleanup step and all passed: another cleanup step
        # begins instead of the next turn (514.3a).
        events.append(
            event(
                "cleanup",
                "All players passed in the cleanup step: another cleanup step begins.",
                "514.3a",
            )
        )
        state = replace(
            state,
            turn=replace(state.turn, priority=None, passed=()),
            agenda=(BeginStep(Step.CLEANUP), *state.agenda),
        )
        return state, events
    if current is Step.CLEANUP:
        return _next_turn(state, events)
    following = STEPS[STEPS.index(current) + 1]
    if current is Step.DECLARE_ATTACKERS and not combat.anyone_attacked(state):
        events.append(
            event(
                "skip",
                "No creatures attacked: the declare blockers and combat damage steps are skipped.",
                "508.8",
            )
        )
        following = Step.END_OF_COMBAT
    if current is Step.COMBAT_DAMAGE and combat.second_damage_step(state):
        events.append(
            event(
                "second_damage_step",
                "After the first-strike combat damage step, the phase gets a second combat "
                "damage step.",
                "510.4",
            )
        )
        following = Step.COMBAT_DAMAGE
    if current is Step.END_OF_COMBAT:
        state, removed = combat.end_combat(state)
        events += removed
    state = replace(
        state,
        turn=replace(state.turn, step=following, priority=None, passed=()),
        agenda=(BeginStep(following), *state.agenda),
    )
    return state, events


def _next_turn(state: GameState, events: list[Event]) -> tuple[GameState, list[Event]]:
    """The next turn begins (500.1): an extra turn first, if one was created (500.7)."""
    before = state
    state, active, extra_after, skipped = extra_turns.next_turn(state)
    events += skipped
    left = next_turn_effects.would_have_begun(before, state, active, extra_after)
    state, controlled_by, controlled = player_control.take(state, active)
    number = state.turn.number + 1
    objects = {
        k: replace(o, entered_this_turn=False) if o.entered_this_turn else o
        for k, o in state.objects.items()
    }
    # "Until your next turn" ends as that player's turn begins (611.2a; 800.4m).
    lasting, ended = next_turn_effects.ending(state, active, left)
    state = replace(
        state,
        objects=objects,
        effects=lasting,
        turn=Turn(
            number=number,
            active=active,
            step=Step.UNTAP,
            priority=None,
            last_turn_cast_by=state.turn.cast_by,
            previous_active=state.turn.active,
            extra_after=extra_after,
            controlled_by=controlled_by,
        ),
        agenda=(BeginStep(Step.UNTAP), *state.agenda),
    )
    extra = " (an extra turn)" if extra_after is not None else ""
    events.append(
        event(
            "turn",
            f"Turn {number} begins; player {active} is the active player{extra}.",
            "500.1",
            *(("500.7",) if extra_after is not None else ()),
            objects=[active],
        )
    )
    events += controlled
    events += ended
    return state, events


def begin_step(state: GameState, step: Step) -> tuple[GameState, list[Event]]:
    """A step begins: its turn-based actions, then priority (117.3a) where players get it."""
    name = STEP_NAMES[step]
    events = [event("step", f"The {name} of turn {state.turn.number} begins.", STEP_RULES[step])]
    work: list[AgendaItem]
    if step is Step.UNTAP:
        work = [UntapPermanents(), EndStep()]
    elif step is Step.DRAW:
        work = [DrawForTurn(), GivePriority(state.turn.active)]
    elif step is Step.MAIN1:
        work = [AddLoreCounters(), GivePriority(state.turn.active)]
    elif step is Step.CLEANUP:
        work = [CleanupDiscard(), CleanupDamage()]
    elif step is Step.DECLARE_ATTACKERS:
        work = [DeclareAttackers(), GivePriority(state.turn.active, "508.2")]
    elif step is Step.DECLARE_BLOCKERS:
        work = [DeclareBlockers(), GivePriority(state.turn.active, "509.2")]
    elif step is Step.COMBAT_DAMAGE:
        work = [CombatDamage(), GivePriority(state.turn.active, "510.3")]
    else:
        work = [GivePriority(state.turn.active)]
    # "At the beginning of …" abilities trigger as the step begins, after its turn-based
    # actions are scheduled (603.2, 513.1): only end step ones are modelled; others say so.
    state, triggered = fire(state, StepBegins(step))
    events += triggered
    return replace(state, agenda=(*work, *state.agenda)), events


def _untaps(state: GameState, obj: GameObject) -> bool:
    """ "You may choose not to untap ~ during your untap step": its controller decides (502.3),
    asked only for a tapped one, where the answer changes something."""
    name = describe(state, obj)
    return bool(
        ask(
            NeedChoice(
                ChoiceKind.YES,
                state.turn.active,
                f"Player {state.turn.active}: untap {name}? You may choose not to (502.3).",
                ("502.3",),
                ("true", "false"),
            )
        )
    )


def untap(state: GameState) -> tuple[GameState, list[Event]]:
    """502.3: the active player untaps their permanents; a stun counter is removed instead."""
    active = state.turn.active
    # First, phasing (502.1); second, day and night (502.2); then the untapping itself (502.3).
    state, phased = phasing.untap_step(state)
    state, turned = day_night.untap_step(state)
    turned = [*phased, *turned]
    events: list[Event] = []
    triggered: list[Event] = []  # "whenever this creature becomes untapped" (603.2e)
    untapped: list[str] = []
    sick: list[ObjectRef] = []
    # "… don't untap during your next untap step" speaks of its controller's untap step only
    # (502.3): another player's untap step is asked without it.
    asked = _untap_step_view(state, active)
    for obj in state.battlefield():
        # Control-changing effects (layer 2) decide who untaps it (502.3).
        if (controller_of(state, obj)) != active:
            continue
        # The active player has now controlled it continuously since the turn began (302.6);
        # it came under their control since their last upkeep, which echo asks (702.30a).
        if obj.summoning_sick:
            obj = replace(obj, summoning_sick=False)
            state = state.with_object(obj)
            sick.append(obj.ref)
            state = replace(state, turn=replace(state.turn, sick_at_start=tuple(sick)))
        if not obj.tapped:
            continue
        chars = characteristics(asked, obj)
        if chars.may_not_untap and not _untaps(state, obj):
            events.append(
                event(
                    "doesnt_untap",
                    f"Player {active} chooses not to untap {describe(state, obj)}.",
                    "502.3",
                    objects=[obj.id],
                )
            )
            continue
        if chars.doesnt_untap:
            events.append(
                event(
                    "doesnt_untap",
                    f"{describe(state, obj)} doesn't untap during its controller's untap step "
                    "(a rule-changing effect).",
                    "502.3",
                    "613.11",
                    objects=[obj.id],
                )
            )
            continue
        state, stun, fired = untap_one(state, obj)
        triggered += fired
        if stun is not None:
            events.append(stun)
        else:
            untapped.append(obj.id)
    if untapped:
        events.insert(
            0,
            event(
                "untap",
                f"Player {active} untaps "
                f"{', '.join(describe(state, state.objects[i]) for i in untapped)}.",
                "502.3",
                objects=untapped,
            ),
        )
    else:
        events.insert(0, event("untap", f"Player {active} has nothing to untap.", "502.3"))
    # Seedborn Muse's: other players' permanents untapping at the same time (502.3).
    state, others = untap_others(state, active)
    return _next_untap_step_over(state, active), [*turned, *events, *triggered, *others]


def _untap_step_view(state: GameState, active: PlayerId) -> GameState:
    """The game as `active`'s untap step asks it: without the effects lasting until another
    player's next untap step ("… don't untap during your next untap step", 502.3)."""
    kept = tuple(
        e for e in state.effects if e.duration != "your_next_untap_step" or e.controller == active
    )
    return state if len(kept) == len(state.effects) else replace(state, effects=kept)


def _next_untap_step_over(state: GameState, active: PlayerId) -> GameState:
    """ "… doesn't untap during its controller's next untap step" (611.2a, 502.3) is over for
    each permanent it affects once the untap step of the player who controls that permanent
    is — "Those creatures don't untap during their controllers' next untap steps" ends for
    each creature in its own controller's step — and for one no longer on the battlefield
    (400.7), but not for one phased out: the same permanent, it phases in during its
    controller's untap step before untapping (702.26d, 502.1); the effect ends when it
    affects none. "… during your next untap step" is over
    once its controller's is."""
    kept: list[ContinuousEffect] = []
    for effect in state.effects:
        if effect.duration == "your_next_untap_step" and effect.controller == active:
            continue
        if effect.duration != "next_untap_step":
            kept.append(effect)
            continue
        waiting = tuple(
            ref
            for ref in effect.affected
            if (now := state.current(ref)) is not None
            and now.zone in (Zone.BATTLEFIELD, Zone.PHASED_OUT)
            and controller_of(state, now) != active
        )
        if waiting:
            kept.append(effect if waiting == effect.affected else replace(effect, affected=waiting))
    same = len(kept) == len(state.effects)
    if same and all(a is b for a, b in zip(kept, state.effects, strict=True)):
        return state
    return replace(state, effects=tuple(kept))


def draw_for_turn(state: GameState) -> tuple[GameState, list[Event]]:
    """504.1; the starting player skips their first draw in a two-player game (103.8a).

    Turn 1 is the starting player's first turn by definition (103.8), whoever is listed first;
    in other multiplayer games nobody skips it (103.8c).
    """
    active = state.turn.active
    if state.turn.number == 1 and len(state.players) == 2:
        return state, [
            event("skip", f"Player {active} skips the draw of their first turn.", "103.8a")
        ]
    state, events = draw(state, active, 1)
    # The draw is the step's turn-based action: cite 504.1 before the rule for drawing itself.
    return state, [replace(e, rules=("504.1", *e.rules)) if e.kind == "draw" else e for e in events]


def cleanup_damage(state: GameState) -> tuple[GameState, list[Event]]:
    """514.2: damage is removed and "until end of turn" effects end, simultaneously; damage
    is removed from phased-out permanents too (514.2)."""
    healed = [o.id for o in (*state.battlefield(), *phasing.phased_out(state)) if o.damage]
    for object_id in healed:
        state = state.with_object(replace(state.objects[object_id], damage=0))
    ended: list[object] = [e for e in state.effects if e.duration == "end_of_turn"]
    ended += [e for e in state.replacement_effects if e.duration == "end_of_turn"]
    state = replace(
        state,
        effects=tuple(e for e in state.effects if e.duration != "end_of_turn"),
        replacement_effects=tuple(
            e for e in state.replacement_effects if e.duration != "end_of_turn"
        ),
        objects={
            k: replace(o, regeneration_shields=0) if o.regeneration_shields else o
            for k, o in state.objects.items()
        },
    )
    # A copy effect "until end of turn" ends too: the permanent has the values it had before
    # (613.2a: whatever copy effects are left, in timestamp order).
    uncopied = [o.id for o in state.objects.values() if o.copy_reverts_to is not None]
    for object_id in uncopied:
        obj = state.objects[object_id]
        copied, copy_of = obj.copy_reverts_to or (None, None)
        state = state.with_object(
            replace(obj, copied=copied, copy_of=copy_of, copy_reverts_to=None)
        )
    parts = []
    if healed:
        parts.append(f"damage is removed from {', '.join(healed)}")
    if uncopied:
        parts.append(f"the copy effects on {', '.join(uncopied)} end")
    if ended:
        parts.append(f"{len(ended)} “until end of turn” effect(s) end")
    text = "; ".join(parts) if parts else "no damage to remove and no effects end"
    events = [event("cleanup", f"Cleanup: {text}.", "514.2", objects=[*healed, *uncopied])]
    if state.pending_triggers or state_based_actions.find(state):
        # 514.3a: players get priority, and another cleanup step follows.
        events.append(
            event(
                "cleanup",
                "State-based actions or triggered abilities need handling: players receive "
                "priority in this cleanup step, and another cleanup step follows.",
                "514.3a",
            )
        )
        return replace(state, agenda=(GivePriority(state.turn.active), *state.agenda)), events
    return replace(state, agenda=(EndStep(), *state.agenda)), events


def discard_options(state: GameState) -> tuple[int, tuple[str, ...]]:
    """How many cards the active player must discard (514.1) and which they may choose: none
    for a player with no maximum hand size (402.2)."""
    active = state.turn.active
    maximum = max_hand_size(state, active)
    hand = sorted(
        (o for o in state.objects.values() if o.zone is Zone.HAND and o.owner == active),
        key=lambda o: o.timestamp,
    )
    excess = 0 if maximum is None else len(hand) - maximum
    return max(0, excess), tuple(o.id for o in hand)


def discard(state: GameState, ids: list[str]) -> tuple[GameState, list[Event]]:
    events: list[Event] = []
    for object_id in ids:
        obj = state.objects[object_id]
        state, more = put_discarded(state, object_id)
        events.append(
            event(
                "discard",
                f"Player {obj.owner} discards {describe(state, obj)} down to maximum hand size.",
                "514.1",
                objects=[object_id],
            )
        )
        events += more
    return state, events


__all__ = ["CleanupDamage", "CleanupDiscard", "DrawForTurn", "UntapPermanents"]


def cleanup_discard(state: GameState) -> tuple[GameState, list[Event]]:
    """Discard down to maximum hand size (514.1): the active player chooses which, unless every
    card in hand goes."""
    excess, options = discard_options(state)
    active = state.turn.active
    if max_hand_size(state, active) is None and len(options) > state.player(active).max_hand_size:
        # Where the rule would have mattered, the narration says why nobody discards.
        return state, [
            event(
                "cleanup",
                f"Player {active} has {len(options)} cards in hand and no maximum hand size: "
                "nothing is discarded.",
                "402.2",
                "613.11",
                objects=[active],
            )
        ]
    if not excess:
        return state, []
    if excess == len(options):
        return discard(state, list(options))
    chosen = ask(
        NeedChoice(
            ChoiceKind.DISCARD,
            active,
            f"Player {active} has {len(options)} cards in hand and a maximum hand size of "
            f"{max_hand_size(state, active)}: choose {excess} to discard.",
            ("514.1",),
            options,
            excess,
            excess,
        )
    )
    return discard(state, list(chosen))

"""The copy instructions (707): copying a spell or an ability on the stack (707.10), a permanent
becoming a copy of another (707.4) and a token created as a copy of a permanent or card (707.2),
each with the copy effect's exceptions (707.9).

Each handler is registered for its instruction kind (`engine.instructions.perform.handles`); the
copies themselves are made by `engine.modifiers.copies` and `engine.operations.tokens`.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.state import Event, GameObject, GameState, ObjectRef, Zone
from engine.derived.stack_targets import stack_ability
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.delayed_triggers import acting_on, token_later, tokens_later
from engine.modifiers.copies import (
    become_copy,
    copiable_values,
    copy_ability,
    copy_spell,
    exceptions_event,
)
from engine.operations.tokens import create_token_copy


@handles(v.CopySpell)
def _copy_spell(state: GameState, instr: v.CopySpell, ctx: Context) -> Result:
    events: list[Event] = []
    if instr.target is None:
        spells = [spell] if (spell := _that_spell(state, ctx)) is not None else []
    else:
        targets = ctx.targets[instr.target] if instr.target < len(ctx.targets) else ()
        spells = [s for t in targets if isinstance(t, ObjectRef) and (s := state.current(t))]
    for spell in spells:
        if spell.zone is not Zone.STACK:
            continue
        state, more = copy_spell(state, spell, ctx.controller, new_targets=instr.new_targets)
        events += more
    return state, events


def _that_spell(state: GameState, ctx: Context) -> GameObject | None:
    """The spell whose casting triggered the ability ("copy that spell"): as it is on the
    stack, or as it last existed there if it has left — countered in response, the copy is
    still made of how it looked then (608.2h; Mirari's ruling)."""
    now = state.objects.get(str(dict(ctx.info).get("spell") or ""))
    if now is None or now.zone is Zone.STACK:
        return now
    return state.lki.get(ObjectRef(now.id, now.incarnation - 1))


@handles(v.CopyAbility)
def _copy_ability(state: GameState, instr: v.CopyAbility, ctx: Context) -> Result:
    events: list[Event] = []
    for target in ctx.targets[instr.target] if instr.target < len(ctx.targets) else ():
        original = stack_ability(state, target)
        if original is None or original.id not in state.stack:
            continue  # it left the stack: the copy instruction does nothing (608.2b)
        state, more = copy_ability(state, original, ctx.controller, new_targets=instr.new_targets)
        events += more
    return state, events


@handles(v.BecomeCopy)
def _become_copy(state: GameState, instr: v.BecomeCopy, ctx: Context) -> Result:
    """The source becomes a copy of the target (707.4); with "except it has this ability", the
    ability whose instruction this is joins the copiable values (707.9a)."""
    this = state.current(ctx.source.ref)
    targets = ctx.targets[instr.target] if instr.target < len(ctx.targets) else ()
    original = state.current(targets[0]) if targets and isinstance(targets[0], ObjectRef) else None
    if instr.each is not None and original is not None:
        # "Each other creature": every one named now but the one copied (611.2c).
        events: list[Event] = []
        for obj in ctx.each(state, instr.each):
            if obj.id != original.id and (now := state.current(obj.ref)) is not None:
                state, more = become_copy(
                    state, now, original, (), until_end_of_turn=instr.until_end_of_turn
                )
                events += more
        return state, events
    if this is None or this.zone is not Zone.BATTLEFIELD or original is None:
        return state, []  # its source or its target is gone (608.2b)
    values = copiable_values(ctx.source)
    abilities: tuple[v.Activated | v.Triggered, ...] = (*values.activated, *values.triggered)
    # "This ability": the one whose instruction this is — one instance, however many the
    # permanent has (707.9a).
    this_one = next((a for a in abilities if _says(a, instr)), None)
    kept = (this_one,) if instr.has_this_ability and this_one is not None else ()
    return become_copy(
        state,
        this,
        original,
        kept,
        retain_colors=instr.retain_colors,
        until_end_of_turn=instr.until_end_of_turn,
    )


def _says(ability: v.Activated | v.Triggered, instr: v.BecomeCopy) -> bool:
    """Whether `instr` is one of the ability's instructions, inside a "you may" too."""
    return any(e == instr or (isinstance(e, v.May) and instr in e.effects) for e in ability.effects)


@handles(v.CreateTokenCopy)
def _create_token_copy(state: GameState, instr: v.CreateTokenCopy, ctx: Context) -> Result:
    """A token copy — or as many as the instruction says, made at once (111.2) — with the
    effect's exceptions (707.9); then what the text does to "that
    token": keywords it gains for the rest of the game (611.2a) and a delayed triggered ability
    sacrificing or exiling it at the beginning of the next end step (603.7a), which remembers
    that token, so it won't follow it into a new life (603.7c, 400.7). A replacement effect
    making more than one token (Doubling Season, 614.1a) makes each of them "that token"."""
    events: list[Event] = []
    count = ctx.amount(instr.count)  # X as announced (107.3a)
    for obj in _copied(state, instr.target, ctx):
        first = state.ids.token + 1
        state, more = create_token_copy(
            state, obj, ctx.controller, exceptions=instr.except_, n=count
        )
        events += more
        made = [f"t{number}" for number in range(first, state.ids.token + 1)]
        for token_id in made:
            state, more = _that_token(state, token_id, instr, ctx, one=instr.count == 1)
            events += more
        if instr.at_next_end_step is not None and instr.count != 1:
            # "Sacrifice them …": one delayed ability for all of them (603.7c).
            verb = instr.at_next_end_step
            state, more = tokens_later(state, made, verb, "next_end_step", ctx)
            events += more
    return state, events


def _copied(state: GameState, ref: v.TargetRef, ctx: Context) -> list[GameObject]:
    """What a token copy copies: a target as it is now (608.2b), or the card itself or the
    permanent the trigger event names as it is or last existed on the battlefield — the token
    still made, with the copiable values it had then (608.2h; Mirrorworks' ruling)."""
    if ref in ("self", "that_creature"):
        found = ctx.as_it_was(state, ref)
        return [] if found is None else [found]
    return ctx.objects(state, ref)


def _that_token(
    state: GameState, token_id: str, instr: v.CreateTokenCopy, ctx: Context, *, one: bool
) -> tuple[GameState, list[Event]]:
    """What the text does to one token copy it made (`_create_token_copy`); `one`: the
    instruction makes one token, whose own delayed ability "it" is in (603.7c)."""
    events: list[Event] = []
    token = state.objects.get(token_id)
    if token is None or token.zone is not Zone.BATTLEFIELD:
        return state, events
    if instr.except_:
        events.append(exceptions_event(state, token, instr.except_))
    that = acting_on(token, ctx)
    if instr.gains:
        gains = v.AddKeywords(keywords=instr.gains)
        gained = v.ApplyContinuous(
            target="that_creature", modifications=(gains,), duration="permanent"
        )
        state, more = perform(state, gained, that)
        events += more
    if instr.at_next_end_step is not None and one:
        # The one token's own delayed ability, as a created token's (701.21a, 603.7c).
        state, more = token_later(state, token_id, instr.at_next_end_step, "next_end_step", ctx)
        events += more
    return state, events

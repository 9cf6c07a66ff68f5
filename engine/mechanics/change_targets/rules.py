"""Changing a spell's targets (CR 115.7) as the instruction resolves.

The player who controls the changing spell chooses, through the one choice mechanism (a target
question): "change the target" (115.7a) must take another legal target when there is one, and
leaves the target unchanged when there isn't, even if it is illegal by then; "choose new
targets" (115.7d) may keep them (a declined, nullable question), or take a new set of targets,
each legal. Legal means legal for the spell whose targets change: its controller, its colors
for protection and hexproof (702.16b, 702.11b), not itself (115.5); the same object once for
each instance of "target" (115.3). Only the final set is checked (115.7e). Its mode stays
(115.8). A spell whose targets changed checks them again as it resolves (608.2b).

Kept simpler than 115.7d allows: a new set of targets is checked whole, so a player can't keep
one target that is illegal by then while changing another.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.vocabulary import spell_parts
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, describe_target, event, ref_id
from engine.core.face_down import copiable_card
from engine.core.state import ChoiceKind, Event, GameObject, GameState, ObjectRef, Target, Zone
from engine.derived.targets import candidates, choose_targets
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.change_targets.model import ChangeTargets


@handles(ChangeTargets)
def _change_targets(state: GameState, instr: ChangeTargets, ctx: Context) -> Result:
    events: list[Event] = []
    chosen = ctx.targets[instr.target] if instr.target < len(ctx.targets) else ()
    for target in chosen:
        spell = state.current(target) if isinstance(target, ObjectRef) else None
        if spell is None or spell.zone is not Zone.STACK:
            continue
        if instr.how == "change":
            state, more = _change(state, spell, ctx)
        else:
            state, more = _choose_new(state, spell, ctx)
        events += more
    return state, events


def _names(state: GameState, targets: tuple[tuple[Target, ...], ...]) -> str:
    return ", ".join(describe_target(state, t) for group in targets for t in group) or "nothing"


def _retarget(
    state: GameState, spell: GameObject, targets: tuple[tuple[Target, ...], ...], rule: str
) -> tuple[GameState, list[Event]]:
    before = _names(state, spell.targets)
    state = state.with_object(replace(spell, targets=targets))
    text = f"{describe(state, spell)} now targets {_names(state, targets)} instead of {before}."
    return state, [event("targets_changed", text, rule, objects=[spell.id])]


def _change(state: GameState, spell: GameObject, ctx: Context) -> tuple[GameState, list[Event]]:
    """ "Change the target" of a spell with a single target (115.7a): to another legal target
    of the same instance of "target", if there is one."""
    specs = spell_parts(copiable_card(spell), spell.modes)[0]
    where = [i for i, group in enumerate(spell.targets) if group]
    if len(where) != 1 or len(spell.targets[where[0]]) != 1 or where[0] >= len(specs):
        text = f"{describe(state, spell)} doesn't have a single target: its targets stay."
        return state, [event("targets_unchanged", text, "115.9a", objects=[spell.id])]
    index = where[0]
    old = spell.targets[index][0]
    options = [
        t for t in candidates(state, specs[index], spell.controller, None, spell) if t != old
    ]
    if not options:
        text = (
            f"{describe(state, spell)}'s target can't be changed to another legal target: it "
            f"still targets {describe_target(state, old)}."
        )
        return state, [event("targets_unchanged", text, "115.7a", objects=[spell.id])]
    ids = tuple(ref_id(t) for t in options)
    answer = ask(
        NeedChoice(
            ChoiceKind.TARGET,
            ctx.controller,
            f"Player {ctx.controller}: change the target of {describe(state, spell)} "
            f"({describe_target(state, old)}) to another legal target.",
            ("115.7a",),
            ids,
        )
    )
    new = options[ids.index(answer[0])]
    targets = tuple((new,) if i == index else g for i, g in enumerate(spell.targets))
    return _retarget(state, spell, targets, "115.7a")


def _choose_new(state: GameState, spell: GameObject, ctx: Context) -> tuple[GameState, list[Event]]:
    """ "You may choose new targets" (115.7d): keep them, or a new legal set."""
    specs = spell_parts(copiable_card(spell), spell.modes)[0]
    if not specs or not any(spell.targets):
        text = f"{describe(state, spell)} has no targets to choose anew."
        return state, [event("targets_unchanged", text, "115.7d", objects=[spell.id])]
    legal = {ref_id(t) for s in specs for t in candidates(state, s, spell.controller, None, spell)}
    value = ask(
        NeedChoice(
            ChoiceKind.TARGET,
            ctx.controller,
            f"Player {ctx.controller}: choose new targets for {describe(state, spell)}, or keep "
            f"its targets ({_names(state, spell.targets)}).",
            ("115.7d",),
            tuple(sorted(legal)),
            sum(s.min for s in specs),
            sum(s.max for s in specs),
            nullable=True,
        )
    )
    if value is None:
        text = f"{describe(state, spell)} keeps its targets ({_names(state, spell.targets)})."
        return state, [event("targets_unchanged", text, "115.7d", objects=[spell.id])]
    targets = choose_targets(
        state, specs, tuple(value), spell.controller, None, describe(state, spell), spell
    )
    return _retarget(state, spell, targets, "115.7d")

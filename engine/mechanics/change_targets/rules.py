"""Changing the targets of a spell or ability (CR 115.7) as the instruction resolves.

The player who controls the changing spell or ability chooses, through the one choice
mechanism (a target question): "change the target" (115.7a) must take another legal target
when there is one, and leaves the target unchanged when there isn't, even if it is illegal by
then; "change a target … to this creature" (115.7b) changes one target to the object whose
text it is, only if that is a legal target, else nothing changes; "choose new targets" (115.7d)
may keep them (a declined, nullable question), or take a new set of targets, each legal. Legal
means legal for the spell or ability whose targets change: its controller, its source's colors
for protection and hexproof (702.16b, 702.11b), not itself (115.5); the same object once for
each instance of "target" (115.3). Only the final set is checked (115.7e). Its mode stays
(115.8). A spell or ability whose targets changed checks them again as it resolves (608.2b). An
activated or triggered ability on the stack is changed the same way as a spell (115.7: "a spell
or ability"; a mana ability never is on the stack, 605.3b).

Kept simpler than 115.7d allows: a new set of targets is checked whole, so a player can't keep
one target that is illegal by then while changing another.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards.vocabulary import TargetSpec, spell_parts
from engine.core.choices import NeedChoice, ask
from engine.core.events import ability_label, describe, describe_target, event, ref_id
from engine.core.face_down import copiable_card
from engine.core.replace import replace
from engine.core.state import (
    ChoiceKind,
    Event,
    GameObject,
    GameState,
    ObjectId,
    ObjectRef,
    PlayerId,
    Target,
    Zone,
)
from engine.derived.announced_x import settled
from engine.derived.stack_targets import stack_ability
from engine.derived.targets import candidates, choose_targets, why_illegal
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.change_targets.model import ChangeTargets

Targets = tuple[tuple[Target, ...], ...]


@dataclass(frozen=True, slots=True)
class _Item:
    """A spell or an activated or triggered ability on the stack, as its targets are changed."""

    id: ObjectId
    name: str
    controller: PlayerId
    specs: tuple[TargetSpec, ...]
    targets: Targets
    #: The stack object, which can't become its own target (115.5).
    own_id: ObjectId
    #: What targets: the spell, or the ability's source (its colors for protection, 702.16b).
    source: GameObject
    ability: bool = False


def _item(state: GameState, target: Target) -> _Item | None:
    if (ability := stack_ability(state, target)) is not None:
        if ability.id not in state.stack:
            return None
        source = state.current(ability.source) or ability.source_lki
        name = ability_label(state, ability.id) or ability.id
        specs = settled(ability.ability.targets, ability.x)  # chosen with its X (601.2b)
        held = ability.targets
        return _Item(ability.id, name, ability.controller, specs, held, ability.id, source, True)
    spell = state.current(target) if isinstance(target, ObjectRef) else None
    if spell is None or spell.zone is not Zone.STACK:
        return None
    specs = settled(spell_parts(copiable_card(spell), spell.modes)[0], spell.x)
    name = describe(state, spell)
    return _Item(spell.id, name, spell.controller, specs, spell.targets, spell.id, spell)


def _legal(state: GameState, item: _Item, spec: TargetSpec) -> list[Target]:
    return candidates(state, spec, item.controller, item.own_id, item.source)


@handles(ChangeTargets)
def _change_targets(state: GameState, instr: ChangeTargets, ctx: Context) -> Result:
    events: list[Event] = []
    chosen = ctx.targets[instr.target] if instr.target < len(ctx.targets) else ()
    for target in chosen:
        item = _item(state, target)
        if item is None:
            continue
        if instr.how == "change":
            state, more = _change(state, item, ctx)
        elif instr.how == "to_self":
            state, more = _to_self(state, item, ctx)
        else:
            state, more = _choose_new(state, item, ctx)
        events += more
    return state, events


def _names(state: GameState, targets: Targets) -> str:
    return ", ".join(describe_target(state, t) for group in targets for t in group) or "nothing"


def _retarget(
    state: GameState, item: _Item, targets: Targets, rule: str
) -> tuple[GameState, list[Event]]:
    before = _names(state, item.targets)
    if item.ability:
        abilities = dict(state.abilities)
        abilities[item.id] = replace(abilities[item.id], targets=targets)
        state = replace(state, abilities=abilities)
    else:
        state = state.with_object(replace(state.objects[item.id], targets=targets))
    text = f"{item.name} now targets {_names(state, targets)} instead of {before}."
    return state, [event("targets_changed", text, rule, objects=[item.id])]


def _change(state: GameState, item: _Item, ctx: Context) -> tuple[GameState, list[Event]]:
    """ "Change the target" of a spell or ability with a single target (115.7a): to another
    legal target of the same instance of "target", if there is one."""
    where = [i for i, group in enumerate(item.targets) if group]
    if len(where) != 1 or len(item.targets[where[0]]) != 1 or where[0] >= len(item.specs):
        text = f"{item.name} doesn't have a single target: its targets stay."
        return state, [event("targets_unchanged", text, "115.9a", objects=[item.id])]
    index = where[0]
    old = item.targets[index][0]
    options = [t for t in _legal(state, item, item.specs[index]) if t != old]
    if not options:
        text = (
            f"{item.name}'s target can't be changed to another legal target: it still targets "
            f"{describe_target(state, old)}."
        )
        return state, [event("targets_unchanged", text, "115.7a", objects=[item.id])]
    ids = tuple(ref_id(t) for t in options)
    answer = ask(
        NeedChoice(
            ChoiceKind.TARGET,
            ctx.controller,
            f"Player {ctx.controller}: change the target of {item.name} "
            f"({describe_target(state, old)}) to another legal target.",
            ("115.7a",),
            ids,
        )
    )
    new = options[ids.index(answer[0])]
    targets = tuple((new,) if i == index else g for i, g in enumerate(item.targets))
    return _retarget(state, item, targets, "115.7a")


def _to_self(state: GameState, item: _Item, ctx: Context) -> tuple[GameState, list[Event]]:
    """ "Change a target of … to this creature" (115.7b): one target, to the object whose text
    this is, if it is a legal target for that instance of "target" and not already chosen for
    it (115.3); otherwise every target stays."""
    me = state.current(ctx.source.ref) if ctx.source.zone is Zone.BATTLEFIELD else None
    spots = []
    if me is not None:
        ref = ObjectRef(me.id, me.incarnation)
        for i, group in enumerate(item.targets):
            if i >= len(item.specs) or ref in group:
                continue
            why = why_illegal(
                state, item.specs[i], ref, item.controller, item.own_id, item.source, item.targets
            )
            if why is None:
                spots += [(i, k) for k in range(len(group))]
    if me is None or not spots:
        what = describe(state, ctx.source)
        text = (
            f"{what} isn't a legal target for {item.name}: its targets stay "
            f"({_names(state, item.targets)})."
        )
        return state, [event("targets_unchanged", text, "115.7b", "115.7a", objects=[item.id])]
    ids = tuple(f"{ref_id(item.targets[i][k])}" for i, k in spots)
    if len(set(ids)) > 1:
        answer = ask(
            NeedChoice(
                ChoiceKind.TARGET,
                ctx.controller,
                f"Player {ctx.controller}: which target of {item.name} changes to "
                f"{describe(state, me)}?",
                ("115.7b",),
                tuple(dict.fromkeys(ids)),
            )
        )
        i, k = spots[ids.index(answer[0])]
    else:
        i, k = spots[0]
    group = tuple(ref if n == k else t for n, t in enumerate(item.targets[i]))
    targets = tuple(group if n == i else g for n, g in enumerate(item.targets))
    return _retarget(state, item, targets, "115.7b")


def _choose_new(state: GameState, item: _Item, ctx: Context) -> tuple[GameState, list[Event]]:
    """ "You may choose new targets" (115.7d): keep them, or a new legal set."""
    if not item.specs or not any(item.targets):
        text = f"{item.name} has no targets to choose anew."
        return state, [event("targets_unchanged", text, "115.7d", objects=[item.id])]
    legal = {ref_id(t) for s in item.specs for t in _legal(state, item, s)}
    value = ask(
        NeedChoice(
            ChoiceKind.TARGET,
            ctx.controller,
            f"Player {ctx.controller}: choose new targets for {item.name}, or keep its targets "
            f"({_names(state, item.targets)}).",
            ("115.7d",),
            tuple(sorted(legal)),
            sum(s.min for s in item.specs),
            sum(s.max for s in item.specs),
            nullable=True,
        )
    )
    if value is None:
        text = f"{item.name} keeps its targets ({_names(state, item.targets)})."
        return state, [event("targets_unchanged", text, "115.7d", objects=[item.id])]
    targets = choose_targets(
        state, item.specs, tuple(value), item.controller, item.own_id, item.name, item.source
    )
    return _retarget(state, item, targets, "115.7d")

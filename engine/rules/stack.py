"""Resolving the top of the stack (CR 608), one agenda item per part of the resolution.

`CheckTargets` (608.2b), then one `Instruction` per instruction in printed order (608.2c), then
`FinishResolution` (608.2n for instants, sorceries and abilities; 608.3 for permanent spells).
"""

from __future__ import annotations

from engine.cards.vocabulary import Effect, TargetSpec, spell_parts
from engine.core.agenda import AgendaItem, CheckTargets, FinishResolution, GivePriority, Instruction
from engine.core.bestowed import is_bestowed
from engine.core.events import describe, describe_id, describe_target, event, ref_id
from engine.core.face_down import copiable_card
from engine.core.replace import replace
from engine.core.state import (
    Event,
    GameObject,
    GameState,
    ObjectId,
    Resolution,
    StackAbility,
    Target,
    Zone,
)
from engine.derived.announced_x import settled
from engine.derived.targets import why_illegal
from engine.instructions.perform import Context, perform
from engine.mechanics.adventure import rules as adventure
from engine.mechanics.bestow import rules as bestow
from engine.mechanics.rebound import rules as rebound
from engine.mechanics.sneak import rules as sneak
from engine.modifiers.trigger_conditions import false_on_resolution
from engine.operations.zones import move


def _announced_x(entry: GameObject | StackAbility) -> int:
    """The X of a spell or ability on the stack: announced or paid (107.3a, 107.3k), or the
    one its trigger remembers; 0 when it has none (107.3b)."""
    x = entry.x
    if x is None:
        x = dict(getattr(entry, "info", ())).get("x", 0) or 0
    return int(x)


def _spec_and_effects(
    state: GameState, item: ObjectId
) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...], GameObject, GameObject | StackAbility]:
    """Target specs, instructions, the source object, and the stack entry for `item`."""
    if item in state.abilities:
        ability: StackAbility = state.abilities[item]
        source = state.current(ability.source) or ability.source_lki
        # The ability as it was activated or triggered, printed or gained (613.1f).
        definition = ability.ability
        return definition.targets, definition.effects, source, ability
    spell = state.objects[item]
    # A modal spell: its chosen modes' targets and instructions, in printed order (700.2).
    specs, effects = spell_parts(copiable_card(spell), spell.modes)
    return specs, effects, spell, spell


def begin(state: GameState) -> tuple[GameState, list[Event]]:
    """Start resolving the top object: push its target check, instructions and finish."""
    item = state.stack[-1]
    _, effects, _, _ = _spec_and_effects(state, item)
    work: list[AgendaItem] = [CheckTargets(item)]
    work += [Instruction(item, i) for i in range(len(effects))]
    work.append(FinishResolution(item))
    name = _name(state, item)
    state = replace(state, agenda=(*work, *state.agenda), turn=replace(state.turn, priority=None))
    gone = _source_gone(state, item)
    if gone is None:
        events = [event("resolve", f"{name} begins to resolve.", "608.1", objects=[item])]
    else:
        source = describe(state, gone)
        text = (
            f"{name} begins to resolve. {source} has left the {gone.zone.value}, but the ability "
            f"exists on the stack independently of its source: it still resolves, using "
            f"{source}'s last known information."
        )
        events = [event("resolve", text, "608.1", "113.7a", objects=[item])]
    # An instant's or sorcery's lines the engine can't model are said as the step ends
    # (engine.modifiers.unmodelled): never guessed.
    return state, events


def _source_gone(state: GameState, item: ObjectId) -> GameObject | None:
    """The source of ability `item` as it last existed, when it has left the zone it was in —
    the ability resolves anyway, and what its source does uses that information (113.7a); None
    for a spell, for a source still there, and for a spell that is the source of a delayed
    triggered ability (603.7d), which leaves the stack as it resolves."""
    ability = state.abilities.get(item)
    if ability is None or state.current(ability.source) is not None:
        return None
    return None if ability.source_lki.zone is Zone.STACK else ability.source_lki


def _name(state: GameState, item: ObjectId) -> str:
    if item in state.abilities:
        ability = state.abilities[item]
        return f"{describe(state, ability.source_lki)}'s ability"
    return describe(state, state.objects[item])


def check_targets(state: GameState, item: ObjectId) -> tuple[GameState, list[Event]]:
    """CR 608.2b: with all targets illegal it doesn't resolve; else illegal ones are skipped."""
    specs, effects, source, entry = _spec_and_effects(state, item)
    specs = settled(specs, _announced_x(entry))  # the X its targets were chosen with (601.2b)
    chosen: tuple[tuple[Target, ...], ...] = entry.targets
    name = _name(state, item)
    why = false_on_resolution(state, entry) if isinstance(entry, StackAbility) else None
    if why is not None:
        # An intervening-if condition false as the ability resolves: it does nothing (603.4).
        state, events = _remove(state, item, countered_by_rules=True)
        text = f"{name} does nothing: its “if” condition is no longer true ({why})."
        return state, [event("intervening_if", text, "603.4", objects=[item]), *events]
    if not specs or not any(chosen):
        state = replace(state, resolving=Resolution(item, chosen))
        return state, []
    legal: list[tuple[Target, ...]] = []
    reasons: list[str] = []
    for spec, group in zip(specs, chosen, strict=False):
        kept = []
        for target in group:
            reason = why_illegal(state, spec, target, entry.controller, item, source, chosen)
            if reason:
                reasons.append(f"{describe_target(state, target)}: {reason}")
            else:
                kept.append(target)
        legal.append(tuple(kept))
    spell = state.objects.get(item)
    if not any(legal) and spell is not None and is_bestowed(spell):
        # A bestowed Aura spell resolves as a creature spell instead (702.103e, 608.3b).
        state, events = bestow.resolves_as_creature(state, spell)
        return replace(state, resolving=Resolution(item, ())), events
    if not any(legal) and not any(getattr(e, "even_if_illegal", False) for e in effects):
        # No legal target left: it doesn't resolve (608.2b); a permanent spell (an Aura spell)
        # checks its target the same way as it resolves (608.3b).
        permanent = spell is not None and copiable_card(spell).is_permanent_card
        state, events = _remove(state, item, countered_by_rules=True)
        return state, [
            event(
                "fizzle",
                f"{name} doesn't resolve: all its targets are illegal ({'; '.join(reasons)}).",
                "608.3b" if permanent else "608.2b",
                objects=[item],
            ),
            *events,
        ]
    state = replace(state, resolving=Resolution(item, tuple(legal)))
    if reasons:
        return state, [
            event(
                "targets_checked",
                f"{name}: some targets are illegal and won't be affected ({'; '.join(reasons)}); "
                "the rest of it still happens.",
                "608.2b",
                objects=[item],
            )
        ]
    return state, [
        event("targets_checked", f"{name}: all targets are still legal.", "608.2b", objects=[item])
    ]


def instruction(state: GameState, item: ObjectId, index: int) -> tuple[GameState, list[Event]]:
    if state.resolving is None or state.resolving.item != item:
        return state, []
    _, effects, source, entry = _spec_and_effects(state, item)
    x = _announced_x(entry)
    follows = str(dict(getattr(entry, "info", ())).get("follows_source") or "")
    ctx = Context(
        entry.controller,
        source,
        state.resolving.targets,
        x,
        follows_source=follows,
        info=tuple(getattr(entry, "info", ())),
        triggered=getattr(entry, "kind", "") == "triggered",
    )
    gone = _source_gone(state, item)
    card = state.objects.get(source.id)
    state, events = perform(state, effects[index], ctx)
    if gone is not None and card == state.objects.get(source.id):
        # The source that left still performs the action, as it last existed (113.7a) — unless
        # this instruction moved its card: its events then tell of that card, a new object
        # (400.7), not of the source acting.
        events = [
            replace(said, rules=(*said.rules, "113.7a"))
            if said.objects[:1] == (source.id,) and "113.7a" not in said.rules
            else said
            for said in events
        ]
    if not events:
        events = [
            event(
                "no_effect",
                f"{_name(state, item)}: “{type(effects[index]).__name__}” has nothing to affect.",
                "609.3",
                objects=[item],
            )
        ]
    return state, events


def finish(state: GameState, item: ObjectId) -> tuple[GameState, list[Event]]:
    """The last part of resolution (608.2n, 608.3); then the active player gets priority."""
    if item not in state.stack:
        # It left the stack during its own resolution or didn't resolve.
        return _after(state, item), []
    if item in state.abilities:
        # Name it before it ceases to exist (608.2n): the name comes from the stack entry.
        name = _name(state, item)
        state, events = _remove(state, item, countered_by_rules=False)
        events.insert(
            0,
            event(
                "resolved",
                f"{name} has resolved and leaves the stack.",
                "608.2n",
                objects=[item],
            ),
        )
        return _after(state, item), events
    spell = state.objects[item]
    name = describe(state, spell)
    if copiable_card(spell).is_permanent_card:
        host = _aura_host(state, spell)
        # A permanent spell whose sneak cost was paid enters tapped and attacking (702.190b).
        tapped = sneak.enters_tapped(spell)
        state, more = move(
            state, item, Zone.BATTLEFIELD, controller=spell.controller, x=spell.x, tapped=tapped
        )
        entered = [
            event(
                "enters",
                f"{name} resolves and enters the battlefield under player {spell.controller}'s "
                "control.",
                # An Aura spell with a target enters attached to it (608.3c); others, 608.3a.
                "608.3c" if host is not None else "608.3a",
                objects=[item],
            )
        ]
        if spell.spell_copy:
            entered.append(
                event(
                    "becomes_token",
                    f"{name} is a copy of a permanent spell: it becomes a token as it enters "
                    "the battlefield (it wasn't created).",
                    "608.3f",
                    "707.10f",
                    objects=[item],
                )
            )
        if host is not None:
            # 608.3c: an Aura spell enters attached to the object or player it targets.
            state = state.with_object(replace(state.objects[item], attached_to=host))
            # Named as the narration names objects, never by the scenario's id.
            shown = f"player {host}" if host in state.player_ids() else describe_id(state, host)
            entered.append(
                event(
                    "attach",
                    f"{name} enters attached to {shown}, the target of the Aura spell.",
                    "608.3c",
                    objects=[item, host],
                )
            )
        if state.objects[item].zone is Zone.BATTLEFIELD:
            state, attacking = sneak.enters_attacking(state, state.objects[item])
            more = [*more, *attacking]
        return _after(state, item), [*entered, *more]
    if dict(spell.chosen).get("flashback"):
        state, more = _remove(state, item, countered_by_rules=False)
        return _after(state, item), [
            event(
                "resolved", f"{name} has resolved and leaves the stack.", "608.2n", objects=[item]
            ),
            *more,
        ]
    if dict(spell.chosen).get("buyback"):
        # Its buyback cost was paid: its owner's hand instead of the graveyard (702.27a).
        state, more = move(state, item, Zone.HAND)
        state = replace(state, resolving=None)
        return _after(state, item), [
            event(
                "resolved",
                f"{name} has resolved; its buyback cost was paid, so it is put into its owner's "
                "hand instead of their graveyard.",
                "608.2n",
                "702.27a",
                objects=[item],
            ),
            *more,
        ]
    if adventure.cast_as_adventure(spell):
        state, more = adventure.exile_as_it_resolves(state, spell)
        return _after(replace(state, resolving=None), item), more
    if rebound.applies(state, spell):
        state, more = rebound.exile_as_it_resolves(state, spell)
        return _after(state, item), more
    state, more = _remove(state, item, countered_by_rules=False)
    return _after(state, item), [
        event(
            "resolved",
            f"{name} has resolved and is put into its owner's graveyard.",
            "608.2n",
            objects=[item],
        ),
        *more,
    ]


def _aura_host(state: GameState, spell: GameObject) -> str | None:
    """The legal target an Aura spell will enter attached to (608.3c), if it has one."""
    resolving = state.resolving
    if (
        "Aura" not in copiable_card(spell).subtypes
        or resolving is None
        or resolving.item != spell.id
    ):
        return None
    legal = [ref_id(t) for group in resolving.targets for t in group]
    return legal[0] if legal else None


def _remove(
    state: GameState, item: ObjectId, *, countered_by_rules: bool
) -> tuple[GameState, list[Event]]:
    """Take a spell or ability off the stack: spells go to their owner's graveyard."""
    if item in state.abilities:
        abilities = dict(state.abilities)
        del abilities[item]
        state = replace(
            state, abilities=abilities, stack=tuple(i for i in state.stack if i != item)
        )
        moved: list[Event] = []
    else:
        # A replacement effect may send it elsewhere (flashback, 702.34a): said in `moved`.
        state, moved = move(state, item, Zone.GRAVEYARD)
    if countered_by_rules:
        state = _after(state, item)
    return replace(state, resolving=None), moved


def _after(state: GameState, item: ObjectId) -> GameState:
    """After resolution the active player receives priority (117.3b).

    Work left for `item` (when it didn't resolve) is dropped.
    """
    agenda = tuple(
        a
        for a in state.agenda
        if not (isinstance(a, CheckTargets | Instruction | FinishResolution) and a.item == item)
    )
    return replace(
        state, resolving=None, agenda=(GivePriority(state.turn.active, "117.3b"), *agenda)
    )

"""The order effects apply in within a layer: timestamps (CR 613.7) and dependencies (613.8).

An effect depends on another when applying that one would change what this one applies to, or
whether it exists (613.8a); it then applies just after it (613.8b). A loop falls back to
timestamp order.
"""

from __future__ import annotations

from typing import Any

from engine.core.state import ObjectId, Zone
from engine.derived.copiable_values import Working
from engine.derived.layer_effects import Active, applies_to, apply_effect
from engine.derived.layer_filters import matches


def depends(
    a: Active,
    b: Active,
    world: dict[ObjectId, Working],
    started: dict[tuple[Any, ...], list[str]],
    affected: dict[tuple[Any, ...], list[str]],
) -> bool:
    """613.8a: applying `b` would change what `a` applies to, or whether `a` exists.

    Checked by trying: `b` is applied to copies of the objects it affects and `a`'s set compared.
    Only static abilities that describe permanents by a quality, or whose source `b` affects,
    can depend on anything; other effects are independent (their sets are fixed, 611.2c).
    `affected` memoises `applies_to` for the current world.
    """
    if a.static is None or a.key[:-1] in started:
        return False
    quality_based = a.static.affects == "all"
    if b.key not in affected:
        affected[b.key] = applies_to(b, world, started)
    b_targets = affected[b.key]
    if not b_targets:
        return False
    touches_source = a.source_id in b_targets
    if not (quality_based or touches_source):
        return False
    # `b` changes only the objects it applies to, so only they need a trial copy.
    trial = dict(world)
    for object_id in b_targets:
        trial[object_id] = _copy(world[object_id])
    apply_effect(b, b_targets, trial)
    if touches_source and a.static not in trial[a.source_id].statics:
        return True  # b removes the ability that generates a (its existence changes)
    if not quality_based:
        return False
    flt, you = a.static.filter, a.controller
    return any(
        world[t].obj.zone is Zone.BATTLEFIELD
        and matches(world[t], flt, you, a.source_id, world=world)
        != matches(trial[t], flt, you, a.source_id, world=trial)
        for t in b_targets
    )


def _copy(w: Working) -> Working:
    return Working(
        obj=w.obj,
        name=w.name,
        types=list(w.types),
        subtypes=list(w.subtypes),
        supertypes=list(w.supertypes),
        colors=list(w.colors),
        power=w.power,
        toughness=w.toughness,
        keywords=list(w.keywords),
        activated=list(w.activated),
        triggered=list(w.triggered),
        statics=list(w.statics),
        controller=w.controller,
        doesnt_untap=w.doesnt_untap,
        may_not_untap=w.may_not_untap,
        exiled_if_it_would_die=w.exiled_if_it_would_die,
        untaps_during_others_untap_steps=w.untaps_during_others_untap_steps,
        cant_attack=w.cant_attack,
        cant_block=w.cant_block,
        cant_attack_players=list(w.cant_attack_players),
        cant_activate=w.cant_activate,
        combat_rules=list(w.combat_rules),
        changes=[],
        abilities_lost=w.abilities_lost,
        commander_of=w.commander_of,
    )


def next_effect(
    pending: list[Active],
    world: dict[ObjectId, Working],
    started: dict[tuple[Any, ...], list[str]],
    waits: dict[tuple[Any, ...], list[Active]],
) -> Active:
    """The next effect to apply: the earliest one that depends on no other pending effect
    (613.8b); if every one depends on another (a loop), timestamp order decides. Effects passed
    over are noted in `waits` with what they depend on."""
    candidates = sorted(pending, key=lambda e: (e.timestamp, e.key[:3]))
    if not any(a.static is not None for a in candidates):
        return candidates[0]  # nothing can depend on anything: timestamp order (613.7)
    affected: dict[tuple[Any, ...], list[str]] = {}
    # An effect that isn't quality-based can depend only on effects that touch its source
    # (see `depends`): index the candidates by what they touch, once per pick and only when
    # such an effect comes up, so a board of hundreds of Auras doesn't try every pair.
    touching: dict[ObjectId, list[Active]] | None = None
    for a in candidates:
        if a.static is None or a.key[:-1] in started:
            return a
        if a.static.affects == "all":
            others = candidates
        else:
            if touching is None:
                touching = touching_index(candidates, world, started, affected)
            others = touching.get(a.source_id, [])
        needs = [b for b in others if b is not a and depends(a, b, world, started, affected)]
        if not needs:
            return a
        waits.setdefault(a.key, []).extend(b for b in needs if b not in waits.get(a.key, []))
    # A dependency loop: timestamp order (613.8b), so nothing "waited".
    waits.pop(candidates[0].key, None)
    return candidates[0]


def touching_index(
    candidates: list[Active],
    world: dict[ObjectId, Working],
    started: dict[tuple[Any, ...], list[str]],
    affected: dict[tuple[Any, ...], list[str]],
) -> dict[ObjectId, list[Active]]:
    """The candidates by the objects they apply to (`affected` memoises their sets)."""
    out: dict[ObjectId, list[Active]] = {}
    for b in candidates:
        if b.key not in affected:
            affected[b.key] = applies_to(b, world, started)
        for object_id in affected[b.key]:
            out.setdefault(object_id, []).append(b)
    return out


def ability_gone(
    active: Active, world: dict[ObjectId, Working], started: dict[tuple[Any, ...], list[str]]
) -> bool:
    """Whether `active` comes from a static ability its source no longer has, an effect applied
    before it in this layer having removed it (613.8a: its existence depended on that effect).
    Such an effect never begins; one that began in an earlier layer goes on (613.6). A static
    ability's effect that goes on after its source left the battlefield (`lingering`, keyed as
    a kept effect) has no source to lose it."""
    if active.static is None or active.key[0] != "static" or active.key[:-1] in started:
        return False
    source = world.get(active.source_id)
    if source is not None and active.static in source.statics:
        return False
    if source is not None:
        text = active.static.text or "its static ability"
        note = f"“{text}” doesn't apply: the ability was removed before it could (613.8a)"
        if (note, "613.8a") not in source.changes:
            source.changes.append((note, "613.8a"))
    return True

"""Copying objects (CR 707): copiable values, copies of spells, token copies.

A copy gets the copiable values of the original — what's printed on it (or the values a copy
effect gave it, so a copy of a copy copies what the first copy copied, 707.3), as modified by other
copy effects — and nothing else: no counters, status, or non-copy effects (707.2). A copy of a
spell is put on the stack, isn't cast (707.10), and its controller may choose new targets
(707.10c).
"""

from __future__ import annotations

from typing import Any

from engine.cards import vocabulary as v
from engine.cards.vocabulary import CardDef, spell_parts
from engine.core.bestowed import is_bestowed, unbestowed
from engine.core.choices import NeedChoice, ask
from engine.core.events import ability_label, describe, describe_target, event, ref_id
from engine.core.face_down import copiable_card
from engine.core.mana import COLOR_NAMES
from engine.core.occurrences import Copied
from engine.core.replace import replace
from engine.core.state import (
    ChoiceKind,
    Event,
    GameObject,
    GameState,
    PlayerId,
    StackAbility,
    Target,
)
from engine.derived.announced_x import settled
from engine.derived.targets import candidates, choose_targets, matches
from engine.modifiers.triggers import fire


def copiable_values(obj: GameObject) -> CardDef:
    """What a copy of `obj` gets (707.2, 707.3): a bestowed Aura's copiable values are its
    card's, an enchantment creature — being an Aura is an effect (702.103b), not copied."""
    return copiable_card(unbestowed(obj) if is_bestowed(obj) else obj)


def with_exceptions(values: CardDef, exceptions: tuple[Any, ...]) -> CardDef:
    """Copiable values changed by a copy effect's "except" clauses (707.9a-b): what they say
    becomes part of the copy's copiable values (707.9b), so a copy of it copies them too."""
    if not exceptions:
        return values
    supertypes, types, subtypes = list(values.supertypes), list(values.types), list(values.subtypes)
    colors = values.colors
    power, toughness = values.power, values.toughness
    abilities = list(values.abilities)
    for m in exceptions:
        if isinstance(m, v.AddTypes):
            supertypes += [t for t in m.supertypes if t not in supertypes]
            types += [t for t in m.types if t not in types]
            subtypes += [t for t in m.subtypes if t not in subtypes]
        elif isinstance(m, v.LoseSupertypes):
            supertypes = [t for t in supertypes if t not in m.supertypes]
        elif isinstance(m, v.SetColors):
            colors = m.colors
        elif isinstance(m, v.SetPowerToughness):
            power = m.power if m.power is not None else power
            toughness = m.toughness if m.toughness is not None else toughness
        elif isinstance(m, v.AddKeywords):
            abilities += [k for k in m.keywords if k not in abilities]
        elif isinstance(m, v.AddAbilities):
            # "… and it has "When this creature becomes the target …"" (Phantasmal Image).
            abilities += m.abilities
        else:
            raise ValueError(f"an 'except' clause can't {m.op}")
    left = " ".join([*supertypes, *types])
    type_line = f"{left} — {' '.join(subtypes)}" if subtypes else left
    if "Creature" in types and power is None:
        power, toughness = 0, 0
    # Validated afresh: a card made of changed values passes the checks any card's data does.
    return CardDef.model_validate(
        values.model_dump()
        | {
            "type_line": type_line,
            "colors": colors,
            "power": power,
            "toughness": toughness,
            "abilities": [a if isinstance(a, str) else a.model_dump() for a in abilities],
        }
    )


def retaining_colors(values: CardDef, colors: tuple[str, ...]) -> CardDef:
    """Copiable values whose copy effect "doesn't copy that creature's color" (Vesuvan
    Doppelganger): the copy keeps its own `colors` (707.9c), part of its copiable values, so a
    copy of it has them too (its ruling); the copied object's devoid, which defines its color,
    isn't copied (707.9d)."""
    abilities = [a if isinstance(a, str) else a.model_dump() for a in values.abilities]
    return CardDef.model_validate(
        values.model_dump()
        | {"colors": colors, "abilities": [a for a in abilities if a != "Devoid"]}
    )


def copy_spell(
    state: GameState,
    spell: GameObject,
    controller: PlayerId,
    *,
    new_targets: bool,
) -> tuple[GameState, list[Event]]:
    """Put a copy of `spell` on the stack under `controller`'s control (707.10)."""
    # The copy has the modes chosen for the spell (700.2g), and so their targets.
    # Its X is the original's (707.10), and so are targets counted or compared by it (601.2b).
    specs = settled(spell_parts(spell.card, spell.modes)[0], spell.x)
    targets: tuple[tuple[Target, ...], ...] = spell.targets
    changed = False
    if new_targets and specs and spell.targets:
        targets, changed = _new_targets(
            state,
            controller,
            specs,
            targets,
            (describe(state, spell), spell.card.name),
            tuple(sorted({_id(t) for s in specs for t in _legal(state, s, controller, spell)})),
            (sum(s.min for s in specs), sum(s.max for s in specs)),
            spell,
        )
    number = state.ids.copy + 1
    copy_id = f"c{number}"
    state = replace(state, ids=replace(state.ids, copy=number))
    state, timestamp = state.stamp()
    copy = replace(
        spell,
        id=copy_id,
        controller=controller,
        owner=controller,
        timestamp=timestamp,
        incarnation=0,
        spell_copy=True,
        targets=targets,
        stickers=(),
        mana_spent=None,  # a copy isn't cast: no mana was spent to cast it (707.10)
    )
    state = state.with_object(copy)
    state = replace(state, stack=(*state.stack, copy_id))
    events = [
        event(
            "copy",
            f"A copy of {describe(state, spell)} ({describe(state, copy)}) is put on the stack "
            f"under player "
            f"{controller}'s control; it isn't cast.",
            "707.10",
            objects=[copy_id, spell.id],
        )
    ]
    if changed:
        names = ", ".join(describe_target(state, t) for g in targets for t in g)
        events.append(
            event(
                "targets",
                f"{describe(state, state.objects[copy_id])} targets {names}.",
                "707.10c",
                objects=[copy_id],
            )
        )
    # Magecraft's "whenever you cast or copy …" sees the copy (707.10; its rulings).
    state, triggered = fire(state, Copied(state.objects[copy_id]))
    return state, [*events, *triggered]


def _new_targets(
    state: GameState,
    controller: PlayerId,
    specs: tuple[v.TargetSpec, ...],
    targets: tuple[tuple[Target, ...], ...],
    names: tuple[str, str],
    legal: tuple[str, ...],
    counts: tuple[int, int],
    source: GameObject | None,
) -> tuple[tuple[tuple[Target, ...], ...], bool]:
    """A copy's controller may choose new targets for it or keep the original's (707.10c),
    each checked against the copy's source as the original's were — one question for a copied
    spell and a copied ability alike. `names`: the copy as the question says it, and as the
    targets' checks name it; `counts`: how many targets at least and at most. The targets, and
    whether new ones were chosen."""
    value = ask(
        NeedChoice(
            ChoiceKind.TARGET,
            controller,
            f"Choose new targets for the copy of {names[0]}, or keep its targets "
            f"({', '.join(describe_target(state, t) for g in targets for t in g)}).",
            ("707.10c",),
            legal,
            counts[0],
            counts[1],
            nullable=True,
        )
    )
    if value is None:
        return targets, False
    return (
        choose_targets(
            state, specs, tuple(value), controller, None, f"the copy of {names[1]}", source
        ),
        True,
    )


def copy_ability(
    state: GameState,
    original: StackAbility,
    controller: PlayerId,
    *,
    new_targets: bool,
) -> tuple[GameState, list[Event]]:
    """Put a copy of the ability `original` on the stack under `controller`'s control (707.10):
    the same ability of the same source (the rulings: "the source of the copy is the same as
    the source of the original ability"), its modes, X, targets and division copied (707.10,
    700.2g); choices made as it resolves are made again for the copy. Its controller may choose
    new targets (707.10c) — as many as it has when its damage or counters are divided among
    them (the rulings) — each checked against the copy's source as an original's is."""
    specs = settled(original.ability.targets, original.x)
    targets = original.targets
    changed = False
    name = ability_label(state, original.id) or original.id
    if new_targets and specs and targets:
        divided = any(key == "division" for key, _ in original.info)
        count = sum(len(g) for g in targets)
        legal = {
            ref_id(t)
            for s in specs
            for t in candidates(state, s, controller, None, original.source_lki)
        }
        targets, changed = _new_targets(
            state,
            controller,
            specs,
            targets,
            (name, name),
            tuple(sorted(legal)),
            (count, count) if divided else (sum(s.min for s in specs), sum(s.max for s in specs)),
            original.source_lki,
        )
    state, copy_id = state.new_ability_id()
    copy = replace(original, id=copy_id, controller=controller, targets=targets)
    state = replace(
        state,
        abilities={**state.abilities, copy_id: copy},
        stack=(*state.stack, copy_id),
    )
    events = [
        event(
            "copy",
            f"A copy of {name} is put on the stack under player {controller}'s control, with "
            f"the same source; it wasn't activated or triggered.",
            "707.10",
            objects=[copy_id, original.id],
        )
    ]
    if changed:
        names = ", ".join(describe_target(state, t) for g in targets for t in g)
        events.append(
            event("targets", f"The copy of {name} targets {names}.", "707.10c", objects=[copy_id])
        )
    return state, events


def become_copy(
    state: GameState,
    obj: GameObject,
    original: GameObject,
    gains: tuple[v.Activated | v.Triggered, ...],
    *,
    retain_colors: bool = False,
    until_end_of_turn: bool = False,
) -> tuple[GameState, list[Event]]:
    """`obj` becomes a copy of `original` on the battlefield (707.4): it gets the copiable
    values of `original` (707.2, 707.3) — a later copy effect is applied after an earlier one,
    so it replaces them (613.2a, 613.7) — with the abilities `gains` it keeps as part of the
    copying (707.9a). It is the same permanent: its counters, status and damage stay, and
    nothing enters or leaves, so no enters or leaves ability triggers (707.4). `until_end_of_turn`:
    the effect ends in the cleanup step (514.2), and the permanent has the values it had before
    again (`GameObject.copy_reverts_to`)."""
    values = copiable_values(original)
    if retain_colors:
        # Its colors as it becomes the copy (707.9c): what its copiable values say now.
        values = retaining_colors(values, copiable_values(obj).color_identity)
    if gains:
        # Gained as part of the copying (707.9a), beside the copied ones: a Doppelganger that
        # becomes a copy of a Doppelganger has the ability twice (its ruling).
        extra = [a.model_dump() for a in gains]
        values = CardDef.model_validate(
            values.model_dump()
            | {
                "abilities": [
                    *(a if isinstance(a, str) else a.model_dump() for a in values.abilities),
                    *extra,
                ]
            }
        )
    name = describe(state, obj)
    # Until end of turn, what it has again then (514.2); for the rest of the game, nothing: this
    # later effect decides its values after an earlier one has ended too (613.2a).
    reverts = (obj.copy_reverts_to or (obj.copied, obj.copy_of)) if until_end_of_turn else None
    state = state.with_object(
        replace(obj, copied=values, copy_of=original.id, copy_reverts_to=reverts)
    )
    kept = " — except it has this ability (707.9a)" if gains else ""
    if until_end_of_turn:
        kept += " until end of turn"
    events = [
        event(
            "copy",
            f"{name} becomes a copy of {describe(state, original)}: it has the copiable values "
            f"of {values.name}{kept}, and keeps its counters and status; nothing enters the "
            "battlefield.",
            *(("707.4", "707.2", "707.9a") if gains else ("707.4", "707.2")),
            objects=[obj.id, original.id],
        )
    ]
    if retain_colors:
        events.append(retained_event(state, state.objects[obj.id]))
    return state, events


def _legal(state: GameState, spec: object, controller: PlayerId, spell: GameObject) -> list[Target]:
    """New targets the copy may have: the copy has the spell's characteristics, so protection
    and hexproof are checked against it (702.16b, 702.11b)."""
    return candidates(state, spec, controller, None, spell)  # type: ignore[arg-type]


def _id(target: Target) -> str:
    return ref_id(target)


def enter_as_copy(
    state: GameState, obj: GameObject, ability: v.EntersAsCopy
) -> tuple[GameState, GameObject, list[Event]]:
    """ "You may have [this] enter as a copy of …" (614.1c, 707.5): choose, or decline."""
    name = describe(state, obj)
    you = obj.controller
    options = tuple(
        o.id
        for o in state.battlefield()
        if o.id != obj.id and matches(state, o, ability.filter, you, obj.id) is None
    )
    if not options:
        return (
            state,
            obj,
            [
                event(
                    "replacement",
                    f"There is nothing for {name} to copy; it enters as itself.",
                    "614.1c",
                    objects=[obj.id],
                )
            ],
        )
    need = NeedChoice(
        ChoiceKind.OBJECT,
        you,
        f"Player {you}: choose what {name} enters as a copy of"
        + (", or decline." if ability.optional else "."),
        ("614.1c", "707.5"),
        options,
        nullable=ability.optional,
    )
    chosen = ask(need) or ""
    if not chosen:
        return (
            state,
            obj,
            [
                event(
                    "replacement",
                    f"Player {you} declines to have {name} enter as a copy; it enters as itself.",
                    "614.1c",
                    objects=[obj.id],
                )
            ],
        )
    original = state.objects[chosen]
    values = with_exceptions(copiable_values(original), ability.except_)
    if ability.retain_colors:
        values = retaining_colors(values, copiable_values(obj).color_identity)
    obj = replace(obj, copied=values, copy_of=original.id)
    events = [
        event(
            "copy",
            f"{name} enters as a copy of {describe(state, original)}: it has the copiable "
            f"values of {values.name} and nothing else (no counters, status or other effects).",
            "707.5",
            "707.2",
            objects=[obj.id, original.id],
        )
    ]
    if ability.except_:
        events.append(exceptions_event(state, obj, ability.except_))
    if ability.retain_colors:
        events.append(retained_event(state, obj))
    return state, obj, events


def retained_event(state: GameState, copy: GameObject) -> Event:
    """The event saying a copy kept its own colors (707.9c)."""
    colors = (copy.copied or copy.card).color_identity
    said = " and ".join(COLOR_NAMES[c] for c in colors) or "colorless"
    return event(
        "copy_exceptions",
        f"{describe(state, copy)} doesn't copy the color: it keeps its own ({said}), part of "
        "its copiable values.",
        "707.9c",
        "707.9d",
        objects=[copy.id],
    )


def exceptions_event(state: GameState, copy: GameObject, exceptions: tuple[Any, ...]) -> Event:
    """The event saying a copy's exceptions (707.9): an ability gained as part of the copying
    (707.9a), a characteristic changed (707.9b) — part of its copiable values either way."""
    said = []
    for m in exceptions:
        if isinstance(m, v.AddKeywords):
            said.append("has " + ", ".join(k.lower() for k in m.keywords))
        elif isinstance(m, v.AddAbilities):
            quoted = (f"“{a.text}”" if a.text else a.kind for a in m.abilities)
            said.append("has " + "; ".join(quoted))
        elif isinstance(m, v.LoseSupertypes):
            said.append("isn't " + " or ".join(t.lower() for t in m.supertypes))
        elif isinstance(m, v.AddTypes):
            added = " ".join([*(t.lower() for t in m.supertypes), *m.subtypes])
            added = " ".join(x for x in (added, *(t.lower() for t in m.types)) if x)
            said.append(f"is {_a(added)} in addition to its other types")
        elif isinstance(m, v.SetPowerToughness):
            both = m.power is not None and m.toughness is not None
            said.append(f"is {m.power}/{m.toughness}" if both else f"has {m.said()}")
        elif isinstance(m, v.SetColors):
            said.append("is " + (" and ".join(m.colors) or "colorless"))
    gained = any(isinstance(m, v.AddKeywords | v.AddAbilities) for m in exceptions)
    changed = any(not isinstance(m, v.AddKeywords | v.AddAbilities) for m in exceptions)
    rules = ("707.9a",) * gained + ("707.9b",) * changed
    return event(
        "copy_exceptions",
        f"{describe(state, copy)} is a copy except it {' and '.join(said)}: part of its "
        "copiable values, so a copy of it copies that too.",
        *rules,
        objects=[copy.id],
    )


def _a(words: str) -> str:
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words

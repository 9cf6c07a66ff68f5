"""Transforming a double-faced permanent (CR 701.27, 712): turning it over, its other face up.

A transforming double-faced card's definition holds its back face (`CardDef.back`). With its back
face up, a permanent's `card` is the back face's characteristics and its `front` the front face's
(712.8d-e); transforming swaps them and it stays the same object, keeping its counters, damage,
attachments and place in combat, and every effect on it goes on applying (712.18). Off the
battlefield it has its front face up again (712.8a, `engine.operations.zones.move`). Having
transformed, its "whenever this creature transforms into [this face]" abilities trigger
(701.27e: the `Transformed` occurrence, matched here by the one trigger scanner).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.occurrences import Transformed
from engine.core.replace import replace
from engine.core.state import GameObject, GameState, Zone
from engine.derived.characteristics import characteristics
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.transform.model import Transform
from engine.modifiers.trigger_matchers import of_itself
from engine.modifiers.triggers import fire


def transform(state: GameState, obj: GameObject, *rules: str) -> Result:
    """Turn `obj` over (701.27a): nothing happens to a permanent that isn't a transforming
    double-faced card (701.27c) or whose other face is an instant or sorcery (701.27d)."""
    other = obj.front if obj.front is not None else obj.card.back
    if obj.face_down is not None:
        text = f"{describe(state, obj)} is face down, so it can't transform."
        return state, [event("transform", text, "712.15a", *rules, objects=[obj.id])]
    if other is None:
        text = f"{describe(state, obj)} has no other face, so it doesn't transform."
        return state, [event("transform", text, "701.27c", *rules, objects=[obj.id])]
    if not other.is_permanent_card:
        text = f"{describe(state, obj)}'s other face is an instant or sorcery: it stays as it is."
        return state, [event("transform", text, "701.27d", *rules, objects=[obj.id])]
    before = describe(state, obj)
    turned = replace(
        obj,
        card=other,
        front=None if obj.front is not None else obj.card,
        transformations=obj.transformations + 1,
    )
    state = state.with_object(turned)
    face = "front" if turned.front is None else "back"
    text = (
        f"{before} transforms into {other.name}, its {face} face up; it is the same object, "
        "with the same counters, damage and effects on it."
    )
    said = event("transform", text, "701.27a", "712.18", *rules, objects=[obj.id])
    state, triggered = fire(state, Transformed(turned))
    return state, [said, *triggered]


#: "Whenever this creature transforms into [this face]" (701.27e): only the permanent itself, with
#: the face it turned to — the ability is that face's, so it has it only then.
of_itself("transforms_into", Transformed)


@handles(Transform)
def _transform(state: GameState, instr: Transform, ctx: Context) -> Result:
    """ "Transform this creature": an ability of the permanent transforms it only if it hasn't
    transformed since the ability was put on the stack, a delayed one since it was created
    (701.27f: Archangel Avacyn's, once however many creatures died)."""
    del instr
    found = [o for o in ctx.objects(state, "self") if o.zone is Zone.BATTLEFIELD]
    if not found:
        text = f"{describe(state, ctx.source)} is no longer on the battlefield; it can't transform."
        return state, [event("transform", text, "701.27a", "400.7", objects=[ctx.source.id])]
    obj = found[0]
    keywords = characteristics(state, obj).keywords
    if bound := next((k for k in ("Daybound", "Nightbound") if k in keywords), None):
        text = f"{describe(state, obj)} has {bound.lower()}: it transforms only with day and night."
        rule = "702.145b" if bound == "Daybound" else "702.145e"
        return state, [event("transform", text, rule, objects=[obj.id])]
    resolving = state.resolving.item if state.resolving is not None else None
    entry = state.abilities.get(resolving) if resolving is not None else None
    if entry is not None and entry.source_lki.transformations < obj.transformations:
        # A delayed ability's source is the permanent as it was when the ability was created
        # (`mechanics.delayed_triggers`), any other's as it was when it triggered.
        since = (
            "this delayed triggered ability was created"
            if dict(entry.info).get("delayed")
            else "this ability was put on the stack"
        )
        said = describe(state, obj)
        text = f"{said} has transformed since {since}, so it doesn't transform again."
        return state, [event("transform", text, "701.27f", objects=[obj.id])]
    return transform(state, obj)

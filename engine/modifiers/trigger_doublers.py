"""Triggering an additional time (CR 603.2d): "If an artifact or creature entering causes a
triggered ability of a permanent you control to trigger, that ability triggers an additional
time." (Panharmonicon), "If a creature dying causes …" (Teysa Karlov), asked by the one trigger
scanner (`triggers.fire`) for each ability that triggers.

Rather than an ability simply triggering, how many times it triggers is found (603.2d): once,
and once more for each permanent with such an ability whose controller controls the source of
the triggered ability — two Panharmonicons make it trigger three times. An entering permanent
is looked at as it exists on the battlefield; a dying one, with the triggered ability's source
and the permanents dying with it, as they last existed (603.10a: Teysa dying alongside other
creatures still counts, and so does a creature's own "when this dies"). The additional times
are abilities of their own on the stack, ordered with the others (603.3b).
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.occurrences import Entered, Occurrence, PutIntoGraveyard
from engine.core.state import Event, GameObject, GameState, ObjectId, PlayerId, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.targets import matches
from engine.modifiers.replacement_order import abilities, held_abilities
from engine.modifiers.watched import looked_at


class _Hit(Protocol):
    @property
    def source(self) -> GameObject: ...
    @property
    def controller(self) -> PlayerId: ...


H = TypeVar("H", bound=_Hit)


def _has_doubler(obj: GameObject) -> int:
    """1 for a permanent with such an ability (counted by `GameState.tally`)."""
    return int(
        obj.zone is Zone.BATTLEFIELD
        and any(isinstance(a, v.TriggersAdditionalTime) for a in abilities(obj))
    )


def _doublers(
    state: GameState, occ: Entered | PutIntoGraveyard
) -> tuple[GameState, list[GameObject]]:
    """The state to look in, and the permanents there with an ability making the abilities that
    trigger on `occ` (a permanent entering, or dying) trigger again."""
    if isinstance(occ, Entered):
        look, obj, name = state, state.current(occ.obj.ref) or occ.obj, "enters"
    else:
        look, obj, name = looked_at(state, occ), occ.obj, "put_into_graveyard"
        if state.leaving_together is not None:  # what died with it, as it last existed
            look = look.with_objects(state.leaving_together.objects)
        if "Creature" not in characteristics(look, obj).types:
            return look, []  # "a creature dying" (700.4)
    found = [
        perm
        for perm in look.battlefield()
        for ability in held_abilities(look, perm)
        if isinstance(ability, v.TriggersAdditionalTime)
        and ability.event == name
        and matches(look, obj, ability.filter, controller_of(look, perm), perm.id) is None
    ]
    return look, found


def expanded(state: GameState, occ: Occurrence, hits: list[H]) -> list[tuple[H, GameObject | None]]:
    """Each ability that triggers with None, then once for each permanent that makes it
    trigger an additional time (603.2d), with that permanent."""
    if not hits or not isinstance(occ, Entered | PutIntoGraveyard):
        return [(hit, None) for hit in hits]
    if not state.tally(_has_doubler) and not (
        state.leaving_together is not None
        and any(_has_doubler(o) for o in state.leaving_together.objects)
    ):
        return [(hit, None) for hit in hits]
    look, found = _doublers(state, occ)
    out: list[tuple[H, GameObject | None]] = []
    for hit in hits:
        out.append((hit, None))
        # "of a permanent you control": its source a permanent (or one as it last existed).
        if hit.source.zone is Zone.BATTLEFIELD:
            out += [(hit, perm) for perm in found if controller_of(look, perm) == hit.controller]
    return out


def again(state: GameState, source: GameObject, perm: GameObject, ability_id: ObjectId) -> Event:
    """The event saying an ability triggers an additional time because of `perm`."""
    return event(
        "triggered",
        f"{describe(state, source)}'s ability triggers an additional time "
        f"({describe(state, perm)}).",
        "603.2d",
        objects=[ability_id, source.id, perm.id],
    )

"""Phasing (CR 702.26) in play: permanents phasing out and in, and the untap step's phasing.

A permanent phases out into `Zone.PHASED_OUT` without changing zones (702.26d): it keeps its
incarnation (so targets and effects that named it still name it once it phases in, unless they
ended meanwhile, 702.26f), its counters, status and damage, and nothing triggers on its leaving
or entering. Phasing happens only in the untap step (502.1), when no player has priority and no
combat is under way (506.4 needs nothing here), or as an instruction resolves ("All permanents
you control phase out.", `PhaseOut`); phasing out "until …" (610.4) isn't read yet.
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.phasing.model import PHASING, PhaseOut


def phased_out(state: GameState) -> list[GameObject]:
    """The phased-out permanents, in the objects' order."""
    return [o for o in state.objects.values() if o.zone is Zone.PHASED_OUT]


def _attached(state: GameState, host: str, zone: Zone) -> list[GameObject]:
    """The permanents in `zone` attached to `host`, and those attached to them (702.26g)."""
    out: list[GameObject] = []
    hosts = [host]
    while hosts:
        at = hosts.pop()
        for o in state.objects.values():
            # Phasing in, only what phased out indirectly comes along (702.26g, 702.26i).
            along = zone is Zone.BATTLEFIELD or o.phased_out_with is not None
            if o.zone is zone and o.attached_to == at and along and o not in out:
                out.append(o)
                hosts.append(o.id)
    return out


def phase_out(state: GameState, obj: GameObject, under: PlayerId) -> tuple[GameState, list[str]]:
    """`obj` phases out directly, under `under` (702.26b), and everything attached to it
    phases out indirectly with it (702.26g, 702.26h). Returns the ids of those, in order."""
    going = _attached(state, obj.id, Zone.BATTLEFIELD)
    state = state.with_object(replace(obj, zone=Zone.PHASED_OUT, phased_out_under=under))
    for other in going:
        host = other.attached_to if isinstance(other.attached_to, str) else obj.id
        state = state.with_object(
            replace(other, zone=Zone.PHASED_OUT, phased_out_under=None, phased_out_with=host)
        )
    return state, [o.id for o in going]


def phase_in(state: GameState, obj: GameObject) -> tuple[GameState, list[str]]:
    """`obj`, phased out directly, phases in (702.26c), with what phased out indirectly with it
    (702.26g); an Aura or Equipment phases in attached to what it was attached to if that is
    still on the battlefield, else unattached (702.26i; state-based actions follow). Returns
    the ids of those that phased in with it."""
    coming = _attached(state, obj.id, Zone.PHASED_OUT)
    host = obj.attached_to
    if host is not None and host not in state.player_ids():
        found = state.objects.get(host)
        if found is None or found.zone is not Zone.BATTLEFIELD:
            host = None
    state = state.with_object(
        replace(obj, zone=Zone.BATTLEFIELD, phased_out_under=None, attached_to=host)
    )
    for other in coming:
        state = state.with_object(
            replace(other, zone=Zone.BATTLEFIELD, phased_out_under=None, phased_out_with=None)
        )
    return state, [o.id for o in coming]


def _words(state: GameState, ids: list[str]) -> str:
    return ", ".join(describe(state, state.objects[i]) for i in ids)


def untap_step(state: GameState) -> Result:
    """The untap step's first part (502.1, 702.26a): at once, the active player's phased-in
    permanents with phasing phase out, and the permanents that phased out directly under their
    control phase in, each with what is attached to it (702.26g)."""
    active = state.turn.active
    # What was attached phases in after the rest, to find its permanent back (702.26i).
    coming = sorted(
        (o for o in phased_out(state) if o.phased_out_under == active),
        key=lambda o: o.attached_to is not None,
    )
    going = [
        o
        for o in state.battlefield()
        if PHASING in characteristics(state, o).keywords and controller_of(state, o) == active
    ]
    # One attached to another that phases out goes with it, indirectly only (702.26h).
    indirect = {a.id for o in going for a in _attached(state, o.id, Zone.BATTLEFIELD)}
    going = [o for o in going if o.id not in indirect]
    events: list[Event] = []
    for obj in coming:
        state, along = phase_in(state, state.objects[obj.id])
        events.append(_event(state, "phase_in", obj.id, along, active))
    for obj in going:
        state, along = phase_out(state, state.objects[obj.id], active)
        events.append(_event(state, "phase_out", obj.id, along, active))
    return state, events


def _event(state: GameState, kind: str, object_id: str, along: list[str], active: str) -> Event:
    """The event of one permanent phasing in or out in player `active`'s untap step."""
    name = describe(state, state.objects[object_id])
    if kind == "phase_in":
        text = (
            f"{name} phases in: it phased out under player {active}'s control, and it is "
            "their untap step (502.1); the game treats it as though it exists again."
        )
        rules: tuple[str, ...] = ("502.1", "702.26c")
    else:
        text = (
            f"{name} phases out: it has phasing (502.1, 702.26a); until it phases in, it is "
            "treated as though it doesn't exist."
        )
        rules = ("502.1", "702.26a", "702.26b")
    if along:
        verb = "phases" if len(along) == 1 else "phase"
        verb += " in" if kind == "phase_in" else " out"
        text += f" {_words(state, along)}, attached to it, {verb} with it (702.26g)."
        rules += ("702.26g",)
    return event(kind, text, *rules, objects=[object_id, *along])


@handles(PhaseOut)
def _phase_out_instruction(state: GameState, instr: PhaseOut, ctx: Context) -> Result:
    """ "All permanents you control phase out.", "Target creature phases out.": each phases out
    directly, under its controller (702.26b), what is attached to it indirectly with it
    (702.26g; one that would phase out both ways phases out indirectly only, 702.26h); it
    phases in during that player's next untap step (702.26a, 502.1)."""
    if instr.target is not None:
        going = ctx.objects(state, instr.target)
    else:
        going = ctx.each(state, instr.filter)
    indirect = {a.id for o in going for a in _attached(state, o.id, Zone.BATTLEFIELD)}
    going = [o for o in going if o.id not in indirect and o.zone is Zone.BATTLEFIELD]
    events: list[Event] = []
    for obj in going:
        under = controller_of(state, obj)
        name = describe(state, obj)
        state, along = phase_out(state, state.objects[obj.id], under)
        text = (
            f"{name} phases out under player {under}'s control: until it phases in during "
            "their next untap step, it is treated as though it doesn't exist."
        )
        rules: tuple[str, ...] = ("702.26b",)
        if along:
            verb = "phases out" if len(along) == 1 else "phase out"
            text += f" {_words(state, along)}, attached to it, {verb} with it (702.26g)."
            rules += ("702.26g",)
        events.append(event("phase_out", text, *rules, objects=[obj.id, *along]))
    if not going:
        events.append(event("no_effect", "There is nothing to phase out.", "609.3"))
    return state, events

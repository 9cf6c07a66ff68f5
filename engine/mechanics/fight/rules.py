"""Fight (CR 701.14) and "deals damage equal to its power to" (a "bite"): one mechanism in which a
creature, not the resolving spell or ability, deals the damage.

The creature is the damage's source (120.2b), so everything about a source applies: its
deathtouch (702.2b) and lifelink (702.15b), protection from it (702.16e), prevention effects
(615). It isn't combat damage (701.14d). The powers are read as the instruction is followed
(608.2h), and in a fight both creatures deal their damage at once (701.14a): each amount is
fixed before either is dealt, so -1/-1 counters from wither or infect on one don't shrink what
the other deals.

Which creatures take part: a fight needs both to be creatures on the battlefield and, where
they are targets, legal ones (701.14b), or neither deals damage. A bite is not a fight: its
source creature and what it damages are targets, and an illegal target is neither made to deal
damage nor dealt any (608.2b).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, describe_target, event, ref_id
from engine.core.state import Event, GameObject, GameState, Target, Zone
from engine.derived.characteristics import characteristics
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.fight.model import Bite, Fight
from engine.operations.damage import deal_damage


def _chosen(state: GameState, index: int) -> tuple[Target, ...]:
    """The targets chosen for spec `index` as the resolving object was put on the stack (601.2c,
    603.3d), illegal ones included: to tell "none was chosen" from "it became illegal"."""
    if state.resolving is None:
        return ()
    item = state.resolving.item
    entry = state.abilities.get(item) or state.objects.get(item)
    chosen = entry.targets if entry is not None else ()
    return chosen[index] if index < len(chosen) else ()


def _power(state: GameState, obj: GameObject) -> int:
    """Its power now (608.2h); a negative power deals no damage (107.1b)."""
    return max(0, characteristics(state, obj).power or 0)


def _creature(state: GameState, ctx: Context, ref: v.TargetRef) -> tuple[GameObject | None, str]:
    """The creature `ref` names if it can take part — a creature on the battlefield, a legal
    target if it is one — else None and why not, in words."""
    found = ctx.objects(state, ref)
    if isinstance(ref, int):
        if not found:
            chosen = _chosen(state, ref)
            if not chosen:
                return None, "no target was chosen"
            return None, f"{describe_target(state, chosen[0])} is no longer a legal target"
    elif not found:
        return None, "this object is gone" if ref == "self" else "it enchants nothing"
    obj = found[0]
    if obj.zone is not Zone.BATTLEFIELD:
        return None, f"{describe(state, obj)} is no longer on the battlefield"
    if not characteristics(state, obj).is_creature:
        return None, f"{describe(state, obj)} is no longer a creature"
    return obj, ""


def _deal(state: GameState, source: GameObject, to: GameObject | Target, amount: int) -> Result:
    """`source` deals `amount` damage to `to`, as it is now (not combat damage, 701.14d)."""
    source = state.current(source.ref) or source
    target = to.ref if isinstance(to, GameObject) else to
    return deal_damage(state, source, target, amount)


@handles(Fight)
def _fight(state: GameState, instr: Fight, ctx: Context) -> Result:
    one, why_one = _creature(state, ctx, instr.by)
    other, why_other = _creature(state, ctx, instr.target)
    if one is None or other is None:
        objects = [o.id for o in (one, other) if o is not None]
        if "no target was chosen" in (why_one, why_other):
            # "Up to one target" with none chosen: there is nothing to fight (609.3).
            return state, [
                event(
                    "fight",
                    f"{describe(state, ctx.source)}: no creature was chosen to fight, so there is "
                    "no fight.",
                    "609.3",
                    objects=objects,
                )
            ]
        why = "; ".join(w for w in (why_one, why_other) if w)
        return state, [
            event(
                "fight",
                f"{describe(state, ctx.source)}: no fight — {why}, so neither creature fights or "
                "deals damage.",
                "701.14b",
                objects=objects,
            )
        ]
    if one.ref == other.ref:
        power = _power(state, one)
        said = event(
            "fight",
            f"{describe(state, one)} fights itself: it deals damage equal to twice its power "
            f"({2 * power}) to itself.",
            "701.14c",
            objects=[one.id],
        )
        state, dealt = _deal(state, one, one, 2 * power)
        return state, [said, *dealt]
    first, second = _power(state, one), _power(state, other)
    events: list[Event] = [
        event(
            "fight",
            f"{describe(state, one)} ({first} power) fights {describe(state, other)} ({second} "
            "power): each deals damage equal to its power to the other, not combat damage.",
            "701.14a",
            "701.14d",
            objects=[one.id, other.id],
        )
    ]
    state, dealt = _deal(state, one, other, first)
    events += dealt
    state, dealt = _deal(state, other, one, second)
    return state, events + dealt


def _victims(state: GameState, instr: Bite, ctx: Context) -> tuple[GameObject | Target, ...]:
    """What the creature deals its damage to: the target, or the card itself while it is on the
    battlefield (120.1a: an object elsewhere can't be dealt damage)."""
    if not isinstance(instr.to, int):
        itself = state.current(ctx.source.ref)
        on = itself is not None and itself.zone is Zone.BATTLEFIELD
        return (itself,) if itself is not None and on else ()
    return tuple(ctx.targets[instr.to]) if instr.to < len(ctx.targets) else ()


def _biter(state: GameState, ctx: Context, ref: int | str) -> tuple[GameObject | None, str]:
    """The creature dealing a bite's damage: a target as `_creature` finds it, or the creature
    a trigger event names — not a target, so one that has left the battlefield still deals the
    damage, as it last existed there (608.2h; Warstorm Surge's and Electropotence's rulings)."""
    if isinstance(ref, int):
        return _creature(state, ctx, ref)
    _, known = ctx.permanent(state, "that_creature")
    return (known, "") if known is not None else (None, "that creature can't be found")


@handles(Bite)
def _bite(state: GameState, instr: Bite, ctx: Context) -> Result:
    source, why = _biter(state, ctx, instr.by)
    victims = _victims(state, instr, ctx)
    if instr.to == "self" and source is not None and not victims:
        return state, [
            event(
                "bite",
                f"{describe(state, ctx.source)} is no longer on the battlefield: no damage is "
                "dealt to it.",
                "120.1a",
                objects=[source.id],
            )
        ]
    if source is None or not victims:
        if source is not None and isinstance(instr.to, int):
            chosen = _chosen(state, instr.to)
            why = (
                f"{describe_target(state, chosen[0])} is no longer a legal target"
                if chosen
                else "no target was chosen"
            )
        objects = [*([source.id] if source is not None else []), *map(_id, victims)]
        return state, [
            event(
                "bite",
                f"{describe(state, ctx.source)}: no damage is dealt — {why}.",
                # An illegal target neither deals damage nor is dealt any (608.2b).
                "609.3" if why == "no target was chosen" else "608.2b",
                objects=objects,
            )
        ]
    victim = victims[0]
    power = _power(state, source)
    # The creature a trigger event names deals it even once gone, as it last existed (608.2h).
    gone = state.current(source.ref) is None
    said = event(
        "bite",
        f"{describe(state, source)} deals damage equal to its power ({power}) to "
        f"{_said(state, victim)}: the creature is the source of the damage"
        + (", as it last existed on the battlefield." if gone else "."),
        "120.2b",
        *(("608.2h",) if gone else ()),
        objects=[source.id, _id(victim)],
    )
    state, dealt = _deal(state, source, victim, power)
    return state, [said, *dealt]


def _said(state: GameState, victim: GameObject | Target) -> str:
    return (
        describe(state, victim)
        if isinstance(victim, GameObject)
        else describe_target(state, victim)
    )


def _id(victim: GameObject | Target) -> str:
    return victim.id if isinstance(victim, GameObject) else ref_id(victim)

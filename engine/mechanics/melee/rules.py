"""Melee (CR 702.121) in play: the triggered ability the keyword stands for, built from it and
found by the one trigger scanner, and its instruction's handler.

Attackers are declared once each combat (508.1), so the opponents "you attacked with a creature
this combat" are those the declaration names: each opponent a creature its controller controls
was declared attacking — the player, not a planeswalker or battle they control or protect (506.3,
508.1b) — counted as the ability triggers, so a creature removed from combat later still counts
(its rulings). The bonus is a continuous effect from a resolving ability, until end of turn, in
layer 7c (611.2a, 613.4c); a creature that has left the battlefield gets none (400.7).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.occurrences import Attacks, Occurrence
from engine.core.state import GameObject, GameState, Info, Zone
from engine.derived.characteristics import controller_of
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.melee.model import MELEE, OPPONENTS_ATTACKED, RULE, MeleeBonus
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import stands_for

#: The triggered ability "Melee" stands for (702.121a).
melee_ability = stands_for(
    MELEE,
    RULE,
    v.Triggered(
        trigger=v.Trigger(event="attacks", condition=OPPONENTS_ATTACKED),
        effects=(MeleeBonus(),),
        text="Melee (whenever this creature attacks, it gets +1/+1 until end of turn for each "
        "opponent you attacked with a creature this combat)",
    ),
)


@trigger_condition(OPPONENTS_ATTACKED)
def _opponents_attacked(
    state: GameState, occ: Occurrence, source: GameObject, info: Info
) -> Info | None:
    """How many opponents its controller attacked with a creature as attackers were declared
    (702.121a): the ability triggers whatever the number, 0 included."""
    del info
    if not isinstance(occ, Attacks):
        return None
    you = controller_of(state, source)
    attacked = {
        a.defender
        for a in occ.attackers
        if a.controller == you and a.planeswalker is None and a.defender != you
    }
    return (("opponents_attacked", len(attacked)),)


@handles(MeleeBonus)
def _melee(state: GameState, instr: MeleeBonus, ctx: Context) -> Result:
    """+1/+1 until end of turn for each opponent counted (702.121a)."""
    del instr
    n = int(dict(ctx.info).get("opponents_attacked", 0))
    obj = state.current(ctx.source.ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return state, []
    plural = "opponent" if n == 1 else "opponents"
    said = event(
        "melee",
        f"{describe(state, obj)} gets +{n}/+{n} until end of turn: its controller attacked {n} "
        f"{plural} with a creature this combat.",
        RULE,
        objects=[obj.id],
    )
    if n == 0:
        return state, [said]
    bonus = v.ApplyContinuous(
        target="self", modifications=(v.ModifyPowerToughness(power=n, toughness=n),)
    )
    state, events = perform(state, bonus, ctx)
    return state, [said, *events]

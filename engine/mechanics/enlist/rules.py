"""Enlist (CR 702.154) in play: the optional cost to attack (702.154b, 508.1g) and its linked
triggered ability (607.2h), which the keyword stands for.

As attackers are declared, after they become tapped (508.1f), the active player is asked, for
each attacking creature with enlist, which creature to tap for it, if any (508.1g, through the
one choice mechanism: up to one of the untapped creatures they control that aren't attacking
and have haste or have been under their control continuously since the turn began, 702.154a,
302.6; never the creature itself, 702.154c). Tapping one pays the cost (508.1j) and the linked
ability triggers, remembering that creature; as it resolves the attacker gets +X/+0 until end of
turn, X the enlisted creature's power as it is or as it last existed (608.2h).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.occurrences import Enlisted
from engine.core.primitives import that_creature
from engine.core.state import ChoiceKind, Event, GameObject, GameState, Info, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.enlist.model import COST_RULE, ENLIST, ENLISTS, RULE, EnlistBoost
from engine.modifiers.tapping import tap
from engine.modifiers.trigger_matchers import Watching, matcher
from engine.modifiers.triggers import fire, stands_for
from engine.operations.optional_attack_costs import optional_attack_cost

stands_for(
    ENLIST,
    RULE,
    v.Triggered(
        trigger=v.Trigger(event=ENLISTS),
        effects=(EnlistBoost(),),
        text="Enlist (when you do, this creature gets +X/+0 until end of turn, where X is the "
        "tapped creature's power)",
    ),
)


@matcher(ENLISTS, Enlisted)
def _enlists(w: Watching, occ: Enlisted) -> list[Info]:
    """Enlist's "When you do" (702.154a, 607.2h): the creature that enlisted, remembering the
    creature it tapped ("the tapped creature")."""
    return [that_creature(occ.enlisted.ref)] if occ.obj.id == w.source.id else []


def _can_enlist(state: GameState, attacker: GameObject, other: GameObject) -> bool:
    """Whether `attacker` could tap `other` for enlist (702.154a, 702.154c)."""
    if other.id == attacker.id or other.tapped or other.zone is not Zone.BATTLEFIELD:
        return False
    chars = characteristics(state, other)
    if not chars.is_type("Creature") or controller_of(state, other, chars) != attacker.controller:
        return False
    combat = state.combat
    if combat is not None and any(a.ref.id == other.id for a in combat.attackers):
        return False
    return chars.has("Haste") or not other.summoning_sick


def enlist(state: GameState, attacker: GameObject) -> tuple[GameState, list[Event]]:
    """Offer `attacker`'s enlist, if it has it (702.154b, 508.1g): tap up to one creature for it
    and trigger the linked ability."""
    chars = characteristics(state, attacker)
    if not chars.has(ENLIST):
        return state, []
    player = controller_of(state, attacker, chars)
    options = tuple(o.id for o in state.battlefield() if _can_enlist(state, attacker, o))
    if not options:
        return state, []
    name = describe(state, attacker)
    question = f"Player {player}: tap up to one creature for {name}'s enlist?"
    answer = ask(
        NeedChoice(
            ChoiceKind.ANY_NUMBER,
            player,
            question,
            (COST_RULE, "508.1g"),
            options,
            min=0,
            max=1,
            labels=tuple(describe(state, state.objects[i]) for i in options),
        )
    )
    chosen = [state.objects[i] for i in answer or ()]
    if not chosen:
        return state, []
    (enlisted,) = chosen
    state, tapped = tap(state, enlisted)
    said = event(
        "enlist",
        f"{name} enlists {describe(state, enlisted)}: player {player} taps it as {name} attacks "
        "(an optional cost to attack).",
        COST_RULE,
        "508.1g",
        "702.154c",
        objects=[attacker.id, enlisted.id],
    )
    now = state.current(attacker.ref) or attacker
    state, fired = fire(state, Enlisted(now, state.current(enlisted.ref) or enlisted))
    return state, [said, *tapped, *fired]


@handles(EnlistBoost)
def _boost(state: GameState, instr: EnlistBoost, ctx: Context) -> Result:
    """+X/+0 until end of turn to the attacker, X the enlisted creature's power as it is or last
    existed (702.154a, 608.2h); one that has left the battlefield is a new object (400.7)."""
    del instr
    attacker = state.current(ctx.source.ref)
    enlisted = ctx.as_it_was(state, "that_creature")
    if attacker is None or attacker.zone is not Zone.BATTLEFIELD or enlisted is None:
        return state, []
    x = characteristics(state, enlisted).power or 0
    boost = (v.ModifyPowerToughness(power=x, toughness=0),)
    state = state.begin_effect(
        attacker,
        affected=(attacker.ref,),
        duration="end_of_turn",
        modifications=boost,
        controller=ctx.controller,
        source_ref=attacker.ref,
    )
    said = event(
        "continuous_effect",
        f"{describe(state, attacker)} gets +{x}/+0 until end of turn ({describe(state, enlisted)}"
        f"'s power is {x}).",
        RULE,
        "611.2a",
        "613.4c",
        objects=[attacker.id, enlisted.id],
    )
    return state, [said]


optional_attack_cost("enlist", enlist)

"""The events that say an ability triggered (603.2): at the beginning of a step (503.1, 507.2,
513.1) or of the first main phase (505.1), as attackers (508.3a) or blockers (509.3a-d) are
declared, as a permanent becomes tapped or untapped (603.2e) or is given counters (122.6);
`engine.modifiers.triggers` makes them."""

from __future__ import annotations

from engine.cards.vocabulary import Filter, Triggered
from engine.core.events import describe, event
from engine.core.occurrences import (
    Attacks,
    BecameTapped,
    BecameUntapped,
    Blocks,
    CountersPut,
    Occurrence,
    StepBegins,
)
from engine.core.state import Event, GameObject, GameState, Info, ObjectId, Step

#: The steps "at the beginning of" abilities watch, in words, with the rule of the step.
STEP_WORDS = {
    Step.UPKEEP: ("upkeep", "503.1"),
    Step.BEGINNING_OF_COMBAT: ("beginning of combat step", "507.2"),
    Step.END: ("end step", "513.1"),
    Step.END_OF_COMBAT: ("end of combat step", "511.2"),
    Step.MAIN1: ("first main phase", "505.1"),
}


def announce(
    state: GameState,
    occ: Occurrence,
    source: GameObject,
    ability: Triggered,
    info: Info,
    ability_id: ObjectId,
) -> Event | None:
    """The event saying an ability triggered, where the moment isn't an event of its own."""
    if isinstance(occ, StepBegins) and occ.step in STEP_WORDS:
        step, rule = STEP_WORDS[occ.step]
        return event(
            "triggered",
            f"The {step} begins: {describe(state, source)}'s ability triggers (“{ability.text}”).",
            "603.2",
            rule,
            objects=[ability_id, source.id],
        )
    if isinstance(occ, Attacks) and ability.trigger.attackers_at_least is not None:
        # "Whenever you attack [with two or more creatures]": once for the declaration (508.3d).
        return event(
            "triggered",
            f"{describe(state, source)}'s ability triggers: its controller attacks "
            f"player {dict(info)['defender']} (“{ability.text}”).",
            "508.3d" if _any_attack(ability) else "508.3c",
            "603.2",
            objects=[ability_id, source.id],
        )
    if isinstance(occ, Attacks):
        attacker = str(dict(info)["attacker"])
        return event(
            "triggered",
            f"{describe(state, source)}'s ability triggers: "
            f"{describe(state, state.objects[attacker])} attacks player "
            f"{dict(info)['defender']}.",
            "508.3a",
            "603.2",
            objects=[ability_id, source.id, attacker],
        )
    if isinstance(occ, BecameTapped):
        # Only a permanent that was untapped becomes tapped (603.2e), whatever tapped it.
        return event(
            "triggered",
            f"{describe(state, occ.obj)} becomes tapped: {describe(state, source)}'s ability "
            f"triggers (“{ability.text}”).",
            "603.2e",
            objects=[ability_id, *dict.fromkeys((source.id, occ.obj.id))],
        )
    if isinstance(occ, BecameUntapped):
        # Only a permanent that was tapped becomes untapped (603.2e, 701.26b): in an untap step
        # the ability waits for the upkeep, when a player next receives priority (502.4).
        return event(
            "triggered",
            f"{describe(state, occ.obj)} becomes untapped: {describe(state, source)}'s ability "
            f"triggers (“{ability.text}”).",
            "603.2e",
            "701.26b",
            objects=[ability_id, *dict.fromkeys((source.id, occ.obj.id))],
        )
    if isinstance(occ, CountersPut) and ability.trigger.event == "counters_put":
        # Counters put on it, by an effect or as it entered with them (122.6).
        return event(
            "triggered",
            f"{occ.after - occ.before} {occ.counter} counter(s) put on "
            f"{describe(state, occ.obj)}: {describe(state, source)}'s ability triggers "
            f"(“{ability.text}”).",
            "122.6",
            "603.2",
            objects=[ability_id, *dict.fromkeys((source.id, occ.obj.id))],
        )
    if isinstance(occ, Blocks):
        role = ability.trigger.combat_role
        blocked = any(b.ref == source.ref for b in occ.blockers)
        rule = {"blocks": "509.3a", "blocked_by": "509.3d", "becomes_blocked": "509.3c"}.get(
            role, "509.3a" if blocked else "509.3c"
        )
        if role == "blocks" and ability.trigger.filter != Filter():
            # The card's own filter is the creature it blocks (509.3b); another creature's
            # trigger filters the blocker, once however many it blocks (509.3a).
            rule = "509.3b" if ability.trigger.scope == "self" else "509.3a"
        if role == "blocks_or_blocked_by":
            rule = "509.3b" if blocked else "509.3d"  # once for each such creature
        that = str(dict(info)["that_creature"])
        return event(
            "triggered",
            f"Blockers are declared: {describe(state, source)}'s ability triggers "
            f"(“{ability.text}”; {describe(state, state.objects[that])}).",
            rule,
            "603.2",
            objects=[ability_id, source.id, that],
        )
    return None


def _any_attack(ability: Triggered) -> bool:
    """ "Whenever you attack" (508.3d), rather than "… attack with [creatures]" (508.3c)."""
    t = ability.trigger
    return t.attackers_at_least == 1 and t.filter in (Filter(), Filter(types=("Creature",)))

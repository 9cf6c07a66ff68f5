"""Cumulative upkeep (CR 702.24) in play: an upkeep trigger of a permanent, built from the keyword
and found by the one trigger scanner.

"Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this permanent is on the
battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter on
it. If you don't, sacrifice it." (702.24a) Each instance counts all the age counters as it
resolves (702.24b). With a life cost ("Cumulative upkeep—Pay 1 life"), the life for each age
counter is paid at once, only by a player with at least that much life (119.4); with a sacrifice
cost ("Cumulative upkeep—Sacrifice a creature"), one such permanent for each age counter, chosen
by its controller, only by one who controls that many (701.21a, 118.3).
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import PutCounters, SacrificeUnlessPays, Trigger, Triggered
from engine.cards.wording import counter_words
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import ChoiceKind, GameState, Zone
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.chosen_permanents import choose_own, noun
from engine.mechanics.cumulative_upkeep.model import (
    CUMULATIVE_UPKEEP,
    CUMULATIVE_UPKEEP_LIFE,
    CUMULATIVE_UPKEEP_SACRIFICE,
    SACRIFICED,
    SacrificeUnlessPaysLife,
    SacrificeUnlessSacrifices,
)
from engine.modifiers import life_totals, turn_history
from engine.modifiers.triggers import keyword_trigger
from engine.operations.basic import sacrifice


@keyword_trigger(CUMULATIVE_UPKEEP, "702.24a")
@cache
def cumulative_upkeep_ability(cost: str) -> Triggered:
    """The triggered ability "Cumulative upkeep [cost]" stands for (702.24a)."""
    return Triggered(
        trigger=Trigger(event="beginning_of_upkeep"),
        effects=(
            PutCounters(counter="age"),
            SacrificeUnlessPays(cost=cost, per_counter="age"),
        ),
        text=f"Cumulative upkeep {cost} (at the beginning of your upkeep, put an age counter on "
        f"this, then sacrifice it unless you pay {cost} for each age counter on it)",
    )


@keyword_trigger(CUMULATIVE_UPKEEP_LIFE, "702.24a")
@cache
def cumulative_upkeep_life_ability(parameter: str) -> Triggered:
    """The triggered ability "Cumulative upkeep—Pay N life" stands for (702.24a); `parameter`
    is "N life"."""
    life = int(parameter.split(" ")[0])
    return Triggered(
        trigger=Trigger(event="beginning_of_upkeep"),
        effects=(PutCounters(counter="age"), SacrificeUnlessPaysLife(life=life)),
        text=f"Cumulative upkeep—Pay {life} life (at the beginning of your upkeep, put an age "
        f"counter on this, then sacrifice it unless you pay {life} life for each age counter "
        "on it)",
    )


@handles(SacrificeUnlessPaysLife)
def _pay_life(state: GameState, instr: SacrificeUnlessPaysLife, ctx: Context) -> Result:
    """Pay N life for each age counter, all or none, or sacrifice it (702.24a); a player can pay
    life only with a life total of at least that much (119.4), and isn't asked otherwise."""
    permanent = state.current(ctx.source.ref)
    if permanent is None or permanent.zone is not Zone.BATTLEFIELD:
        text = f"{describe(state, ctx.source)} is no longer on the battlefield; nothing happens."
        return state, [event("unless_pays", text, "702.24a", objects=[ctx.source.id])]
    payer = ctx.controller
    counters = permanent.counter("age")
    life = instr.life * counters
    name = describe(state, permanent)
    each = f"{instr.life} life for each of its {counter_words(counters, 'age')}, 702.24a"
    can = life_totals.cant_pay_life(state, payer, life) is None
    paid = can and bool(
        ask(
            NeedChoice(
                ChoiceKind.PAY,
                payer,
                f"Player {payer}: pay {life} life ({each}) or sacrifice {name}.",
                ("702.24a", "119.4"),
                ("true", "false"),
            )
        )
    )
    player = state.player(payer)
    if paid:
        state = state.with_player(replace(player, life=player.life - life))
        state = turn_history.lost_life(state, payer, life)
        text = (
            f"Player {payer} pays {life} life ({each}; {player.life} → {player.life - life}); "
            f"{name} isn't sacrificed."
        )
        return state, [
            event("unless_pays", text, "702.24a", "119.4", objects=[payer, permanent.id])
        ]
    why = " doesn't pay" if can else f", at {player.life} life, can't pay"
    text = f"Player {payer}{why} {life} life ({each}), so {name} is sacrificed."
    said = event("unless_pays", text, "702.24a", "119.4", objects=[payer, permanent.id])
    state, events = sacrifice(state, permanent)
    return state, [said, *events]


@keyword_trigger(CUMULATIVE_UPKEEP_SACRIFICE, "702.24a")
@cache
def cumulative_upkeep_sacrifice_ability(parameter: str) -> Triggered:
    """The triggered ability "Cumulative upkeep—Sacrifice [a permanent]" stands for (702.24a);
    `parameter` is what is sacrificed ("a creature")."""
    return Triggered(
        trigger=Trigger(event="beginning_of_upkeep"),
        effects=(
            PutCounters(counter="age"),
            SacrificeUnlessSacrifices(filter=SACRIFICED[parameter], said=parameter),
        ),
        text=f"Cumulative upkeep—Sacrifice {parameter} (at the beginning of your upkeep, put an "
        f"age counter on this, then sacrifice it unless you sacrifice {parameter} for each age "
        "counter on it)",
    )


@handles(SacrificeUnlessSacrifices)
def _pay_sacrifices(state: GameState, instr: SacrificeUnlessSacrifices, ctx: Context) -> Result:
    """Sacrifice a permanent the keyword names for each age counter, all or none, or sacrifice
    this permanent (702.24a); its controller chooses which (701.21a), and isn't asked when they
    control fewer than that many (118.3). This permanent may be among them."""
    permanent = state.current(ctx.source.ref)
    if permanent is None or permanent.zone is not Zone.BATTLEFIELD:
        text = f"{describe(state, ctx.source)} is no longer on the battlefield; nothing happens."
        return state, [event("unless_pays", text, "702.24a", objects=[ctx.source.id])]
    payer = ctx.controller
    counters = permanent.counter("age")
    name = describe(state, permanent)
    each = f"{instr.said} for each of its {counter_words(counters, 'age')}, 702.24a"
    many = f"{counters} {noun(instr.filter)}{'s' * (counters != 1)}"
    mine = [
        o
        for o in state.battlefield()
        if controller_of(state, o) == payer
        and matches(state, o, instr.filter, payer, ctx.source.id) is None
    ]
    can = len(mine) >= counters
    paid = can and bool(
        ask(
            NeedChoice(
                ChoiceKind.PAY,
                payer,
                f"Player {payer}: sacrifice {many} ({each}) or sacrifice {name}.",
                ("702.24a", "701.21a"),
                ("true", "false"),
            )
        )
    )
    if paid:
        events = []
        chosen = choose_own(state, payer, counters, instr.filter, ctx, "sacrifice", ("702.24a",))
        for obj in chosen:
            state, more = sacrifice(state, obj, why=f" to pay the cumulative upkeep of {name}")
            events += more
        text = f"Player {payer} sacrifices {many} ({each}); {name} isn't sacrificed."
        if any(o.id == permanent.id for o in chosen):
            text = f"Player {payer} sacrifices {many} ({each}), {name} among them."
        return state, [
            *events,
            event("unless_pays", text, "702.24a", objects=[payer, permanent.id]),
        ]
    why = " doesn't" if can else f" controls {len(mine)} and can't"
    text = f"Player {payer}{why} sacrifice {many} ({each}), so {name} is sacrificed."
    rules = ("702.24a", "701.21a", *(() if can else ("118.3",)))
    said = event("unless_pays", text, *rules, objects=[payer, permanent.id])
    state, events = sacrifice(state, permanent)
    return state, [said, *events]

"""The basic instructions (CR 608.2c, 610): what a resolving spell or ability's damage, life,
destroy, counter, zone-change, tap, counters and token instructions do (those whose effects last
are in `engine.instructions.lasting`, the copy instructions in `engine.instructions.copying`).

Each handler is registered for its instruction kind (`engine.instructions.perform.handles`) and does
the instruction "as much as possible" (609.3); the game actions themselves live in
`engine.operations` (`basic`, `damage`). Keyword actions register their own handlers in
`engine.mechanics`.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.vocabulary.bounds import MAX_PT
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.mana import ManaError, parse_cost
from engine.core.replace import replace
from engine.core.state import (
    ChoiceKind,
    Event,
    GameState,
    ObjectRef,
    PlayerId,
    PlayerTarget,
    Target,
    Zone,
)
from engine.derived.characteristics import controller_of
from engine.derived.conditions import holds
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.delayed_triggers import token_later, tokens_later
from engine.mechanics.equipment.model import Attach
from engine.modifiers import life_totals, turn_history
from engine.modifiers.search_limits import cant_choose_search
from engine.modifiers.tapping import tap, untap
from engine.operations.attacking import enter_attacking
from engine.operations.basic import (
    counter,
    draw,
    gain_life,
    pay_energy,
    return_to_hand,
    sacrifice,
)
from engine.operations.countering import counter_ability
from engine.operations.counters import put_counters
from engine.operations.damage import deal_damage, deal_damage_together
from engine.operations.tokens import create_token, not_created
from engine.operations.zones import move

# -- damage, life ---------------------------------------------------------------------------------


@handles(v.DamageAttacked)
def _damage_attacked(state: GameState, instr: v.DamageAttacked, ctx: Context) -> Result:
    """Damage to the player the triggering attacker attacks (508.5: it stays that player even
    if the creature has left combat)."""
    defender = dict(ctx.info).get("defender")
    if defender is None or state.player(defender).lost:
        return state, []
    return deal_damage(state, ctx.source, PlayerTarget(defender), ctx.amount(instr.amount))


@handles(v.DealDamage)
def _damage(state: GameState, instr: v.DealDamage, ctx: Context) -> Result:
    events: list[Event] = []
    if instr.to == "you":
        return deal_damage(
            state, ctx.source, PlayerTarget(ctx.controller), ctx.amount(instr.amount)
        )
    if instr.to == "self":  # "This creature deals 1 damage to itself" (Stuffy Doll)
        me = state.current(ctx.source.ref)
        if me is None or me.zone is not Zone.BATTLEFIELD:
            return state, []
        return deal_damage(state, ctx.source, me.ref, ctx.amount(instr.amount))
    if instr.to == "that_creature":  # the creature the trigger event named, if still it (400.7)
        for obj in ctx.objects(state, "that_creature"):
            state, more = deal_damage(state, ctx.source, obj.ref, ctx.amount(instr.amount))
            events += more
        return state, events
    if isinstance(instr.to, str):
        # Each opponent (115.10a), the player the trigger event names (603.2), the controller
        # of a target as it is or last existed (608.2h), or the player chosen as it entered.
        named = (
            ctx.players(state, instr.to, instr.target)
            if instr.to in ("that_player", "controller", "chosen_player")
            else None
        )
        n = ctx.amount(instr.amount)
        dealt = [
            (ctx.source, PlayerTarget(player), n)
            for player in state.in_game()
            if (player != ctx.controller if named is None else player in named)
        ]
        return deal_damage_together(state, dealt)
    n = ctx.amount(instr.amount)
    targets = ctx.targets[instr.to] if instr.to < len(ctx.targets) else ()
    return deal_damage_together(state, [(ctx.source, target, n) for target in targets])


@handles(v.DamageEach)
def _damage_each(state: GameState, instr: v.DamageEach, ctx: Context) -> Result:
    """Damage to each matching permanent (and each player or each opponent), untargeted
    (115.10a)."""
    you = ctx.controller
    if instr.filter_player is not None:
        # "Each creature that player or that planeswalker's controller controls" (109.5).
        whose = ctx.target_player(state, instr.filter_player)
        if whose is None:
            text = f"{describe(state, ctx.source)}: whose creatures is unknown (an illegal target)."
            return state, [event("no_effect", text, "608.2b", objects=[ctx.source.id])]
        you = whose
    flt = instr.filter
    recipients: list[Target] = [
        o.ref
        for o in state.battlefield()
        if flt is not None and matches(state, o, flt, you, ctx.source.id) is None
    ]
    if instr.players:
        opponents = instr.players == "opponents"
        recipients += [PlayerTarget(p) for p in state.in_game() if not opponents or p != you]
    n = ctx.amount(instr.amount)
    return deal_damage_together(state, [(ctx.source, target, n) for target in recipients])


def players_of(
    state: GameState, instr: v.Draw | v.GainLife | v.LoseLife, ctx: Context
) -> list[PlayerId]:
    """The players an instruction about players acts on (`Context.players`)."""
    return ctx.players(state, instr.player, instr.target)


@handles(v.GainLife)
def _gain_life(state: GameState, instr: v.GainLife, ctx: Context) -> Result:
    n = ctx.amount(instr.amount)
    events = []
    for pid in players_of(state, instr, ctx):
        player = state.player(pid)
        gained, stopped = life_totals.life_change(state, pid, n)
        events += stopped
        if stopped and gained <= 0:
            continue  # their life total can't change (119.7)
        state = gain_life(state, pid, gained)
        events.append(
            event(
                "life",
                f"Player {pid} gains {gained} life ({player.life} → {player.life + gained}).",
                "119.3",
                objects=[pid],
            )
        )
    return state, events


@handles(v.LoseLife)
def _lose_life(state: GameState, instr: v.LoseLife, ctx: Context) -> Result:
    who = players_of(state, instr, ctx)
    events = []
    n = ctx.amount(instr.amount)
    total = 0
    for pid in who:
        player = state.player(pid)
        lost, stopped = life_totals.life_change(state, pid, -n)
        if stopped:
            events += stopped
            continue
        state = state.with_player(replace(player, life=player.life + lost))
        state = turn_history.lost_life(state, pid, -lost)
        total -= lost
        events.append(
            event(
                "life",
                f"Player {pid} loses {n} life ({player.life} → {player.life - n}).",
                "119.3",
                objects=[pid],
            )
        )
    if instr.then_gain:
        # "You gain life equal to the life lost this way": what was lost, not what was said.
        state, more = _gain_life(state, v.GainLife(amount=total), ctx)
        events += [
            replace(e, rules=(*e.rules, "608.2c"), text=f"{e.text[:-1]}: the life lost this way.")
            if e.kind == "life"
            else e
            for e in more
        ]
    return state, events


# -- stack ----------------------------------------------------------------------------------------


@handles(v.CounterSpell)
def _counter(state: GameState, instr: v.CounterSpell, ctx: Context) -> Result:
    events: list[Event] = []
    refs: tuple[ObjectRef | PlayerTarget, ...]
    if instr.target is None:  # the spell that triggered it, if still on the stack (701.6a)
        item = dict(ctx.info).get("spell") or ""
        spell = state.objects.get(item)
        refs = (spell.ref,) if spell is not None and spell.zone is Zone.STACK else ()
        if item in state.abilities:
            # "Counter that spell or ability" (Kira): the ability that targeted it (701.6a).
            refs = (ObjectRef(item, 0),)
    else:
        refs = ctx.targets[instr.target] if instr.target < len(ctx.targets) else ()
    for target in refs:
        if isinstance(target, ObjectRef) and (obj := state.current(target)) is not None:
            state, more = counter(state, obj, ctx.source, instr.to)
            events += more
        elif isinstance(target, ObjectRef) and target.id in state.abilities:
            state, more = counter_ability(state, target.id, ctx.source, bind=instr.bind_source)
            events += more
    return state, events


# -- zones ----------------------------------------------------------------------------------------


@handles(v.ReturnToHand)
def _bounce(state: GameState, instr: v.ReturnToHand, ctx: Context) -> Result:
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        # The trigger's own card, or the card the creature it names became, moved since it
        # triggered, found where it went (400.7e, 400.7f).
        moved = obj.zone is not Zone.BATTLEFIELD
        if instr.target == "that_card":
            found = "400.7e" if moved else ""
        else:
            found = ctx.follows_source if instr.target == "self" and moved else ""
        state, more = return_to_hand(state, obj, found_by=found)
        events += more
    return state, events


@handles(v.Exile)
def _exile(state: GameState, instr: v.Exile, ctx: Context) -> Result:
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        state, more = move(state, obj.id, Zone.EXILE)
        events.append(
            event("zone", f"{describe(state, obj)} is exiled.", "701.13a", objects=[obj.id])
        )
        events += more
    return state, events


@handles(v.Sacrifice)
def _sacrifice(state: GameState, instr: v.Sacrifice, ctx: Context) -> Result:
    """The instruction's controller sacrifices the object — only while they control it: a
    player can't sacrifice a permanent they don't control (701.21a), so one whose control
    changed since the ability triggered or was created (a delayed ability's token copy given
    away before the end step) stays, and the event says why. "Its controller sacrifices it"
    (`its_controller`: evoke's, 702.74a; Animate Dead's) is whoever controls it now."""
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        if (
            obj.zone is Zone.BATTLEFIELD
            and not instr.its_controller
            and (holder := controller_of(state, obj)) != ctx.controller
        ):
            text = (
                f"Player {ctx.controller} can't sacrifice {describe(state, obj)}: player "
                f"{holder} controls it, and a player sacrifices only their own permanents."
            )
            events.append(event("no_effect", text, "701.21a", objects=[obj.id]))
            continue
        state, more = sacrifice(state, obj)
        events += more
    return state, events


@handles(v.Draw)
def _draw(state: GameState, instr: v.Draw, ctx: Context) -> Result:
    events: list[Event] = []
    for pid in players_of(state, instr, ctx):
        state, more = draw(state, pid, ctx.amount(instr.amount))
        events += more
    return state, events


# -- status, counters, mana, tokens ---------------------------------------------------------------


@handles(v.Tap)
def _tap(state: GameState, instr: v.Tap, ctx: Context) -> Result:
    events = []
    for obj in ctx.objects(state, instr.target):
        state, fired = tap(state, obj)
        events.append(
            event("tap", f"{describe(state, obj)} is tapped.", "701.26a", objects=[obj.id])
        )
        events += fired
    return state, events


@handles(v.Untap)
def _untap(state: GameState, instr: v.Untap, ctx: Context) -> Result:
    events = []
    for obj in ctx.objects(state, instr.target):
        stun = obj.counter("stun")
        if obj.tapped and stun:
            # 122.1d: any untap of a permanent with a stun counter, not only the untap step's, is
            # replaced by removing one stun counter.
            state = state.with_object(obj.with_counters({**dict(obj.counters), "stun": stun - 1}))
            events.append(
                event(
                    "stun",
                    f"{describe(state, obj)} has a stun counter: instead of untapping, one stun "
                    "counter is removed from it.",
                    "122.1d",
                    objects=[obj.id],
                )
            )
            continue
        name = describe(state, obj)
        state, fired = untap(state, obj)
        events += [event("untap", f"{name} is untapped.", "701.26b", objects=[obj.id]), *fired]
    return state, events


@handles(v.PutCounters)
def _counters(state: GameState, instr: v.PutCounters, ctx: Context) -> Result:
    events = []
    n = ctx.amount(instr.amount)
    flt = instr.filter
    on = ctx.objects(state, instr.target) if flt is None else ctx.each(state, flt)
    for obj in on:
        # Replacement and "can't" effects on how many (614.1a, 614.17, 616.1).
        state, more = put_counters(state, obj, instr.counter, n)
        events += more
    return state, events


@handles(v.CreateToken)
def _create_token(state: GameState, instr: v.CreateToken, ctx: Context) -> Result:
    """Each player the instruction names creates the tokens (111.2), in APNAP order (101.4);
    an X/X token's X is counted as it is created (608.2h)."""
    events: list[Event] = []
    token = instr.token
    if instr.size is not None:
        size = min(ctx.amount(instr.size), MAX_PT)
        token = token.model_copy(update={"power": size, "toughness": size})
    host = None
    if instr.attached_to is not None:
        # An Aura token created attached to an object (303.4f) — gone, or an illegal target
        # now, there is nothing legal for it to enchant and it isn't created (303.4g).
        hosts = ctx.objects(state, instr.attached_to)
        if not hosts or hosts[0].zone is not Zone.BATTLEFIELD:
            return state, [not_created(token)]
        host = hosts[0]
    for pid in ctx.players(state, instr.player, instr.target):
        count, first = ctx.amount(instr.count), state.ids.token + 1
        state, more = create_token(state, token, pid, count, tapped=instr.tapped, attached_to=host)
        events += more
        made = state.objects.get(f"t{state.ids.token}") if state.ids.token >= first else None
        if instr.equip_it and made is not None and made.zone is Zone.BATTLEFIELD:
            # "… then attach this Equipment to it" (701.3a): the token just created.
            attaching = replace(ctx, targets=((ObjectRef(made.id, made.incarnation),),))
            state, more = perform(state, Attach(target=0), attaching)
            events += more
        for number in range(first, state.ids.token + 1) if instr.attacking else ():
            # "… that's tapped and attacking": attacking a player its controller chooses (508.4).
            made = state.objects.get(f"t{number}")
            if made is not None and made.zone is Zone.BATTLEFIELD:
                state, more = enter_attacking(state, made)
                events += more
        made_ids = [f"t{number}" for number in range(first, state.ids.token + 1)]
        if instr.later is not None and instr.count != 1:
            # "Sacrifice those tokens …": one delayed ability for all of them (603.7c).
            state, more = tokens_later(state, made_ids, instr.later, instr.later_at, ctx)
            events += more
        elif instr.later is not None:
            for token_id in made_ids:
                state, more = token_later(state, token_id, instr.later, instr.later_at, ctx)
                events += more
    return state, events


@handles(v.May)
def _may(state: GameState, instr: v.May, ctx: Context) -> Result:
    """ "You may …": the controller decides now, as the instruction is followed (608.2d); a
    triggered ability with "may" went on the stack either way (603.5)."""
    source = describe(state, ctx.source)
    # The text calls the object it is on "~" (201.5: that object by name): the question names it.
    what = (instr.text or "do it").replace("~", source)
    rules = ("608.2d", "603.5") if ctx.triggered else ("608.2d",)
    paid_pool = None
    if instr.pay is not None:
        # "You may pay {1}{U}. If you do, …": a cost paid now, from the mana pool (118.12).
        rules = ("118.12", *rules[1:])
        player = state.player(ctx.controller)
        try:
            paid_pool = player.pay_other(parse_cost(instr.pay))
        except ManaError:
            return state, [
                event(
                    "may",
                    f"Player {ctx.controller} can't pay {instr.pay} ({source}), so nothing "
                    "more happens.",
                    *rules,
                    objects=[ctx.controller, ctx.source.id],
                )
            ]
    energy = instr.energy
    if energy:
        # "You may pay {E}{E}. If you do, …": energy counters removed now (107.14, 118.12).
        rules = ("118.12", "107.14", *rules[1:])
        have = state.player(ctx.controller).counter("energy")
        if have < energy:
            return state, [
                event(
                    "may",
                    f"Player {ctx.controller} has {have} energy and can't pay {'{E}' * energy} "
                    f"({source}), so nothing more happens.",
                    *rules,
                    objects=[ctx.controller, ctx.source.id],
                )
            ]
    refused = cant_choose_search(state, instr.effects, ctx.controller, ctx.source, what, rules)
    if refused is not None:
        return state, [refused]  # 101.2: a player who can't search can't choose to
    question = f"Player {ctx.controller}: {source} says you may {what}. Do you?"
    if instr.pay is None and not energy:
        need = NeedChoice(ChoiceKind.YES, ctx.controller, question, rules, ("true", "false"))
    else:
        need = NeedChoice(ChoiceKind.PAY, ctx.controller, question, rules, ("true", "false"))
    yes = ask(need)
    if yes and paid_pool is not None:
        state = state.with_player(state.player(ctx.controller).paid(paid_pool))
    paid: list[Event] = []
    if yes and energy:
        state, paid = pay_energy(state, ctx.controller, energy)
    if not yes:
        return state, [
            event(
                "may",
                f"Player {ctx.controller} chooses not to {what} ({source}).",
                *rules,
                objects=[ctx.controller, ctx.source.id],
            )
        ]
    events = [
        event(
            "may",
            f"Player {ctx.controller} chooses to {what} ({source}).",
            *rules,
            objects=[ctx.controller, ctx.source.id],
        ),
        *paid,
    ]
    for effect in instr.effects:
        state, more = perform(state, effect, ctx)
        events += more
    return state, events


@handles(v.IfCondition)
def _if_condition(state: GameState, instr: v.IfCondition, ctx: Context) -> Result:
    """ "If [condition], …": the condition is asked as the instruction is followed, by the one
    check of a condition, and what it holds is done only if it is true (608.2c)."""
    rules = ["608.2c"]
    negated = False
    if instr.condition is not None:
        true, why = holds(state, instr.condition, ctx.controller, ctx.source.id)
        asked, negated = instr.condition.text, instr.condition.negated
    else:
        (true, why), asked = _was(state, instr, ctx), instr.text
        rules.append("608.2h")
    source = describe(state, ctx.source)
    # "… unless [condition]": the question is the condition's; a yes stops what follows.
    answer = f"{'yes' if true != negated else 'no'} ({why})"
    said = f"player {ctx.controller}, whether {asked}: {answer}"
    then = "so it does what follows" if true else "so what follows doesn't happen"
    events = [event("if", f"{source} asks, for {said}, {then}.", *rules, objects=[ctx.source.id])]
    for effect in instr.effects if true else ():
        state, more = perform(state, effect, ctx)
        events += more
    return state, events


def _was(state: GameState, instr: v.IfCondition, ctx: Context) -> tuple[bool, str]:
    """Whether the object an "if it was …" names had the quality, as it is now or as it last
    existed in the zone it left (608.2h, 400.7), and why."""
    was = None if instr.target is None else ctx.as_it_was(state, instr.target)
    if was is None or instr.was is None:
        return False, "there is no such object"
    missed = matches(state, was, instr.was, ctx.controller, ctx.source.id)
    if missed is not None:
        return False, missed
    gone = " as it last existed" if state.current(was.ref) is None else ""
    return True, f"{describe(state, was)}{gone}"

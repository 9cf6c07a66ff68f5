"""Counter a spell or ability, or sacrifice a permanent, unless a player pays a cost (CR 118.12a,
701.6a, 701.21a).

Ward's trigger (702.21a) counters the spell or ability that targeted its permanent, which the
trigger remembers; a spell like Mana Leak counters its target ("Counter target spell unless its
controller pays {3}."). Either way the controller of what would be countered decides, as the
instruction is performed, whether to pay (118.12a); the mana comes from their mana pool, as every
cost in a scenario does.

"Sacrifice this creature unless you pay {U}" (an upkeep trigger; echo, 702.30a; cumulative
upkeep, 702.24a, paying once for each age counter) is the same choice for the ability's
controller: pay, or sacrifice the permanent; and so is any other "[do these] unless you pay
[cost]" ("This creature deals 8 damage to you unless you pay {G}{G}{G}{G}", `UnlessPays`). One
offer asks each (`_offer`).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.vocabulary import CounterUnlessPays
from engine.cards.wording import counter_words
from engine.core.choices import NeedChoice, ask
from engine.core.events import ability_label, describe, event
from engine.core.mana import ManaError, parse_cost
from engine.core.replace import replace
from engine.core.state import (
    ChoiceKind,
    Event,
    GameObject,
    GameState,
    ObjectId,
    ObjectRef,
    PlayerId,
    Zone,
)
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.chosen_permanents import choose_own, noun
from engine.mechanics.discard import discard_cost, hand
from engine.modifiers import life_totals
from engine.operations.basic import counter, pay_counted, sacrifice


@handles(CounterUnlessPays)
def _counter_unless_pays(state: GameState, instr: CounterUnlessPays, ctx: Context) -> Result:
    """Counter the item unless its controller pays `instr.cost` (118.12a; ward, 702.21a), its
    {X} the X announced for the spell or ability (107.3a)."""
    cost_text = with_x(instr.cost, ctx.x)
    ward = instr.target is None
    if instr.target is None:
        item = dict(ctx.info).get("spell")
    else:
        refs = ctx.targets[instr.target] if instr.target < len(ctx.targets) else ()
        item = next((r.id for r in refs if isinstance(r, ObjectRef)), None)
    spell = state.objects.get(item or "")
    ability = state.abilities.get(item or "")
    if item not in state.stack or (spell is None and ability is None):
        said = "ward does nothing" if ward else f"{describe(state, ctx.source)} does nothing"
        return state, [
            event(
                "ward" if ward else "unless_pays",
                f"{item} is no longer on the stack; {said}.",
                "702.21a" if ward else "118.12a",
            )
        ]
    payer = spell.controller if spell is not None else ability.controller  # type: ignore[union-attr]
    name = describe(state, spell) if spell is not None else ability_label(state, item or "")
    name = name or "the ability"
    cost = parse_cost(cost_text)
    player = state.player(payer)
    try:
        new_pool = player.pay_other(cost)
    except ManaError:
        new_pool = None
    rules: tuple[str, ...] = ("702.21a",) if ward else ("118.12a",)
    rules += ("107.3a",) if cost_text != instr.cost else ()  # X as announced
    what = (
        f"the ward cost {cost_text}" if ward else f"{cost_text} for {describe(state, ctx.source)}"
    )
    paid = new_pool is not None and bool(
        ask(
            NeedChoice(
                ChoiceKind.PAY,
                payer,
                f"Ward {cost_text}: player {payer}, pay {cost_text} or {name} is countered."
                if ward
                else f"Player {payer}: pay {cost_text} or {name} is countered.",
                rules,
                ("true", "false"),
            )
        )
    )
    kind = "ward" if ward else "unless_pays"
    if paid and new_pool is not None:
        state = state.with_player(player.paid(new_pool))
        text = f"Player {payer} pays {what}; {name} isn't countered."
        return state, [event(kind, text, *rules, objects=[payer, item])]
    why = "doesn't pay" if new_pool is not None else "can't pay"
    state, events = counter_item(state, item or "", ctx.source)
    said = (
        f"Player {payer} {why} the ward cost {cost_text} of {describe(state, ctx.source)}."
        if ward
        else f"Player {payer} {why} {cost_text} for {describe(state, ctx.source)}."
    )
    return state, [event(kind, said, *rules, objects=[payer, item]), *events]


def with_x(cost: str, x: int) -> str:
    """The mana cost with its X as announced (107.3a): "{X}" with X = 3 is "{3}"."""
    parsed = parse_cost(cost)
    return parsed.with_x(x).text() if parsed.x_count else cost


def counter_item(state: GameState, item: ObjectId, by: GameObject) -> tuple[GameState, list[Event]]:
    """Counter the spell or ability `item` on the stack (701.6a): a spell goes to its owner's
    graveyard, an ability ceases to exist."""
    spell = state.objects.get(item)
    if spell is not None:
        return counter(state, spell, by)
    name = ability_label(state, item) or "the ability"
    abilities = dict(state.abilities)
    del abilities[item]
    state = replace(state, abilities=abilities, stack=tuple(i for i in state.stack if i != item))
    return state, [event("counter", f"{name} is countered.", "701.6a", objects=[item])]


@handles(v.SacrificeUnlessPays)
def _sacrifice_unless_pays(state: GameState, instr: v.SacrificeUnlessPays, ctx: Context) -> Result:
    """Sacrifice the permanent unless the ability's controller pays (118.12a, 701.21a); with
    `per_counter`, the cost once for each such counter on it, all or nothing (702.24a)."""
    found = [o for o in ctx.objects(state, instr.target) if o.zone is Zone.BATTLEFIELD]
    if not found:
        text = f"{describe(state, ctx.source)} is no longer on the battlefield; nothing happens."
        return state, [event("unless_pays", text, "118.12a", "609.3", objects=[ctx.source.id])]
    permanent = found[0]
    times = 1 if instr.per_counter is None else permanent.counter(instr.per_counter)
    cost_text = instr.cost * times
    each = (
        ""
        if instr.per_counter is None
        else f" ({instr.cost} for each of its {counter_words(times, instr.per_counter)}, 702.24a)"
    )
    name = describe(state, permanent)
    question = f"pay {cost_text or 'nothing'}{each} or sacrifice {name}"
    state, paid, why = _offer(state, ctx.controller, cost_text, question)
    if paid:
        text = (
            f"Player {ctx.controller} pays {cost_text or 'nothing'}{each}; {name} isn't sacrificed."
        )
        return state, [
            event("unless_pays", text, "118.12a", objects=[ctx.controller, permanent.id])
        ]
    text = f"Player {ctx.controller} {why} {cost_text}{each}, so {name} is sacrificed."
    state, events = perform(state, v.Sacrifice(target=instr.target), ctx)
    said = event("unless_pays", text, "118.12a", objects=[ctx.controller, permanent.id])
    return state, [said, *events]


def _offer(
    state: GameState, payer: PlayerId, cost: str, question: str
) -> tuple[GameState, bool, str]:
    """Ask `payer` whether they pay `cost` from their mana pool, through the one choice
    mechanism (118.12a); the state after paying, whether they paid, and why not ("doesn't pay",
    or "can't pay" when the pool can't, and then nothing is asked)."""
    player = state.player(payer)
    try:
        new_pool = player.pay_other(parse_cost(cost))
    except ManaError:
        return state, False, "can't pay"
    need = NeedChoice(
        ChoiceKind.PAY, payer, f"Player {payer}: {question}.", ("118.12a",), ("true", "false")
    )
    if not ask(need):
        return state, False, "doesn't pay"
    return state.with_player(player.paid(new_pool)), True, ""


@handles(v.UnlessPays)
def _unless_pays(state: GameState, instr: v.UnlessPays, ctx: Context) -> Result:
    """ "[Do these] unless you pay [cost]" (118.12a): the controller — or the player `payer`
    names, "that player" of the trigger event (603.2) or a target's controller (608.2h) — may
    pay as it resolves; if they don't, the instructions are followed. With an action for its
    cost ("unless you discard a card"), the action is paid as a cost (118.12), all of it or
    none (118.3)."""
    source = describe(state, ctx.source)
    paid_events: list[Event] = []
    rules: tuple[str, ...]
    payer = ctx.controller
    if instr.action is not None:
        cost, rules = _action_words(instr.action), ("118.12a", "118.12")
        state, paid, why, paid_events = _offer_action(state, ctx, instr.action, cost)
    else:
        cost = with_x(instr.cost, ctx.x)
        rules = ("118.12a", "107.3a") if cost != instr.cost else ("118.12a",)
        named = [payer] if instr.payer == "you" else ctx.players(state, instr.payer, instr.target)
        if named:
            payer = named[0]
            state, paid, why = _offer(
                state, payer, cost, f"pay {cost} for {source}, or it does what it says"
            )
        else:
            # The player who would pay is no longer in the game (800.4a), or the object
            # whose controller would has no controller to ask: no one pays.
            paid, why = False, "no one can pay"
    if paid:
        did = f"chooses to {cost}" if instr.action is not None else f"pays {cost}"
        text = f"Player {payer} {did} for {source}, so that doesn't happen."
        said = event("unless_pays", text, *rules, objects=[payer, ctx.source.id])
        return state, [said, *paid_events]
    if instr.action is not None:
        # "doesn't discard a card"; "can't sacrifice a Forest": none to pay it with (118.3).
        rules += ("118.3",) if why == "can't pay" else ()
        why = why.removesuffix(" pay")
    who = "No one pays" if why == "no one can pay" else f"Player {payer} {why}"
    text = f"{who} {cost} for {source}, so it does what it says."
    events = [event("unless_pays", text, *rules, objects=[payer, ctx.source.id])]
    for effect in instr.effects:
        state, more = perform(state, effect, ctx)
        events += more
    return state, events


def _action_words(action: v.Cost) -> str:
    """ "discard 1 card at random", "discard 1 creature card", "sacrifice 1 Forest", "pay 2
    life": the action, as the events say it."""
    if action.life:
        return f"pay {action.life} life"
    if action.sacrifice:
        (sac,) = action.sacrifice
        return f"sacrifice {sac.count} {noun(sac.filter)}{'s' * (sac.count != 1)}"
    flt = action.discard_filter
    kind = "".join(f"non{t.lower()} " for t in flt.not_types) + "".join(
        f"{t.lower()} " for t in (*flt.supertypes, *flt.types, *flt.any_types)
    )
    random = " at random" if action.discard_random else ""
    return f"discard {action.discard} {kind}card{'s' * (action.discard != 1)}{random}"


def _offer_action(
    state: GameState, ctx: Context, action: v.Cost, words: str
) -> tuple[GameState, bool, str, list[Event]]:
    """Ask the controller whether they take the action an "unless" offers (118.12a), and take
    it: the state after, whether they did, why not ("can't pay" when it can't be paid in full,
    118.3, and then nothing is asked) and the events of paying."""
    payer = ctx.controller
    if action.life:
        if life_totals.cant_pay_life(state, payer, action.life) is not None:
            return state, False, "can't pay", []
    elif action.sacrifice:
        (sac,) = action.sacrifice
        mine = [
            o
            for o in state.battlefield()
            if controller_of(state, o) == payer
            and matches(state, o, sac.filter, payer, ctx.source.id) is None
        ]
        if len(mine) < sac.count:
            return state, False, "can't pay", []
    elif len(_discardable(state, payer, action, ctx.source)) < action.discard:
        return state, False, "can't pay", []
    question = (
        f"Player {payer}: {words} for {describe(state, ctx.source)}, or it does what it says."
    )
    if not ask(NeedChoice(ChoiceKind.PAY, payer, question, ("118.12a",), ("true", "false"))):
        return state, False, "doesn't pay", []
    if action.life:
        state, events = pay_counted(state, payer, ctx.source, action)
        return state, True, "", events
    if action.sacrifice:
        (sac,) = action.sacrifice
        events = []
        chosen = choose_own(state, payer, sac.count, sac.filter, ctx, "sacrifice", ("118.12",))
        for obj in chosen:
            state, more = sacrifice(state, obj, why=" to pay a cost (118.12)")
            events += more
        return state, True, "", events
    state, events = discard_cost(state, payer, ctx.source, action, "118.12")
    return state, True, "", events


def _discardable(
    state: GameState, payer: PlayerId, action: v.Cost, source: GameObject
) -> list[ObjectId]:
    """The cards in the payer's hand the action may discard (its filter)."""
    return [
        c
        for c in hand(state, payer)
        if c != source.id
        and matches(state, state.objects[c], action.discard_filter, payer, source.id) is None
    ]

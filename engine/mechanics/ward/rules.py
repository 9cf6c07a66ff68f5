"""Ward (CR 702.21) in play: a triggered ability each ward keyword stands for.

"Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter that spell or ability unless that player pays [cost]." (702.21a). This module
registers that ability for the keyword (`engine.modifiers.triggers.keyword_trigger`), so it triggers
through the one trigger scanner and waits for priority like any trigger (603.3); its instruction,
counter unless that player pays, is the one `engine.mechanics.unless_pays` performs for every card.
"Ward—Pay N life" and "Ward—Discard a card" are the same ability with a life cost (119.4) or a
discard cost (701.9a), whose instructions are here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from engine.cards.vocabulary import CounterUnlessPays, Trigger, Triggered
from engine.core.choices import NeedChoice, ask
from engine.core.events import ability_label, describe, event
from engine.core.replace import replace
from engine.core.state import ChoiceKind, Event, GameState, ObjectId, PlayerId
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.chosen_permanents import choose_own
from engine.mechanics.discard import choose_discards, discard_cards, hand
from engine.mechanics.unless_pays import counter_item
from engine.mechanics.ward.model import (
    SACRIFICED,
    WARD_SACRIFICE,
    CounterUnlessDiscards,
    CounterUnlessPaysLife,
    CounterUnlessSacrifices,
)
from engine.modifiers import life_totals, turn_history
from engine.modifiers.triggers import keyword_trigger, stands_for
from engine.operations.basic import sacrifice


@keyword_trigger("Ward", "702.21a")
@cache
def ward_ability(cost: str) -> Triggered:
    """The triggered ability "Ward [cost]" stands for (702.21a)."""
    return Triggered(
        trigger=Trigger(event="becomes_target"),
        effects=(CounterUnlessPays(cost=cost),),
        text=(
            f"Ward {cost} (whenever this permanent becomes the target of a spell or ability an "
            f"opponent controls, counter that spell or ability unless that player pays {cost})"
        ),
    )


@keyword_trigger("Ward—Pay", "702.21a")
@cache
def ward_life_ability(parameter: str) -> Triggered:
    """The triggered ability "Ward—Pay N life" stands for (702.21a); `parameter` is "N life"."""
    life = int(parameter.removesuffix(" life"))
    return Triggered(
        trigger=Trigger(event="becomes_target"),
        effects=(CounterUnlessPaysLife(life=life),),
        text=(
            f"Ward—Pay {life} life (whenever this permanent becomes the target of a spell or "
            f"ability an opponent controls, counter that spell or ability unless that player "
            f"pays {life} life)"
        ),
    )


@handles(CounterUnlessPaysLife)
def _ward_life(state: GameState, instr: CounterUnlessPaysLife, ctx: Context) -> Result:
    """Counter what targeted the permanent unless its controller pays the life (702.21a); they
    can pay only with a life total of at least that much (119.4), and aren't asked otherwise."""
    found = _targeting(state, ctx)
    if found is None:
        text = "What targeted it is no longer on the stack; ward does nothing."
        return state, [event("ward", text, "702.21a")]
    item, payer, name = found
    cost = f"{instr.life} life"
    player = state.player(payer)
    can = life_totals.cant_pay_life(state, payer, instr.life) is None
    paid = can and bool(
        ask(
            NeedChoice(
                ChoiceKind.PAY,
                payer,
                f"Ward—Pay {cost}: player {payer}, pay {cost} or {name} is countered.",
                ("702.21a", "119.4"),
                ("true", "false"),
            )
        )
    )
    ward = describe(state, ctx.source)
    if paid:
        state = state.with_player(replace(player, life=player.life - instr.life))
        state = turn_history.lost_life(state, payer, instr.life)
        text = (
            f"Player {payer} pays {cost} for the ward of {ward} ({player.life} → "
            f"{player.life - instr.life}); {name} isn't countered."
        )
        return state, [event("ward", text, "702.21a", "119.4", objects=[payer, item])]
    who = (
        f"Player {payer} doesn't pay"
        if can
        else f"Player {payer}, at {player.life} life, can't pay (119.4, 119.8)"
    )
    said = event(
        "ward",
        f"{who} the ward cost of {ward}, {cost}.",
        "702.21a",
        "119.4",
        objects=[payer, item],
    )
    state, events = counter_item(state, item, ctx.source)
    return state, [said, *events]


#: The triggered ability "Ward—Discard a card" stands for (702.21a).
ward_discard_ability = stands_for(
    "Ward—Discard a card",
    "702.21a",
    Triggered(
        trigger=Trigger(event="becomes_target"),
        effects=(CounterUnlessDiscards(),),
        text=(
            "Ward—Discard a card (whenever this permanent becomes the target of a spell or "
            "ability an opponent controls, counter that spell or ability unless that player "
            "discards a card)"
        ),
    ),
)


def _targeting(state: GameState, ctx: Context) -> tuple[ObjectId, PlayerId, str] | None:
    """The spell or ability that targeted the ward permanent, if it is still on the stack, with
    its controller and name."""
    item = str(dict(ctx.info).get("spell", ""))
    spell, ability = state.objects.get(item), state.abilities.get(item)
    if item not in state.stack or (spell is None and ability is None):
        return None
    payer = spell.controller if spell is not None else ability.controller  # type: ignore[union-attr]
    name = (describe(state, spell) if spell is not None else ability_label(state, item)) or item
    return item, payer, name


@dataclass(frozen=True, slots=True)
class _Action:
    """A ward cost that is an action (702.21a): its words ("discard a card"), its keyword
    action's rule, whether the payer can take it — a player who can't isn't asked, and the
    words and rules said then — and taking it (for the ward the permanent's name)."""

    words: str
    rule: str
    can: Callable[[GameState, PlayerId], bool]
    cant: str
    cant_rules: tuple[str, ...]
    take: Callable[[GameState, PlayerId, str], tuple[GameState, list[Event]]]


def _unless_taken(state: GameState, ctx: Context, action: _Action) -> Result:
    """Counter what targeted the permanent unless its controller takes the action (702.21a),
    asked only of a player who can."""
    found = _targeting(state, ctx)
    if found is None:
        text = "What targeted it is no longer on the stack; ward does nothing."
        return state, [event("ward", text, "702.21a")]
    item, payer, name = found
    ward = describe(state, ctx.source)
    can = action.can(state, payer)
    label = f"{action.words[0].upper()}{action.words[1:]}"
    paid = can and bool(
        ask(
            NeedChoice(
                ChoiceKind.PAY,
                payer,
                f"Ward—{label}: player {payer}, {action.words} or {name} is countered.",
                ("702.21a", action.rule),
                ("true", "false"),
            )
        )
    )
    if paid:
        state, events = action.take(state, payer, ward)
        text = f"Player {payer} pays the ward cost of {ward}; {name} isn't countered."
        return state, [*events, event("ward", text, "702.21a", objects=[payer, item])]
    who = f"Player {payer} doesn't" if can else f"Player {payer} {action.cant}"
    said = event(
        "ward",
        f"{who} {action.words} for the ward of {ward}.",
        "702.21a",
        action.rule,
        *(() if can else action.cant_rules),
        objects=[payer, item],
    )
    state, events = counter_item(state, item, ctx.source)
    return state, [said, *events]


@handles(CounterUnlessDiscards)
def _ward_discard(state: GameState, instr: CounterUnlessDiscards, ctx: Context) -> Result:
    """Counter what targeted the permanent unless its controller discards a card (702.21a); a
    player with no card in hand can't, and isn't asked."""
    del instr

    def take(state: GameState, payer: PlayerId, ward: str) -> tuple[GameState, list[Event]]:
        cards = choose_discards(state, payer, 1, f"the ward of {ward}")
        return discard_cards(state, payer, cards, f" for the ward of {ward}", "702.21a")

    def can(state: GameState, payer: PlayerId) -> bool:
        return bool(hand(state, payer))

    discard = _Action("discard a card", "701.9a", can, "has no card in hand and can't", (), take)
    return _unless_taken(state, ctx, discard)


@keyword_trigger(WARD_SACRIFICE, "702.21a")
@cache
def ward_sacrifice_ability(parameter: str) -> Triggered:
    """The triggered ability "Ward—Sacrifice [a permanent]" stands for (702.21a); `parameter`
    is what is sacrificed ("a creature")."""
    return Triggered(
        trigger=Trigger(event="becomes_target"),
        effects=(CounterUnlessSacrifices(filter=SACRIFICED[parameter], said=parameter),),
        text=(
            f"Ward—Sacrifice {parameter} (whenever this permanent becomes the target of a spell "
            "or ability an opponent controls, counter that spell or ability unless that player "
            f"sacrifices {parameter})"
        ),
    )


@handles(CounterUnlessSacrifices)
def _ward_sacrifice(state: GameState, instr: CounterUnlessSacrifices, ctx: Context) -> Result:
    """Counter what targeted the permanent unless its controller sacrifices a permanent the
    ward names (701.21a), chosen by them; a player who controls none can't, and isn't asked
    (118.3)."""

    def can(state: GameState, payer: PlayerId) -> bool:
        # Only a permanent the payer controls can be sacrificed (701.21a).
        return any(
            controller_of(state, o) == payer
            and matches(state, o, instr.filter, payer, ctx.source.id) is None
            for o in state.battlefield()
        )

    def take(state: GameState, payer: PlayerId, ward: str) -> tuple[GameState, list[Event]]:
        (chosen,) = choose_own(state, payer, 1, instr.filter, ctx, "sacrifice", ("702.21a",))
        return sacrifice(state, chosen, why=f" to pay the ward cost of {ward}")

    words = f"sacrifice {instr.said}"
    action = _Action(words, "701.21a", can, "controls none and can't", ("118.3",), take)
    return _unless_taken(state, ctx, action)

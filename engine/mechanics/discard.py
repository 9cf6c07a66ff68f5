"""Discarding (CR 701.9): a card moves from its owner's hand to their graveyard (701.9a).

The affected player chooses which cards (701.9b), answering `{"discard": [ids]}`; with no more
cards in hand than they must discard, there is nothing to choose and they discard them all.
Players who discard at once ("each opponent discards a card") decide in APNAP order (101.4).
The same move pays a "Discard this card" or "Discard a card" cost (`engine.rules.paying_costs`).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.occurrences import Discarded, Occurrence
from engine.core.registry import Registry
from engine.core.state import ChoiceKind, Event, GameObject, GameState, ObjectId, PlayerId, Zone
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.library import fixed_random, players
from engine.modifiers.triggers import fire
from engine.operations.basic import draw
from engine.operations.zones import move


def hand(state: GameState, player: PlayerId) -> list[ObjectId]:
    """The cards in `player`'s hand, in the order they came there."""
    cards = [o for o in state.objects.values() if o.zone is Zone.HAND and o.owner == player]
    return [o.id for o in sorted(cards, key=lambda o: o.timestamp)]


def discard_cards(
    state: GameState,
    player: PlayerId,
    cards: list[ObjectId],
    why: str,
    *rules: str,
    cycled: ObjectId | None = None,
) -> Result:
    """`player` discards these cards of their hand (701.9a); `cycled` the one of them whose
    discard pays a cycling ability's cost (702.29c)."""
    events: list[Event] = []
    for card in cards:
        name = describe(state, state.objects[card])
        state, more = put_discarded(state, card, cycled=card == cycled)
        events.append(
            event(
                "discard",
                f"Player {player} discards {name}{why}.",
                "701.9a",
                *rules,
                objects=[player, card],
            )
        )
        events += more
    return state, events


#: Where a card being discarded goes instead of its owner's graveyard, by the keyword that says
#: so (madness's exile, 702.35a, a replacement, 614.1a), registered by its package
#: (`discarded_instead`): given the state and the card in its hand, None, or the zone, the event
#: saying so and the occurrence, of the card in its new zone, whose abilities then trigger ("when
#: this card is exiled this way").
Instead = Callable[
    [GameState, GameObject], "tuple[Zone, Event, Callable[[GameObject], Occurrence]] | None"
]
DISCARDED_INSTEAD: Registry[str, Instead] = Registry("where a discarded card goes instead, by")


def discarded_instead(keyword: str) -> Callable[[Instead], Instead]:
    """A decorator: the decorated function says where a discarded card with `keyword` goes."""
    return lambda function: DISCARDED_INSTEAD.register(keyword, function)


def put_discarded(state: GameState, card: ObjectId, *, cycled: bool = False) -> Result:
    """Move a card being discarded from its owner's hand (701.9a): into their graveyard, or
    where a keyword of its own puts it instead (`DISCARDED_INSTEAD`), whose trigger then waits
    (603.3); then the abilities watching for a discard trigger, the card's own "when you cycle
    this card" from the zone it went to when `cycled` (702.29c)."""
    obj = state.objects[card]
    for instead in DISCARDED_INSTEAD.values():
        if (found := instead(state, obj)) is not None:
            to, said, occurrence = found
            state, moved = move(state, card, to)
            state, fired = fire(state, occurrence(state.objects[card]))
            state, also = fire(state, Discarded(state.objects[card], obj.owner, cycled))
            return state, [said, *moved, *fired, *also]
    state, moved = move(state, card, Zone.GRAVEYARD)
    state, fired = fire(state, Discarded(state.objects[card], obj.owner, cycled))
    return state, [*moved, *fired]


def at_random(state: GameState, player: PlayerId, cards: list[ObjectId], n: int) -> list[ObjectId]:
    """`n` of these cards picked at random (701.9b), one possible outcome the state fixes
    (`library.fixed_random`): no player chooses them."""
    return fixed_random(state, player, cards).sample(sorted(cards), n)


def choose_discards(
    state: GameState, player: PlayerId, n: int, source: str, randomly: bool = False
) -> list[ObjectId]:
    """The `n` cards `player` chooses to discard (701.9b), or `n` at random; all of them with
    `n` or fewer."""
    cards = hand(state, player)
    if len(cards) <= n:
        return cards
    if randomly:
        return at_random(state, player, cards, n)
    chosen = ask(
        NeedChoice(
            ChoiceKind.DISCARD,
            player,
            f"Player {player}: {source} makes you discard {n} card{'s' if n != 1 else ''}; "
            "choose which.",
            ("701.9b",),
            tuple(cards),
            n,
            n,
        )
    )
    return [str(c) for c in chosen or ()]


@handles(v.Discard)
def discard(state: GameState, instr: v.Discard, ctx: Context) -> Result:
    """Each affected player discards N cards of their choice (701.9a-b), in APNAP order."""
    events: list[Event] = []
    source = describe(state, ctx.source)
    for player in players(state, instr.player, instr.target, ctx):
        n = len(hand(state, player)) if instr.amount == "all" else ctx.amount(instr.amount)
        chose = len(hand(state, player)) > n
        cards = choose_discards(state, player, n, source, instr.random)
        if not cards:
            events.append(
                event(
                    "discard",
                    f"Player {player} has no cards in hand to discard.",
                    "701.9a",
                    objects=[player],
                )
            )
            continue
        rules = ("701.9b",) if chose else ()
        why = f" ({source})"
        if instr.random and chose:
            why = (
                f" at random ({source}; the engine can't be random and replay exactly, so it "
                "uses one possible outcome)"
            )
        state, more = discard_cards(state, player, cards, why, *rules)
        events += more
        if instr.then_draw:
            # "If you do, draw": it did discard (608.2c); "that many": as many as it did.
            drawn = len(cards) if instr.then_draw == "that_many" else ctx.amount(instr.then_draw)
            state, more = draw(state, player, drawn)
            events += more
    return state, events


def discard_cost(
    state: GameState,
    player: PlayerId,
    source: GameObject,
    cost: v.Cost,
    paying: str = "601.2h",
    *,
    process: str = "602.2b",
) -> tuple[GameState, list[Event]]:
    """Pay "Discard this card" (cycling's cost, 702.29a) and "Discard N cards" (the player
    chooses which, 701.9b), refusing a cost that can't be paid (118.3). `paying`: the rule the
    cost is paid under — as a spell is cast or an ability activated (601.2h), or as it
    resolves ("sacrifice it unless you discard a card", 118.12). `process`: the rule of what
    the payment is part of, cited with 118.3 when it can't be made — casting a spell (601.2h)
    or activating an ability (602.2b)."""
    name = describe(state, source)
    cards: list[ObjectId] = []
    if cost.discard_self:
        if source.zone is not Zone.HAND or source.owner != player:
            raise IllegalActionError(
                f"{name} isn't in player {player}'s hand, so it can't be discarded to pay this "
                "cost",
                ("701.9a", "118.3"),
            )
        cards.append(source.id)
    if cost.discard_hand:
        # "Discard your hand": every card in it, none chosen (701.9a).
        cards += [c for c in hand(state, player) if c != source.id and c not in cards]
    if cost.discard:
        # A spell being cast is still in the hand as its costs are paid, but isn't one of the
        # cards it can discard (601.2h: it is on the stack by then, 601.2a).
        others = [
            c
            for c in hand(state, player)
            if c != source.id
            and matches(state, state.objects[c], cost.discard_filter, player, source.id) is None
        ]
        if len(others) < cost.discard:
            flt = cost.discard_filter
            kind = "".join(f" non{t.lower()}" for t in flt.not_types) + "".join(
                f" {t.lower()}" for t in (*flt.types, *flt.any_types)
            )
            raise IllegalActionError(
                f"player {player} has {len(others)}{kind} card{'s' if len(others) != 1 else ''} "
                f"in hand to discard, and this cost discards {cost.discard}",
                ("118.3", process),
            )
        chosen = others
        if len(others) > cost.discard and cost.discard_random:
            chosen = at_random(state, player, others, cost.discard)
        elif len(others) > cost.discard:
            answer = ask(
                NeedChoice(
                    ChoiceKind.DISCARD,
                    player,
                    f"Player {player}: to pay {name}'s cost, choose {cost.discard} "
                    f"card{'s' if cost.discard != 1 else ''} to discard.",
                    (paying, "701.9b"),
                    tuple(others),
                    cost.discard,
                    cost.discard,
                )
            )
            chosen = [str(c) for c in answer or ()]
        cards += chosen
    if cost.discard_random and cost.discard:
        why = (
            " at random to pay a cost (the engine can't be random and replay exactly, so it uses "
            "one possible outcome)"
        )
        return discard_cards(state, player, cards, why, paying, "701.9b")
    if cost.discard_self and cost.cycling:
        # Discarding this card to pay a cycling ability's cost is cycling it (702.29c).
        why = " to pay its cycling cost: it is cycled"
        return discard_cards(state, player, cards, why, paying, "702.29c", cycled=source.id)
    return discard_cards(state, player, cards, " to pay a cost", paying)

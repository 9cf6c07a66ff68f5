"""Costs that exile cards from their player's graveyard (118.3, 601.2h, 602.2b).

"Exile a creature card from your graveyard", "Exile two cards from your graveyard", "Exile
another creature card from your graveyard": the player names the cards as the cost is paid, in
the action's `costs.exile`, as a sacrifice cost's permanents are named in `costs.sacrifice`. Only
cards of the player's own graveyard pay it ("your graveyard" is the graveyard of the cards you
own, 404.1). With fewer matching cards there than the cost exiles, it can't be paid, so the spell
can't be cast or the ability activated (118.3); with exactly as many, there is nothing to choose
and they are all exiled, as a question with one answer isn't asked. Each card exiled becomes a
new object in exile (400.7).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, ObjectId, PlayerId, Zone
from engine.derived.targets import matches
from engine.operations.zones import move


def _kind(flt: v.Filter) -> str:
    """ "creature card", "instant or sorcery card", "other card": the cost's words for its
    cards."""
    words = ["other"] if flt.other else []
    words += [t.lower() for t in flt.types]
    if flt.any_types:
        words.append(" or ".join(t.lower() for t in flt.any_types))
    words += flt.subtypes
    return " ".join([*words, "card"])


def payable(
    state: GameState, player: PlayerId, source: GameObject, flt: v.Filter, *, casting: bool
) -> list[GameObject]:
    """The cards of `player`'s graveyard that could pay the cost, oldest first: the card whose
    ability it is isn't "another" card (109.2), and a spell cast from a graveyard (flashback) is
    on the stack by the time its costs are paid (601.2a), so it doesn't pay its own."""
    cards = [
        o
        for o in state.objects.values()
        if o.zone is Zone.GRAVEYARD
        and o.owner == player
        and not (casting and o.id == source.id)
        and matches(state, o, flt, player, source.id) is None
    ]
    return sorted(cards, key=lambda o: o.timestamp)


def pay_graveyard_exile(
    state: GameState,
    player: PlayerId,
    source: GameObject,
    cost: v.Cost,
    named: list[ObjectId],
    rule: str,
) -> tuple[GameState, list[Event]]:
    """Exile the named cards of `player`'s graveyard to pay `cost` (601.2h, 602.2b), refusing a
    cost that can't be paid (118.3) or cards that don't pay it; nothing changes on a refusal.
    `rule` is 601.2h when a spell is being cast, 602.2b when an ability is activated."""
    required = cost.exile_from_graveyard
    name = describe(state, source)
    if required is None:
        if named:
            raise IllegalActionError(
                f"this cost of {name} doesn't exile cards from a graveyard, so nothing can be "
                f"exiled for it ({', '.join(named)})",
                ("118.3",),
            )
        return state, []
    n, kind = required.count, _kind(required.filter)
    cards = payable(state, player, source, required.filter, casting=rule == "601.2h")
    if len(cards) < n:
        raise IllegalActionError(
            f"player {player} has {len(cards)} {kind}{'s' if len(cards) != 1 else ''} in their "
            f"graveyard, and this cost exiles {n}, so it can't be paid",
            ("118.3", rule),
        )
    if not named and len(cards) == n:
        named = [o.id for o in cards]
    if len(named) != n:
        raise IllegalActionError(
            f"this cost exiles {n} {kind}{'s' if n != 1 else ''} from player {player}'s "
            f"graveyard; {len(named)} named (the action's costs.exile names them)",
            (rule, "118.3"),
        )
    allowed = {o.id for o in cards}
    for object_id in named:
        if named.count(object_id) > 1:
            raise IllegalActionError(
                f"{object_id} is named twice; a card is exiled once to pay a cost", (rule, "118.3")
            )
        if object_id not in allowed:
            obj = state.objects.get(object_id)
            shown = describe(state, obj) if obj is not None else object_id
            raise IllegalActionError(
                f"{shown} is not a {kind} in player {player}'s graveyard, so it can't be exiled "
                "to pay this cost",
                (rule, "118.3"),
            )
    events: list[Event] = []
    for object_id in named:
        shown = describe(state, state.objects[object_id])
        state, moved = move(state, object_id, Zone.EXILE)
        events.append(
            event(
                "pay",
                f"Player {player} exiles {shown} from their graveyard to pay {name}'s cost.",
                rule,
                "118.3",
                objects=[object_id, source.id],
            )
        )
        events += moved
    return state, events

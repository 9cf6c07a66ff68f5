"""Paying a waterbend cost (CR 701.67a-b): each untapped artifact or creature its payer controls
named in the action's `costs.waterbend` is tapped and pays {1} of the waterbend cost's generic
mana, the rest paid with mana.

Each one named is checked before any is tapped (601.2e: an illegal payment changes nothing): a
permanent on the battlefield that player controls, an artifact or a creature, untapped, named
once, and no more of them than the waterbend cost has generic mana (701.67b). Summoning sickness
doesn't matter: tapping a creature this way isn't its own {T} ability (302.6). The object whose
ability it is can't be tapped for it when the cost has {T} too: {T} needs it untapped (107.5).
"""

from __future__ import annotations

from engine.cards.vocabulary import Cost
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.mana import ManaCost
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, ObjectId, PlayerId, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.modifiers.tapping import tap

RULE = "701.67a"


def by_mana(cost: Cost, mana: ManaCost, named: tuple[ObjectId, ...]) -> ManaCost:
    """The mana still paid with mana once each of `named` pays {1} of the waterbend cost."""
    if not named:
        return mana
    if len(named) > min(cost.waterbend, mana.generic):
        raise IllegalActionError(
            f"{len(named)} artifacts and creatures named for a waterbend cost of "
            f"{{{cost.waterbend}}} ({{{mana.generic}}} of generic mana left to pay): each pays "
            "only {1} of its generic mana (costs.waterbend)",
            (RULE, "701.67b"),
        )
    return replace(mana, generic=mana.generic - len(named))


def pay_waterbend(
    state: GameState,
    player: PlayerId,
    source: GameObject,
    cost: Cost,
    named: tuple[ObjectId, ...],
) -> tuple[GameState, list[Event]]:
    """Tap each of `named` to pay {1} of `source`'s ability's waterbend cost (701.67a)."""
    name = describe(state, source)
    if named and not cost.waterbend:
        raise IllegalActionError(
            f"this ability of {name} has no waterbend cost, so nothing can be tapped for one "
            f"({', '.join(named)})",
            (RULE,),
        )
    by_mana(cost, ManaCost(generic=cost.waterbend), named)
    paying: list[GameObject] = []
    for object_id in named:
        obj = state.objects.get(object_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            raise IllegalActionError(
                f"{object_id} is not a permanent on the battlefield, so it can't be tapped to pay "
                "a waterbend cost",
                (RULE,),
            )
        shown = describe(state, obj)
        chars = characteristics(state, obj)
        why = None
        if any(o.id == object_id for o in paying):
            why = "it is named twice; a permanent is tapped once to pay a cost"
        elif controller_of(state, obj, chars) != player:
            why = f"player {player} doesn't control it"
        elif not ({"Artifact", "Creature"} & set(chars.types)):
            why = "it is neither an artifact nor a creature"
        elif obj.tapped:
            why = "it is already tapped"
        elif cost.tap and object_id == source.id:
            why = "the cost's {T} taps it too (107.5)"
        if why is not None:
            raise IllegalActionError(
                f"{shown} can't be tapped to pay a waterbend cost: {why}", (RULE,)
            )
        paying.append(obj)
    events: list[Event] = []
    for obj in paying:
        state, fired = tap(state, obj)
        said = event(
            "pay",
            f"{describe(state, obj)} is tapped to pay {{1}} of the waterbend cost of {name}'s "
            "ability, rather than that mana.",
            RULE,
            objects=[obj.id, source.id],
        )
        events += [said, *fired]
    return state, events

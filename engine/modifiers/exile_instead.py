"""Cards exiled instead of being put into a graveyard (CR 614.1a).

Two kinds of ability say so:

- the card's own, "If [this card] would be put into a graveyard from anywhere, exile it instead":
  it says the zones it functions from — every one (113.6b) — so it is checked whichever zone the
  card leaves: dying or sacrificed from the battlefield, countered or resolved from the stack,
  discarded, milled. It is the card's ability only while the card has it: a permanent that lost
  all its abilities (613.1f) hasn't, nor has a double-faced card whose back face holds it anywhere
  but on the battlefield and the stack (712.8a: elsewhere it has only its front face's
  characteristics);
- a permanent's, watching other cards while it is on the battlefield (113.6): "If a card or token
  would be put into a graveyard from anywhere, exile it instead" (Rest in Peace), "If a card would
  be put into an opponent's graveyard from anywhere, …" (Leyline of the Void). A card goes to its
  owner's graveyard (404.2), so "your" and "an opponent's" are its owner relative to the
  permanent's controller; "a card" leaves tokens be (111.1). The permanent is still on the
  battlefield as it would itself be put into a graveyard, so its ability applies to it too.

The object is then never put into a graveyard: it doesn't die (700.4), and nothing that triggers
on it going there triggers (614.6). Every effect here exiles, so when several apply the order can't
change the outcome, and the first one says what happened (616.1e).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, describe_id, event
from engine.core.state import Event, GameObject, GameState, Zone
from engine.derived.characteristics import controller_of
from engine.modifiers.replacement_order import abilities, held_abilities


def to_graveyard(state: GameState, obj: GameObject, to: Zone) -> tuple[Zone, list[Event]]:
    """Where `obj`, about to be put into a graveyard, goes instead, and what was replaced."""
    if to is not Zone.GRAVEYARD:
        return to, []
    where = obj.zone.value if obj.zone else "game"
    if any(
        isinstance(a, v.ExileInsteadOfGraveyard) and a.whose == "self"
        for a in held_abilities(state, obj)
    ):
        return Zone.EXILE, [
            event(
                "replacement",
                f"{describe(state, obj)} would be put into its owner's graveyard from the "
                f"{where}: its own ability exiles it instead.",
                "614.1a",
                "113.6b",
                objects=[obj.id],
            )
        ]
    watcher = _watching(state, obj)
    if watcher is None:
        return to, []
    return Zone.EXILE, [
        event(
            "replacement",
            f"{describe(state, obj)} would be put into its owner's graveyard from the {where}: "
            f"{describe_id(state, watcher.id)}'s ability exiles it instead, so it isn't put into "
            "a graveyard and nothing triggers on its going there.",
            "614.1a",
            "614.6",
            "700.4",
            objects=[obj.id, watcher.id],
        )
    ]


def _watching(state: GameState, obj: GameObject) -> GameObject | None:
    """The first permanent (by timestamp) whose static ability exiles `obj` instead, or None."""
    # Asked at every move to a graveyard: skip the walk over a board without any.
    if not state.tally(_has_watcher):
        return None
    found = []
    for perm in state.battlefield():
        for a in held_abilities(state, perm):
            if not isinstance(a, v.ExileInsteadOfGraveyard) or a.whose == "self":
                continue
            # A copy of a spell is neither a card nor a token (707.10, 111.1).
            if obj.spell_copy or (obj.token and not a.tokens):
                continue
            mine = obj.owner == controller_of(state, perm)
            if (a.whose == "you" and not mine) or (a.whose == "opponents" and mine):
                continue
            found.append(perm)
            break
    return min(found, key=lambda p: p.timestamp, default=None)


def _has_watcher(obj: GameObject) -> int:
    """1 for a permanent exiling other cards instead (counted by `GameState.tally`)."""
    return int(
        obj.zone is Zone.BATTLEFIELD
        and any(
            isinstance(a, v.ExileInsteadOfGraveyard) and a.whose != "self" for a in abilities(obj)
        )
    )

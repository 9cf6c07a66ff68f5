"""Permissions to cast a card from exile (CR 601.3): each mechanic that gives one registers it
(`exile_permission`) — an Adventure's card exiled by its own resolution (715.3d), a card warp
exiled in an earlier turn (702.185a), a plotted card (702.170d) — so where a spell may be cast
from asks them all (`engine.rules.casting`), and so does the list of legal actions. A resolved
ability's permission to cast a card from a graveyard this turn is one more
(`engine.mechanics.graveyard_cast`): a permission says itself which zone its card is in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from engine.core.registry import Registry
from engine.core.state import GameObject, GameState, JsonValue, PlayerId

#: The alternative cost a permission casts a card for (118.9): "plot", without paying its mana
#: cost (702.170d); "foretell", its foretell cost (702.143a); None for its mana cost, or any
#: alternative cost it may be cast for anyway.
ExileAlternative = Literal["plot", "foretell"] | None


@dataclass(frozen=True, slots=True)
class ExilePermission:
    """A mechanic's permission to cast a card from exile (601.3): whether `player` may cast the
    card by it now (`allows`), the alternative cost it is cast for, and the rule; `refusal` says
    why not at this moment, for a permission with a timing of its own ("during their main
    phase while the stack is empty", 702.170d), or None."""

    rule: str
    allows: Callable[[GameState, GameObject, PlayerId], bool]
    alternative: ExileAlternative = None
    refusal: Callable[[GameState, PlayerId], str | None] | None = None
    #: The marks the card passes to the spell cast by the permission (its `chosen`), such as
    #: a replacement effect waiting for that spell (614.1a); None for none.
    carried: Callable[[GameObject], tuple[tuple[str, JsonValue], ...]] | None = None


#: Each mechanic's permission to cast a card from exile, by the mechanic's name.
EXILE_PERMISSIONS: Registry[str, ExilePermission] = Registry("the permission to cast from exile")


def exile_permission(name: str, permission: ExilePermission) -> ExilePermission:
    """Register `permission` as the mechanic `name`'s; refused twice for one mechanic."""
    return EXILE_PERMISSIONS.register(name, permission)


def permission_for(
    state: GameState, obj: GameObject, player: PlayerId
) -> tuple[str, ExilePermission] | None:
    """The first registered permission by which `player` may cast the exiled `obj`, or None."""
    for name, permission in EXILE_PERMISSIONS.items():
        if permission.allows(state, obj, player):
            return name, permission
    return None


def carried_marks(
    state: GameState, obj: GameObject, player: PlayerId
) -> tuple[tuple[str, JsonValue], ...]:
    """The marks `obj`, cast by `player` by a registered permission, passes to its spell."""
    found = permission_for(state, obj, player)
    if found is None or found[1].carried is None:
        return ()
    return found[1].carried(obj)

"""Permissions to cast a card from a zone other than its owner's hand (CR 601.3), one registry:
each mechanic that gives one registers it (`cast_permission`) — an Adventure's card exiled by its
own resolution (715.3d), a card warp exiled in an earlier turn (702.185a), a plotted card
(702.170d), a foretold card (702.143a), a card a resolved ability lets its player cast from a
graveyard this turn (`engine.mechanics.graveyard_cast`), a permanent's "once during each of your
turns, you may cast … from your graveyard" (`engine.mechanics.graveyard_casting`: Lurrus). Where
a spell may be cast from asks them all (`engine.rules.cast_zones`), and so does the list of legal
actions; a permission says itself which zone its card is in. A card's own permissions — flashback,
escape, retrace, disturb, aftermath — are its keywords', asked before these: with one of them,
a permanent's permission "doesn't apply" (Lurrus's rulings).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from engine.core.registry import Registry
from engine.core.state import Event, GameObject, GameState, JsonValue, PlayerId

#: The alternative cost a permission casts a card for (118.9): "plot", without paying its mana
#: cost (702.170d); "foretell", its foretell cost (702.143a); None for its mana cost, or any
#: alternative cost it may be cast for anyway.
CastAlternative = Literal["plot", "foretell"] | None

#: What settles a permission's use once the spell cast by it is on the stack with its X chosen
#: (601.3, 202.3e): given the state and the spell, the state with the use noted and the event
#: saying so — or it refuses the cast (`IllegalActionError`), the spell not one it names after all.
Settle = Callable[[GameState, GameObject], tuple[GameState, Event]]


@dataclass(frozen=True, slots=True)
class CastPermission:
    """A mechanic's permission to cast a card from exile or a graveyard (601.3): whether `player`
    may cast the card by it now (`allows`), what the offered action says of it (`offered`), the
    alternative cost it is cast for, and the rule."""

    rule: str
    allows: Callable[[GameState, GameObject, PlayerId], bool]
    #: The words the offered action ends with, "(…)": a text, or one made from the card.
    offered: str | Callable[[GameState, GameObject, PlayerId], str]
    alternative: CastAlternative = None
    #: Why not at this moment, for a permission with a timing of its own ("during their main
    #: phase while the stack is empty", 702.170d), or None.
    refusal: Callable[[GameState, PlayerId], str | None] | None = None
    #: The marks the card passes to the spell cast by the permission (its `chosen`), such as
    #: a replacement effect waiting for that spell (614.1a); None for none.
    carried: Callable[[GameObject], tuple[tuple[str, JsonValue], ...]] | None = None
    #: For a permission used up by the cast it allows (once each turn: Lurrus), taken as the
    #: cast begins (601.3): what settles its use once the spell is on the stack.
    used: Callable[[GameState, GameObject, PlayerId], Settle] | None = None
    #: Why it doesn't let `player` cast the card now, for the message refusing a cast no
    #: permission allows (a permission with limits of its own: Lurrus's), or None.
    denial: Callable[[GameState, GameObject, PlayerId], str | None] | None = None

    def says(self, state: GameState, obj: GameObject, player: PlayerId) -> str:
        """What the offered action says of the permission."""
        return self.offered if isinstance(self.offered, str) else self.offered(state, obj, player)


#: Each mechanic's permission to cast a card from exile or a graveyard, by the mechanic's name.
CAST_PERMISSIONS: Registry[str, CastPermission] = Registry(
    "the permission to cast from exile or a graveyard"
)


def cast_permission(name: str, permission: CastPermission) -> CastPermission:
    """Register `permission` as the mechanic `name`'s; refused twice for one mechanic."""
    return CAST_PERMISSIONS.register(name, permission)


def permission_for(state: GameState, obj: GameObject, player: PlayerId) -> CastPermission | None:
    """The first registered permission by which `player` may cast `obj`, or None."""
    for permission in CAST_PERMISSIONS.values():
        if permission.allows(state, obj, player):
            return permission
    return None


def denial(state: GameState, obj: GameObject, player: PlayerId) -> str | None:
    """The first registered permission's own reason it doesn't let `player` cast `obj`, or
    None: for the message refusing a cast no rule allows."""
    for permission in CAST_PERMISSIONS.values():
        if permission.denial is not None and (why := permission.denial(state, obj, player)):
            return why
    return None

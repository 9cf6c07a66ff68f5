"""A player's party (700.8): up to one Cleric, one Rogue, one Warrior and one Wizard among the
creatures they control — what "for each creature in your party" and "the number of creatures
in your party" count.

The game counts it itself (700.8a): nobody chooses which creatures are in it. A creature with
several of those types (a Cleric Wizard, a changeling) is counted for one of them only, the
way that gives the highest number (700.8b) — the largest matching of creatures to the four
roles, found by trying each role's creatures in turn and moving an earlier one to another
role when that frees the one wanted (augmenting paths; four roles, so it is quick).
"""

from __future__ import annotations

from engine.core.state import GameState, ObjectId, PlayerId
from engine.derived.layers import characteristics, controller_of

#: The creature types a party has one each of (700.8).
PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party(state: GameState, player: PlayerId) -> dict[str, ObjectId]:
    """The creatures of `player`'s party, by the type each is counted as (700.8a-b): as many
    as can be counted, each creature once."""
    roles: dict[ObjectId, set[str]] = {}
    for obj in state.battlefield():
        chars = characteristics(state, obj)
        # Its controller and types as the layers leave them (613.1b, 613.1d).
        if controller_of(state, obj, chars) != player or "Creature" not in chars.types:
            continue
        found = set(PARTY_TYPES) & set(chars.subtypes)
        if found:
            roles[obj.id] = found
    held: dict[str, ObjectId] = {}
    for creature in roles:
        _place(creature, roles, held, set())
    return dict(sorted(held.items()))


def _place(
    creature: ObjectId, roles: dict[ObjectId, set[str]], held: dict[str, ObjectId], seen: set[str]
) -> bool:
    """Give `creature` a role: a free one, or one whose holder can move to another (700.8b)."""
    for role in sorted(roles[creature]):
        if role in seen:
            continue
        seen.add(role)
        holder = held.get(role)
        if holder is None or _place(holder, roles, held, seen):
            held[role] = creature
            return True
    return False

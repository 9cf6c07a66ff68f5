"""Umbra armor (CR 702.89) in play: a replacement effect of an Aura on the permanent it
enchants, offered wherever that permanent would be destroyed (701.8c: by a destroy instruction or
by a state-based action, 704.5g-h).

"If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy
this Aura." (702.89a) It isn't regeneration, so "can't be regenerated" doesn't stop it; with a
regeneration shield or another umbra armor, the permanent's controller chooses which applies
(616.1, 616.1e). An indestructible permanent isn't destroyed (702.12b), so nothing is replaced.
"""

from __future__ import annotations

from engine.core.events import describe, describe_id, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, Zone
from engine.derived.characteristics import characteristics
from engine.mechanics.umbra_armor.model import MEANING, RULE, UMBRA_ARMOR
from engine.modifiers.regeneration import DESTROY_REPLACEMENTS, DestroyReplacement
from engine.modifiers.replacement_order import Candidate
from engine.operations.basic import destroy


def _find(state: GameState, obj: GameObject) -> list[Candidate]:
    """One candidate for each Aura with umbra armor attached to `obj`, each instance its own."""
    found: list[Candidate] = []
    for aura in state.battlefield():
        if aura.attached_to != obj.id:
            continue
        count = characteristics(state, aura).keywords.count(UMBRA_ARMOR)
        found += [
            Candidate(
                f"{aura.id}:umbra" + (f"#{k + 1}" if k else ""),
                aura.id,
                aura.timestamp,
                f"Umbra armor ({MEANING})",
                (RULE, "614.1a"),
                "keyword",
                keyword=UMBRA_ARMOR,
            )
            for k in range(count)
        ]
    return found


def _apply(state: GameState, obj: GameObject, pick: Candidate) -> tuple[GameState, list[Event]]:
    """Instead of `obj` being destroyed: all damage marked on it is removed, and the Aura is
    destroyed (702.89a) — itself perhaps replaced (indestructible, regenerated)."""
    state = state.with_object(replace(obj, damage=0))
    said = event(
        "destroy_replaced",
        f"{describe(state, obj)} isn't destroyed: instead, all damage marked on it is removed "
        f"and {describe_id(state, pick.source)} is destroyed (umbra armor).",
        *pick.rules,
        objects=[obj.id, pick.source],
    )
    aura = state.objects.get(pick.source)
    if aura is None or aura.zone is not Zone.BATTLEFIELD:
        return state, [said]
    state, events = destroy(state, aura, cant_regenerate=False, why="umbra armor, 702.89a")
    return state, [said, *events]


DESTROY_REPLACEMENTS.register(UMBRA_ARMOR, DestroyReplacement(_find, _apply))

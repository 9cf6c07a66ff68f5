"""Which objects are emblems (CR 114): an object in the command zone whose definition is an
emblem's (type line "Emblem", 114.3: no types). Their abilities function there (114.4), so the
layers and the trigger scanner take them with the permanents; any other object in the command
zone (a card a scenario put there) has no ability that functions.
"""

from __future__ import annotations

from engine.cards.vocabulary.type_line import EMBLEM
from engine.core.state import GameObject, GameState, Zone


def is_emblem(obj: GameObject) -> bool:
    """Whether `obj` is an emblem in the command zone (114.1, 114.2)."""
    return obj.zone is Zone.COMMAND and obj.card.type_line == EMBLEM


def _counted(obj: GameObject) -> int:
    return 1 if is_emblem(obj) else 0


def _in_order(objects: dict[str, GameObject]) -> tuple[GameObject, ...]:
    return tuple(sorted((o for o in objects.values() if is_emblem(o)), key=lambda o: o.timestamp))


def emblems(state: GameState) -> tuple[GameObject, ...]:
    """The emblems in the command zone, in timestamp order (114.4: their abilities function);
    counted as objects change, so a game without one pays nothing to ask."""
    if not state.tally(_counted):
        return ()
    return state.derived("emblems", _in_order)

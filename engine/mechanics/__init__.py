"""Keyword abilities and keyword actions (CR 701, 702), one module each: each registers the
handlers of its instructions (`engine.instructions.handles`). Importing this package registers
them all; the driver (`engine.game`) does, so every instruction has its handler before a game
starts.
"""

from engine.mechanics import (
    chosen_color,
    combat_triggers,
    delayed_triggers,
    discard,
    embalm,
    energy,
    equipment,
    evoke,
    graveyard,
    investigate,
    kicker,
    library,
    mana_abilities,
    name_list_effects,
    populate,
    prowess,
    sacrifice,
    sagas,
    scavenge,
    storm,
    unearth,
    unless_pays,
    upkeep_keywords,
    ward,
)

__all__ = [
    "chosen_color",
    "combat_triggers",
    "delayed_triggers",
    "discard",
    "embalm",
    "energy",
    "equipment",
    "evoke",
    "graveyard",
    "investigate",
    "kicker",
    "library",
    "mana_abilities",
    "name_list_effects",
    "populate",
    "prowess",
    "sacrifice",
    "sagas",
    "scavenge",
    "storm",
    "unearth",
    "unless_pays",
    "upkeep_keywords",
    "ward",
]

"""Playing additional lands this turn (CR 305.2, 305.2a), in one package: the instruction of a
resolving spell or ability — "You may play an additional land this turn." (Explore), "You may
play up to two additional lands this turn." — `model`, `reading`, `words` and `rules`. The
permission itself is a modification on a player (`AdditionalLandPlays`, 613.10), which a
permanent's static ability may hold too ("You may play an additional land on each of your
turns.", Exploration) and which playing a land counts (`engine.derived.layers.land_plays`).
"""

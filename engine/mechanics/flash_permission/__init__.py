"""Casting spells as though they had flash (CR 702.8a, 601.3b) for a while, in one package: the
instruction of a resolving spell or ability that lets its controller do so "until your next
turn" (Teferi, Time Raveler's [+1]) or "this turn" (Alchemist's Refuge) — `model`, `reading`,
`words` and `rules`. The permission itself is a modification on a player
(`CastAsThoughFlash`, 613.10), which a permanent's static ability may hold too ("You may cast
spells as though they had flash.", Vedalken Orrery) and which casting asks
(`engine.derived.layers.may_cast_as_though_flash`).
"""

"""A color, creature type or basic land type its controller chooses as the spell or ability
resolves, which an object becomes — "This creature becomes the color of your choice until end of
turn" (Rainbow Crow), "Target creature becomes the color of your choice until end of turn" (Tidal
Visionary), "This creature becomes the creature type of your choice until end of turn" (the
Mistforms), "Target land becomes the basic land type of your choice until end of turn" (Reef
Shaman) — in one package: its instruction (`model`), read by the lowering's "become" verb, the
card page's words (`words`) and how it is done (`rules`: the choice is made as it resolves,
608.2d; then the object is that color, layer 5, 613.1e, 105.3, or that creature type instead of
its others, layer 4, 613.1d, 205.1a, or that land type instead of its others, 305.7).
"""

"""Effects on the player a resolving spell or ability begins for a while (CR 611.2a, 613.10):
"Until your next turn, your life total can't change and you gain protection from everything."
(Teferi's Protection), "you gain protection from everything until your next turn" (The One
Ring), "You gain hexproof until your next turn." — in one package: the instruction (`model`),
its reading (`reading`), the card page's words (`words`) and how it begins (`rules`). What it
does is asked where it matters: the player's keywords (`engine.derived.layers.player_keywords`:
protection, 702.16j, hexproof, 702.11c) and whether their life total can change
(`engine.modifiers.life_totals`, 119.7, 119.8).
"""

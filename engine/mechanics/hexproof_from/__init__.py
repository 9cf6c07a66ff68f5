"""Hexproof from [quality] (CR 702.11d), a keyword ability of permanents, in one package: its
spelling, "Hexproof from" and a quality the engine reads — a color, monocolored or multicolored
(`model`), and the card page's words for it (`words`). It can't be the target of spells or
abilities with that quality its controller's opponents control; checked where targets are
(`engine.derived.targets`), and lost with hexproof (702.11e, `engine.derived.layer_effects`),
so it has no rules of its own here.
"""

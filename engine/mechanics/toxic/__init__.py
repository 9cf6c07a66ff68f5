"""Toxic (CR 702.164), a keyword ability of creatures, in one package: its spelling, which carries
a number ("Toxic 2") (`model`), and the card page's words for it (`words`). What it does is part of
dealing combat damage to a player (`engine.operations.basic`, with the creature's total toxic
value, `engine.cards.vocabulary.keywords.toxic_value`), so it has no rules of its own here.
"""

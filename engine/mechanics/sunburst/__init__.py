"""Sunburst (CR 702.44), a keyword ability of permanent cards, in one package: its spelling and
its entering replacement (`model`) and the card page's words for it (`words`). It is an entering
replacement only, which its `model` registers (`entering_counters`), applied where a permanent's
own entering replacements are (`engine.modifiers.entering`), so it has no rules of its own here.

"Sunburst" means "If this object is entering as a creature, ignoring any type-changing effects
that would affect it, it enters with a +1/+1 counter on it for each color of mana spent to cast
it. Otherwise, it enters with a charge counter on it for each color of mana spent to cast it."
(702.44a) Only a resolving spell that had colored mana spent on its costs gets any (702.44b):
the mana spent is the spell's record of its payment (601.2h), which a permanent that wasn't cast
doesn't have.
"""

"""Flashback (CR 702.34), a keyword ability of spells, in one package: its spelling, which carries a
mana cost ("Flashback {1}{R}"), with that cost registered as an alternative cost (118.9) — what
its event says, the mark "flashback" it leaves (`model`) — and the card page's words for it
(`words`). It casts the card from its owner's graveyard (`engine.rules.casting`, 601.3), and the
spell is exiled whenever it would leave the stack (`engine.modifiers.leaving_stack`), so it has
no rules of its own here.
"""

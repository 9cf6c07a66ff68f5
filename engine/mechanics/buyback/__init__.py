"""Buyback (CR 702.27), a keyword ability of spells, in one package: its spelling, which carries a
mana cost ("Buyback {3}"), with that cost registered as an optional additional cost (118.8b) the
cast action's `buyback` announces (`model`), and the card page's words for it (`words`). Paid, the
spell goes back to its owner's hand as it resolves (the stack), so it has no rules of its own
here.
"""

"""Bestow (CR 702.103), a keyword ability of creature cards, in one package: the mark a spell
cast for its bestow cost carries (`model`), the reading of "Bestow {3}{G}{G}" as the card's own
alternative cost that marks it (`reading`) and how a bestowed Aura is played (`rules`): cast as
an Aura spell targeting a creature, it resolves as a creature spell if its target is illegal
(702.103e), and a bestowed Aura that is unattached or attached illegally becomes a creature
instead of going to the graveyard (702.103f). What a bestowed object is — an Aura enchantment
with enchant creature (702.103b) — is `engine.core.bestowed`'s.

"Bestow [cost]" means "As you cast this spell, you may choose to cast it bestowed. If you do, you
pay [cost] rather than its mana cost." (702.103a)
"""

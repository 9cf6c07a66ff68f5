"""Morph, megamorph and disguise (CR 702.37, 702.168), keyword abilities of permanent cards, in
one package: their spellings, each with a mana cost ("Morph {2}{U}") (`model`), the card page's
words for them (`words`) and how they are played (`rules`): turning a face-down permanent face up
for that cost, a special action (116.2b). Casting the card face down for {3} is an alternative
cost (118.9: `engine.rules.casting`); the face-down 2/2 is its copiable values in layer 1b
(`engine.core.face_down`).
"""

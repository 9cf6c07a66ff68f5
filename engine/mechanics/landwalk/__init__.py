"""Landwalk (CR 702.14), an evasion ability, in one package: the spellings of the five basic land
types' landwalks and what each stands for as blockers are declared (`model`): a creature with it
can't be blocked as long as the defending player controls a land of that type (702.14c), a
restriction the one mechanism of combat rules checks (`engine.rules.combat_rules`) and the card
page's words for it; so it has no words or rules part here. A landwalk of another quality
("Desertwalk", 702.14a) starts a keyword line but isn't modelled.
"""

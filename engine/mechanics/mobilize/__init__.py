"""Mobilize (CR 702.181), a keyword ability of creatures, in one package: its spelling, which
carries a number ("Mobilize 2"), and its instructions (`model`), the card page's words for the
keyword and those instructions (`words`) and how it is played (`rules`): the attack trigger, its
Warrior tokens entering tapped and attacking, and the delayed trigger that sacrifices them.

"Mobilize N" means "Whenever this creature attacks, create N 1/1 red Warrior creature tokens.
Those tokens enter tapped and attacking. Sacrifice them at the beginning of the next end step."
(702.181a)
"""

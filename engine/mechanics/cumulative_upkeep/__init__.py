"""Cumulative upkeep (CR 702.24), a keyword ability of permanents, in one package: its spelling,
which carries a mana cost ("Cumulative upkeep {1}") (`model`), the card page's words for it
(`words`) and how it is played (`rules`): the upkeep trigger it stands for, an age counter then
the vocabulary's "sacrifice it unless you pay" once for each age counter (118.12a).

"Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this permanent is on the
battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter on
it. If you don't, sacrifice it." (702.24a)
"""

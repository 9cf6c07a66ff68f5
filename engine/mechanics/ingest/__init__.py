"""Ingest (CR 702.115), a keyword ability of creatures, in one package: its spelling and its
instruction (`model`), the card page's words for the keyword and its instruction (`words`) and
how it is played (`rules`): the triggered ability it stands for and the exiling.

"Ingest" means "Whenever this creature deals combat damage to a player, that player exiles the
top card of their library." (702.115a) Each instance triggers separately (702.115b).
"""

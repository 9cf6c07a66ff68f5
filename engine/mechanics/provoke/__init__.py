"""Provoke (CR 702.39), a keyword ability of creatures, in one package: its spelling, a simple
keyword, and its instruction (`model`), the card page's words for it (`words`) and how it is
played (`rules`): the triggered ability it stands for, whose instruction untaps the target and
makes it block the provoking creature this combat if able — a requirement the declaration of
blockers obeys (509.1c, `engine.rules.block_requirements`).

"Provoke" means "Whenever this creature attacks, you may choose to have target creature
defending player controls block this creature this combat if able. If you do, untap that
creature." (702.39a) Each instance triggers separately (702.39b).
"""

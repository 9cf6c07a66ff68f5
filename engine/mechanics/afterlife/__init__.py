"""Afterlife (CR 702.135), a keyword ability of permanents, in one package: its spelling, which
carries a number ("Afterlife 2") (`model`), the card page's words for it (`words`) and how it is
played (`rules`): the triggered ability it stands for, whose instruction is the vocabulary's
`CreateToken`.

"Afterlife N" means "When this permanent is put into a graveyard from the battlefield, create N
1/1 white and black Spirit creature tokens with flying." (702.135a)
"""

"""Untapping permanents chosen as an instruction resolves (CR 701.26b, 608.2d): "Untap up to three
lands." (Frantic Search), "When this creature enters, untap up to five lands." (Peregrine Drake),
and Teferi, Hero of Dominaria's delayed "untap up to two lands" — nothing targeted, so any lands
on the battlefield may be chosen, an opponent's included. The instruction (`model`), its reading
(`reading`, a sentence reader), the card page's words (`words`) and how it is done (`rules`).
"""

"""Revealing the top card of your library and doing something if it has a quality — "Look at
the top card of your library. You may reveal that card. If an instant or sorcery card is
revealed this way, transform this creature." (Delver of Secrets, Runo Stromkirk), "You may reveal
the top card of your library. If a land card is revealed this way, put it onto the battlefield
tapped." — in one package: its instruction (`model`), its reading (`reading`), how it is played
(`rules`) and its words (`words`).
"""

"""Putting a card from a hand onto the battlefield — "You may put a land card from your hand
onto the battlefield" (Growth Spiral), "… a creature card …" (Elvish Piper) — in one package:
its instruction (`model`), read by the lowering's "put" verb, the card page's words (`words`)
and how it is done (`rules`). Not casting the card nor playing it (305.4: a land put onto the
battlefield isn't a land played).
"""

"""Putting onto the battlefield the cards an earlier instruction of the same text exiled —
"then puts all cards they exiled this way onto the battlefield" (Living Death, Living End,
Scrap Mastery) — in one package: its instruction (`model`), read by the lowering's "put" verb
(`engine.cards.lowering.this_way`), the card page's words (`words`) and how it is done
(`rules`): only the cards that exile put there (608.2c), all entering at once (603.6a).
"""

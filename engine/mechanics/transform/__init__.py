"""Transforming a double-faced permanent (CR 701.27, 712), a keyword action other mechanics use
(day and night), in one package: its instruction (`model`), the reading of "Transform ~" and of
a back face's reminder (`reading`), the card page's words for it (`words`) and how it is done
(`rules`). What the compiler does with a card whose data has no back face stays with it
(`engine.cards.compiler.transform`).
"""

"""Offspring (CR 702.175), a keyword ability of permanent cards, in one package: its spelling,
which carries a mana cost ("Offspring {2}"), registered as an optional additional cost with the
mark a paid one leaves (`model`), the card page's words for it (`words`) and how it is played
(`rules`): the enters trigger of a permanent whose offspring cost was paid. Paying the cost is
asked as the spell is cast (601.2b, `engine.rules.casting.offer_optional`) and is a part of its
total cost (601.2f, `engine.rules.total_cost`).

"Offspring [cost]" means "You may pay an additional [cost] as you cast this spell" and "When
this permanent enters, if its offspring cost was paid, create a token that's a copy of it,
except it's 1/1." (702.175a)
"""

"""Squad (CR 702.157), a keyword ability of creature cards, in one package: its spelling, which
carries a mana cost ("Squad {2}"), registered as an additional cost paid any number of times
with the mark a paid one leaves, and its instruction (`model`), the card page's words for it
(`words`) and how it is played (`rules`): the enters trigger of a creature whose squad cost was
paid. How many times to pay is asked as the spell is cast (601.2b,
`engine.rules.casting.offer_optional`), each payment a part of its total cost (601.2f,
`engine.rules.total_cost`).

"Squad [cost]" means "As an additional cost to cast this spell, you may pay [cost] any number of
times" and "When this creature enters, if its squad cost was paid, create a token that's a copy
of it for each time its squad cost was paid." (702.157a)
"""

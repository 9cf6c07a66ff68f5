"""Taking a card from among the cards a mill moved — "Mill three cards. You may put a creature
card from among the cards milled this way into your hand." (701.17a, 701.17c) — in one package:
its instruction (`model`), how it is played (`rules`) and its words (`words`); the lowering
reads it (`engine.cards.lowering.milled`), the mill and the sentence after it as one
instruction, since the second names what the first did.
"""

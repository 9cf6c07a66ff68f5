"""Amplify (CR 702.38), a keyword ability of permanents, in one package: its spelling, which
carries a number ("Amplify 1", `model`), the card page's words (`words`) and how it is played
(`rules`): a choice as the permanent enters, registered with the entering choices
(`engine.modifiers.entering_keywords`).

"Amplify N" means "As this object enters, reveal any number of cards from your hand that share a
creature type with it. This permanent enters with N +1/+1 counters on it for each card revealed
this way. You can't reveal this card or any other cards that are entering the battlefield at the
same time as this card." (702.38a) Each instance works separately (702.38b).
"""

"""Graft (CR 702.58), a keyword ability of permanents, in one package: its spelling, which carries
a number ("Graft 2"), its triggered ability's intervening "if" and its instruction, moving a
+1/+1 counter (`model`), the card page's words (`words`) and how it is played (`rules`): the
triggered ability, built from the keyword, and its handler. Its `model` registers its entering
replacement too (`entering_counters`).

"Graft N" means "This permanent enters with N +1/+1 counters on it" and "Whenever another
creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from
this permanent onto that creature." (702.58a) Each instance works separately (702.58b).
"""

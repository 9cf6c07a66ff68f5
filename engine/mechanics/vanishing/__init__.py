"""Vanishing (CR 702.63), a keyword ability of permanents, in one package: its spelling, which
carries a number ("Vanishing 3"), its upkeep ability's intervening "if" and instruction
(`model`), the card page's words for them (`words`) and how it is played (`rules`): the upkeep
ability that removes a time counter, and the ability that sacrifices the permanent when the last
time counter is removed — by that ability or by anything else (122.1). Its `model` registers its
entering replacement too (`entering_counters`).

"Vanishing N" means "This permanent enters with N time counters on it," "At the beginning of
your upkeep, if this permanent has a time counter on it, remove a time counter from it," and
"When the last time counter is removed from this permanent, sacrifice it." (702.63a) Vanishing
without a number (702.63b) isn't read.
"""

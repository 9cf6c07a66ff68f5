"""Devour (CR 702.82), a keyword ability of permanents, in one package: its spelling, which
carries a number ("Devour 2", `model`), the card page's words (`words`) and how it is played
(`rules`): a choice as the permanent enters, registered with the entering choices
(`engine.modifiers.entering_keywords`).

"Devour N" means "As this object enters, you may sacrifice any number of creatures. This
permanent enters with N +1/+1 counters on it for each creature sacrificed this way." (702.82a)
Devour [quality] (702.82c) isn't read.
"""

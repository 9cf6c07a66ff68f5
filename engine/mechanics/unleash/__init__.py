"""Unleash (CR 702.98), a keyword ability of permanents, in one package: its spelling (`model`)
and the card page's words for it (`words`). "You may have this permanent enter with an additional
+1/+1 counter on it" and "This permanent can't block as long as it has a +1/+1 counter on it"
(702.98a): the entering choice (614.1c, 614.12a) and the restriction are applied with the other
entering keywords in `engine.modifiers.entering_keywords`, so it has no rules of its own here.
"""

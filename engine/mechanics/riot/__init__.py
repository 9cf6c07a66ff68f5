"""Riot (CR 702.136), a keyword ability of permanents, in one package: its spelling (`model`) and
the card page's words for it (`words`). "You may have this permanent enter with an additional
+1/+1 counter on it. If you don't, it gains haste." (702.136a): a replacement effect chosen as it
enters (614.1c, 614.12a), applied with the other entering keywords in
`engine.modifiers.entering_keywords`, so it has no rules of its own here.
"""

"""Bloodthirst (CR 702.54), a keyword ability of permanents, in one package: its spelling, which
carries a number ("Bloodthirst 2"), and its entering replacement (`model`), and the card page's
words for it (`words`). It is an entering replacement only, which its `model` registers
(`entering_counters`), applied where a permanent's own entering replacements are
(`engine.modifiers.entering`), so it has no rules of its own here.

"Bloodthirst N" means "If an opponent was dealt damage this turn, this permanent enters with N
+1/+1 counters on it." (702.54a)
"""

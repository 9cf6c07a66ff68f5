"""Bestow's mark (CR 702.103b): the name a spell cast bestowed and the permanent it becomes carry,
read as the vocabulary itself loads (a mechanic's cast mark), so this module imports nothing; what
a bestowed object is, is `engine.core.bestowed`'s.
"""

from __future__ import annotations

#: What casting a card for its bestow cost makes the spell and the permanent it becomes
#: (702.103b; registered as a cast mark by `engine.mechanics.bestow`).
BESTOWED = "bestowed"

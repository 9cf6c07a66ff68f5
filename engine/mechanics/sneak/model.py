"""Sneak's marks (702.190): a spell cast for its sneak cost is "sneaked", and it remembers what
the creature returned to pay that cost attacked (702.190b) — both kept by the permanent it
becomes (`cast_mark`), which enters attacking it."""

from __future__ import annotations

from engine.cards.vocabulary.casting import cast_mark

RULE = "702.190a"
ENTERS_RULE = "702.190b"
KEYWORD = "Sneak"
SNEAKED = cast_mark("sneaked", RULE)
#: What the returned creature attacked: its defending player's id, followed — when it attacked a
#: planeswalker or battle — by that permanent's incarnation and id ("B 1 walker").
SNEAK_ATTACKING = cast_mark("sneak_attacking", ENTERS_RULE)

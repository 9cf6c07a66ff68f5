"""What a counterspell's next sentence adds to its "counter target …" (608.2c): read with it as
one instruction."""

from __future__ import annotations

#: The sentence after "counter target …" and what it adds to that instruction: where the
#: countered spell goes instead of its owner's graveyard (Memory Lapse, Dissipate; 614.15), or
#: that the permanent whose ability is countered can't activate abilities this turn (Trickbind).
COUNTERED_THIS_WAY: dict[str, dict[str, str | bool]] = {
    "If that spell is countered this way, exile it instead of putting it into its owner's "
    "graveyard.": {"to": "exile"},
    "If that spell is countered this way, put it on top of its owner's library instead of into "
    "that player's graveyard.": {"to": "library_top"},
    "If that spell is countered this way, put it on the bottom of its owner's library instead of "
    "into that player's graveyard.": {"to": "library_bottom"},
    "If that spell is countered this way, put it into its owner's hand instead of into that "
    "player's graveyard.": {"to": "hand"},
    "If a permanent's ability is countered this way, activated abilities of that permanent can't "
    "be activated this turn.": {"bind_source": True},  # Trickbind (602.5, 611.2a)
}

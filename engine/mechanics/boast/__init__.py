"""Boast (CR 702.142), a keyword written as a label before an activated ability, in one
package: its reading (`reading`). "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate
only if this creature attacked this turn and only once each turn." (702.142a) — restrictions
the game already has (602.5, 602.5b; the creatures declared as attackers this turn, 508.1a,
kept by the turn), so the keyword has no rules of its own here.
"""

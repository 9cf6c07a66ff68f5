"""Exhaust (CR 702.177), a keyword written as a label before an activated ability, in one
package: its reading (`reading`). "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect].
Activate only once." (702.177a) — a restriction the game already has (602.5b: once for the
object's life, 400.7), so the keyword has no rules of its own here. Effects asking whether an
exhaust ability was activated this turn (702.177b) aren't read.
"""

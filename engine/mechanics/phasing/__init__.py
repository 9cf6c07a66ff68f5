"""Phasing (CR 702.26), in one package: the keyword's spelling and the instruction "… phase
out" (`model`, read by `reading`), the card page's words for them (`words`) and how they are
played (`rules`): a permanent phasing out and in, the Auras and Equipment attached to it going
with it (702.26g), the untap step's phasing (502.1) and phasing out as an instruction resolves
(702.26b).

A phased-out permanent is held in the pseudo-zone `Zone.PHASED_OUT` (702.26d: it doesn't change
zones, but it is treated as though it isn't on the battlefield), so every rule that looks at the
battlefield passes it by — it can't block, be destroyed, counted, targeted or affected, and its
abilities don't apply (702.26b) — while it keeps its incarnation, counters, status and damage.
"""

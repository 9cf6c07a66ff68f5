"""A target creature must block this creature this turn if able (613.11, 509.1c), in one package:
"{1}{G}: Target creature blocks this creature this turn if able." (Trumpeting Armodon) and "When
this creature enters, you may have target creature block it this turn if able." (Giant Ambush
Beetle) — its instruction (`model`), reading (`reading`), the card page's words (`words`) and how
the effect begins (`rules`): a continuous effect on the target until end of turn naming this
creature as that object (`BlockIfAble`, provoke's requirement), which the declaration of blockers
obeys as far as it can (`engine.rules.block_requirements`). A shared mechanic: provoke's
instruction (702.39a) begins its requirement by the same `must_block`."""

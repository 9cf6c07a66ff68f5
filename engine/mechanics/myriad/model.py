"""Myriad's spelling, a keyword with no parameter (702.116a), and its instruction, one member of
the vocabulary's `Effect` union. Each instance triggers separately (702.116b), so a creature
with myriad twice keeps both ("Myriad, myriad": Scurry of Squirrels)."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

MYRIAD = keyword_name("Myriad", cumulative=True)
RULE = "702.116a"
MEANING = (
    "whenever this creature attacks, for each opponent other than defending player, you may "
    "create a token that's a copy of this creature that's tapped and attacking that player or a "
    "planeswalker they control; if one or more tokens are created this way, exile the tokens at "
    "end of combat"
)


class Myriad(MechanicInstruction):
    """Myriad's effect (702.116a): a token copy of this creature for each opponent other than
    the defending player, tapped and attacking that opponent, exiled at end of combat."""

    op: Literal["myriad"] = "myriad"

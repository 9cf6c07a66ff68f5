"""Ingest's spelling, a keyword with no parameter whose instances each trigger (702.115b), and its
instruction (702.115a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

INGEST = keyword_name("Ingest", cumulative=True)
RULE = "702.115a"
MEANING = (
    "whenever this creature deals combat damage to a player, that player exiles the top card of "
    "their library"
)


class Ingest(MechanicInstruction):
    """Ingest's instruction (702.115a): the player this creature dealt combat damage to exiles
    the top card of their library — none when it is empty."""

    op: Literal["ingest"] = "ingest"

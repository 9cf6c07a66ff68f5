"""Battle cry's spelling, a keyword with no parameter (702.91a), and what it means, said alike by
the card page and the event log; it has no instruction of its own: the ability it stands for is
made of the vocabulary's (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

BATTLE_CRY = keyword_name("Battle cry", cumulative=True)
RULE = "702.91a"
MEANING = (
    "whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn"
)

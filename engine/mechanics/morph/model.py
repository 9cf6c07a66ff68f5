"""The spellings of morph, megamorph and disguise, keywords with a mana cost (702.37a-b,
702.168a), written in capitals, without X; they have no instruction of their own."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost
from engine.cards.vocabulary.triggers import trigger_event

MORPH = keyword_with("Morph", mana_cost(x=False), joined=True, costed=True)
MEGAMORPH = keyword_with("Megamorph", mana_cost(x=False), joined=True, costed=True)
DISGUISE = keyword_with("Disguise", mana_cost(x=False), joined=True, costed=True)

#: "When this permanent is turned face up" (702.37e, 702.168d, 708.8).
TURNED_FACE_UP = trigger_event("turned_face_up")

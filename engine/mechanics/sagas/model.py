"""A Saga's chapter abilities' trigger event (714.2b): "{rN}—[Effect]" means "When one or more
lore counters are put onto this Saga, if the number of lore counters on it was less than N and
became at least N, [effect]"."""

from __future__ import annotations

from engine.cards.vocabulary.triggers import trigger_event

CHAPTER = trigger_event("chapter")

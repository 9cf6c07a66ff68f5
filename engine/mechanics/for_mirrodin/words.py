"""What the card page says for For Mirrodin! and its instruction (702.163a)."""

from __future__ import annotations

from engine.mechanics.equipment.words import armed_words
from engine.mechanics.for_mirrodin.model import FOR_MIRRODIN

armed_words(FOR_MIRRODIN, "702.163a", "for_mirrodin", "2/2 red Rebel")

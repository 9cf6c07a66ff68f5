"""What the card page says for Living weapon and its instruction (702.92a)."""

from __future__ import annotations

from engine.mechanics.equipment.words import armed_words

armed_words("Living weapon", "702.92a", "living_weapon", "0/0 black Phyrexian Germ")

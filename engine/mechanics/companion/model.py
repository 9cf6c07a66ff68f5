"""Companion's rule and its special action's name and cost (702.139a, 116.2g); the ability
itself is the vocabulary's `Companion` (`engine.cards.vocabulary.rule_modifiers`), beside the
other ability working before or outside the game (the Leylines', 103.6)."""

from __future__ import annotations

RULE = "702.139a"
#: The special action's name in the scenario (116.2g).
COMPANION = "Companion"
#: What putting the companion into its owner's hand costs (702.139a).
COST = "{3}"

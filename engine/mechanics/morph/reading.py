"""The trigger event of morph, megamorph and disguise read (702.37e, 702.168d): "When this
creature is turned face up, …"."""

from __future__ import annotations

from engine.cards.compiler.registry import trigger_phrase

trigger_phrase(r"When ~ is turned face up", {"event": "turned_face_up"})

"""The trigger event of morph, megamorph and disguise read (702.37e, 702.168d): "When this
creature is turned face up, …" — by the compiler's templates and by the lowering of the oracle
grammar's tree; an X in its effect is the one chosen as it was turned face up (702.37f), not
modelled."""

from __future__ import annotations

from engine.cards.compiler.registry import trigger_phrase
from engine.cards.lowering.registry import self_event

trigger_phrase(r"When ~ is turned face up", {"event": "turned_face_up"}, own_x="702.37f")
self_event("is turned face up", {"event": "turned_face_up"})

"""Storm (CR 702.40): Grapeshot."""

from __future__ import annotations

from typing import Any

CARDS: tuple[dict[str, Any], ...] = ()

"""Ninjutsu (CR 702.49a) read: "Ninjutsu {1}{U}" as the activated ability it means, activated
from the hand (113.6b), its cost the mana and returning an unblocked attacker you control, its
one instruction `Ninjutsu`. Commander ninjutsu (702.49d), which works from the command zone too,
is left unread."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.keyword_activations import activated_from
from engine.cards.compiler.registry import zone_reader


@zone_reader("keywords: ninjutsu")
def ninjutsu(text: str) -> dict[str, Any] | None:
    """ "Ninjutsu {1}{U}" -> the activated ability it means (702.49a), or None."""
    return activated_from(
        text,
        "Ninjutsu",
        "hand",
        [{"op": "ninjutsu"}],
        cost={"return_unblocked_attacker": True},
        sorcery_speed=False,
    )

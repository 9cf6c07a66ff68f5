"""The instruction beginning an effect on its controller for a while (611.2a, 613.10)."""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import Field

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: The keywords a player gains this way: those a player can have (702.11c, 702.16j).
PlayerKeyword = Literal["Protection from everything", "Hexproof", "Shroud"]
PLAYER_KEYWORDS: tuple[str, ...] = get_args(PlayerKeyword)


class EffectOnYou(MechanicInstruction):
    """ "Until your next turn, your life total can't change and you gain protection from
    everything.": a continuous effect on this instruction's controller (611.2a, 613.10) — they
    have `keywords` and, with `life_cant_change`, can't gain or lose life (119.7, 119.8) —
    until their next turn begins or until the turn ends (514.2)."""

    op: Literal["effect_on_you"] = "effect_on_you"
    keywords: tuple[PlayerKeyword, ...] = Field(default=(), max_length=3)
    life_cant_change: bool = False
    duration: Literal["end_of_turn", "your_next_turn"] = "your_next_turn"

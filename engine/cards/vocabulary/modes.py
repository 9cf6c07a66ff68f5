"""The chosen modes of a modal spell or ability as one set of targets and instructions (700.2).

Each mode numbers its targets from 0. A spell or ability with several chosen modes has the
targets of every chosen mode (601.2c, 700.2c) and follows the chosen modes' instructions in the
order they are printed (700.2, 608.2c), so the modes are laid end to end, each mode's target
references moved past the targets of the modes before it.
"""

from __future__ import annotations

from typing import Any

from engine.cards.vocabulary.card import CardDef, Effect, Mode
from engine.cards.vocabulary.filters import TargetSpec
from engine.cards.vocabulary.target_refs import HELD_FIELDS, REFERENCES, HoldsInstructions


def chosen_parts(
    modes: tuple[Mode, ...], picks: tuple[int, ...]
) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...]]:
    """The targets and instructions of the modes `picks` (1-based), in printed order."""
    specs: list[TargetSpec] = []
    effects: list[Effect] = []
    for pick in sorted(picks):
        mode = modes[pick - 1]
        effects += [_shifted(e, len(specs)) for e in mode.effects]
        specs += mode.targets
    return tuple(specs), tuple(effects)


def _shifted(effect: Any, offset: int) -> Any:
    if not offset:
        return effect
    update: dict[str, Any] = {}
    for name in REFERENCES:
        value = getattr(effect, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            update[name] = value + offset
    if isinstance(effect, HoldsInstructions):
        for name in HELD_FIELDS:
            if hasattr(effect, name):
                update[name] = tuple(_shifted(e, offset) for e in getattr(effect, name))
    return effect.model_copy(update=update) if update else effect


def spell_parts(
    card: CardDef, picks: tuple[int, ...]
) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...]]:
    """A spell's targets and instructions: those of its chosen modes, if it is modal (700.2)."""
    return chosen_parts(card.modes, picks) if picks else (card.targets, card.effects)

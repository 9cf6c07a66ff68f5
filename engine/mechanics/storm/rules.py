"""Storm (CR 702.40) in play: a triggered ability of a spell, built from the keyword.

"Storm" means "When you cast this spell, copy it for each other spell that was cast before it
this turn. If the spell has any targets, you may choose new targets for any of the copies."
(702.40a). It triggers as the spell becomes cast (601.2i) and waits for priority like any trigger
(603.3); each instance triggers separately (702.40b). The count is every spell cast before it this
turn by any player (the scenario's `spells_cast_this_turn` included). The copies aren't cast
(707.10), so they don't count for later storm spells and their own storm doesn't trigger.

The trigger's resolution makes one copy per agenda item: the copy's controller is asked
`{"target": [...] | null}` for each copy in creation order (null keeps the original targets,
707.10c), and the next copy is made by the next item, so a storm of 200 takes 200 steps, not
200 × 200.
"""

from __future__ import annotations

from engine.cards.vocabulary import Trigger, Triggered
from engine.core.agenda import Instruction
from engine.core.choices import NeedChoice
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameState, InfoValue, StackAbility
from engine.instructions.perform import Context, handles
from engine.mechanics.storm.model import StormCopies
from engine.modifiers.copies import copy_spell
from engine.modifiers.triggers import stands_for

#: The triggered ability "Storm" stands for (702.40a): it triggers as the spell becomes cast, and
#: each instance triggers separately (702.40b).
storm_ability = stands_for(
    "Storm",
    "702.40a",
    Triggered(
        trigger=Trigger(event="cast", scope="this_spell"),
        effects=(StormCopies(),),
        text=(
            "Storm (when you cast this spell, copy it for each other spell that was cast before "
            "it this turn; you may choose new targets for the copies)"
        ),
    ),
)


@handles(StormCopies)
def storm_copies(
    state: GameState, instr: StormCopies, ctx: Context
) -> tuple[GameState, list[Event]]:
    """Make the next copy (707.10), asking for its new targets (707.10c); schedule the rest."""
    del instr
    info = dict(ctx.info)
    count = int(info.get("spells_cast_before", 0))
    made = int(info.get("made", 0))
    resolving = state.resolving
    item = resolving.item if resolving is not None else None
    ability = state.abilities.get(item) if item is not None else None
    # The spell as it is on the stack, or as it last existed there if it has left (it may have
    # been countered in response): the copies are made anyway (608.2h).
    spell = state.current(ctx.source.ref) or ctx.source
    name = describe(state, spell)
    if ability is None:
        return state, []
    if not info.get("announced"):
        # Say how many copies come before the first question about their targets.
        events = [
            event(
                "storm",
                f"Storm: {count} other spell{'' if count == 1 else 's'} "
                f"{'was' if count == 1 else 'were'} cast before {name} this turn, so "
                f"{count} cop{'y is' if count == 1 else 'ies are'} made.",
                "702.40a",
                objects=[spell.id],
            )
        ]
        if count:
            state = _again(state, ability, ("announced", True))
        return state, events
    if made >= count:
        return state, []
    try:
        state, events = copy_spell(state, spell, ctx.controller, new_targets=True)
    except NeedChoice as need:
        raise replace(
            need,
            text=f"Storm copy {made + 1} of {count}: {need.text}",
            rules=("702.40a", *need.rules),
        ) from None
    if made + 1 < count:
        state = _again(state, state.abilities[ability.id], ("made", made + 1))
    return state, events


def _again(state: GameState, ability: StackAbility, note: tuple[str, InfoValue]) -> GameState:
    """Remember `note` on the storm ability and run its instruction (index 0) again next."""
    info = (*((k, v) for k, v in ability.info if k != note[0]), note)
    state = replace(state, abilities={**state.abilities, ability.id: replace(ability, info=info)})
    return replace(state, agenda=(Instruction(ability.id, 0), *state.agenda))

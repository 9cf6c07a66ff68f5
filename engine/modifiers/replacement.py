"""Replacement and prevention effects (CR 614–616): they watch for an event and modify it.

Eight kinds of event can be modified, each by a function the rest of the engine calls just before
the event would happen; each lives in a module of its own and is importable from here:

- `damage` (`engine.modifiers.prevention`): damage about to be dealt (120.4b) — prevention shields
  of resolved spells (615.7), "prevent all" effects (615.1a), static prevention and
  damage-multiplying abilities (615.10, 614.1a), and protection (702.16e); `create_prevention`
  creates the shields;
- `destroying` (`engine.modifiers.regeneration`): a permanent about to be destroyed (701.8c) —
  regeneration shields (701.19a), static regeneration (701.19b), unless it can't be regenerated
  (701.19c);
- `entering` (`engine.modifiers.entering`): a permanent about to enter the battlefield (614.1c–d,
  614.12) — its own "enters tapped / with counters / as it enters, choose a color", and other
  permanents' "[objects] enter tapped / with an additional counter", checked against it as it would
  exist on the battlefield;
- `leaving_stack` (`engine.modifiers.leaving_stack`): a spell about to leave the stack — a spell
  cast with flashback is exiled instead (702.34a); `leaving_battlefield`
  (`engine.modifiers.leaving_battlefield`): a permanent returned by unearth is exiled instead
  (702.84a); `to_graveyard` (`engine.modifiers.exile_instead`): a card whose own ability
  exiles it, or shuffles it into its owner's library, instead of putting it into a graveyard
  from anywhere (614.1a, 113.6b), and permanents exiling other cards instead (Rest in Peace);
  `to_battlefield` (`engine.modifiers.entering_instead`): a permanent about to be put onto the
  battlefield without having been cast is exiled instead (Containment Priest, 614.1a, 614.12);
- `counters` and `tokens` (`engine.modifiers.multipliers`): counters about to be put on a
  permanent, on the battlefield or as it enters (122.6), and tokens about to be created — how
  many (Doubling Season, Hardened Scales, Anointed Procession: 614.1a), unless a "can't" effect
  stops the counters (Solemnity, 614.17);
- `damage_life_loss` (`engine.modifiers.life_totals`): the life a player would lose to damage
  (120.4c) — "reduces it to 1 instead" (Worship).

Effects come from static abilities of permanents on the battlefield (`Replacement` and friends in
the card vocabulary, and the protection keyword), from `GameState.replacement_effects` (created by
resolved spells and abilities: `create_prevention`) and from regeneration shields on permanents.

616.1 (`engine.modifiers.replacement_order`): when two or more effects apply to one event, the
affected player, or the controller of the affected object, chooses one to apply; then the others
that still apply are checked again (616.1f), and each effect applies to an event at most once
(614.5). The question is a pending choice of kind "replacement" whose options are effect ids:

- `<permanent id>` — a static replacement ability of that permanent (`<id>#2` its second one);
- `<id>:protection-<quality>` — protection of the damaged permanent or player (702.16e: `red`,
  `colorless`, `everything`, `player-B`);
- `<id>:regenerate` — a regeneration shield on the permanent (701.19a);
- `r1`, `r2`, … — an effect created by a resolved spell or ability.

When the order can't change the outcome (several "prevent all" effects; effects modifying how a
permanent enters, which here only tap it, add counters or record a choice), the engine applies them
in timestamp order without asking and says so (616.1e).

A question asked in the middle of an agenda item (616.1, or 614.12a's "as it enters, choose") is
asked with `engine.core.choices.ask`; the answer is recorded in `GameState.decisions` and the item
is performed again from its start, each question taking the next answer. Nothing the first attempt
did is kept, since states are immutable.
"""

from __future__ import annotations

from engine.modifiers.entering import entering
from engine.modifiers.entering_instead import to_battlefield
from engine.modifiers.exile_instead import to_graveyard
from engine.modifiers.leaving_battlefield import leaving_battlefield
from engine.modifiers.leaving_stack import leaving_stack
from engine.modifiers.prevention import create_prevention, damage, take_reflections
from engine.modifiers.regeneration import destroying

__all__ = [
    "create_prevention",
    "damage",
    "destroying",
    "entering",
    "leaving_battlefield",
    "leaving_stack",
    "take_reflections",
    "to_battlefield",
    "to_graveyard",
]

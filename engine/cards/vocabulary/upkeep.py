"""Keywords about keeping a permanent or bringing one back (CR 702), and the instructions they
are made of: "sacrifice it unless you pay" (118.12a).

They are keyword strings of a card's abilities, like "Ward {1}", each spelled by its package
(`engine.mechanics.<name>.model`):

- "Echo {2}{R}" (702.30a): at the beginning of your upkeep, if this permanent came under your
  control since the beginning of your last upkeep, sacrifice it unless you pay the cost
  (`engine.mechanics.echo`);
- "Cumulative upkeep {1}" (702.24a): at the beginning of your upkeep, put an age counter on it,
  then sacrifice it unless you pay the cost once for each age counter on it
  (`engine.mechanics.cumulative_upkeep`);
- "Undying" (702.93a) and "Persist" (702.79a): when it dies, if it had no +1/+1 (-1/-1) counter
  on it, it returns to the battlefield under its owner's control with one;
- "Soulshift 3" (702.46a): when it dies, you may return target Spirit card with mana value 3 or
  less from your graveyard to your hand (`engine.mechanics.soulshift`).

Each stands for a triggered ability, built in its package. Only costs made of mana
symbols are keywords here: "Echo—Discard a card" isn't one (yet). Unearth (702.84a) is an
activated ability rather than a keyword string, in its own package (`engine.mechanics.unearth`).
"""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import ManaCostText, Model
from engine.cards.vocabulary.instructions import TargetRef


class SacrificeUnlessPays(Model):
    """ "Sacrifice [it] unless you pay [cost]" (118.12a): the controller of the resolving ability
    may pay the cost, from their mana pool; if they don't, they sacrifice the permanent (701.21a).
    With `per_counter`, the cost is paid once for each counter of that kind on it, all or none
    (cumulative upkeep's age counters, 702.24a)."""

    op: Literal["sacrifice_unless_pays"] = "sacrifice_unless_pays"
    cost: ManaCostText
    target: TargetRef = "self"
    per_counter: str | None = None

"""The effects of resolved spells and abilities that the game state keeps after they resolve:
continuous effects (611.2), each with its timestamp and duration, and prevention and replacement
effects waiting for the event they watch (614.1, 615.1). Static abilities' effects aren't kept:
they are derived from the objects at each moment (611.3a) — but one the card says goes on after
its source leaves the battlefield (`ContinuousEffect.lingering`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.cards.vocabulary import Duration, Filter, Modification, Static
from engine.core.primitives import ObjectId, ObjectRef, PlayerId, Target


@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (CR 611.2), with its timestamp.

    The set of objects it affects was locked in as it began (611.2c); each modification applies
    in its own layer (613.6). "end_of_turn" effects end in the cleanup step (514.2).
    """

    id: int
    source: ObjectId
    source_name: str
    timestamp: int
    affected: tuple[ObjectRef, ...]
    #: "your_next_turn": until its controller's next turn begins (611.2a; 800.4m); the others
    #: as a resolving instruction says (`Duration`, 611.2a-b).
    duration: Duration
    modifications: tuple[Modification, ...]
    #: The controller of the spell or ability that created it, as it resolved: "gain control of"
    #: gives control to that player (613.1b), whoever controls its source later.
    controller: PlayerId | None = None
    #: The players it affects, for an effect on players rather than objects (613.10).
    players: tuple[PlayerId, ...] = ()
    #: The incarnation of its source as it began (400.7): what a duration of 611.2b watches.
    source_ref: ObjectRef | None = None
    #: A rule-changing effect on a group until end of turn ("creatures without flying can't block
    #: this turn"): it modifies the rules, not characteristics, so it applies to whatever the
    #: group names at each moment, objects that arrive later included (611.2c); `affected` is
    #: then what it named as it began, for the record only.
    group: Filter | None = None
    #: A static ability's effect going on after its source left the battlefield, as the card
    #: says ("… this effect continues until end of turn", 101.1): still a static ability's
    #: effect, applied to whatever the ability names at each moment (611.3a), in dependency
    #: order like one (613.8), with the ability's own timestamp (613.7a).
    lingering: Static | None = None


@dataclass(frozen=True, slots=True)
class ReplacementEffect:
    """A prevention or replacement effect of a resolved spell or ability, waiting for the event it
    watches (CR 614.1, 615.1); it lasts until it is used up or its duration ends (614.3, 615.3).

    `id` (r1, r2, …) names it in a replacement-order choice (616.1). `amount` is what is left of a
    "prevent the next N damage" shield (615.7), None for "prevent all". `to` and `by` limit the
    damage it applies to (None: to anyone, from any source). `unpreventable`: not a shield but
    "damage can't be prevented this turn" (615.12), which the prevention effects defer to.
    """

    id: str
    source: ObjectId
    source_name: str
    controller: PlayerId
    timestamp: int
    text: str
    amount: int | None = None
    to: Target | None = None
    by: ObjectRef | None = None
    combat_only: bool = False
    duration: Literal["end_of_turn"] = "end_of_turn"
    unpreventable: bool = False
    #: What its source must be as it would deal damage: "a red source of your choice" (the
    #: shield rechecks it, 609.7b), or any source of a group ("… dealt by nongreen creatures
    #: this turn", `by` None).
    by_filter: Filter | None = None
    #: "… dealt to creatures this turn": damage to any permanent matching this as the damage
    #: would be dealt (611.2c: a prevention effect isn't locked to the objects of its start).
    to_filter: Filter | None = None
    #: "The next time …": used up by the first damage it prevents (615.1a, 609.7b).
    next_time: bool = False
    #: "If damage is prevented this way, ~ deals that much damage to that source's controller"
    #: (615.5): once used up, `reflect_due` is the damage it prevented, which its source deals
    #: right afterward to `reflect_to`, the controller of the source whose damage it prevented.
    reflect: bool = False
    reflect_due: int = 0
    reflect_to: PlayerId | None = None
    #: A redirection shield: the damage it applies to is dealt to this instead (614.9), as
    #: much of it as `amount` has left ("The next 2 damage … is dealt to any target instead").
    redirect_to: Target | None = None
    #: Damage to its controller and the permanents they control matching this, as the damage
    #: would be dealt ("you and/or permanents you control"), in place of `to`.
    to_you_and: Filter | None = None
    #: For damage dealt at the same time to several recipients it watches, how much of it the
    #: controller chose to redirect from each, by recipient id (`modifiers.redirection.allot`).
    allotted: tuple[tuple[str, int], ...] = ()

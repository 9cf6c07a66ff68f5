"""The agenda: rules work not yet done, one item per step (ARCHITECTURE: state in, events out).

Items are plain frozen data so a state with a half-done resolution can be stored, shared and
replayed. Items that wait for a player's decision carry an `answer`, filled in by `choose` as a
pair (kind of answer, value).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.state import ObjectId, PlayerId, Step


@dataclass(frozen=True, slots=True)
class GivePriority:
    """A player would receive priority: state-based actions, then triggers, then priority (117.5).

    `why` is the rule that gives this player priority (117.3a, b or c). `kept` collects answers
    to the legend rule (704.5j) while state-based actions wait for them.
    """

    player: PlayerId
    why: str = "117.3a"
    answer: Any = None
    kept: tuple[tuple[PlayerId, str, ObjectId], ...] = ()


@dataclass(frozen=True, slots=True)
class PutTriggers:
    """Put waiting triggered abilities on the stack, APNAP, each player ordering theirs (603.3b)."""

    answer: Any = None
    #: The player whose triggers are already in the order they chose.
    ordered_for: PlayerId | None = None


@dataclass(frozen=True, slots=True)
class ApplyAction:
    """Perform the scenario's action number `index` (a cast, activation, land play …)."""

    index: int
    action: Any
    answer: Any = None


@dataclass(frozen=True, slots=True)
class AllPass:
    """Every player passes in succession, starting with the priority holder (117.3d, 117.4)."""


@dataclass(frozen=True, slots=True)
class ResolveTop:
    """Begin resolving the top object of the stack (608.1)."""


@dataclass(frozen=True, slots=True)
class CheckTargets:
    """Check the resolving object's targets (608.2b)."""

    item: ObjectId


@dataclass(frozen=True, slots=True)
class Instruction:
    """Follow one instruction of the resolving object, in printed order (608.2c)."""

    item: ObjectId
    index: int
    answer: Any = None


@dataclass(frozen=True, slots=True)
class FinishResolution:
    """The last part of resolution: graveyard, battlefield, or gone (608.2n, 608.3)."""

    item: ObjectId


@dataclass(frozen=True, slots=True)
class EndStep:
    """The current step ends (500.2): mana empties (500.5) and the next step begins."""


@dataclass(frozen=True, slots=True)
class BeginStep:
    step: Step


@dataclass(frozen=True, slots=True)
class UntapPermanents:
    """The untap step's turn-based action (502.3)."""


@dataclass(frozen=True, slots=True)
class DrawForTurn:
    """The draw step's turn-based action (504.1)."""


@dataclass(frozen=True, slots=True)
class CleanupDiscard:
    """Discard down to maximum hand size (514.1)."""

    answer: Any = None


@dataclass(frozen=True, slots=True)
class CleanupDamage:
    """Damage wears off and "until end of turn" effects end, simultaneously (514.2)."""


# -- directives: scenario actions that span several priority rounds -------------------------------


@dataclass(frozen=True, slots=True)
class ResolveUntilGone:
    index: int
    item: ObjectId


@dataclass(frozen=True, slots=True)
class ResolveUntilEmpty:
    index: int


@dataclass(frozen=True, slots=True)
class AdvanceTo:
    index: int
    step: Step
    turn: int | None

"""The agenda: rules work not yet done, one item per step (ARCHITECTURE: state in, events out).

Items are plain frozen data so a state with a half-done resolution can be stored, shared and
replayed. An item that asks a player something waits as the state's pending choice and is
performed again with the answer (`engine.core.choices`): no item carries answers of its own. The
state holds the items, so they name only what lies below it: ids and steps
(`engine.core.primitives`) and the scenario's actions (`engine.core.scenario_actions`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from engine.core.primitives import JsonValue, ObjectId, ObjectRef, PlayerId, Step
from engine.core.scenario_actions import (
    ActivateAction,
    CastAction,
    PlayLandAction,
    SpecialAction,
    TurnFaceUpAction,
)

#: A scenario action that a player takes with priority (`ApplyAction`, `engine.rules.actions`).
PlayerAction: TypeAlias = (
    CastAction | ActivateAction | PlayLandAction | TurnFaceUpAction | SpecialAction
)


@dataclass(frozen=True, slots=True)
class GivePriority:
    """A player would receive priority: state-based actions, then triggers, then priority (117.5).

    `why` is the rule that gives this player priority (117.3a, b or c).
    """

    player: PlayerId
    why: str = "117.3a"


@dataclass(frozen=True, slots=True)
class PutTriggers:
    """Put waiting triggered abilities on the stack, APNAP, each player ordering theirs (603.3b)."""

    #: The player whose triggers are already in the order they chose.
    ordered_for: PlayerId | None = None


@dataclass(frozen=True, slots=True)
class ApplyAction:
    """Perform the scenario's action number `index` (a cast, activation, land play …)."""

    index: int
    action: PlayerAction


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


@dataclass(frozen=True, slots=True)
class CastDuringResolution:
    """The resolving spell or ability lets `player` cast the card `card` (as the object it is,
    its `incarnation`, 400.7) without paying its mana cost (608.2g, 118.9), if they choose to
    (608.2d); `below`: the resulting spell's mana value must be less than it (702.85a); `why`:
    the rule that lets them; `keyword`: the keyword whose alternative cost is paid rather than
    casting it without paying its mana cost ("madness", 702.35b); `else_graveyard`: the card is
    put into its owner's graveyard if it isn't cast (702.35a); `pay_costs`: cast paying its costs
    — its mana cost, or an alternative cost of its own, 118.9 — rather than without paying its
    mana cost ("You may cast that card.", 608.2g); `carried`: marks the resulting spell carries
    in its `chosen`, as a permission's do ("If that spell would be put into your graveyard,
    exile it instead.", 614.1a)."""

    player: PlayerId
    card: ObjectId
    incarnation: int
    below: int | None
    why: str
    keyword: str | None = None
    else_graveyard: bool = False
    pay_costs: bool = False
    carried: tuple[tuple[str, JsonValue], ...] = ()


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
class AddLoreCounters:
    """The precombat main phase's turn-based action: a lore counter on each Saga (714.3c)."""


@dataclass(frozen=True, slots=True)
class OpeningHandActions:
    """Before the first turn, the actions players may take with cards from their opening hands
    (103.6): the starting player's, then each other player's in turn order."""


@dataclass(frozen=True, slots=True)
class DrawStartingHands:
    """Each player draws their starting hand (103.5), the starting player first."""


@dataclass(frozen=True, slots=True)
class Mulligans:
    """A round of mulligan declarations (103.5): each player who hasn't kept their hand
    declares whether they take a mulligan, the starting player first, then each other in turn
    order; those who do take it at the same time, and another round follows until none does.
    `taken`: how many mulligans each player has taken so far; `kept`: who has kept."""

    taken: tuple[tuple[PlayerId, int], ...] = ()
    kept: tuple[PlayerId, ...] = ()


@dataclass(frozen=True, slots=True)
class MulliganBottom:
    """A player who took a mulligan puts `count` cards of their new hand on the bottom of their
    library in any order (103.5)."""

    player: PlayerId
    count: int


@dataclass(frozen=True, slots=True)
class FinishRestart:
    """The effect that restarted the game finishes resolving just before the first turn's
    untap step (727.4): the cards it left in exile (`cards`, as those objects) are put onto the
    battlefield under `controller`'s control, the player who controlled `source`'s ability."""

    controller: PlayerId
    source: str
    cards: tuple[ObjectRef, ...] = ()


@dataclass(frozen=True, slots=True)
class CleanupDiscard:
    """Discard down to maximum hand size (514.1)."""


@dataclass(frozen=True, slots=True)
class CleanupDamage:
    """Damage wears off and "until end of turn" effects end, simultaneously (514.2)."""


# -- the combat steps' turn-based actions ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DeclareAttackers:
    """The declare attackers step's turn-based action (CR 508.1)."""


@dataclass(frozen=True, slots=True)
class DeclareBlockers:
    """The declare blockers step's turn-based action (CR 509.1)."""


@dataclass(frozen=True, slots=True)
class CombatDamage:
    """The combat damage step begins: which creatures deal damage in it (510.4)."""


@dataclass(frozen=True, slots=True)
class AssignCombatDamage:
    """The combat damage step's turn-based actions: assign (510.1), then deal (510.2)."""


# -- directives: scenario actions that span several priority rounds -------------------------------


@dataclass(frozen=True, slots=True)
class Declaration:
    """A directive: an `attack` or `block` action given in the step before, performed as the
    declare attackers / blockers step begins (SCENARIO.md): an attack's (attacker, target) pairs
    and bands (702.22c), or a block's (blocker, attacker) pairs (509.1a)."""

    index: int
    kind: str
    mapping: tuple[tuple[str, str], ...]
    bands: tuple[tuple[str, ...], ...] = ()


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


#: Rules work the agenda holds (`GameState.agenda`), one item per step.
AgendaItem: TypeAlias = (
    GivePriority
    | PutTriggers
    | ApplyAction
    | AllPass
    | ResolveTop
    | CheckTargets
    | Instruction
    | CastDuringResolution
    | FinishResolution
    | EndStep
    | BeginStep
    | UntapPermanents
    | DrawForTurn
    | AddLoreCounters
    | OpeningHandActions
    | DrawStartingHands
    | Mulligans
    | MulliganBottom
    | FinishRestart
    | CleanupDiscard
    | CleanupDamage
    | DeclareAttackers
    | DeclareBlockers
    | CombatDamage
    | AssignCombatDamage
)
#: A scenario action being carried out over several priority rounds (`GameState.directive`).
Directive: TypeAlias = Declaration | ResolveUntilGone | ResolveUntilEmpty | AdvanceTo

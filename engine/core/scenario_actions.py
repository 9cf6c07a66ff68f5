"""A scenario's actions, the answers it gives and its budgets (SCENARIO.md): its script.

They are the data a `GameState` carries to replay the scenario step by step (`script`, `answers`,
`limits`), so they live below the state; `engine.driver.scenario` parses and re-exports them with
the rest of the format.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeAlias, get_args

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from engine.cards.vocabulary.bounds import MAX_NAME
from engine.core.mana import ManaError, parse_pool


class FrozenModel(BaseModel):
    """A part of the scenario format: immutable, and no fields but its own."""

    model_config = ConfigDict(frozen=True, extra="forbid")


Targets = tuple[str, ...]
#: The largest X a spell or ability may be cast or activated with, or a stack object hold.
MAX_X = 1000
#: A name sticker's words and the position they go in (docs/limits.md).
MAX_STICKER_WORDS = 60
MAX_STICKER_POSITION = 20
#: The chosen mode of a modal spell or ability (1-based), or where more than one may be chosen
#: ("Choose one or both —", 700.2) a list of them: an optional addition to SCENARIO.md's `mode`.
ModeNumber = Annotated[int, Field(ge=1, le=10)]
Modes = ModeNumber | Annotated[tuple[ModeNumber, ...], Field(min_length=1, max_length=10)] | None


def _mana_to_spend(text: str | None) -> str | None:
    """An action's `pay`: the mana to spend, as symbols of mana types ("{U}{C}{C}"), not a cost
    ("{1}{U}"): generic costs are paid with some type of mana (107.4)."""
    if text is not None:
        try:
            parse_pool(text)
        except ManaError as exc:
            raise ValueError(
                f"{exc} (`pay` lists the mana spent; a generic cost is paid with {{C}} or colored "
                "mana)"
            ) from None
    return text


#: The mana an action spends from its player's pool.
Spend = Annotated[str | None, Field(default=None, max_length=400), AfterValidator(_mana_to_spend)]


class ActivateCosts(FrozenModel):
    sacrifice: tuple[str, ...] = ()
    #: Optional addition to SCENARIO.md: the untapped creatures tapped to pay a cost that taps
    #: creatures, such as crew's (702.122a).
    tap: tuple[str, ...] = Field(default=(), max_length=50)
    #: Optional addition to SCENARIO.md: the cards of the player's graveyard exiled to pay a cost
    #: such as "Exile two creature cards from your graveyard" (118.3, 601.2h).
    exile: tuple[str, ...] = Field(default=(), max_length=50)
    #: Optional addition to SCENARIO.md: the untapped artifacts and creatures tapped to pay {1}
    #: each of a waterbend cost's generic mana (701.67a).
    waterbend: tuple[str, ...] = Field(default=(), max_length=50)

    def named(self) -> dict[str, list[str]]:
        """What the action names to pay each kind of cost, by kind."""
        return {"sacrifice": list(self.sacrifice), "tap": list(self.tap), "exile": list(self.exile)}


class CastAction(FrozenModel):
    player: str
    cast: str
    targets: Targets | None = None
    x: int | None = Field(default=None, ge=0, le=MAX_X)
    mode: Modes = None
    pay: Spend = None
    #: Optional addition to SCENARIO.md: what pays an additional sacrifice cost (601.2f).
    costs: ActivateCosts = ActivateCosts()
    #: Optional additions (docs/scenario-format.md): the creatures tapped for convoke (702.51a),
    #: the artifacts tapped for improvise (702.126a), the graveyard cards exiled for delve
    #: (702.66a), and whether the buyback cost is paid (702.27a).
    convoke: tuple[str, ...] = Field(default=(), max_length=50)
    improvise: tuple[str, ...] = Field(default=(), max_length=50)
    delve: tuple[str, ...] = Field(default=(), max_length=100)
    buyback: bool = False
    #: Whether its kicker cost is paid (702.33a): the spell is kicked (702.33d).
    kicked: bool = False
    #: Whether it is cast for its evoke cost rather than its mana cost (702.74a).
    evoke: bool = False
    #: Whether it is cast from its owner's graveyard with retrace (702.81a) — said only of a card
    #: with flashback or escape too; a card with retrace alone is cast with it from there.
    retrace: bool = False
    #: Whether it is cast face down with its morph or disguise ability (702.37c, 702.168b).
    face_down: bool = False
    #: Whether it is cast prototyped, with its prototype's mana cost, power and toughness (718.3,
    #: 702.160a).
    prototyped: bool = False
    #: Which part of the card is cast, by name: a split card's half ("Ice": its caster chooses,
    #: 709.3), an Adventure (715.3) or a modal double-faced card's face (712.11b: the front face
    #: when none is named, 712.11).
    half: str | None = Field(default=None, min_length=1, max_length=MAX_NAME)
    #: Optional addition to SCENARIO.md: activate mana abilities of untapped sources by the
    #: engine's stated rule before paying (601.2g; `engine.rules.auto_pay`).
    auto_pay: bool = False
    #: Optional addition to SCENARIO.md: the other player its caster chooses for assist
    #: (702.132a), who then says how much of the total cost's generic mana they pay.
    assist: str | None = Field(default=None, min_length=1, max_length=40)

    @model_validator(mode="after")
    def _one_way_to_pay(self) -> CastAction:
        _pay_or_auto(self.pay, self.auto_pay)
        return self


class ActivateAction(FrozenModel):
    player: str
    activate: str
    ability: int = Field(default=1, ge=1, le=50)
    targets: Targets | None = None
    x: int | None = Field(default=None, ge=0, le=MAX_X)
    #: The modes of a modal activated ability (700.2a): an optional addition to SCENARIO.md.
    mode: Modes = None
    pay: Spend = None
    costs: ActivateCosts = ActivateCosts()
    #: As a cast's `auto_pay` (602.2b, 601.2g).
    auto_pay: bool = False

    @model_validator(mode="after")
    def _one_way_to_pay(self) -> ActivateAction:
        _pay_or_auto(self.pay, self.auto_pay)
        return self


def _pay_or_auto(pay: str | None, auto_pay: bool) -> None:
    if pay is not None and auto_pay:
        raise ValueError("give `pay` (the mana spent from the pool) or `auto_pay`, not both")


class PlayLandAction(FrozenModel):
    player: str
    play_land: str
    #: Optional addition to SCENARIO.md: the face of a modal double-faced card played, a land
    #: face, by name (712.12: its player chooses; needed only when both faces are lands).
    half: str | None = Field(default=None, min_length=1, max_length=MAX_NAME)


class TurnFaceUpAction(FrozenModel):
    """Optional addition to SCENARIO.md: turn a face-down permanent face up by paying its morph,
    megamorph or disguise cost, a special action (116.2b, 702.37e, 702.168d); `pay` as a cast's."""

    player: str
    turn_face_up: str
    pay: Spend = None
    #: A manifested or cloaked creature card turned face up for its mana cost instead (701.40b,
    #: 701.58b); it may have a morph or disguise cost too (701.40c-d).
    mana_cost: bool = False


class SpecialAction(FrozenModel):
    """Optional addition to SCENARIO.md: a special action a keyword of a card lets its player
    take (116.2), named by the keyword in lower case — "plot" exiles a card with plot from its
    owner's hand, paying its plot cost (116.2k, 702.170a); `pay` the mana spent, as a cast's."""

    player: str
    special_action: str = Field(min_length=1, max_length=40)
    card: str
    pay: Spend = None


class PassAction(FrozenModel):
    pass_: Literal[True] = Field(alias="pass")
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class ResolveAction(FrozenModel):
    resolve: Literal["top", "stack"]


#: A step's name in the scenario format (SCENARIO.md), the turn's steps in order (500.1).
StepName = Literal[
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
]
STEP_NAMES: tuple[StepName, ...] = get_args(StepName)


class AdvanceAction(FrozenModel):
    advance_to: StepName
    turn: int | None = Field(default=None, ge=1, le=100_000)


class AttackAction(FrozenModel):
    attack: dict[str, str] = Field(max_length=100)
    #: The attacking bands declared (702.22c; an addition to SCENARIO.md's kinds).
    bands: tuple[tuple[str, ...], ...] = Field(default=(), max_length=50)


class BlockAction(FrozenModel):
    #: Each blocker's attacker, or a list of them for one that blocks several (509.1a; the list
    #: an addition to SCENARIO.md's kinds).
    block: dict[str, str | tuple[str, ...]] = Field(max_length=100)


class StickerAction(FrozenModel):
    class Sticker(FrozenModel):
        object: str
        words: str = Field(min_length=1, max_length=MAX_STICKER_WORDS)
        position: int = Field(default=0, ge=0, le=MAX_STICKER_POSITION)

    sticker: Sticker


class EditAction(FrozenModel):
    edit: dict[str, Any]


Action: TypeAlias = (
    CastAction
    | ActivateAction
    | PlayLandAction
    | TurnFaceUpAction
    | SpecialAction
    | PassAction
    | ResolveAction
    | AdvanceAction
    | AttackAction
    | BlockAction
    | StickerAction
    | EditAction
)


class Answer(FrozenModel):
    """One answer from `choices`: exactly one key, e.g. {"target": ["bears"]}."""

    kind: str
    value: Any


class Limits(FrozenModel):
    """Budgets of a run (exceeding one ends the run with exit 4).

    The defaults (docs/limits.md): 20,000 steps, 100,000 events, 2,000 objects, a stack 1,000
    deep and 5 seconds of run time.
    """

    max_steps: int = Field(default=20_000, ge=1, le=1_000_000)
    max_events: int = Field(default=100_000, ge=1, le=5_000_000)
    max_objects: int = Field(default=2_000, ge=1, le=100_000)
    max_stack_depth: int = Field(default=1_000, ge=1, le=100_000)
    max_seconds: float = Field(default=5.0, gt=0, le=60)

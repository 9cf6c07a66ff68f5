"""The scenario format, version 1 (SCENARIO.md): parse, validate, and write back.

`parse_scenario` turns JSON text or data into a validated `Scenario` and raises `ScenarioError`
naming the field (`objects[2].zone: unknown zone 'grave'`). `Scenario.to_json()` writes the
canonical form; parsing that again gives an equal scenario.

The script's models (the actions, the answers of `choices`, the `limits`) live in
`engine.core.scenario_actions`, below the state that carries them, and are re-exported here with the
rest of the format.
"""

from __future__ import annotations

import json
import re
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from engine.cards.predefined import predefined_or_given
from engine.cards.vocabulary import CardDef
from engine.cards.vocabulary.bounds import MAX_NAME
from engine.core.errors import ScenarioError
from engine.core.mana import ManaError, parse_pool
from engine.core.primitives import FaceDownBy
from engine.core.scenario_actions import MAX_STICKER_POSITION, MAX_STICKER_WORDS, MAX_X, StepName
from engine.core.scenario_actions import STEP_NAMES as STEP_NAMES
from engine.core.scenario_actions import Action as Action
from engine.core.scenario_actions import ActivateAction as ActivateAction
from engine.core.scenario_actions import ActivateCosts as ActivateCosts
from engine.core.scenario_actions import AdvanceAction as AdvanceAction
from engine.core.scenario_actions import Answer as Answer
from engine.core.scenario_actions import AttackAction as AttackAction
from engine.core.scenario_actions import BlockAction as BlockAction
from engine.core.scenario_actions import CastAction as CastAction
from engine.core.scenario_actions import EditAction as EditAction
from engine.core.scenario_actions import FrozenModel as _Model
from engine.core.scenario_actions import Limits as Limits
from engine.core.scenario_actions import Modes as Modes
from engine.core.scenario_actions import PassAction as PassAction
from engine.core.scenario_actions import PlayLandAction as PlayLandAction
from engine.core.scenario_actions import ResolveAction as ResolveAction
from engine.core.scenario_actions import SpecialAction as SpecialAction
from engine.core.scenario_actions import StickerAction as StickerAction
from engine.core.scenario_actions import Targets as Targets
from engine.core.scenario_actions import TurnFaceUpAction as TurnFaceUpAction

FORMAT = "rulings-explorer/1"

ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")

PLAYER_ID = r"^[A-Za-z][A-Za-z0-9_-]{0,15}$"
OBJECT_ID = r"^[A-Za-z][A-Za-z0-9_-]{0,31}$"
#: Ids the engine hands out itself (tokens, copies, abilities); scenarios may not use them.
RESERVED_ID = re.compile(r"^[tca][0-9]+$")

_UNION_MEMBER = re.compile(r"^(function-|constrained-|literal\[|int$|str$|bool$|float$)")

#: Shape limits of any value in a scenario (docs/limits.md): how deeply lists and objects nest
#: (counting each key and list position on the way, so 32 is 16 levels of lists in objects), and
#: the largest number (every counted field has its own, smaller bound).
MAX_NESTING = 32
MAX_NUMBER = 10**9

#: Size limits of a scenario (documented in docs/limits.md and checked here).
MAX_OBJECTS = 500
MAX_ACTIONS = 500
MAX_CHOICES = 500
MAX_CARDS = 100
MAX_TEXT = 2000
#: Players (SCENARIO.md: 2 to 4), a player's life either way from 0, the damage marked on an
#: object, the turn number, an object's name stickers and the targets a stack object lists.
MIN_PLAYERS = 2
MAX_PLAYERS = 4
MAX_LIFE = 1_000_000
MAX_DAMAGE = 1_000_000
MAX_TURN = 100_000
MAX_STICKERS = 10
MAX_TARGETS = 20
#: The longest mana pool a player's `mana_pool` writes ("{R}{R}{C}…").
MAX_POOL_TEXT = 400


def _counts(value: dict[str, int]) -> dict[str, int]:
    for kind, n in value.items():
        if n < 0 or n > MAX_COUNTERS:
            raise ValueError(f"counter {kind!r}: {n} is outside 0..{MAX_COUNTERS}")
    return value


#: Most counters of one kind on a player or an object.
MAX_COUNTERS = 10_000
#: Counters by kind ({"+1/+1": 2}), each 0 to `MAX_COUNTERS`.
Counts = Annotated[dict[str, int], AfterValidator(_counts)]


class CompanionIn(_Model):
    """A player's revealed companion (702.139a): its object id and card name."""

    id: str = Field(pattern=OBJECT_ID)
    card: str = Field(max_length=MAX_NAME)


class PlayerIn(_Model):
    id: str = Field(pattern=PLAYER_ID)
    name: str | None = Field(default=None, max_length=60)
    life: int = Field(default=20, ge=-MAX_LIFE, le=MAX_LIFE)
    counters: Counts = Field(default_factory=dict, max_length=20)
    mana_pool: str = Field(default="", max_length=MAX_POOL_TEXT)
    max_hand_size: int = Field(default=7, ge=0, le=1000)
    library: int = Field(default=0, ge=0, le=1000)
    #: Optional addition to SCENARIO.md: the card the player revealed as their companion before
    #: the game (702.139a), outside the game (400.11) until the special action "companion" puts
    #: it into their hand (116.2g).
    companion: CompanionIn | None = None
    #: Optional addition to SCENARIO.md: the ids of the objects that are the cards designated as
    #: the player's commander before the game (903.3; two with partner, 702.124), which "your
    #: commander" names.
    commander: tuple[str, ...] = Field(default=(), max_length=2)

    @field_validator("mana_pool")
    @classmethod
    def _pool(cls, value: str) -> str:
        try:
            parse_pool(value)
        except ManaError as exc:
            raise ValueError(str(exc)) from exc
        return value


class TurnIn(_Model):
    number: int = Field(default=1, ge=1, le=MAX_TURN)
    active: str
    step: StepName = "main1"
    spells_cast_this_turn: int = Field(default=0, ge=0, le=10_000)
    lands_played: int = Field(default=0, ge=0, le=100)
    #: Who cast this turn's spells (player id -> count; all the active player's by default) and
    #: the spells each player cast in the previous turn (none by default): what "if no spells
    #: were cast last turn" (603.4) looks at.
    spells_cast_by: Counts = Field(default_factory=dict, max_length=10)
    spells_cast_last_turn: Counts = Field(default_factory=dict, max_length=10)
    #: The players dealt damage this turn before the scenario's moment (120.3): what
    #: bloodthirst asks (702.54a). Optional; none by default.
    players_dealt_damage: tuple[str, ...] = Field(default=(), max_length=10)
    #: The game's designation (731.1): "day", "night", or neither (null).
    day_night: Literal["day", "night"] | None = None
    #: The scenario begins at the start of the game (103.6): before anything else, the players
    #: take the actions their opening hands' cards allow (the Leylines, 103.6a), the active
    #: player (the starting player) first. Only in turn 1.
    start_of_game: bool = False

    @model_validator(mode="after")
    def _start_of_game_in_turn_one(self) -> TurnIn:
        if self.start_of_game and self.number != 1:
            raise ValueError(
                f"start_of_game: the game starts before turn 1 (103.6), not turn {self.number}"
            )
        return self


class StickerIn(_Model):
    words: str = Field(min_length=1, max_length=MAX_STICKER_WORDS)
    position: int = Field(default=0, ge=0, le=MAX_STICKER_POSITION)


class ObjectIn(_Model):
    id: str = Field(pattern=OBJECT_ID)
    card: str | None = Field(default=None, max_length=MAX_NAME)
    token: CardDef | None = None
    owner: str | None = None
    controller: str | None = None
    zone: Literal["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"]
    order: int | None = Field(default=None, ge=0, le=MAX_OBJECTS)
    timestamp: int | None = Field(default=None, ge=0, le=1_000_000)
    tapped: bool = False
    summoning_sick: bool = False
    damage: int = Field(default=0, ge=0, le=MAX_DAMAGE)
    counters: Counts = Field(default_factory=dict, max_length=20)
    attached_to: str | None = None
    attacking: str | None = None
    #: The attacker it blocks, or a list of those it blocks (509.1g; the list an addition to
    #: SCENARIO.md's kinds).
    blocking: str | tuple[str, ...] | None = None
    entered_this_turn: bool = False
    stickers: tuple[StickerIn, ...] = Field(default=(), max_length=MAX_STICKERS)
    x: int | None = Field(default=None, ge=0, le=MAX_X)
    mode: Modes = None
    targets: tuple[str, ...] = Field(default=(), max_length=MAX_TARGETS)
    chosen: dict[str, Any] = Field(default_factory=dict, max_length=10)
    #: A permanent whose card enters as a copy (Clone), loaded as if it had entered as a copy of
    #: this object (707.5, 707.2); an optional field (docs/scenario-format.md).
    copy_of: str | None = Field(default=None, pattern=OBJECT_ID)
    #: A face-down permanent or spell (708), and what made it so: a 2/2 with no name, text,
    #: subtypes or mana cost (708.2a; ward {2} for disguise and cloak); an optional field.
    face_down: FaceDownBy | None = None
    #: A transforming double-faced card on the battlefield with its back face up (701.27g).
    transformed: bool = False
    #: A flip card on the battlefield, flipped (710.2, 110.5); an optional field.
    flipped: bool = False
    #: A modal double-faced card on the battlefield or the stack with its back face up
    #: (712.8f, 712.13); an optional field.
    back_face_up: bool = False
    #: A permanent phased out under its controller (702.26b), phasing in during their next
    #: untap step (502.1); what is attached to it is phased out with it (702.26g). Optional.
    phased_out: bool = False

    @field_validator("token", mode="before")
    @classmethod
    def _predefined_token(cls, value: Any) -> Any:
        """A predefined token by name ("Food", 111.10) stands for its definition."""
        return predefined_or_given(value)

    @field_validator("id")
    @classmethod
    def _not_reserved(cls, value: str) -> str:
        if RESERVED_ID.match(value):
            raise ValueError(
                f"id {value!r} has the form the engine uses for tokens, copies and abilities "
                "(t1, c1, a1); pick another"
            )
        return value

    @model_validator(mode="after")
    def _card_or_token(self) -> ObjectIn:
        if (self.card is None) == (self.token is None):
            raise ValueError(
                "give exactly one of 'card' (a card name) or 'token' (a definition, or a "
                "predefined token's name)"
            )
        if self.owner is None and self.controller is None:
            raise ValueError("give 'owner' or 'controller'")
        return self


_ACTION_KEYS: dict[str, type[BaseModel]] = {
    "cast": CastAction,
    "activate": ActivateAction,
    "play_land": PlayLandAction,
    "turn_face_up": TurnFaceUpAction,
    "special_action": SpecialAction,
    "pass": PassAction,
    "resolve": ResolveAction,
    "advance_to": AdvanceAction,
    "attack": AttackAction,
    "block": BlockAction,
    "sticker": StickerAction,
    "edit": EditAction,
}

ANSWER_KINDS = (
    "target",
    "mode",
    "x",
    "populate",
    "color",
    "yes",
    "pay",
    "object",
    "player",
    "mana",
    "order",
    "damage",
    "replacement",
    "discard",
    "pile",
    "any_number",
    "creature_type",
    "keyword",
    "basic_land_type",
)


class Scenario(_Model):
    format: Literal["rulings-explorer/1"] = "rulings-explorer/1"
    title: str = Field(default="", max_length=200)
    description: str = Field(default="", max_length=MAX_TEXT)
    players: tuple[PlayerIn, ...] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    turn: TurnIn
    cards: tuple[CardDef, ...] = Field(default=(), max_length=MAX_CARDS)
    objects: tuple[ObjectIn, ...] = Field(default=(), max_length=MAX_OBJECTS)
    actions: tuple[Annotated[Any, Field()], ...] = Field(default=(), max_length=MAX_ACTIONS)
    choices: tuple[Answer, ...] = Field(default=(), max_length=MAX_CHOICES)
    #: The natural results of the dice rolled during the run, in order (706.2): each at least
    #: 1, and no more than the die's sides, which the roll checks (706.1a).
    rolls: tuple[Annotated[int, Field(ge=1, le=100)], ...] = Field(
        default=(), max_length=MAX_CHOICES
    )
    #: Whether each coin flip of the run is won by the player who flips it, in order (705.2).
    flips: tuple[Literal["win", "lose"], ...] = Field(default=(), max_length=MAX_CHOICES)
    limits: Limits = Limits()

    @field_validator("actions", mode="before")
    @classmethod
    def _actions(cls, value: Any) -> Any:
        if not isinstance(value, list | tuple):
            raise ValueError("actions must be a list")
        parsed = []
        for i, raw in enumerate(value):
            parsed.append(parse_action(raw, f"actions[{i}]"))
        return tuple(parsed)

    @field_validator("choices", mode="before")
    @classmethod
    def _choices(cls, value: Any) -> Any:
        if not isinstance(value, list | tuple):
            raise ValueError("choices must be a list")
        out = []
        for i, raw in enumerate(value):
            if isinstance(raw, Answer):
                out.append(raw)
                continue
            if not isinstance(raw, dict) or len(raw) != 1:
                raise ValueError(f"choices[{i}]: an answer is an object with exactly one key")
            ((kind, answer),) = raw.items()
            if kind not in ANSWER_KINDS:
                raise ValueError(
                    f"choices[{i}]: unknown answer {kind!r}; expected one of "
                    f"{', '.join(ANSWER_KINDS)}"
                )
            out.append(Answer(kind=kind, value=answer))
        return tuple(out)

    @model_validator(mode="after")
    def _references(self) -> Scenario:
        players = [p.id for p in self.players]
        if len(set(players)) != len(players):
            raise ValueError("players: two players have the same id")
        if self.turn.active not in players:
            raise ValueError(f"turn.active: {self.turn.active!r} is not a player")
        ids = [o.id for o in self.objects]
        seen: set[str] = set(players)
        for i, player in enumerate(self.players):
            companion = player.companion.id if player.companion is not None else None
            if companion is not None and (companion in seen or companion in ids):
                raise ValueError(f"players[{i}].companion.id: {companion!r} is already used")
        for i, obj in enumerate(self.objects):
            if obj.id in seen:
                raise ValueError(f"objects[{i}].id: {obj.id!r} is already used")
            seen.add(obj.id)
            for role in ("owner", "controller"):
                value = getattr(obj, role)
                if value is not None and value not in players:
                    raise ValueError(f"objects[{i}].{role}: {value!r} is not a player")
            if obj.attached_to is not None and obj.attached_to not in seen | set(ids):
                raise ValueError(
                    f"objects[{i}].attached_to: no object or player {obj.attached_to!r}"
                )
            for t in obj.targets:
                if t not in set(ids) | set(players):
                    raise ValueError(f"objects[{i}].targets: no object or player {t!r}")
        owners = {o.id: o.owner or o.controller for o in self.objects}
        for i, player in enumerate(self.players):
            for c in player.commander:
                # A player's commander is a card of their own deck (903.3).
                if owners.get(c, "") != player.id:
                    raise ValueError(f"players[{i}].commander: {c!r} is no object they own")
        return self

    def to_json(self) -> str:
        """The canonical JSON text (sorted keys, no spaces, defaults left out)."""
        return json.dumps(self.to_data(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)

    def to_data(self) -> dict[str, Any]:
        data = self.model_dump(mode="json", exclude_defaults=True, by_alias=True)
        # A tag such as `"op": "destroy"` is its field's default, but the union it selects from
        # can't be read back without it.
        _keep_tags(data, self.model_dump(mode="json", by_alias=True))
        data["format"] = FORMAT
        data["actions"] = [
            a.model_dump(mode="json", exclude_defaults=True, by_alias=True) for a in self.actions
        ]
        if not data["actions"]:
            del data["actions"]
        data["choices"] = [{c.kind: c.value} for c in self.choices]
        if not data["choices"]:
            del data["choices"]
        return data


#: Fields that select a member of a tagged union in the card vocabulary (`Field(discriminator=…)`).
UNION_TAGS = frozenset({"op", "kind"})


def _keep_tags(slim: Any, full: Any) -> None:
    """Put back into `slim` (a dump without defaults) the union tags `full` (the whole dump) has."""
    if isinstance(slim, dict) and isinstance(full, dict):
        for key, value in full.items():
            if key in slim:
                _keep_tags(slim[key], value)
            elif key in UNION_TAGS and isinstance(value, str):
                slim[key] = value
    elif isinstance(slim, list) and isinstance(full, list) and len(slim) == len(full):
        for slim_item, full_item in zip(slim, full, strict=True):
            _keep_tags(slim_item, full_item)


def parse_action(raw: Any, path: str) -> Action:
    if isinstance(raw, BaseModel):
        return raw  # type: ignore[return-value]
    if not isinstance(raw, dict):
        raise ValueError(f"{path}: an action is an object")
    for key, model in _ACTION_KEYS.items():
        if key in raw:
            try:
                return model.model_validate(raw)  # type: ignore[return-value]
            except ValidationError as exc:
                raise ValueError(f"{path}.{_describe(exc)}") from None
    raise ValueError(f"{path}: unknown action; expected one of the keys {', '.join(_ACTION_KEYS)}")


def _describe(exc: ValidationError) -> str:
    first = exc.errors()[0]
    location = ".".join(str(p) for p in first["loc"])
    message = str(first["msg"]).removeprefix("Value error, ")
    return f"{location}: {message}" if location else message


def _path(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif out:
            out += f".{part}"
        else:
            out = str(part)
    return out


_SURROGATE = re.compile("[\ud800-\udfff]")


def _misshapen(data: Any) -> tuple[str, str] | None:
    """The path and problem of the first value no field of a scenario can hold, or None: text
    with a lone surrogate, nesting deeper than `MAX_NESTING`, a number beyond `MAX_NUMBER`.

    Checked before the fields are, iteratively, so a share link or body built to exhaust the
    validator (300 levels of lists, a number of 5,000 digits) gets a clear message instead."""
    pending: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    while pending:
        value, where = pending.pop()
        if len(where) > MAX_NESTING:
            return _path(where[: MAX_NESTING + 1]), f"nested deeper than {MAX_NESTING} levels"
        if isinstance(value, str):
            if _SURROGATE.search(value):
                # JSON's "\ud800" escapes can carry half a UTF-16 pair, which no UTF-8 text (a
                # share link, a stored short link, a page) can hold.
                return _path(where), _SURROGATE_MESSAGE
        elif isinstance(value, bool):
            continue
        elif isinstance(value, int | float):
            if not -MAX_NUMBER <= value <= MAX_NUMBER:
                return _path(where), f"the number is beyond ±{MAX_NUMBER:,}"
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, str) and _SURROGATE.search(key):
                    return _path(where), _SURROGATE_MESSAGE
                pending.append((item, (*where, key)))
        elif isinstance(value, list | tuple):
            pending.extend((item, (*where, i)) for i, item in enumerate(value))
    return None


_SURROGATE_MESSAGE = "text has a lone surrogate (\\ud800–\\udfff): not valid Unicode"


def parse_scenario(source: str | bytes | dict[str, Any]) -> Scenario:
    """Validate a scenario (JSON text or data); raise `ScenarioError` naming the field."""
    if isinstance(source, str | bytes):
        try:
            data = json.loads(source)
        except json.JSONDecodeError as exc:
            raise ScenarioError("", f"not valid JSON: {exc.msg} at line {exc.lineno}") from None
        except RecursionError:
            raise ScenarioError("", f"nested deeper than {MAX_NESTING} levels") from None
        except ValueError:
            # Python refuses to read integers of more than 4,300 digits.
            raise ScenarioError("", f"a number is beyond ±{MAX_NUMBER:,}") from None
    else:
        data = source
    if not isinstance(data, dict):
        raise ScenarioError("", "a scenario is a JSON object")
    if data.get("format", FORMAT) != FORMAT:
        raise ScenarioError("format", f"unknown format {data.get('format')!r}; expected {FORMAT!r}")
    if (problem := _misshapen(data)) is not None:
        raise ScenarioError(*problem)
    try:
        return Scenario.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        # Pydantic names the member of a union it tried ("constrained-int", "literal['X']");
        # the field's path is what the user wrote.
        path = _path(tuple(p for p in error["loc"] if not _UNION_MEMBER.match(str(p))))
        message = str(error["msg"]).removeprefix("Value error, ")
        if error["type"] == "literal_error" and path.endswith("zone"):
            message = f"unknown zone {error.get('input')!r}; expected one of {', '.join(ZONES)}"
        # A message that already names its own sub-path ("actions[2].cast: …") wins.
        if m := re.match(r"^((?:actions|choices)\[\d+\][^:]*): (.*)$", message):
            return _raise(m.group(1), m.group(2))
        raise ScenarioError(path, message) from None


def _raise(path: str, message: str) -> Scenario:
    raise ScenarioError(path, message)

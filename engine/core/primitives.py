"""The game's most basic names, below the state and its agenda: ids, zones, steps and the plain
values a state holds (a reference to an object's incarnation or to a player, what a trigger
remembers, a scenario's JSON values, why a run stopped).

`engine.core.state` re-exports them (import them from there); they live here so the agenda's items
(`engine.core.agenda`) and the turn's record (`engine.core.turn_state`), which the state holds, can
name them without importing the state.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal, NotRequired, TypeAlias, TypedDict

ObjectId: TypeAlias = str
PlayerId: TypeAlias = str

#: A value as JSON has it: what a scenario may give as an object's `chosen` values.
JsonValue: TypeAlias = str | int | float | bool | list["JsonValue"] | dict[str, "JsonValue"] | None
#: An object's choices and marks by name (`GameObject.chosen`).
Marks: TypeAlias = tuple[tuple[str, JsonValue], ...]
#: What a trigger remembers, by name (`info`): an object or player id, a number or a flag, e.g.
#: ("spell", "c1"), ("x", 3), ("follows_source", "400.7e").
InfoValue: TypeAlias = str | int | bool
Info: TypeAlias = tuple[tuple[str, InfoValue], ...]
#: What made an object face down (708.2): morph (megamorph is one, 702.37b), disguise
#: (702.168a), manifest (701.40a) or cloak (701.58a) — `engine.core.face_down`.
FaceDownBy: TypeAlias = Literal["morph", "disguise", "manifest", "cloak"]


class Zone(enum.Enum):
    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"
    #: Not a zone of the game (400.1): a phased-out permanent stays on the battlefield (702.26d)
    #: but is treated as though it doesn't exist (702.26b), and holding it here makes every rule
    #: that looks at the battlefield pass it by. Only `engine.mechanics.phasing` puts a permanent
    #: here and takes it back, and the output says `battlefield` with `phased_out`.
    PHASED_OUT = "phased_out"
    #: Outside the game (400.11): not a zone either — a player's revealed companion (702.139a)
    #: until the special action puts it into their hand (116.2g, `engine.mechanics.companion`).
    #: Nothing in the game affects it (400.11c), and the output lists it with its owner only.
    OUTSIDE = "outside"


class Step(enum.Enum):
    """Steps of a turn in order (CR 500.1); main phases count as steps here."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    MAIN2 = "main2"
    END = "end"
    CLEANUP = "cleanup"


class RunError(TypedDict):
    """Why a run stopped before its end: an illegal action (exit 3), a budget exceeded (exit 4,
    `limit` names it), a bug in the engine (exit 5) or an action that needs a line the engine
    doesn't model (exit 6, `unsupported`), as SCENARIO.md's output `error`."""

    kind: Literal["illegal_action", "limit", "engine_failure", "unsupported"]
    action_index: int | None
    message: str
    rules: list[str]
    limit: NotRequired[str]
    #: For `unsupported` (exit 6): the oracle line the engine doesn't model and its object's id.
    line: NotRequired[str]
    object: NotRequired[str]


@dataclass(frozen=True, slots=True)
class ObjectRef:
    """A particular incarnation of an object (CR 400.7): what targets and triggers point at."""

    id: ObjectId
    incarnation: int


def that_creature(ref: ObjectRef) -> Info:
    """What a trigger or an instruction remembers of the object its words call "that creature"
    ("it", "that token"): the object and its incarnation, so an instruction acting on it finds
    it only while it is still that object (400.7; 603.7c for a delayed trigger's)."""
    return (("that_creature", ref.id), ("that_creature_incarnation", ref.incarnation))


def that_creature_ref(info: Iterable[tuple[str, object]]) -> ObjectRef | None:
    """The object `that_creature` remembered in `info` (the last, if it names several), if any."""
    found = dict(info)
    named, incarnation = found.get("that_creature"), found.get("that_creature_incarnation")
    if not isinstance(named, str) or not isinstance(incarnation, int):
        return None
    return ObjectRef(named, incarnation)


def sacrificed(ref: ObjectRef) -> Info:
    """What a spell or ability remembers of the one permanent sacrificed to pay its cost ("the
    sacrificed creature's power"): that incarnation, whose last known information its effects
    use once it is in the graveyard, a new object (400.7, 608.2h)."""
    return (("sacrificed", ref.id), ("sacrificed_incarnation", ref.incarnation))


def sacrificed_ref(info: Iterable[tuple[str, object]]) -> ObjectRef | None:
    """The object `sacrificed` remembered in `info`, if any."""
    found = dict(info)
    named, incarnation = found.get("sacrificed"), found.get("sacrificed_incarnation")
    if not isinstance(named, str) or not isinstance(incarnation, int):
        return None
    return ObjectRef(named, incarnation)


@dataclass(frozen=True, slots=True)
class PlayerTarget:
    player: PlayerId


Target: TypeAlias = ObjectRef | PlayerTarget


def marked(chosen: Marks, *marks: tuple[str, JsonValue]) -> Marks:
    """An object's choices and marks (`GameObject.chosen`) with each of `marks` set anew: an
    earlier value of the same name gone, the new ones last — a Class's level (716.2b), a choice
    made as it enters (614.12a), what an Aura was put onto the battlefield with."""
    names = {name for name, _ in marks}
    return (*((k, v) for k, v in chosen if k not in names), *marks)

"""A decision the game waits for (a `Choice` the state holds while a rule asks a player), the
kinds of decision the rules ask for, and an answer as it is recorded. Below the mechanism that
asks and checks them (`engine.core.choices`), which needs the state.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TypeAlias

from engine.core.agenda import AgendaItem
from engine.core.primitives import PlayerId


class ChoiceKind(enum.StrEnum):
    """The kinds of decision the rules ask a player for, each answered as SCENARIO.md's
    `choices` say (`engine.core.choices` asks them and checks the answers)."""

    TARGET = "target"  # 601.2c, 115; also new targets for a copy (707.10c)
    MODE = "mode"  # 601.2b, 700.2
    X = "x"  # 601.2b, 107.3a
    POPULATE = "populate"  # 701.36a
    COLOR = "color"  # 614.12a, 608.2d
    YES = "yes"  # any "may"
    PAY = "pay"  # an optional cost, e.g. ward (702.21a)
    OBJECT = "object"  # a single object: the legend rule (704.5j), what a Clone copies (707.5)
    PLAYER = "player"  # which player a token entering attacking attacks (508.4)
    MANA = "mana"  # which type of mana (106.1)
    ORDER = "order"  # 603.3b
    DAMAGE = "damage"  # dividing combat damage (510.1c)
    REPLACEMENT = "replacement"  # 616.1
    DISCARD = "discard"  # 514.1
    PILE = "pile"  # 700.3: separating objects into two piles, or choosing one of them
    ANY_NUMBER = "any_number"  # any number of objects and/or players: proliferate (701.34a)
    CREATURE_TYPE = "creature_type"  # one creature type of 205.3m's list (614.12a, Conspiracy)
    KEYWORD = "keyword"  # one of the keywords a resolving effect offers (608.2d, Golem Artisan)
    BASIC_LAND_TYPE = "basic_land_type"  # one of the five (305.6), as an effect resolves (608.2d)


#: An answer as recorded: target/order/discard ids, mode(s) or X, pay/yes, a damage division as
#: (id, amount) pairs, an option (id, color, mana), or None for a declined question.
AnswerValue: TypeAlias = str | int | bool | tuple[str | int | tuple[str, int], ...] | None
Answer: TypeAlias = tuple[ChoiceKind, AnswerValue]


@dataclass(frozen=True, slots=True)
class Choice:
    """A decision the game waits for (ARCHITECTURE: explicit choices)."""

    kind: ChoiceKind
    player: PlayerId
    text: str
    rules: tuple[str, ...]
    options: tuple[str, ...]
    min: int
    max: int
    #: The agenda item that continues with the answer.
    resume: AgendaItem
    #: True when `null` is an answer too (a copy keeping its original targets, 707.10c).
    nullable: bool = False
    labels: tuple[str, ...] = ()  # each option in words (a trigger); empty: answer_words
    #: When set, the answer is exactly one of these groups of options (a pile, 700.3).
    groups: tuple[tuple[str, ...], ...] = ()
    #: A division's least amount for each option (601.2d); 0: none.
    each_at_least: int = 0

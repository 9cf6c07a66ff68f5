"""Decisions the rules ask a player for (ARCHITECTURE: explicit choices).

`NeedChoice` is raised where a rule needs a player's decision (a target, a mode, X, which
replacement effect applies first …); the driver turns it into the state's pending `Choice` with
its legal options, and the answer resumes the agenda item that asked.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.errors import IllegalActionError
from engine.state import GameState, PlayerId


@dataclass(frozen=True, slots=True)
class NeedChoice(Exception):
    """A decision is needed: its kind, who decides, the question, its rules and options."""

    kind: str
    player: PlayerId
    text: str
    rules: tuple[str, ...]
    options: tuple[str, ...]
    min: int = 1
    max: int = 1
    #: True when `null` is an answer too (a copy keeping its original targets, 707.10c).
    nullable: bool = False


# -- decisions in the middle of an agenda item ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class NeedDecision(NeedChoice):
    """A question asked in the middle of an agenda item (616.1, 614.12a).

    The answer is recorded in the state and the item is performed again (see `Decided`), so
    questions asked later in the same item find the earlier answers.
    """


@dataclass(frozen=True, slots=True)
class Decided:
    """Agenda item: perform `item` again with one more decision (`answer`) recorded."""

    item: Any
    answer: Any = None


def record(state: GameState, answer: Any) -> GameState:
    """Keep an answer for the item about to be performed again (its questions start over)."""
    return replace(state, decisions=(*state.decisions, tuple(answer)), decisions_used=0)


def settle(state: GameState) -> GameState:
    """The item is done: its decisions are forgotten."""
    if state.decisions or state.decisions_used:
        return replace(state, decisions=(), decisions_used=0)
    return state


def decide(state: GameState, need: NeedDecision) -> tuple[GameState, str]:
    """The answer to `need`: the only option, the next recorded answer, or a question.

    A question that may be declined (`nullable`) is always asked; declining gives "".
    """
    if len(need.options) == 1 and not need.nullable:
        return state, need.options[0]
    used = state.decisions_used
    if used < len(state.decisions):
        kind, value = state.decisions[used]
        if kind == need.kind and value is None and need.nullable:
            return replace(state, decisions_used=used + 1), ""
        if kind != need.kind or value not in need.options:
            raise IllegalActionError(
                f"the recorded answer {value!r} ({kind}) doesn't fit the question: {need.text}",
                need.rules,
            )
        return replace(state, decisions_used=used + 1), str(value)
    raise need

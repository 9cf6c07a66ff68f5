"""Decisions the rules ask a player for (ARCHITECTURE: explicit choices).

`NeedChoice` is raised where a rule needs a player's decision (a target, a mode, X, which
replacement effect applies first …); the driver turns it into the state's pending `Choice` with
its legal options, and the answer resumes the agenda item that asked.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.state import PlayerId


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

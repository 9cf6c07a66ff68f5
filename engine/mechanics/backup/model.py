"""Backup's spelling, a keyword with a number (702.165a), and its second instruction, one member
of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import MAX_N, TargetIndex
from engine.cards.vocabulary.keyword_names import keyword_with, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

BACKUP = keyword_with("Backup", number(1, MAX_N))


class BackupGrant(MechanicInstruction):
    """Backup's second instruction (702.165a): if the target is another creature than this
    one, it gains this creature's non-backup abilities printed below the backup ability until
    end of turn — those this creature had as the ability was put on the stack (702.165c-d)."""

    op: Literal["backup_grant"] = "backup_grant"
    target: TargetIndex = 0

"""Backup (CR 702.165): a triggered ability of a creature, built from the keyword.

"Backup N" means "When this creature enters, put N +1/+1 counters on target creature. If that's
another creature, it also gains the non-backup abilities of this creature printed below this
one until end of turn." (702.165a) Only abilities printed on the object count (702.165c), in
their printed order, a copy keeping it (702.165b); they are fixed as the ability is put on the
stack (702.165d), so they are read from the creature as it was when the ability triggered (the
ability's `source_lki`). The compiler reads backup only when every ability below it is a keyword
or a triggered or activated ability (`reading`). The granted abilities are
a continuous effect from a resolving ability (611.2a, layer 6, 613.1f).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.state import GameObject, GameState
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.backup.model import BACKUP, BackupGrant
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger(BACKUP, "702.165a")
@cache
def backup_ability(parameter: str) -> v.Triggered:
    """The triggered ability "Backup N" stands for (702.165a)."""
    n = int(parameter)
    counters = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
    return v.Triggered(
        trigger=v.Trigger(event="enters"),
        targets=(v.TargetSpec(kind="creature", text="target creature"),),
        effects=(v.PutCounters(counter="+1/+1", amount=n, target=0), BackupGrant(target=0)),
        text=f"Backup {n} (when this creature enters, put {counters} on target creature; if "
        "that's another creature, it gains this creature's abilities printed below backup until "
        "end of turn)",
    )


def printed_below(creature: GameObject) -> tuple[list[str], list[Any]]:
    """The keywords and the triggered or activated abilities printed below the creature's
    backup ability, other backup abilities left out (702.165a, c)."""
    abilities = copiable_card(creature).abilities
    at = next(
        (k for k, a in enumerate(abilities) if isinstance(a, str) and a.startswith("Backup ")),
        None,
    )
    if at is None:
        return [], []
    below = abilities[at + 1 :]
    keywords = [a for a in below if isinstance(a, str) and not a.startswith("Backup ")]
    granted = [a for a in below if isinstance(a, v.Activated | v.Triggered)]
    return keywords, granted


@handles(BackupGrant)
def _backup_grant(state: GameState, instr: BackupGrant, ctx: Context) -> Result:
    """The target gains the abilities, unless it is the creature with backup itself."""
    targets = ctx.objects(state, instr.target)
    if not targets:
        return state, []
    target = targets[0]
    name = describe(state, ctx.source)
    if target.ref == ctx.source.ref:
        text = f"The target of {name}'s backup is {name} itself: it gains nothing."
        return state, [event("backup", text, "702.165a", objects=[ctx.source.id])]
    resolving = state.resolving
    entry = state.abilities.get(resolving.item) if resolving is not None else None
    creature = entry.source_lki if entry is not None else ctx.source
    keywords, granted = printed_below(creature)
    mods: list[Any] = []
    if keywords:
        mods.append(v.AddKeywords(keywords=tuple(keywords)))
    if granted:
        mods.append(v.AddAbilities(abilities=tuple(granted)))
    said = event(
        "backup",
        f"{describe(state, target)} is another creature: it gains {name}'s abilities printed "
        "below backup until end of turn.",
        "702.165a",
        "702.165d",
        objects=[ctx.source.id, target.id],
    )
    if not mods:
        return state, [said]
    grant = v.ApplyContinuous(target=instr.target, modifications=tuple(mods))
    state, events = perform(state, grant, ctx)
    return state, [said, *events]

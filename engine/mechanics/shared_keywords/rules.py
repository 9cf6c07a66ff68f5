"""Granting a group the listed keywords one of its members has, until end of turn (702, 611.2c).

As the instruction resolves, the keywords of every permanent the group names are looked at: each
listed keyword one of them has — or a variant of it, "hexproof from white" for hexproof (Odric's
ruling) — is granted to each of them by one continuous effect, its set locked in now (611.2c,
613.1f). With none, nothing happens.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import event
from engine.core.state import GameState
from engine.derived.characteristics import characteristics
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.shared_keywords.model import GainSharedKeywords


def _shared(state: GameState, instr: GainSharedKeywords, ctx: Context) -> tuple[str, ...]:
    """The listed keywords (and their variants) the group's members have now, in list order."""
    had = [k for o in ctx.each(state, instr.filter) for k in characteristics(state, o).keywords]
    found: list[str] = []
    for listed in instr.keywords:
        found += [
            k for k in had if (k == listed or k.startswith(f"{listed} from ")) and k not in found
        ]
    return tuple(found)


@handles(GainSharedKeywords)
def gain_shared_keywords(state: GameState, instr: GainSharedKeywords, ctx: Context) -> Result:
    found = _shared(state, instr, ctx)
    if not found:
        return state, [
            event(
                "no_effect",
                "None of them has a keyword the ability lists: nothing is gained.",
                "608.2c",
                objects=[ctx.source.id],
            )
        ]
    shown = " and ".join(k.lower() for k in found)
    events = [
        event(
            "shared_keywords",
            f"One of them has {shown}: each of them gains "
            f"{'it' if len(found) == 1 else 'them'} until end of turn, the creatures and keywords "
            "fixed now.",
            "611.2c",
            "613.1f",
            objects=[ctx.source.id],
        )
    ]
    grant = v.ApplyContinuous(filter=instr.filter, modifications=(v.AddKeywords(keywords=found),))
    state, more = perform(state, grant, ctx)
    return state, events + more

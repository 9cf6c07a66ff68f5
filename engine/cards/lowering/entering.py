""" "[Permanents] enter tapped" as a permanent's static ability: "Creatures your opponents control
enter tapped", "Artifacts and lands enter tapped", "Permanents enter tapped" — a replacement
effect on how each permanent the group names enters (614.1d), checked against the permanent as
it would exist on the battlefield (614.12), while the permanent with the ability is on the
battlefield; the engine's one entering path applies it (`engine.modifiers.entering`), never to
the permanent with the ability itself, whose ability doesn't exist yet as it enters.

A group the noun-phrase reader can't say as one filter ("Creatures and nonbasic lands your
opponents control": a quality of one kind only) leaves the line unread, and so do a condition,
"may" and anything said after "tapped".
"""

from __future__ import annotations

from engine.cards.grammar.tree import Clause
from engine.cards.lowering.phrases import group_filter, plainly_says
from engine.cards.vocabulary import Replacement


def enter_tapped(clause: Clause) -> Replacement | None:
    """The replacement effect of a static clause "[group] enter tapped" (614.1d), or None for
    another clause."""
    if not plainly_says(clause, "enter", "tapped"):
        return None
    flt = group_filter(clause.subject)
    if flt is None or flt.other:
        return None
    return Replacement(event="enters", filter=flt, tapped=True)

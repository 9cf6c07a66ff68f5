"""The draw matcher of `triggers` (121.1, 603.2): "Whenever you draw a card", "Whenever an
opponent draws a card except the first one they draw in each of their draw steps" (Orcish
Bowmasters, 504.1), "Whenever you draw your second card each turn".

Each card drawn is its own event (121.2: "draw two cards" is two draws), so such an ability
triggers once for each card; a card put into a hand without the word "draw" isn't drawn
(121.5), nor is a card "drawn" from an empty library (121.4), and neither makes it trigger.
"""

from __future__ import annotations

from engine.core.occurrences import Drew
from engine.core.state import Info
from engine.modifiers.watched import Watching


def drew(w: Watching, occ: Drew) -> list[Info]:
    """The card drawn, by whom the trigger names ("you": its controller now, 613.1b; "an
    opponent": another player, 102.3) — and it remembers who drew it, "that player"."""
    t = w.trigger
    if (t.caster == "you") != (occ.player == w.you) and t.caster != "any":
        return []
    if t.except_first_in_draw_step and occ.first_in_draw_step:
        return []  # "except the first one they draw in each of their draw steps" (504.1)
    if t.nth_each_turn is not None and occ.nth != t.nth_each_turn:
        return []  # "your second card each turn": only that one (121.1)
    return [(("player", occ.player),)]

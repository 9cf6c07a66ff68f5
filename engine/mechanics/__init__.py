"""Keyword abilities and keyword actions (CR 701, 702): one package per mechanic
(`engine/mechanics/<name>/`, holding its `model`, `reading`, `words` and `rules`), or for those
not yet moved one module each. Each registers what it contributes — its instructions' handlers
(`engine.instructions.perform.handles`), its trigger matchers
(`engine.modifiers.trigger_matchers.matcher`), its keywords' triggered abilities, its compiler
readers and words — and none is named here: `load` finds them all. The driver
(`engine.driver.game`) calls it, so every instruction has its handler before a game starts.
"""

from __future__ import annotations

from functools import cache

from engine.core.registry import discover


@cache
def load() -> int:
    """Import every mechanic's rules, in the order of their names, once; how many there are."""
    return len(discover(__name__, "rules"))

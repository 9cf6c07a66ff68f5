"""Keyword counters in layer 6 (CR 122.1b, 613.1f): "a flying counter" gives the object it is on
flying, as an effect of its own in layer 6 whose timestamp is the counter's (613.7c) — the
latest time a counter of that kind was put on it. So a creature that lost all its abilities
keeps a flying counter's flying when the counter came later, and loses it when the effect
removing abilities came later (Recycla-bird's ruling); the counter's ability stops the moment
the counter is removed, and a new object entering with one has the timestamp it entered with.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards import vocabulary as v
from engine.derived.copiable_values import Working
from engine.derived.layer_effects import Active


def keyword_counter_effects(world: Iterable[Working]) -> list[Active]:
    """An effect for each kind of keyword counter on an object of `world`, in layer 6: the
    keyword, on that object alone (122.1b), at the timestamp its counters have (613.7c)."""
    out: list[Active] = []
    for w in world:
        obj = w.obj
        if not obj.counters:
            continue
        stamps = dict(obj.counter_timestamps)
        for kind, _ in obj.counters:
            keyword = v.KEYWORD_COUNTERS.get(kind)
            if keyword is None:
                continue
            out.append(
                Active(
                    key=("counter", obj.id, kind, 0),
                    layer="6",
                    timestamp=stamps.get(kind, obj.timestamp),
                    source_id=obj.id,
                    source_name=f"its {kind} counter (122.1b)",
                    modification=v.AddKeywords(keywords=(keyword,)),
                    fixed=((obj.id, obj.incarnation),),
                )
            )
    return out

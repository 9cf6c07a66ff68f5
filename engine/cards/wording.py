"""How the engine says a number of counters (122.1): "1 +1/+1 counter", "3 charge counters",
"X age counters".

Events, explanations and card descriptions all count counters; each once wrote the plural by
hand, some as "counter(s)" and some with a conditional "s". They say it here, one way.
"""

from __future__ import annotations


def counter_words(n: int | str, kind: str) -> str:
    """`n` counters of `kind`, the noun singular only for exactly one."""
    return f"{n} {kind} {'counter' if n in (1, '1') else 'counters'}"

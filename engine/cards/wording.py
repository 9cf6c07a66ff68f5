"""How the engine says a number of counters (122.1): "1 +1/+1 counter", "3 charge counters",
"X age counters".

Events, explanations and card descriptions all count counters; each once wrote the plural by
hand, some as "counter(s)" and some with a conditional "s". They say it here, one way.
"""

from __future__ import annotations

import re

#: A power/toughness counter's kind, "+1/+1", "+1/+0", "-0/-2" (122.1a): it changes the power
#: and toughness of the permanent it is on by those numbers (613.4c).
PT_COUNTER = re.compile(r"([+-]\d+)/([+-]\d+)")


def counter_words(n: int | str, kind: str) -> str:
    """`n` counters of `kind`, the noun singular only for exactly one."""
    return f"{n} {kind} {'counter' if n in (1, '1') else 'counters'}"

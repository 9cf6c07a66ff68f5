"""Reading Karn Liberated's "[−14]: Restart the game, leaving in exile all non-Aura permanent
cards exiled with Karn. Then put those cards onto the battlefield under your control." (727) as
one loyalty ability (606.4) with one instruction: its two sentences are one effect, the second
followed as the first finishes resolving just before the new game's first untap step (727.4),
and "those cards" are the ones the first left in exile. The cards "exiled with Karn" are linked
to the face's exiles (607.2a) by `engine.mechanics.linked_exile`'s face reader, which makes the
[+4]'s and the [−3]'s exiles remember what they exile.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import reader

_RESTART = re.compile(
    r"\[[\u2212-](?P<n>\d+)\]: Restart the game, leaving in exile all non-Aura permanent cards "
    r"exiled with ~\. Then put those cards onto the battlefield under your control\."
)


@reader("activated: loyalty, restarting the game", 1449)
def restart(text: str) -> dict[str, Any] | None:
    """The loyalty ability restarting the game (606.4, 727), or None."""
    m = _RESTART.fullmatch(text)
    if m is None:
        return None
    return {
        "kind": "activated",
        "cost": {"loyalty": -int(m["n"])},
        "effects": [{"op": "restart_game"}],
    }

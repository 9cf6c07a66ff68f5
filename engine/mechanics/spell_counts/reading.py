"""Reading the Nth-spell trigger conditions (603.2): the spells a player (or every player) cast
this turn, counted as the spell becomes cast (601.2i), so the spell that makes the count N is the
one that triggers the ability — and only once a turn, since the count only grows."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import trigger_phrase
from engine.cards.lowering.registry import player_event

_NTH = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_WHO = {
    "you cast your": "you",
    "an opponent casts their": "opponent",
    "a player casts their": "any",
}


def _by_caster(m: re.Match[str]) -> dict[str, Any]:
    """ "Whenever an opponent casts their first spell each turn" """
    return {"event": "cast", "caster": _WHO[m.group(1)], "nth_each_turn": _NTH[m.group(2)]}


def _of_turn(m: re.Match[str]) -> dict[str, Any]:
    """ "Whenever the fourth spell of a turn is cast": any player's, counted together."""
    return {
        "event": "cast",
        "caster": "any",
        "nth_each_turn": _NTH[m.group(1)],
        "nth_of_turn": True,
    }


trigger_phrase(
    r"Whenever (you cast your|an opponent casts their|a player casts their) "
    r"(first|second|third|fourth|fifth) spell each turn",
    _by_caster,
)
trigger_phrase(r"Whenever the (first|second|third|fourth|fifth) spell of a turn is cast", _of_turn)

# The same events as the grammar's lowering reads them, by the event's whole words.
for _said, _caster in _WHO.items():
    for _nth, _count in _NTH.items():
        player_event(
            f"{_said} {_nth} spell each turn",
            {"event": "cast", "caster": _caster, "nth_each_turn": _count},
        )

"""Reading extra turns from oracle text: the verb "take" in the grammar's tree — "Take an extra
turn after this one.", "Target player takes two extra turns after this one." (500.7) — and the
static "If an opponent / a player would begin an extra turn, that player skips that turn
instead." (614.10), a permanent's line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.compiler.registry import reader
from engine.cards.lowering.phrases import player
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect
from engine.mechanics.extra_turns.model import TakeExtraTurns

#: How many extra turns, by the words the verb takes.
_COUNTS: dict[tuple[str, ...], int] = {
    ("an", "extra", "turn", "after", "this", "one"): 1,
    ("two", "extra", "turns", "after", "this", "one"): 2,
}


@verb("take", "takes")
def _take(v: Verb) -> Sequence[Effect] | None:
    """ "[Target player] take[s] an extra turn / two extra turns after this one": each player
    it names gets that many turns after this one (500.7); "you" by default, "target player",
    "target opponent". Any other object ("the initiative") or a duration leaves it unread."""
    words = tuple(str(p).lower() for p in v.predicate.text if isinstance(p, str))
    count = _COUNTS.get(words) if len(words) == len(v.predicate.text) else None
    who = player(v.subject, v.scope)
    if count is None or who is None or v.duration is not None:
        return None
    if who[0] not in ("you", "target"):
        return None
    return [TakeExtraTurns(count=count, player=who[0], target=who[1])]


_SKIPS = {
    "If an opponent would begin an extra turn, that player skips that turn instead.": "opponents",
    "If a player would begin an extra turn, that player skips that turn instead.": "any",
}


@reader("replacement: skip extra turns", 1252)
def skip_extra_turns(text: str) -> dict[str, Any] | None:
    """Stranglehold's "If an opponent would begin an extra turn, that player skips that turn
    instead." (614.10), or None."""
    who = _SKIPS.get(text)
    return None if who is None else {"kind": "skip_extra_turns", "who": who}

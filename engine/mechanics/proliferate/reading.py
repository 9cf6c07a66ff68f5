"""Proliferate read from oracle text (701.34a): the sentence "Proliferate." or "Proliferate
twice." among an ability's sentences (a sentence reader), and the verb "proliferate" in the
grammar's tree ("Put a +1/+1 counter on target creature, then proliferate.")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect
from engine.mechanics.proliferate.model import Proliferate

#: How many times, by the words after "proliferate" (none: once).
_TIMES = {"": 1, " twice": 2}


@sentence_reader("proliferate", 310)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "Proliferate" or "proliferate twice": the keyword action, with nothing else (701.34a)."""
    del targets, subject
    if not text.startswith("proliferate"):
        return None
    times = _TIMES.get(text.removeprefix("proliferate"))
    return None if times is None else [{"op": "proliferate", "count": times}]


@verb("proliferate")
def _proliferate(v: Verb) -> Sequence[Effect] | None:
    """ "…, then proliferate": the imperative alone, with no object, subject or duration."""
    if v.subject is not None or v.duration is not None or v.predicate.text:
        return None
    return [Proliferate()]

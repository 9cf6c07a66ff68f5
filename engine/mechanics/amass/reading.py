"""Amass read from oracle text (701.47a): the sentence "Amass Orcs 1" (a sentence reader) and the
verb "amass" in the grammar's tree ("you lose 1 life and amass Zombies 1"), with the creature
type in the plural as the cards print it. An amount the compiler can't count stays unread."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.lowering.phrases import number
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect
from engine.cards.vocabulary.creature_types import creature_type
from engine.mechanics.amass.model import Amass

_SENTENCE = re.compile(r"amass ([a-z’'-]+) (\d+)", re.IGNORECASE)


@sentence_reader("amass", 410)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "Amass Zombies 2": the keyword action, with nothing else (701.47a)."""
    del targets, subject
    m = _SENTENCE.fullmatch(text)
    if m is None:
        return None
    found = creature_type(m.group(1).capitalize())
    if found is None:
        return None
    return [{"op": "amass", "subtype": found, "amount": int(m.group(2))}]


@verb("amass", "amasses")
def _amass(v: Verb) -> Sequence[Effect] | None:
    """ "amass Orcs 1" in the grammar's tree: the creature type, then a number (701.47a); a
    subject other than "you", a duration or any other object leaves it unread."""
    parts = v.predicate.text
    if v.subject is not None or v.duration is not None or len(parts) != 2:
        return None
    kind, count = parts
    if not isinstance(kind, str):
        return None
    found = creature_type(kind)
    amount = number(count)
    if found is None or not isinstance(amount, int):
        return None
    return [Amass(subtype=found, amount=amount)]

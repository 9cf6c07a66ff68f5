"""Investigate read from oracle text (701.16a): the sentence "Investigate." (a sentence
reader, `engine.cards.compiler.registry.sentence_reader`), and the verb "investigate" in the
grammar's tree, said with no subject: the ability's controller investigates ("Whenever a
nontoken creature you control dies, investigate", "… create a Food token, then investigate").

A subject ("target player investigates"), "twice", or a duration leaves the line unread: the
instruction creates the Clue under its controller's control only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect
from engine.mechanics.investigate.model import Investigate


@sentence_reader("investigate", 300)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "Investigate": the keyword action, with nothing else (701.16a)."""
    del targets, subject
    return [{"op": "investigate"}] if text == "investigate" else None


@verb("investigate")
def _investigate(v: Verb) -> Sequence[Effect] | None:
    """ "Investigate" with nothing after it (701.16a): one Clue token for the controller."""
    if v.subject is not None or v.predicate.text or v.duration is not None:
        return None
    return [Investigate()]

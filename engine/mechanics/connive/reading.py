"""Connive read from oracle text (701.50a): the verb "connive" in the grammar's tree, whose
subject is the conniving permanent — "When this creature enters, it connives", "{3}: This
creature connives", "target creature you control connives".

The subject must be one permanent the vocabulary can name: the card itself, a target, or the
creature a trigger event names. A group ("each of X target creatures you control connive",
701.50d's order), "connives X" (701.50e) or "you may have it connive" stays unread.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.lowering.phrases import lone_subject
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect
from engine.mechanics.connive.model import Connive


@verb("connive", "connives")
def _connive(v: Verb) -> Sequence[Effect] | None:
    """ "[permanent] connives": nothing after the verb, no duration (701.50a)."""
    ref = lone_subject(v)
    return None if ref is None else [Connive(target=ref)]

"""Transforming read from oracle text (CR 701.27, 712): the sentence "Transform ~" (a sentence
reader), the verb "transform" in the grammar's tree ("…, then transform it"), the card's own
events "transforms into ~" and "enters or transforms into ~" (701.27e) a trigger names, and a
back face's "(Transforms from …)" reminder (a face line reader,
`engine.cards.compiler.registry`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from engine.cards.compiler.registry import LineReading, line_reader, sentence_reader, trigger_phrase
from engine.cards.compiler.text import Line
from engine.cards.grammar.tree import Objects
from engine.cards.lowering.phrases import object_ref
from engine.cards.lowering.registry import Verb, self_event, verb
from engine.cards.vocabulary import Effect
from engine.mechanics.transform.model import Transform

#: A back face's reminder of the face it transforms from (207.2: no rules meaning).
_FROM = re.compile(r"\(Transforms from [^()]+\.\)")


# "Whenever this creature transforms into Ravager of the Fells": the face's own name, read as
# "~", so the ability is the face's and triggers when the permanent turns to it (701.27e);
# "enters or transforms into" watches its entering too, one ability (603.6a).
self_event("transforms into ~", {"event": "transforms_into"})
self_event("enters or transforms into ~", {"event": "transforms_into", "also": "enters"})
# The same event where the compiler's templates read the ability's instructions (a damage
# sentence the grammar doesn't parse: Huntmaster's "… that player or that planeswalker's
# controller controls").
trigger_phrase(r"Whenever (?:~|this creature) transforms into ~", {"event": "transforms_into"})


@verb("transform", "transforms")
def _transform(v: Verb) -> Sequence[Effect] | None:
    """ "Transform this creature" / "… then transform it" in the grammar's tree: only the
    permanent whose ability it is (701.27a); another permanent, or one moved by an earlier
    instruction (400.7), stays unread."""
    parts = v.predicate.text
    if v.subject is not None or v.duration is not None or len(parts) != 1:
        return None
    if not isinstance(parts[0], Objects) or object_ref(parts[0], v.scope) != "self":
        return None
    return [Transform()]


@sentence_reader("transform", 200)
def transform(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "Transform ~": the permanent whose ability it is turns over (701.27a)."""
    del targets, subject
    return [{"op": "transform"}] if text == "transform ~" else None


@line_reader("transform: reminder", 200)
def reminder(line: Line) -> LineReading | None:
    """Words for a back face's "(Transforms from Delver of Secrets.)", or None."""
    if not _FROM.fullmatch(line.printed):
        return None
    return LineReading(
        (),
        "reminder text (207.2): this is the back face of a transforming double-faced card, "
        "which it has only while it is transformed (712.8e)",
    )


#: "Exile this Saga, then return it to the battlefield transformed under your control" (a Saga's
#: last chapter), "exile ~, then return him to … under his owner's control" (712.14a).
_RETURN_TRANSFORMED = re.compile(
    r"exile (?:~|this (?:saga|creature|permanent|artifact|enchantment|equipment)), then return "
    r"(?:it|him|her) to the battlefield transformed under (your|its owner's|his owner's|her "
    r"owner's|their owner's) control",
    re.IGNORECASE,  # "this Saga"
)


@sentence_reader("exile and return transformed", 202)
def return_transformed(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The permanent whose ability it is exiled and its card returned with its back face up, a
    new object (400.7, 712.14a), or None."""
    del targets, subject
    m = _RETURN_TRANSFORMED.fullmatch(text)
    if m is None:
        return None
    under = "you" if m.group(1) == "your" else "owner"
    return [{"op": "flicker", "target": "self", "under": under, "transformed": True}]

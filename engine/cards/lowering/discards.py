""" "Whenever you discard a [nonland] card", "whenever an opponent discards a card", "whenever
you cycle [or discard] [another] card" and "When you cycle this card" (701.9a, 702.29c-d): the
trigger event `discarded`, of a permanent — or, for the card's own cycling, of the card itself
from the zone it went to (702.29c). Cycling a card is discarding it to pay a cycling ability's
cost (702.29a), so "cycle or discard" is any discard, and triggers once for a card cycled
(702.29d); "cycle" alone only a cycling. The card discarded may be of a kind its words before
"card" say (the compiler's one card-quality reader, `card_phrases.card_words`).
"""

from __future__ import annotations

from engine.cards.compiler.card_phrases import card_words
from engine.cards.grammar.tree import Part
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Filter, Trigger

#: Who discards: the trigger's `caster`, and the verbs' forms said of them.
_WHO = {
    "you": ("you", "discard", "cycle"),
    "an opponent": ("opponent", "discards", "cycles"),
    "a player": ("any", "discards", "cycles"),
}


def discarded(who: Part, what: str) -> tuple[Trigger, Scope] | None:
    """The trigger of `who` ("you") doing `what` ("cycle or discard another card", "cycle ~",
    lower-case); None for other words. "That player" is who discarded (603.2)."""
    found = _WHO.get(said(who).lower())
    if found is None:
        return None
    caster, discard, cycle = found
    if what == f"{cycle} ~":
        # Only its owner cycles it, from their hand (702.29a).
        return (Trigger(event="discarded", cycled=True), Scope()) if caster == "you" else None
    if what.startswith(f"{cycle} or {discard} "):
        rest, cycled = what.removeprefix(f"{cycle} or {discard} "), False
    elif what.startswith(f"{discard} "):
        rest, cycled = what.removeprefix(f"{discard} "), False
    elif what.startswith(f"{cycle} "):
        rest, cycled = what.removeprefix(f"{cycle} "), True
    else:
        return None
    article, _, words = rest.removesuffix("card").strip().partition(" ")
    if not rest.endswith(" card") or article not in ("a", "an", "another"):
        return None
    flt: dict[str, object] = {"other": True} if article == "another" else {}
    if words and (kind := card_words(words)) is not None:
        flt |= kind
    elif words:
        return None
    made = Trigger(
        event="discarded", caster=caster, scope="any", cycled=cycled, filter=Filter(**flt)
    )
    return made, Scope(named_players=("that_player",), event_players=(who, only(who)))

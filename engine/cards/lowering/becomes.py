"""What an object becomes, lowered (611.2a, 613.1d-f, 613.4b): "~ becomes a 3/3 red and green
Elemental creature with haste until end of turn. It's still a land.", "target land becomes a
3/3 creature", "it becomes a 2/2 Soldier creature" — one continuous effect of the resolving
spell or ability, its objects locked in as it begins (611.2c).

The type phrase is read by the compiler's own reader (`compiler.type_phrases`), which the
templates' "becomes" shares, so both readings say the same: which types stay is 205.1 ("It's
still a land", "in addition to its other types" and "artifact creature" keep the card types,
205.1b; "a 2/2 Soldier creature" alone sets them, 205.1a), power and toughness said with it are
a base (layer 7b), colors a new color (layer 5), keywords and quoted abilities after "with" are
had (layer 6: `quoted.gained`). With no duration it lasts for the rest of the game (611.2a). An
X/X or another duration isn't read here; "becomes the color / the creature type / the basic land
type of your choice [in addition to its other types]" is chosen as it resolves (608.2d:
`mechanics/chosen_characteristic`), a land type of a land only (305.7).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast, get_args

from pydantic import TypeAdapter, ValidationError

from engine.cards.compiler import type_phrases
from engine.cards.grammar.tree import Becoming, Part
from engine.cards.lowering.gains import DURATIONS, continuous
from engine.cards.lowering.phrases import group_filter, object_ref, said
from engine.cards.lowering.quoted import gained
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect, TargetSpec
from engine.cards.vocabulary.card import Modification
from engine.mechanics.chosen_characteristic.model import BecomeChosen, Changed, Chosen, Lasting

_MODIFICATIONS: TypeAdapter[tuple[Any, ...]] = TypeAdapter(cast(Any, tuple[Modification, ...]))
#: Words that keep what the object was (205.1b), after what it becomes.
_KEPT = {"in", "that's", "that"}
_STILL = ("that's still a land", "that are still lands")
#: What may become a chosen color or creature type without a target (Rainbow Crow, the
#: Mistforms).
_NAMED = ("self", "enchanted", "that_creature")


#: A characteristic chosen as the effect begins (608.2d), by the words.
_CHOSEN: dict[str, Chosen] = {
    "the color of your choice": "color",
    "the creature type of your choice": "creature type",
    "the basic land type of your choice": "basic land type",
}
#: A basic land type added rather than set (305.6, 205.1b; Navigator's Compass).
_ADDED = " in addition to its other types"
#: The kinds of target that are permanents: "target spell or permanent becomes …" (a spell's
#: color on the stack) isn't read.
_PERMANENTS = ("permanent", "creature")


@verb("become", "becomes")
def _become(v: Verb) -> Sequence[Effect] | None:
    parts = v.predicate.text
    if len(parts) != 1 or not isinstance(parts[0], Becoming):
        return None
    words = said(parts[0]).lower()
    added = words.endswith(_ADDED)
    chosen = _CHOSEN.get(words.removesuffix(_ADDED))
    if chosen is not None and (chosen == "basic land type" or not added):
        return _chosen(v, chosen, added=added)
    mods = modifications(parts[0].text, still=v.scope.still)
    return None if mods is None else continuous(v, mods, indefinite=True)


def _chosen(v: Verb, what: Chosen, *, added: bool) -> Sequence[Effect] | None:
    """ "[~ / target creature / enchanted creature] becomes the color / the creature type of
    your choice [until end of turn]" (Rainbow Crow, the Mistforms), "Target land becomes the
    basic land type of your choice until end of turn" (Reef Shaman; with "in addition to its
    other types", Navigator's Compass): chosen as it resolves (608.2d,
    `mechanics/chosen_characteristic`). A land type of anything but a target land isn't read."""
    if v.subject is None or v.scope.still:
        return None
    said_for = "permanent" if v.duration is None else DURATIONS.get(said(v.duration).lower())
    if said_for not in get_args(Lasting):
        return None
    lasts = cast(Lasting, said_for)
    ref = object_ref(v.subject, v.scope)
    if isinstance(ref, int) and v.scope.specs[ref].kind not in _PERMANENTS:
        return None
    if isinstance(ref, int) and what == "basic land type" and not _a_land(v.scope.specs[ref]):
        return None
    if isinstance(ref, int) or (what != "basic land type" and ref in _NAMED):
        changed = cast(Changed, ref)
        return [BecomeChosen(what=what, target=changed, duration=lasts, added=added)]
    if ref is not None or what == "basic land type":
        return None  # a player or an object the vocabulary can't change so
    flt = group_filter(v.subject)
    return None if flt is None else [BecomeChosen(what=what, filter=flt, duration=lasts)]


def _a_land(spec: TargetSpec) -> bool:
    """Whether the target is a land, and only a land (305.7: a land's subtype is set)."""
    flt = spec.filter
    return flt.types == ("Land",) and not (flt.any_types or flt.any_of)


def modifications(text: tuple[Part, ...], *, still: bool) -> list[Modification] | None:
    """What becoming `text` does (its layer 4, 5, 6 and 7b changes), or None."""
    phrase: list[str] = []
    granted: list[Part] = []
    after_with = False
    for part in text:
        if isinstance(part, str) and part.lower() in _KEPT:
            after_with = False  # "… with haste in addition to its other types"
        if after_with and not (isinstance(part, str) and part.lower() in ("base", "all", "power")):
            granted.append(part)
            continue
        if part == "with" and phrase[-1:] != ["with"]:
            after_with = True
        if isinstance(part, str):
            phrase.append(part)
        elif part is not None:
            return None
    said = " ".join(phrase)
    for kept in _STILL:
        if said.endswith(" " + kept):
            said, still = said[: -len(kept) - 1], True
    if granted:
        said = said.removesuffix(" with").replace(" with in ", " in ")
    found = type_phrases.modifications(said, still=still)
    if found is None:
        return None
    extra = gained(tuple(granted)) if granted else []
    if extra is None:
        return None
    try:
        made = cast(tuple[Modification, ...], _MODIFICATIONS.validate_python(tuple(found)))
    except ValidationError:
        return None
    return [*made, *extra]

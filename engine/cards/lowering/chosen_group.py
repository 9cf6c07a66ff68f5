""" "Creatures you control of the chosen type get +1/+1" (Patchwork Banner), "Creatures of the
chosen type don't untap during their controllers' untap steps" (An-Zerrin Ruins): a static
ability's set of permanents of the creature type chosen for its source as it entered — the
linked "As ~ enters, choose a creature type" (607.2d), asked as the layers apply (611.3a, the
filter's `chosen_type`). A face without that choice leaves the line unread (the compiler's
`chosen_type` reader), so the type is never a land type's ("choose a basic land type").
"""

from __future__ import annotations

from engine.cards.grammar.tree import Part, Postfix, Selector, words
from engine.cards.lowering.phrases import group_filter, only
from engine.cards.vocabulary import Filter
from engine.core.replace import replace

_CHOSEN_TYPE = ("of", "the", "chosen", "type")


def _is_chosen_type(postfix: Postfix) -> bool:
    return tuple(w.lower() for w in words(postfix.text)) == _CHOSEN_TYPE


def chosen_type_group(subject: Part) -> Filter | None:
    """The filter of a group said with "of the chosen type" after its noun, or None for any
    other subject (one selector, the words said once)."""
    one = only(subject)
    if not isinstance(one, Selector):
        return None
    said_chosen = [p for p in one.postfix if _is_chosen_type(p)]
    if len(said_chosen) != 1:
        return None
    rest = replace(one, postfix=tuple(p for p in one.postfix if p is not said_chosen[0]))
    found = group_filter(rest)
    if found is None or found.chosen_type:
        return None
    return found.model_copy(update={"chosen_type": True})

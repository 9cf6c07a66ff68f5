""" "[Spells] can't be countered" as a permanent's static ability: "Creature spells you control
can't be countered" (Prowling Serpopard), "Creature spells can't be countered" (Gaea's Herald),
"Green spells you control …", "Sliver spells …", "Instant and sorcery spells you control …"
(their union), "Creature spells you control with power 5 or greater …" — a spell on the stack
the group names can't be countered while the permanent is on the battlefield (101.2;
`engine.operations.basic.counter` asks). One quality word, or two card types joined by "and",
before "spells", and "you control" or "with power N or greater / or less" after; anything else
leaves the line unread.
"""

from __future__ import annotations

from engine.cards.grammar.tree import Amount, Clause, Selector
from engine.cards.lowering.phrases import only, plainly_says
from engine.cards.lowering.spells import spell_quality
from engine.cards.vocabulary import Filter, SpellsCantBeCountered

#: "with power N or greater / or less" (208.1): the filter's bound.
_BOUNDS = {"greater": "power_at_least", "less": "power_at_most"}


def spells_cant_be_countered(clause: Clause) -> SpellsCantBeCountered | None:
    """The prohibition of a static clause "[spells] can't be countered" (101.2), or None for
    another clause."""
    if not plainly_says(clause, "can't", "be", "countered"):
        return None
    flt = _spells(only(clause.subject))
    return None if flt is None else SpellsCantBeCountered(filter=flt)


def _spells(one: object) -> Filter | None:
    """The spells "[quality] spells [you control] [with power N or greater]" names."""
    if not isinstance(one, Selector) or one.head.lower() != "spells":
        return None
    if one.determiner or one.limit or one.amount is not None or not one.qualities:
        return None
    words = [w for q in one.qualities for w in q.text]
    fields: dict[str, object] = {}
    if len(words) == 1:
        found = spell_quality(words[0])
        if found is None:
            return None
        fields = found.model_dump(exclude_defaults=True)
    elif len(words) == 3 and words[1] == "and":
        # "Instant and sorcery spells": each spell that is either (their union, 205.3m).
        kinds = [spell_quality(w) for w in (words[0], words[2])]
        types = [k.types[0] for k in kinds if k is not None and len(k.types) == 1]
        if len(types) != 2 or any(k != Filter(types=k.types) for k in kinds if k is not None):
            return None
        fields = {"any_types": types}
    else:
        return None
    for part in one.postfix:
        said_words = tuple(w for w in part.text if isinstance(w, str))
        if part.kind == "controller" and said_words == ("you", "control"):
            if "controller" in fields:
                return None
            fields["controller"] = "you"
        elif part.kind == "stat" and said_words == ("with", "power") and len(part.text) == 3:
            bound = part.text[2]
            if not isinstance(bound, Amount) or bound.value is None:
                return None
            field = _BOUNDS.get(bound.text[-1]) if bound.text[1:2] == ("or",) else None
            if field is None or field in fields:
                return None
            fields[field] = bound.value
        else:
            return None
    return Filter.model_validate(fields)

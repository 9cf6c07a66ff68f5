"""A cheap look before the grammar reads a line for lowering: a line naming a verb or a
modifier the lowering has no rule for can't lower, so it isn't parsed at all — the compile of
the whole corpus stays within its budget (issue 28: under 20 s) though most unread lines are
read by the grammar only to find a part the vocabulary has no word for. A quoted ability's words
aren't looked at: its line is read on its own, by the compiler's reading of a line, which gates it.

The words are the keyword actions and verbs of instructions the lowering has no rule for —
words that name nothing but that action ("search", "reveal", "proliferate"; not "control",
which "you control" says, nor "enters", a trigger's event) — less every verb a lowering is
registered for (`registry.VERBS`, a mechanic's verb counted once registered), and the
modifiers `clauses` refuses; a verb whose lowering reads one shape only lets through only the
lines saying that shape's words (`_NARROW`). A word here only ever leaves a line unread, never
misread; a verb the grammar learns that isn't here only costs the time of parsing lines that
won't lower.
"""

from __future__ import annotations

import re
from functools import cache

from engine.cards.lowering.clauses import REFUSED_PHRASES, REFUSED_WORDS
from engine.cards.lowering.registry import VERBS, load

#: Words that name only an action no built-in lowering reads (701 and instructions' verbs).
_ACTIONS = frozenset(
    {"search", "searches", "reveal", "reveals", "look", "looks", "shuffle", "shuffles"}
    | {"choose", "chooses", "add", "adds", "cost", "costs", "prevents"}
    | {"fight", "fights", "goad", "goads", "transform", "transforms", "spend", "populate"}
    | {"investigate", "investigates", "explore", "explores", "connive", "connives"}
    | {"proliferate", "proliferates", "attach", "attaches", "play", "plays", "adapt", "adapts"}
    | {"amass", "amasses", "bolster", "bolsters", "venture", "ventures", "learn", "learns"}
    | {"roll", "rolls", "support", "supports", "monstrosity", "tempts", "scries", "surveils"}
)
#: Verbs read in one shape only, by words every line of that shape says — "reveal cards from the
#: top of your library until …" (`revealed`), "shuffle the rest into their library" said of the
#: cards it revealed: a line naming the verb without them isn't parsed ("reveal your hand").
_UNTIL = ("cards from the top of your library until", "cards from the top of their library until")
_INTO = ("into your library", "into their library")
#: "Instead" is read in two replacements only, "… would die [this turn], exile it instead"
#: (`dies_exiled`) and the rider a permission to cast carries, "If that spell would be put into
#: your graveyard, exile it instead" (614.1a, `cast_later`), and in a kicked sentence's
#: alternative ("If this spell was kicked, … instead", `kicked`); a line saying it otherwise
#: isn't parsed.
_INSTEAD = (
    "would die this turn, exile it instead",
    "would die, exile it instead.",
    "if that spell would be put into your graveyard, exile it instead",
    "was kicked,",
    # A shield counter's reminder text (122.1c), which the grammar reads as reminder only.
    "remove a shield counter from it instead.)",
)
#: "Costs" is read in an activated ability's own cost reduction only, "This ability costs {1} less
#: to activate …" (`ability_costs`); "cost" in a static cost change only, "[spells] … cost {1}
#: less to cast" (`spell_costs`), and in a card cast from a graveyard as the instruction
#: resolves, "… from your graveyard without paying its mana cost" (608.2g, `graveyard_cast`).
_COSTS = ("this ability costs {",)
_COST = (" less to cast.", " more to cast.", " from your graveyard without paying its mana cost")
#: "Prevent" is read in a permanent's static prevention only, "Prevent all [combat] damage that
#: would be dealt to / by …" (615.1a, `prevention`).
_PREVENT = (
    "prevent all damage that would be dealt",
    "prevent all combat damage that would be dealt",
)
#: "Spend" is read in a restriction on mana only, "Spend this mana only to …" (`spent_only`).
_SPEND = ("spend this mana only to",)
#: "Choose" is read after a copy only, "You may choose new targets for the copy" (707.10c,
#: `copies`).
_CHOOSE = ("you may choose new targets for the copy.",)
_NARROW: dict[str, tuple[str, ...]] = {
    "costs": _COSTS,
    "cost": _COST,
    "prevent": _PREVENT,
    "spend": _SPEND,
    "choose": _CHOOSE,
    "reveal": _UNTIL,
    "reveals": _UNTIL,
    "shuffle": _INTO,
    "shuffles": _INTO,
    "instead": _INSTEAD,
}
_WORDS = re.compile(r"[a-z][a-z'’-]*")
#: A quoted ability (113.2c): a line of its own, which its own reading gates (`quoted`).
_QUOTED = re.compile(r"\"[^\"]*\"?|“[^”]*”?")


@cache
def _unlowered(count: int) -> frozenset[str]:
    """The words no lowering reads: the actions without a registered verb, and the refused
    modifiers (made once, not for every line asked)."""
    del count  # the cache's key: a verb registered later gives a new set
    return (_ACTIONS - frozenset(VERBS)) | REFUSED_WORDS


def may_lower(text: str) -> bool:
    """Whether the line may lower: it names no verb or modifier without a lowering."""
    load()
    # "Activate only if …" is a restriction the lowering reads (602.5), not a refused "if".
    folded = _QUOTED.sub(" ", text.lower()).replace("activate only if", "activate only")
    if any(phrase in folded for phrase in REFUSED_PHRASES):
        return False
    words = set(_WORDS.findall(folded))
    narrow = words & _NARROW.keys()
    if not all(any(p in folded for p in _NARROW[w]) for w in narrow):
        return False
    return not ((words - narrow) & _unlowered(len(VERBS)))

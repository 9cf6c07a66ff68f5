""" "… doesn't untap during its controller's next untap step" (502.3, 611.2a): a resolving
spell's or ability's rule-modifying effect (613.11) on a target or on what the line named
before ("Tap target creature. It doesn't untap …", "Those creatures don't untap during their
controllers' next untap steps", "that creature" a trigger's event names), over for each
permanent once the next untap step of the player who controls it is (the engine's
`next_untap_step` duration); and "… doesn't untap during your next untap step" ("This land
…", "Lands you control …"), which applies in the untap step of the spell's or ability's
controller only and is over after it (`your_next_untap_step`) — said of a group, the group at
that step, lands arriving later too (611.2c: it modifies the rules, not characteristics);
"That creature doesn't untap during its controller's untap step for as long as you control ~"
(Dungeon Geists): in each of that player's untap steps until the ability's controller no longer
controls its source (611.2b, `source_controlled`); "… for as long as ~ remains tapped" (Amber
Prison, Mole Worms): until its source is untapped or leaves (611.2b, `source_tapped`). Any other
words after "doesn't" leave the clause unread.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.lowering.phrases import group_filter, object_ref, said, them
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import ApplyContinuous, DoesntUntap, Effect
from engine.cards.vocabulary.instructions import Duration

_DURING = ("untap", "during")
#: The untap step's words after "untap during", by the duration they say.
_STEPS: dict[tuple[str, ...], Duration] = {
    ("its", "controller's", "next", "untap", "step"): "next_untap_step",
    ("their", "controller's", "next", "untap", "step"): "next_untap_step",
    ("their", "controllers'", "next", "untap", "steps"): "next_untap_step",
    ("your", "next", "untap", "step"): "your_next_untap_step",
}
#: "… during its controller's untap step for as long as you control ~ / ~ remains tapped"
#: (611.2b), by the duration each says.
_WHILE: dict[tuple[tuple[str, ...], str], Duration] = {
    (("its", "controller's", "untap", "step"), "for as long as you control ~"): (
        "source_controlled"
    ),
    (("its", "controller's", "untap", "step"), "for as long as ~ remains tapped"): (
        "source_tapped"
    ),
}


@verb("doesn't", "don't")
def _doesnt_untap(v: Verb) -> Sequence[Effect] | None:
    text = v.predicate.text
    words = tuple(w.lower() for w in text if isinstance(w, str))
    if v.subject is None or len(words) != len(text) or words[:2] != _DURING:
        return None
    lasts: Duration | None = None
    if v.duration is None:
        lasts = _STEPS.get(words[2:])
    else:
        lasts = _WHILE.get((words[2:], said(v.duration).lower()))
    if lasts is None:
        return None
    mods = (DoesntUntap(),)
    ref = object_ref(v.subject, v.scope)
    if ref is not None:
        return [ApplyContinuous(target=ref, modifications=mods, duration=lasts)]
    if lasts in ("source_controlled", "source_tapped"):
        return None
    if lasts == "next_untap_step":
        # "Those creatures": the permanents an earlier instruction named, locked in (611.2c).
        # Said "during your next untap step", a set the engine would ask again at that step.
        return them(v, lambda flt: ApplyContinuous(filter=flt, modifications=mods, duration=lasts))
    flt = group_filter(v.subject) if lasts == "your_next_untap_step" else None
    if flt is None:
        return None
    return [ApplyContinuous(filter=flt, modifications=mods, duration=lasts)]

""" "… doesn't untap during its controller's next untap step" (502.3, 611.2a): a resolving
spell's or ability's rule-modifying effect (613.11) on a target or on what the line named
before ("Tap target creature. It doesn't untap …", "that creature" a trigger's event names),
over once the next untap step of the player who controls that permanent is (the engine's
`next_untap_step` duration). Any other words after "doesn't" leave the clause unread.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.lowering.phrases import object_ref
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import ApplyContinuous, DoesntUntap, Effect

_NEXT_UNTAP_STEP = ("untap", "during", "its", "controller's", "next", "untap", "step")


@verb("doesn't")
def _doesnt_untap(v: Verb) -> Sequence[Effect] | None:
    text = v.predicate.text
    said = tuple(w.lower() for w in text if isinstance(w, str))
    if v.duration is not None or v.subject is None or len(said) != len(text):
        return None
    if said != _NEXT_UNTAP_STEP:
        return None
    ref = object_ref(v.subject, v.scope)
    if ref is None:
        return None
    return [ApplyContinuous(target=ref, modifications=(DoesntUntap(),), duration="next_untap_step")]

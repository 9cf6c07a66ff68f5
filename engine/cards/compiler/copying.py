"""The copying family: "Copy target instant or sorcery spell. You may choose new targets for the
copy." (Twincast, Reverberate, Dualcaster Mage, Nivix Guildmage's "… spell you control").

The copy is created on the stack under the control of whoever controls the copying spell or
ability (707.10), with the spell's copiable values and the choices made for it — its mode, X,
whether it was kicked (707.10) — and isn't cast. Its controller may choose new targets only when
the instruction says so (707.10c): the sentence that follows is read with the copy, and without
it the copy keeps the original's targets.

Left unread: copies of abilities (707.10 reaches them, but the vocabulary's copy is of spells),
"except that the copy is red" (Fork, a copy effect with an exception, 707.9), a mana value of a
spell on the stack (it counts X, 202.3e, which the filter doesn't), "twice", and "that targets
you".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.selectors import spell_filter

Effect = dict[str, Any]

#: The sentence after a copy instruction that lets its controller choose new targets (707.10c).
NEW_TARGETS = "You may choose new targets for the copy."

_COPY = re.compile(
    r"copy target ((?:[a-z]+ )*?)spell( you control)?"
    r"(\. you may choose new targets for the copy)?"
)


def goes_on(sentence: str) -> bool:
    """Whether `sentence` is read together with the copy instruction before it."""
    return sentence == NEW_TARGETS


def sentence(text: str, targets: Any) -> list[Effect] | None:
    """ "copy target instant or sorcery spell [you control][. you may choose new targets for
    the copy]" (lower-case, no full stop) -> a `copy_spell`, its target added; else None."""
    m = _COPY.fullmatch(text)
    if not m:
        return None
    flt = spell_filter(m.group(1).strip())
    if flt is None:
        return None
    words = f"target {m.group(1)}spell{m.group(2) or ''}"
    if m.group(2):
        flt["controller"] = "you"
    spec: dict[str, Any] = {"kind": "spell", "text": words}
    if flt:
        spec["filter"] = flt
    targets.specs.append(spec)
    return [{"op": "copy_spell", "target": len(targets.specs) - 1, "new_targets": bool(m.group(3))}]


def said(e: Effect, specs: list[Any], ref: Callable[[Any, list[Any]], str]) -> str | None:
    """The words for a copy instruction, or None for another kind."""
    if e["op"] != "copy_spell":
        return None
    index = e.get("target", 0)
    what = (
        str(specs[index].get("text", "target spell"))
        if isinstance(index, int) and index < len(specs)
        else ref(index, specs)
    )
    targets = (
        "you may choose new targets for the copy (707.10c)"
        if e.get("new_targets", True)
        else "the copy has the same targets (707.10c)"
    )
    return (
        f"copy {what}: the copy is put on the stack under your control and isn't cast; it has "
        f"the spell's mode, X and kicker (707.10); {targets}"
    )

"""Optional instructions: "you may <instruction>" (608.2d), with or without a target of its own.

"When this creature enters, you may return target creature card from your graveyard to your
hand" (Gravedigger), "you may destroy target artifact", "you may have target player draw a
card", "you may have it fight target creature you don't control": one path for all of them.
The instruction is read as if it weren't optional, and its targets are the ability's targets:
they are chosen as the ability is put on the stack whether or not the player will do it (601.2c,
603.3d), so a trigger with no legal target is removed from the stack (603.3d) and one whose
targets all became illegal doesn't resolve (608.2b); only as it resolves does the controller
choose whether to follow the instruction (608.2d; "may" in a trigger, 603.5).

"You may have <subject> <verb> …" is the same instruction with that subject: "have target
player draw two cards" is read as "target player draws two cards".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Effect = dict[str, Any]
Sentence = Callable[[str, Any], list[Effect] | None]

_MAY = re.compile(r"you may (.+)")

#: The verbs "you may have X …" puts after its subject, as the sentence they make with it says
#: them ("have target player draw" → "target player draws").
_HAVE_VERBS = (
    "become",
    "deal",
    "discard",
    "draw",
    "fight",
    "gain",
    "get",
    "lose",
    "mill",
    "sacrifice",
)
_HAVE = re.compile(rf"have (.+?) ({'|'.join(_HAVE_VERBS)})( .+)")


def sentence(text: str, targets: Any, read: Sentence) -> list[Effect] | None:
    """ "You may …" (a lower-case first word, no full stop) as a `may` of the instruction it
    offers, or None — and then no target spec is left added."""
    m = _MAY.fullmatch(text)
    if not m:
        return None
    offered = m.group(1)
    before = len(targets.specs)
    inner = read(_instruction(offered), targets)
    if inner is None:
        del targets.specs[before:]
        return None
    return [{"op": "may", "effects": inner, "text": offered}]


def _instruction(offered: str) -> str:
    """The instruction as it would be said if it weren't optional."""
    if m := _HAVE.fullmatch(offered):
        return f"{m.group(1)} {m.group(2)}s{m.group(3)}"
    return offered


_TARGET_KEYS = ("target", "to", "by")


def _targeted(effects: list[Effect]) -> bool:
    """Whether the offered instructions act on a target (an index into the target specs)."""
    for e in effects:
        if any(
            isinstance(e.get(key), int) and not isinstance(e.get(key), bool) for key in _TARGET_KEYS
        ):
            return True
        if _targeted(list(e.get("effects", ()))):
            return True
    return False


def said(e: Effect, specs: list[dict[str, Any]], effect: Callable[..., str]) -> str:
    """A plain "you may" in words (`effect` says one instruction); one with a target of its own
    says when that target is chosen and when the choice to act is made."""
    offered = "; then ".join(effect(x, specs) for x in e["effects"])
    if not _targeted(list(e["effects"])):
        return "you may: " + offered
    return (
        f"you may: {offered} — the target is chosen as this is put on the stack, even if you "
        "then don't (601.2c, 603.3d); whether you do, as it resolves (608.2d)"
    )

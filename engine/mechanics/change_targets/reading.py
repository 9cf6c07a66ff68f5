"""The target-changing family: "change the target of target spell with a single target"
(Deflection, Misdirection, Shunt, Swerve: 115.7a) and "you may choose new targets for target
spell" (Redirect: 115.7d), with an optional spell quality before "spell" ("target instant or
sorcery spell"). A sentence reader (`engine.cards.compiler.registry.sentence_reader`).

"With a single target" is a targeting restriction (115.9a): the spell's targets counted as they
were chosen (`Filter.single_target`), so a spell with two targets can't be chosen.

Left unread: "spell or ability" and "activated ability" (the target specs choose spells only),
"change a target … to this creature" (Spellskite, Mizzium Meddler: 115.7b with one new target
named), "that targets only …" (115.9c), "The new target must be …", "unless …", and what a
sentence after it says about "that spell".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.compiler.selectors import spell_filter

Effect = dict[str, Any]
Subject = Callable[[str, Any], int | str | None]

_CHANGE = re.compile(r"change the target of target ((?:[a-z]+ )*?)spell with a single target")
_NEW = re.compile(r"you may choose new targets for target ((?:[a-z]+ )*?)spell")


@sentence_reader("change_targets", 500)
def sentence(text: str, targets: Any, subject: Subject) -> list[Effect] | None:
    """One instruction of this family (lower-case first word, no full stop), or None."""
    del subject
    if m := _CHANGE.fullmatch(text):
        how, single = "change", True
    elif m := _NEW.fullmatch(text):
        how, single = "choose_new", False
    else:
        return None
    flt = spell_filter(m.group(1).strip())
    if flt is None:
        return None
    words = f"target {m.group(1)}spell" + (" with a single target" if single else "")
    if single:
        flt["single_target"] = True
    spec: dict[str, Any] = {"kind": "spell", "text": words}
    if flt:
        spec["filter"] = flt
    targets.specs.append(spec)
    return [{"op": "change_targets", "target": len(targets.specs) - 1, "how": how}]

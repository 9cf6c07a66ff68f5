"""The target-changing family: "change the target of target spell with a single target"
(Deflection, Misdirection, Shunt, Swerve: 115.7a; "target spell or ability …": Bolt Bend,
Willbender), "change a target of target spell or ability to this creature" (Spellskite, Mizzium
Meddler: 115.7b, the one new target named) and "you may choose new targets for target spell"
(Redirect: 115.7d), with an optional spell quality before "spell" ("target instant or sorcery
spell"). A sentence reader (`engine.cards.compiler.registry.sentence_reader`).

"With a single target" is a targeting restriction (115.9a): the targets counted as they were
chosen (`Filter.single_target`), so a spell or ability with two targets can't be chosen.

Left unread: "that targets only …" (115.9c), "The new target must be …", "unless …", and what
a sentence after it says about "that spell".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.compiler.selectors import stack_target
from engine.cards.compiler.spell_phrases import spell_filter

Effect = dict[str, Any]
Subject = Callable[[str, Any], int | str | None]

#: What the targeted spell or ability is: "[qualities] spell", "spell or ability" …
_WHAT = r"((?:[a-z]+ )*?spell|spell or ability|activated or triggered ability|activated ability)"
_CHANGE = re.compile(rf"change the target of target {_WHAT} with a single target")
_TO_SELF = re.compile(rf"change a target of target {_WHAT} to (?:~|this creature|this artifact)")
_NEW = re.compile(rf"you may choose new targets for target {_WHAT}")


@sentence_reader("change_targets", 500)
def sentence(text: str, targets: Any, subject: Subject) -> list[Effect] | None:
    """One instruction of this family (lower-case first word, no full stop), or None."""
    del subject
    if m := _CHANGE.fullmatch(text):
        how, single = "change", True
    elif m := _TO_SELF.fullmatch(text):
        how, single = "to_self", False
    elif m := _NEW.fullmatch(text):
        how, single = "choose_new", False
    else:
        return None
    what = m.group(1)
    words = f"target {what}" + (" with a single target" if single else "")
    spec: dict[str, Any] | None = stack_target(what)
    if spec is None:
        flt = spell_filter(what.removesuffix("spell").strip())
        if flt is None:
            return None
        spec = {"kind": "spell", "filter": flt} if flt else {"kind": "spell"}
    if single:
        spec["filter"] = {**spec.get("filter", {}), "single_target": True}
    targets.specs.append({**spec, "text": words})
    return [{"op": "change_targets", "target": len(targets.specs) - 1, "how": how}]

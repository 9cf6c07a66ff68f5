"""Reading "All permanents you control phase out." and "Target creature phases out." (702.26b):
a sentence reader, tried among the instructions' templates."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.compiler.selectors import group

Subject = Callable[[str, Any], int | str | None]

_PHASE_OUT = re.compile(r"(.+?) phases? out")


@sentence_reader("phase out", 131)
def sentence(text: str, targets: Any, subject: Subject) -> list[dict[str, Any]] | None:
    """The instruction, or None (and then no target spec is left added)."""
    if not (m := _PHASE_OUT.fullmatch(text)):
        return None
    what = m.group(1)
    if what.startswith("all "):
        # Every permanent the group names as it resolves: none is targeted (115.10a).
        found = group(what)
        return None if found is None else [{"op": "phase_out", "filter": found}]
    if not what.startswith(("target ", "~")):
        return None
    before = len(targets.specs)
    ref = subject(what, targets)
    if ref is None or (isinstance(ref, int) and targets.specs[ref]["kind"] == "player"):
        del targets.specs[before:]
        return None
    return [{"op": "phase_out", "target": ref}]

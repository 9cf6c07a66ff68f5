"""docs/ARCHITECTURE.md lists every engine module under the layer `tests/engine/test_layering.py`
gives it, so the page a newcomer reads is the layering the tests enforce."""

from __future__ import annotations

import re
from pathlib import Path

from tests.engine.test_layering import LAYERS

NOTES = Path(__file__).resolve().parents[2] / "docs" / "ARCHITECTURE.md"


def _listed() -> dict[str, int]:
    listed: dict[str, int] = {}
    layer = None
    for line in NOTES.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"## L(\d) ", line)
        if heading:
            layer = int(heading.group(1))
        elif line.startswith("## "):
            layer = None
        elif layer is not None and (item := re.match(r"- `(\w+)` — ", line)):
            listed[item.group(1)] = layer
    return listed


def test_architecture_notes_list_every_module_in_its_layer() -> None:
    listed = _listed()
    assert len(listed) > 30
    assert listed == LAYERS

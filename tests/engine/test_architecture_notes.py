"""docs/ARCHITECTURE.md lists every engine package under the layer `tests/engine/test_layering.py`
gives it, and every module of each package, so the page a newcomer reads is the tree and the
layering the tests enforce."""

from __future__ import annotations

import re
from pathlib import Path

from tests.engine.test_layering import CARDS, ENGINE, LAYERS, SHARED_MECHANICS

NOTES = Path(__file__).resolve().parents[2] / "docs" / "ARCHITECTURE.md"

#: Packages whose every module the page lists (`cards/` lists its parts with their layers,
#: `mechanics/` the shared keyword actions).
LISTED_IN_FULL = ("core", "derived", "modifiers", "operations", "instructions", "rules", "driver")


def _notes() -> tuple[dict[str, int], dict[str, list[str]]]:
    """(package → layer, package → the text of each entry listed under it)."""
    packages: dict[str, int] = {}
    entries: dict[str, list[str]] = {}
    layer: int | None = None
    package: str | None = None
    for line in NOTES.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"## L(\d) ", line)
        if heading or line.startswith("## "):
            layer = int(heading.group(1)) if heading else None
            package = None
        elif layer is not None and (top := re.match(r"- `(\w+)/?`( —|$)", line)):
            package = top.group(1)
            packages[package] = layer
        elif package is not None and re.match(r"  - `(\w+)` — ", line):
            entries.setdefault(package, []).append(line.strip())
        elif package is not None and line.startswith("    ") and entries.get(package):
            entries[package][-1] += " " + line.strip()
    return packages, entries


def _name(entry: str) -> str:
    found = re.match(r"- `(\w+)`", entry)
    assert found
    return found.group(1)


def _children(package: str) -> set[str]:
    folder = ENGINE / package
    modules = {p.stem for p in folder.glob("*.py") if p.stem != "__init__"}
    return modules | {p.parent.name for p in folder.glob("*/__init__.py")}


def test_architecture_notes_list_every_package_in_its_layer() -> None:
    packages, _ = _notes()
    assert packages == LAYERS


def test_architecture_notes_list_every_module_of_a_layer_package() -> None:
    _, entries = _notes()
    for package in LISTED_IN_FULL:
        assert sorted(_name(e) for e in entries[package]) == sorted(_children(package)), package


def test_architecture_notes_list_the_parts_of_cards_with_their_layers() -> None:
    _, entries = _notes()
    listed = {}
    for entry in entries["cards"]:
        number = re.search(r"\((\d)\)\.?$", entry)
        assert number, f"give the layer of {entry!r} as (N) at its end"
        listed[_name(entry)] = int(number.group(1))
    assert listed == CARDS
    assert set(CARDS) <= _children("cards")


def test_architecture_notes_list_the_shared_mechanics() -> None:
    _, entries = _notes()
    assert {_name(e) for e in entries["mechanics"]} == SHARED_MECHANICS

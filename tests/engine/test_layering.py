"""The engine's layers (docs/ARCHITECTURE.md): every import in `engine/`, at module level or
inside a function, points to the same layer or one below, and no modules import each other in a
circle.

Today's violations are listed in `ALLOWED`; the list may only shrink: an entry that is no longer
needed fails the test too, so whoever removes a violation also removes its entry.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"

#: Each module's layer: L0 data, L1 derived, L2 modifiers, L3 operations, L4 instructions and
#: mechanics, L5 procedures (the rules of play), L6 driver. A package's modules share its layer.
LAYERS: dict[str, int] = {
    **dict.fromkeys(
        ["errors", "mana", "cards", "state", "agenda", "events", "budget", "choices", "version"], 0
    ),
    # Below the state: the ids, zones and steps its agenda names, and the scenario's script.
    **dict.fromkeys(["basics", "script", "occurrences", "face_down", "objects_view", "unread"], 0),
    **dict.fromkeys(
        [
            "layers",
            "amounts",
            "layer_effects",
            "layer_order",
            "copiable_values",
            "characteristics",
            "linked",
            "targets",
            "control",
            "conditions",
            "modes",
        ],
        1,
    ),
    **dict.fromkeys(
        [
            "copies",
            "replacement",
            "replacement_order",
            "prevention",
            "regeneration",
            "entering",
            "entering_keywords",
            "leaving_stack",
            "leaving_battlefield",
            "exile_instead",
            "delayed",
            "triggers",
            "trigger_conditions",
            "trigger_events",
            "unmodelled",
        ],
        2,
    ),
    **dict.fromkeys(["zones", "tokens", "operations"], 3),
    **dict.fromkeys(
        ["instructions", "effects", "mechanics"],
        4,
    ),
    **dict.fromkeys(
        [
            "actions",
            "casting",
            "stack",
            "priority",
            "state_based_actions",
            "turn",
            "combat",
            "combat_rules",
            "combat_damage",
            "loops",
            "legal_actions",
            "free_cast",
            "loyalty",
            "unsupported_actions",
        ],
        5,
    ),
    **dict.fromkeys(
        [
            "game",
            "directives",
            "failures",
            "sandbox",
            "scenario",
            "setup",
            "link",
            "output",
            "run",
            "__main__",
            "__init__",
            "where",
        ],
        6,
    ),
}

#: Imports that break the layering today, as (importing module, imported module). Only shrinks.
ALLOWED: frozenset[tuple[str, str]] = frozenset(
    {
        # Up a layer.
    }
)


def _module(path: Path) -> str:
    """`engine/cards/pool.py` → "cards.pool"; the package itself is "__init__"."""
    parts = path.relative_to(ENGINE).with_suffix("").parts
    if parts[-1] == "__init__" and len(parts) > 1:
        parts = parts[:-1]
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module(p): p for p in sorted(ENGINE.rglob("*.py"))}


def _resolve(name: str, modules: dict[str, Path]) -> str | None:
    """The engine module an imported dotted name (without the leading "engine.") lives in."""
    parts = name.split(".") if name else []
    while parts:
        candidate = ".".join(parts)
        if candidate in modules:
            return candidate
        parts.pop()
    return "__init__"


def _imports(path: Path, modules: dict[str, Path]) -> Iterator[str]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name == "engine" or alias.name.startswith("engine."):
                    found = _resolve(alias.name.removeprefix("engine").lstrip("."), modules)
                    if found:
                        yield found
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module != "engine" and not node.module.startswith("engine."):
                continue
            base = node.module.removeprefix("engine").lstrip(".")
            for alias in node.names:
                found = _resolve(f"{base}.{alias.name}".lstrip("."), modules)
                if found == "__init__" or (found and base and found == _resolve(base, modules)):
                    found = _resolve(base, modules) if base else found
                if found:
                    yield found


def _layer(module: str) -> int:
    return LAYERS[module.split(".")[0]]


def edges() -> set[tuple[str, str]]:
    modules = _modules()
    return {
        (name, target)
        for name, path in modules.items()
        for target in _imports(path, modules)
        if target != name
    }


def _cycles(graph: set[tuple[str, str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm)."""
    nodes = sorted({a for a, _ in graph} | {b for _, b in graph})
    succ: dict[str, list[str]] = {n: sorted(b for a, b in graph if a == n) for n in nodes}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in succ[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for n in nodes:
        if n not in index:
            visit(n)
    return out


def test_every_engine_module_has_a_layer() -> None:
    missing = sorted(m for m in _modules() if m.split(".")[0] not in LAYERS)
    assert not missing, f"give these modules a layer in LAYERS: {missing}"


def test_imports_point_down_the_layers() -> None:
    found = edges()
    upward = {(a, b) for a, b in found if _layer(b) > _layer(a)}
    new = sorted(upward - ALLOWED)
    assert not new, "imports that point up a layer (docs/ARCHITECTURE.md): " + ", ".join(
        f"{a} (L{_layer(a)}) → {b} (L{_layer(b)})" for a, b in new
    )


def test_no_modules_import_each_other_in_a_circle() -> None:
    cycles = _cycles(edges() - ALLOWED)
    assert not cycles, f"modules importing each other in a circle: {cycles}"


def test_the_allow_list_only_lists_imports_that_exist() -> None:
    stale = sorted(ALLOWED - edges())
    assert not stale, f"these violations are gone: remove them from ALLOWED: {stale}"


def test_the_checker_sees_imports_inside_functions_and_finds_circles(tmp_path: Path) -> None:
    source = tmp_path / "example.py"
    source.write_text(
        "from engine import combat\n\ndef f() -> None:\n    from engine.game import step\n",
        encoding="utf-8",
    )
    modules = _modules()
    assert set(_imports(source, modules)) == {"combat", "game"}
    assert _cycles({("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")}) == [["a", "b", "c"]]


def test_the_controller_after_layers_is_asked_in_one_place() -> None:
    """`controller_of` (layers, 613.1b) is the one way to ask who controls an object: no module
    works it out again from characteristics by hand."""
    by_hand = [
        f"{path.relative_to(ENGINE)}:{n}"
        for path in sorted(ENGINE.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if re.search(r"\.controller or \w+\.controller\b", line) and path.name != "layers.py"
    ]
    assert not by_hand, f"use engine.characteristics.controller_of instead: {by_hand}"

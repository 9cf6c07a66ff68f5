"""The engine's layers (docs/ARCHITECTURE.md): each layer is a package of `engine/`, and every
import in `engine/`, at module level or inside a function, points to the same layer or one below;
inside `cards/` and `mechanics/` their parts are layered too; no modules import each other in a
circle. A module's layer is its package's: nothing is allowed by exception.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Set
from functools import cache
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"

#: Each package's layer (every module in it shares it): L0 data, L1 derived, L2 modifiers,
#: L3 operations, L4 instructions and mechanics, L5 the rules of play, L6 driver. The engine's
#: own `__init__` (the public API) and `__main__` (the command line) sit on top.
LAYERS: dict[str, int] = {
    "core": 0,
    "cards": 0,
    "derived": 1,
    "modifiers": 2,
    "operations": 3,
    "instructions": 4,
    "mechanics": 4,
    "rules": 5,
    "driver": 6,
    "__init__": 6,
    "__main__": 6,
}

#: Inside `cards/`, by the same rule: the data the rest reads (names, the name lists, the
#: predefined tokens, the corpus file, the CR's own lists, a keyword's events) under the
#: vocabulary and the oracle grammar (which read nothing of each other), those under the
#: compiler that reads oracle text into the vocabulary and the lowering of the grammar's tree into
#: it (beside each other: the compiler asks the lowering for the lines its templates leave unread,
#: and the lowering reads a noun phrase or a cost with the compiler's readers), those under what
#: uses their readings, those under the pool, and the pool under what measures it (status,
#: coverage, the command).
CARDS: dict[str, int] = {
    **dict.fromkeys(
        [
            "names",
            "name_lists",
            "predefined",
            "corpus",
            "rules_lists",
            "keyword_events",
            "keyword_abilities",
            "wording",
        ],
        0,
    ),
    "vocabulary": 1,
    "grammar": 1,
    "faces": 1,
    "compiler": 2,
    "lowering": 2,
    **dict.fromkeys(["unsupported", "convert", "store", "overrides", "anonymous"], 3),
    "pool": 4,
    **dict.fromkeys(["status", "status_store", "coverage", "__main__"], 5),
}

#: Inside `mechanics/`: the keyword actions and costs other mechanics are built from (the
#: library's actions 701.17-701.25, discarding 701.9, transforming 701.27, attaching an
#: Equipment 701.3, "unless [a player] pays" 118.12a, creating a delayed trigger 603.7a, a
#: player choosing permanents of their own to sacrifice or return 701.21a). A mechanic imports
#: no other mechanic but these, and these import none but each other.
SHARED_MECHANICS = frozenset(
    {"library", "discard", "transform", "equipment", "unless_pays", "delayed_triggers"}
    | {"chosen_permanents"}
    # A keyword chosen as an instruction resolves (608.2d) is gained as a color chosen so is.
    | {"chosen_color"}
    # Producing mana (106.4), where replacements of a permanent tapped for mana apply (106.12b):
    # a mechanic's own mana ability (imprint's, Chrome Mox) produces through it.
    | {"mana_abilities"}
    # Searching (701.23): a search of several zones for the cards with a name (Extirpate) finds
    # in the part of the library a replacement effect leaves to search (701.23f).
    | {"search"}
    # Returning an unblocked attacker to pay a cost and entering attacking what it attacked
    # (508.4): ninjutsu's activated ability (702.49a) and sneak's alternative cost (702.190a).
    | {"returned_attackers"}
    # A creature made to block a permanent if able (509.1c, 613.11): "target creature blocks
    # this creature this turn if able" and provoke's requirement (702.39a).
    | {"block_this"}
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


#: A mechanic's package (`mechanics/<name>/`) holds its parts at the layers they belong to: its
#: instruction's model with the vocabulary it is a member of, its reading and its words with the
#: compiler they register into; its rules (and anything else) are the mechanics' layer.
MECHANIC_PARTS: dict[str, str] = {"model": "vocabulary", "reading": "compiler", "words": "compiler"}


def _cards_part(module: str) -> str | None:
    """The part of `cards/` a module is in: `cards.compiler.card` → "compiler", a mechanic's
    `mechanics.extort.model` → "vocabulary"; None outside `cards/` (and for `cards` itself)."""
    parts = module.split(".")
    if parts[0] == "mechanics" and len(parts) == 3:
        return MECHANIC_PARTS.get(parts[2])
    return parts[1] if parts[0] == "cards" and len(parts) > 1 else None


def _in_cards(module: str) -> bool:
    return module.split(".")[0] == "cards" or _cards_part(module) is not None


def _layer(module: str) -> int:
    return LAYERS["cards" if _cards_part(module) else module.split(".")[0]]


def _part(module: str) -> str | None:
    """`cards.compiler.card` → "compiler", `mechanics.extort.rules` → "extort"; the package
    itself → None."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else None


def _card_layer(module: str) -> int:
    part = _cards_part(module)
    return max(CARDS.values()) + 1 if part is None else CARDS[part]


@cache
def edges() -> frozenset[tuple[str, str]]:
    modules = _modules()
    return frozenset(
        (name, target)
        for name, path in modules.items()
        for target in _imports(path, modules)
        if target != name
    )


def _cycles(graph: Set[tuple[str, str]]) -> list[list[str]]:
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
    assert not missing, f"put these modules in a layer's package (LAYERS): {missing}"
    loose = sorted(
        p.name for p in ENGINE.glob("*.py") if p.name not in ("__init__.py", "__main__.py")
    )
    assert not loose, f"engine modules outside a layer's package: {loose}"


def test_every_part_of_cards_has_a_layer() -> None:
    missing = sorted(m for m in _modules() if m.startswith("cards.") and _part(m) not in CARDS)
    assert not missing, f"give these parts of engine/cards a layer in CARDS: {missing}"


def test_imports_point_down_the_layers() -> None:
    upward = sorted((a, b) for a, b in edges() if _layer(b) > _layer(a))
    assert not upward, "imports that point up a layer (docs/ARCHITECTURE.md): " + ", ".join(
        f"{a} (L{_layer(a)}) → {b} (L{_layer(b)})" for a, b in upward
    )


def test_imports_inside_cards_point_down_its_layers() -> None:
    inside = [(a, b) for a, b in edges() if _in_cards(a) and _in_cards(b)]
    upward = sorted((a, b) for a, b in inside if _card_layer(b) > _card_layer(a))
    assert not upward, "imports that point up inside engine/cards (CARDS): " + ", ".join(
        f"{a} ({_card_layer(a)}) → {b} ({_card_layer(b)})" for a, b in upward
    )


def test_a_mechanic_imports_only_the_shared_keyword_actions() -> None:
    inside = [
        (a, b)
        for a, b in edges()
        if a.startswith("mechanics.") and b.split(".")[0] == "mechanics" and _part(a) != _part(b)
    ]
    wrong = sorted((a, b) for a, b in inside if _part(b) not in SHARED_MECHANICS)
    assert not wrong, f"a mechanic imports one that isn't shared (SHARED_MECHANICS): {wrong}"
    assert {_part(m) for m in _modules() if m.startswith("mechanics.")} >= SHARED_MECHANICS


def test_the_instruction_registry_imports_no_mechanic() -> None:
    """Mechanics register their handlers into `instructions.perform` (608.2c); it never names
    one, so a new mechanic never edits it."""
    found = sorted(b for a, b in edges() if a == "instructions.perform" and b.startswith("mech"))
    assert not found, f"instructions.perform imports mechanics: {found}"


def test_no_modules_import_each_other_in_a_circle() -> None:
    cycles = _cycles(edges())
    assert not cycles, f"modules importing each other in a circle: {cycles}"


def test_the_checker_sees_imports_inside_functions_and_finds_circles(tmp_path: Path) -> None:
    source = tmp_path / "example.py"
    source.write_text(
        "from engine.rules import combat\n\n"
        "def f() -> None:\n    from engine.driver.game import step\n",
        encoding="utf-8",
    )
    modules = _modules()
    assert set(_imports(source, modules)) == {"rules.combat", "driver.game"}
    assert _cycles({("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")}) == [["a", "b", "c"]]


def test_a_module_takes_its_layer_from_its_package() -> None:
    assert _layer("core.state") == 0
    assert _layer("rules.stack") == 5
    assert _card_layer("cards.compiler.card") > _card_layer("cards.vocabulary.card")
    assert _card_layer("cards.pool") > _card_layer("cards.compiler")
    assert _layer("mechanics.extort.model") == _layer("cards.vocabulary") == 0
    assert _card_layer("mechanics.extort.model") == _card_layer("cards.vocabulary.card")
    assert _card_layer("mechanics.extort.words") == _card_layer("cards.compiler.card")
    assert _layer("mechanics.extort.rules") == _layer("mechanics.ward") == 4


def test_the_controller_after_layers_is_asked_in_one_place() -> None:
    """`controller_of` (layers, 613.1b) is the one way to ask who controls an object: no module
    works it out again from characteristics by hand."""
    by_hand = [
        f"{path.relative_to(ENGINE)}:{n}"
        for path in sorted(ENGINE.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if re.search(r"\.controller or \w+\.controller\b", line) and path.name != "layers.py"
    ]
    assert not by_hand, f"use engine.derived.characteristics.controller_of instead: {by_hand}"

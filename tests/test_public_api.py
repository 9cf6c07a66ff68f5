"""The app imports only the engine's public API (`engine/__init__.py`), never its submodules.

Every `.py` file under `app/` is parsed, and every import — at module level or inside a function
— that names an engine submodule fails the test: `from engine import X` is the app's only way in.
"""

from __future__ import annotations

import ast
from pathlib import Path

import engine

APP = Path(__file__).resolve().parents[1] / "app"


def _engine_imports(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, imported module) of every import in `tree` that reaches into the engine."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if a.name.startswith("engine.")]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module.startswith("engine."):
                found.append((node.lineno, node.module))
            elif node.module == "engine":
                # `from engine import cards` is a submodule too, only spelled differently.
                private = [a.name for a in node.names if a.name not in engine.__all__]
                found += [(node.lineno, f"engine.{name}") for name in private]
    return sorted(found)


def test_the_app_imports_only_the_engines_public_api() -> None:
    files = sorted(APP.rglob("*.py"))
    assert files, "no app files found"
    offending = [
        f"{path.relative_to(APP.parent)}:{line}: {module}"
        for path in files
        for line, module in _engine_imports(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert offending == [], "the app reaches into engine submodules:\n" + "\n".join(offending)


def test_the_check_sees_imports_inside_functions() -> None:
    tree = ast.parse(
        "import engine.driver.run\n"
        "def f():\n    from engine.cards.pool import find\n"
        "from engine import step, legal_actions\n"
        "from engine import actions\n"
    )
    assert _engine_imports(tree) == [
        (1, "engine.driver.run"),
        (3, "engine.cards.pool"),
        (5, "engine.actions"),
    ]


def test_everything_the_public_api_lists_exists() -> None:
    missing = [name for name in engine.__all__ if not hasattr(engine, name)]
    assert missing == []


def test_one_naming_family_for_serialising() -> None:
    """`to_json` gives a str and `to_data` a dict, everywhere: no `as_dict` / `to_dict` beside
    them (issue 13)."""
    others = [
        f"{path.relative_to(APP.parent)}:{node.lineno}: {node.name}"
        for root in (APP, APP.parent / "engine")
        for path in sorted(root.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef) and node.name in ("as_dict", "to_dict", "as_json")
    ]
    assert others == []

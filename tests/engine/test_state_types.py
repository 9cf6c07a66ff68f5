"""The game state and its agenda are typed precisely: no `Any` in `engine/core/state.py` or
`engine/core/agenda.py` (issue 13), so mypy --strict sees every value a state holds."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def _uses_of_any(tree: ast.AST) -> Iterator[int]:
    """Line numbers where `Any` is named: imported, as `Any` or `typing.Any`, also inside a
    string annotation ("list[Any]")."""
    docstrings = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    for node in ast.walk(tree):
        named = (
            (isinstance(node, ast.ImportFrom) and any(a.name == "Any" for a in node.names))
            or (isinstance(node, ast.Name) and node.id == "Any")
            or (isinstance(node, ast.Attribute) and node.attr == "Any")
        )
        if named:
            yield node.lineno
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
        ):
            try:
                inner = ast.parse(node.value, mode="eval")
            except SyntaxError:
                continue
            if any(True for _ in _uses_of_any(inner)):
                yield node.lineno


@pytest.mark.parametrize("module", ["core/state.py", "core/agenda.py"])
def test_the_state_and_the_agenda_use_no_any(module: str) -> None:
    path = ENGINE / module
    lines = sorted(set(_uses_of_any(ast.parse(path.read_text(encoding="utf-8")))))
    assert not lines, f"engine/{module} uses Any on lines {lines}: give those values a type"


def test_the_check_finds_any_however_it_is_written() -> None:
    source = (
        "from typing import Any\n"
        "import typing\n"
        "a: typing.Any\n"
        'b: "tuple[Any, ...]"\n'
        'def f() -> None:\n    """Any docstring may say Any."""\n'
    )
    assert sorted(_uses_of_any(ast.parse(source))) == [1, 3, 4]

"""No engine module is over 600 lines (STYLE.md: modules with one job each, under ~600 lines):
a module that grows past it has a second job to give a module of its own."""

from __future__ import annotations

from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"
LIMIT = 600


def test_no_engine_module_is_over_the_limit() -> None:
    sizes = {
        str(p.relative_to(ENGINE)): len(p.read_text(encoding="utf-8").splitlines())
        for p in ENGINE.rglob("*.py")
    }
    assert len(sizes) > 40
    over = {name: n for name, n in sizes.items() if n > LIMIT}
    assert not over, f"modules over {LIMIT} lines: {over}"

"""No engine or app module is over 600 lines (STYLE.md: modules with one job each, under ~600
lines), and none is held under it by packing: a module that grows past it has a second job to
give a module of its own, not statements squeezed onto fewer lines by keeping them from the
formatter. The tests and benchmarks are laid out by the formatter too (issue 27 §3)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "app")
#: Where no statement may be kept from `ruff format`: the tests and benchmarks as well.
FORMATTED = (*PACKAGES, "tests", "bench")
LIMIT = 600
#: Built from two words so this file doesn't hold the marker it looks for.
PACKING = "# fmt: " + "skip"


def _modules(packages: tuple[str, ...] = PACKAGES) -> dict[str, str]:
    return {
        str(p.relative_to(ROOT)): p.read_text(encoding="utf-8")
        for package in packages
        for p in (ROOT / package).rglob("*.py")
    }


def test_no_engine_or_app_module_is_over_the_limit() -> None:
    sizes = {name: len(text.splitlines()) for name, text in _modules().items()}
    assert len(sizes) > 100
    over = {name: n for name, n in sizes.items() if n > LIMIT}
    assert not over, f"modules over {LIMIT} lines: {over}"


def test_no_module_is_packed_past_the_formatter() -> None:
    packed = {
        f"{name}:{number}"
        for name, text in _modules(FORMATTED).items()
        for number, line in enumerate(text.splitlines(), start=1)
        if PACKING in line
    }
    assert not packed, f"statements kept from `ruff format`: {sorted(packed)}"

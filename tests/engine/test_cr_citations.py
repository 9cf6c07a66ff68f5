"""Every CR rule number the project cites exists in data/cr.json (the rules it claims to follow).

What the golden scenarios cite, their runs and their expectations, is checked by
tests/engine/test_golden.py on the run each of its tests makes."""

from __future__ import annotations

import re
from pathlib import Path

from tests.engine.golden import cr_numbers

ROOT = Path(__file__).resolve().parents[2]
#: A rule number as a string literal in engine code: "608.2b", "704.5g", "117.3d".
QUOTED = re.compile(r"""["'](\d{3}\.\d+[a-z]?)["']""")
#: A rule number in prose: "CR 704.5g", "rule 608.2b", "(115.5)".
PROSE = re.compile(r"\b(?:CR|[Rr]ules?) (\d{3}(?:\.\d+[a-z]?)?)\b")
IN_PARENS = re.compile(r"\((\d{3}\.\d+[a-z]?)\)")
#: In the documentation a rule number also stands alone: "(608.2b)", "702.21, 702.11" — but not
#: as part of a longer number or an address (127.0.0.1).
IN_DOCS = re.compile(r"(?<![\d.,])(\d{3}\.\d+[a-z]?)(?![\d.])")


def engine_sources() -> list[Path]:
    return sorted([*(ROOT / "engine").glob("*.py"), *(ROOT / "engine").glob("*/*.py")])


def cited_in_engine() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in engine_sources():
        text = path.read_text(encoding="utf-8")
        for pattern in (QUOTED, PROSE, IN_PARENS):
            for number in pattern.findall(text):
                found.setdefault(number, set()).add(path.name)
    return found


def test_cr_data_has_the_rules_we_check_against() -> None:
    assert {"608.2b", "704.5g", "117.3d", "601.2c"} <= cr_numbers()


def test_engine_cites_rules_as_string_literals() -> None:
    """The scan finds the citations it is meant to (so the next test can't pass vacuously)."""
    cited = cited_in_engine()
    assert {"608.2b", "704.5j", "120.3e", "302.6", "601.2h"} <= set(cited)
    assert len(cited) > 80


def test_every_rule_cited_in_engine_source_exists() -> None:
    missing = {n: sorted(files) for n, files in cited_in_engine().items() if n not in cr_numbers()}
    assert not missing, f"rule numbers cited in engine/ that the CR doesn't have: {missing}"


def prose_sources() -> list[Path]:
    """The pages and the documentation a user reads: templates, the README, docs/, the changelog."""
    return [
        *sorted((ROOT / "templates").rglob("*.html")),
        ROOT / "README.md",
        ROOT / "CHANGELOG.md",
        *sorted((ROOT / "docs").rglob("*.md")),
    ]


def test_rules_mentioned_in_templates_and_docs_exist() -> None:
    mentioned: dict[str, set[str]] = {}
    sources = prose_sources()
    assert ROOT / "docs" / "limits.md" in sources
    for path in sources:
        text = path.read_text(encoding="utf-8")
        numbers = PROSE.findall(text) + (IN_DOCS.findall(text) if path.suffix == ".md" else [])
        for number in numbers:
            mentioned.setdefault(number, set()).add(str(path.relative_to(ROOT)))
    assert mentioned, "the scan found no rule mentions at all; is the pattern still right?"
    missing = {n: sorted(files) for n, files in mentioned.items() if n not in cr_numbers()}
    assert not missing, f"rule numbers in templates and docs that the CR doesn't have: {missing}"


def test_prose_pattern_finds_rule_mentions() -> None:
    assert PROSE.findall("see CR 206.3b and rule 608.2b, rules 704") == ["206.3b", "608.2b", "704"]
    assert IN_DOCS.findall("(608.2b; 702.21, 702.11) at 127.0.0.1, 11.8 s") == [
        "608.2b",
        "702.21",
        "702.11",
    ]

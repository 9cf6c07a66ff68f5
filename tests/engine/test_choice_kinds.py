"""Every kind of answer SCENARIO.md's `choices` lists, and every addition docs/scenario-format.md
documents, is a `ChoiceKind`, and the engine asks each one somewhere
(`NeedChoice(ChoiceKind.…)`): no answer kind the format accepts goes unasked, and none is
accepted that neither page names."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from engine.core.state import ChoiceKind
from tests.shared_dir import original

ENGINE = Path(__file__).resolve().parents[2] / "engine"
#: The engine's own page, where an answer kind the contract doesn't list is documented as "an
#: addition to SCENARIO.md's kinds" (the contract allows additions that are documented).
FORMAT_MD = ENGINE.parent / "docs" / "scenario-format.md"


def _listed_kinds() -> set[str]:
    text = original("design", "SCENARIO.md").read_text(encoding="utf-8")
    section = text[text.index("### choices") :]
    section = section[: section.index("\n- ")]
    return set(re.findall(r'`\{"(\w+)":', section))


def _added_kinds() -> set[str]:
    text = FORMAT_MD.read_text(encoding="utf-8")
    addition = r'`\{"(\w+)": [^`]*`[^.]*?\(an addition to SCENARIO\.md\'s kinds\)'
    return set(re.findall(addition, text))


def _asked_kinds() -> set[str]:
    asked: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "NeedChoice"):
                continue
            first = node.args[0] if node.args else None
            if (
                isinstance(first, ast.Attribute)
                and isinstance(first.value, ast.Name)
                and first.value.id == "ChoiceKind"
            ):
                asked.add(ChoiceKind[first.attr].value)
    return asked


def test_the_choice_kinds_are_the_answers_scenario_md_lists() -> None:
    listed, added = _listed_kinds(), _added_kinds()
    assert len(listed) >= 14
    assert not listed & added
    assert listed | added == {k.value for k in ChoiceKind}


def test_the_engine_asks_every_choice_kind() -> None:
    missing = sorted({k.value for k in ChoiceKind} - _asked_kinds())
    assert not missing, f"answer kinds no rule asks for: {missing}"

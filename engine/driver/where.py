"""Where a rule lives: `python -m engine where 608.2b`.

Every rules-touching place in the engine already names its rule — in a docstring or comment
("Check targets on resolution (CR 608.2b)") and in the events it makes (`event("fizzle", …,
"608.2b")`). This reads those citations from the source, so the answer can't drift from the code:
the functions whose docstrings or comments mention the rule, and the event kinds that cite it,
each with its file and line. A rule without a letter ("608.2") also finds its subrules.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1]

#: The command line and this module name rules only as examples.
SKIPPED = frozenset({"where.py", "__main__.py"})

#: What a rule number looks like (CR 100.1 … 905.6b, and sections like 613).
RULE = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")


@dataclass(frozen=True, slots=True)
class Place:
    file: str
    line: int
    function: str
    #: The event kind, for an event that cites the rule; else what mentions it ("docstring" …).
    what: str
    rule: str


@dataclass(slots=True)
class Report:
    rule: str
    mentions: list[Place] = field(default_factory=list)
    events: list[Place] = field(default_factory=list)

    def text(self) -> str:
        lines = [f"CR {self.rule}"]
        if not self.mentions and not self.events:
            lines.append("  nothing in the engine names this rule")
            return "\n".join(lines)
        if self.mentions:
            lines.append("implemented or explained in:")
            lines += [
                f"  {p.file}:{p.line}  {p.function}  ({p.what}{_sub(p, self.rule)})"
                for p in self.mentions
            ]
        if self.events:
            lines.append("events that cite it:")
            width = max(len(p.what) for p in self.events)
            lines += [
                f"  {p.what:<{width}}  {p.file}:{p.line}  {p.function}{_sub(p, self.rule)}"
                for p in self.events
            ]
        return "\n".join(lines)


def _sub(place: Place, asked: str) -> str:
    return "" if place.rule == asked else f", {place.rule}"


def _pattern(rule: str) -> re.Pattern[str]:
    """The rule as a whole number in text; "608.2" also matches its lettered subrules ("608.2a"),
    not a longer number that starts the same way."""
    tail = r"[a-z]?" if not rule[-1].isalpha() else ""
    return re.compile(rf"(?<![\d.]){re.escape(rule)}{tail}(?![\d])")


def _functions(tree: ast.Module) -> list[tuple[int, int, str]]:
    """(first line, last line, qualified name) of every function and class, innermost last."""
    out: list[tuple[int, int, str]] = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}{child.name}"
                out.append((child.lineno, child.end_lineno or child.lineno, name))
                visit(child, f"{name}.")

    visit(tree, "")
    return out


def _enclosing(functions: list[tuple[int, int, str]], line: int) -> str:
    found = "(module)"
    for first, last, name in functions:
        if first <= line <= last:
            found = name  # later entries are nested deeper
    return found


def where(rule: str) -> Report:
    """Every place in the engine's source that names `rule`, and the events citing it."""
    if not RULE.match(rule):
        raise ValueError(f"{rule!r} isn't a rule number like 608.2b")
    pattern = _pattern(rule)
    report = Report(rule)
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name in SKIPPED:
            continue
        text = path.read_text(encoding="utf-8")
        if not pattern.search(text):
            continue
        name = str(path.relative_to(ENGINE.parent))
        tree = ast.parse(text)
        functions = _functions(tree)
        event_lines: set[int] = set()
        makers = _event_makers(tree)
        for node in ast.walk(tree):
            maker = _called(node) if isinstance(node, ast.Call) else None
            if not isinstance(node, ast.Call) or maker not in makers or not node.args:
                continue
            what = makers[maker]
            first = 0
            if what is None:  # `event` itself: the kind is its first argument
                first = 2
                head = node.args[0]
                what = str(head.value) if isinstance(head, ast.Constant) else "(computed kind)"
            cited = sorted(
                {c for arg in node.args[first:] for c in _strings(arg) if pattern.fullmatch(c)}
            )
            for number in cited:
                function = _enclosing(functions, node.lineno)
                report.events.append(Place(name, node.lineno, function, what, number))
            if cited:
                event_lines.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
        for n, line in enumerate(text.splitlines(), start=1):
            if n in event_lines:
                continue
            m = pattern.search(line)
            if m:
                what = "comment" if "#" in line[: m.start()] else "docstring or text"
                report.mentions.append(Place(name, n, _enclosing(functions, n), what, m.group(0)))
    report.mentions.sort(key=lambda p: (p.file, p.line))
    report.events.sort(key=lambda p: (p.file, p.line))
    return report


def _event_makers(tree: ast.Module) -> dict[str | None, str | None]:
    """`event` (None: its kind is an argument) and this module's helpers that return an event of
    one kind, e.g. `def _assign_event(…): return event("assign_damage", …)`."""
    makers: dict[str | None, str | None] = {"event": None}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name != "event":
            for ret in (n for n in ast.walk(node) if isinstance(n, ast.Return)):
                call = ret.value
                if (
                    isinstance(call, ast.Call)
                    and _called(call) == "event"
                    and call.args
                    and isinstance(call.args[0], ast.Constant)
                ):
                    makers[node.name] = str(call.args[0].value)
    return makers


def _strings(node: ast.AST) -> list[str]:
    """The string constants a rules argument can be: a literal, either side of `a if c else b`,
    the items of a tuple, or a starred one of those (`*(("510.4", "702.4b") if again else …)`)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    if isinstance(node, ast.Tuple | ast.List):
        return [s for item in node.elts for s in _strings(item)]
    if isinstance(node, ast.Starred):
        return _strings(node.value)
    return []


def _called(node: ast.Call) -> str | None:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None

"""Ruling examples (examples/*.json): runnable scenarios that demonstrate the seed rulings.

Each file is a scenario plus an `example` block (which rulings and rules it demonstrates, its
contrast, the event where the ruling applies) and an `expect` block for the tests. The app lists
them on ruling pages and shows each one's run, step by step, with the rules every event cites.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from app.services.explorer import shown_steps
from engine import ScenarioError, run


@dataclass(frozen=True, slots=True)
class Example:
    name: str
    title: str
    description: str
    rulings: tuple[str, ...]
    rules: tuple[str, ...]
    contrast: str | None
    contrast_of: str | None
    applies: dict[str, Any] | None
    scenario: dict[str, Any]

    @property
    def is_contrast(self) -> bool:
        return self.contrast_of is not None

    @property
    def partner(self) -> str | None:
        return self.contrast or self.contrast_of


@dataclass(slots=True)
class ExampleRun:
    output: dict[str, Any]
    status: int
    #: The step at which the ruling applies (the first event matching `applies`), if any.
    applies_step: int | None
    #: That step as the explorer numbers it ("Step N of M", `step=N`): steps where nothing
    #: happens are folded, so it can be lower than the engine's (issue 31 §7).
    applies_number: int | None = None


@dataclass
class ExampleLibrary:
    directory: Path
    examples: dict[str, Example] = field(default_factory=dict)
    _runs: dict[str, ExampleRun] = field(default_factory=dict)

    @classmethod
    def load(cls, directory: Path) -> ExampleLibrary:
        library = cls(directory)
        for path in sorted(directory.glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            meta = data.pop("example", {})
            data.pop("expect", None)
            name = path.stem
            library.examples[name] = Example(
                name=name,
                title=data.get("title") or name,
                description=data.get("description", ""),
                rulings=tuple(meta.get("rulings", ())),
                rules=tuple(meta.get("rules", ())),
                contrast=_stem(meta.get("contrast")),
                contrast_of=_stem(meta.get("contrast_of")),
                applies=meta.get("applies"),
                scenario=data,
            )
        return library

    def for_ruling(self, ruling_id: str) -> list[Example]:
        return [e for e in self.examples.values() if ruling_id in e.rulings]

    @cached_property
    def by_ruling(self) -> dict[str, list[Example]]:
        out: dict[str, list[Example]] = {}
        for example in self.examples.values():
            for ruling in example.rulings:
                out.setdefault(ruling, []).append(example)
        return out

    def run(self, name: str) -> ExampleRun:
        """Run an example (once; the result is kept: examples are fixed files).

        Examples are the project's own files, so they run here rather than in the engine pool
        (`app.services.runner`, for scenarios from requests); the routes that call this are
        plain functions, which FastAPI runs in its thread pool, so a first run never holds the
        event loop."""
        if name not in self._runs:
            example = self.examples[name]
            try:
                output, status = run(example.scenario)
            except ScenarioError as exc:  # a broken example file: show it, don't crash
                output = {
                    "state": {},
                    "events": [],
                    "pending": None,
                    "error": {"kind": "scenario", "message": str(exc), "rules": []},
                }
                status = 2
            step = None
            want = example.applies
            if want:
                step = next(
                    (
                        e["step"]
                        for e in output["events"]
                        if e["kind"] == want.get("kind") and e["rules"] == want.get("rules")
                    ),
                    None,
                )
            number = None if step is None else shown_steps(output["events"]).index(step)
            self._runs[name] = ExampleRun(output, status, step, number)
        return self._runs[name]


def _stem(name: str | None) -> str | None:
    return name.removesuffix(".json") if name else None

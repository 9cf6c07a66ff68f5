"""The Dockerfile's runtime stage: the search index built in the image, a fixed non-root user, the
environment, port and exec-form CMD, the short-link store a volume the app user owns, and a
HEALTHCHECK that asks /healthz with a bare Python (no site-packages) often enough to say healthy
within seconds.
"""

from __future__ import annotations

import itertools
import posixpath
import re
import shlex

from tests.dockerfile import APP_UID, STORE_DIR_IN_IMAGE, final_stage, healthcheck_command


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


def test_healthcheck_asks_healthz_with_a_bare_python() -> None:
    """Isolated and without site-packages (-I -S), on a socket: the probe runs every 5 s in every
    container, and urllib's imports doubled its CPU (issue 27 §6)."""
    command = healthcheck_command()
    assert command[:4] == ["python", "-I", "-S", "-c"]
    assert "socket.create_connection(('127.0.0.1'" in command[4]
    assert "GET /healthz HTTP/1.0" in command[4]
    assert "[b'200']" in command[4]


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

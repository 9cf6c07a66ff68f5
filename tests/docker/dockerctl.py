"""Small helpers over the docker and docker-compose command-line tools, for tests/docker.

Everything a test makes is named `rulings-ci-…` and labelled `rulings-explorer.ci=1`, so
`.ci/docker` can remove whatever a failed run left behind.
"""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

#: The image `.ci/docker` builds from the Dockerfile, unchanged.
IMAGE = os.environ.get("RULINGS_DOCKER_IMAGE", "rulings-explorer:ci")
LABEL = "rulings-explorer.ci=1"
#: Longest a container or the stack may take to start on a loaded 2-core machine.
START_SECONDS = 180
#: How long a request through the lane waits for its answer: beyond deploy/nginx.conf's
#: proxy_read_timeout (60 s), so what the lane sees is what nginx answers, never its own timeout.
REQUEST_SECONDS = 90.0


def docker(*args: str, check: bool = True, timeout: float = 300, stdin: bytes | None = None) -> str:
    # The classic builder: BuildKit needs buildx, which Debian's docker.io lacks.
    done = subprocess.run(
        ["docker", *args],
        input=stdin,
        capture_output=True,
        timeout=timeout,
        check=False,
        env={**os.environ, "DOCKER_BUILDKIT": "0"},
    )
    out = done.stdout.decode("utf-8", "replace")
    if check and done.returncode != 0:
        err = done.stderr.decode("utf-8", "replace")
        pytest.fail(f"docker {' '.join(args)} failed ({done.returncode}):\n{err[-3000:]}")
    return out


def require_image() -> str:
    try:
        version = subprocess.run(
            ["docker", "version", "--format", "{{.Server.Version}}"],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
    except FileNotFoundError:
        pytest.fail("the docker command is missing: the Docker lane needs .ci/docker to install it")
    if version.returncode != 0:
        pytest.fail(f"Docker doesn't answer (start dockerd, or run .ci/docker):\n{version.stderr}")
    if not docker("image", "ls", "-q", IMAGE).strip():
        pytest.fail(f"no image {IMAGE}: .ci/docker builds it from the Dockerfile")
    return IMAGE


def unique(kind: str) -> str:
    return f"rulings-ci-{kind}-{uuid.uuid4().hex[:8]}"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass(frozen=True)
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", "replace")

    def json(self) -> Any:
        return json.loads(self.body)


def request(
    port: int,
    method: str,
    path: str,
    body: Any = None,
    timeout: float = REQUEST_SECONDS,
) -> Reply:
    """One HTTP request to 127.0.0.1:`port` (a published port); `body` is sent as JSON."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        payload = None if body is None else json.dumps(body).encode("utf-8")
        headers = {} if body is None else {"Content-Type": "application/json"}
        connection.request(method, path, body=payload, headers=headers)
        response = connection.getresponse()
        return Reply(
            response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        )
    finally:
        connection.close()


def page(port: int, path: str, tries: int = 6) -> Reply:
    """GET a page as a browser would: a 503 with Retry-After (the app's answer when its engine
    is busy, as on a loaded machine) is asked again after that many seconds, a few times."""
    reply = request(port, "GET", path)
    for _ in range(tries - 1):
        if reply.status != 503 or "retry-after" not in reply.headers:
            break
        time.sleep(min(float(reply.headers["retry-after"]), 10.0))
        reply = request(port, "GET", path)
    return reply


def answers(port: int, path: str = "/healthz") -> int | None:
    try:
        return request(port, "GET", path, timeout=5).status
    except (OSError, http.client.HTTPException):
        return None


def wait_for(what: str, ready: Callable[[], bool], seconds: float = START_SECONDS) -> float:
    """Poll `ready` until it holds; the monotonic time it first did. Fails on timeout."""
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            pytest.fail(f"{what}: not within {seconds:.0f} s")
        time.sleep(0.25)
    return time.monotonic()


def volumes_of(container: str) -> set[str]:
    """The volumes mounted in `container` (anonymous ones included)."""
    mounts = json.loads(docker("inspect", "--format", "{{json .Mounts}}", container))
    return {mount["Name"] for mount in mounts or [] if mount.get("Type") == "volume"}


def health(container: str) -> str:
    return docker("inspect", "--format", "{{.State.Health.Status}}", container).strip()


def logs(container: str) -> str:
    done = subprocess.run(
        ["docker", "logs", container], capture_output=True, timeout=60, check=False
    )
    return (done.stdout + done.stderr).decode("utf-8", "replace")


def sample_scenario(title: str) -> dict[str, Any]:
    """A valid scenario: the first example without its `example` and `expect` blocks."""
    from pathlib import Path

    examples = Path(__file__).resolve().parents[2] / "examples"
    data = json.loads(sorted(examples.glob("*.json"))[0].read_text(encoding="utf-8"))
    data.pop("example")
    data.pop("expect")
    data["title"] = title
    return dict(data)


def compose(project: str, env: dict[str, str], *args: str, timeout: float = 600) -> str:
    """`docker-compose` (Debian's Compose v1) on compose.yaml with the lane's override."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    argv: Sequence[str] = [
        "docker-compose",
        "--project-directory",
        str(root),
        "-p",
        project,
        "-f",
        str(root / "compose.yaml"),
        "-f",
        str(Path(__file__).with_name("compose.ci.yaml")),
        *args,
    ]
    done = subprocess.run(
        list(argv),
        cwd=root,
        env={**os.environ, **env},
        capture_output=True,
        timeout=timeout,
        check=False,
    )
    if done.returncode != 0:
        err = done.stderr.decode("utf-8", "replace")
        pytest.fail(f"{' '.join(argv[5:])} failed ({done.returncode}):\n{err[-3000:]}")
    return done.stdout.decode("utf-8", "replace")

"""compose.yaml, run for real with Debian's Compose v1 (`docker-compose` 1.29) on the lane's image.

Two app instances on one PostgreSQL behind nginx: a link made through one instance reads through
the other; PostgreSQL stopped is a 503 within 2 s and started again is back, nothing lost; an app
container killed in the middle of a burst of link creations loses no link that was answered 2xx;
an upgrade that replaces one app at a time serves every request meanwhile. The lane's override
(compose.ci.yaml) only lifts the short-link rate limit, since every request here comes from one
address.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

import pytest

from tests.docker import dockerctl
from tests.docker.dockerctl import docker, request

pytestmark = pytest.mark.docker

ROOT = Path(__file__).resolve().parents[2]
#: What the issue asks of a request while PostgreSQL is down: a clear 503 within this.
DOWN_ANSWER_SECONDS = 2.0
APPS = ("app1", "app2")


def is_healthy(container: str) -> bool:
    return dockerctl.health(container) == "healthy"


@dataclass
class Stack:
    project: str
    env: dict[str, str]
    port: int
    images: list[str] = field(default_factory=list)
    #: Every volume the stack's containers mounted: Compose v1 leaves the anonymous volume of an
    #: app container it recreated (an upgrade) behind, even with `down -v`.
    volumes: set[str] = field(default_factory=set)

    def compose(self, *args: str) -> str:
        return dockerctl.compose(self.project, self.env, *args)

    def container(self, service: str) -> str:
        """The service's container, found by the labels Compose gives it: `docker ps`, not
        `docker-compose ps`, whose Python costs half a second of CPU a call, and the lane asks
        this often."""
        labels = {
            "com.docker.compose.project": self.project,
            "com.docker.compose.service": service,
            "com.docker.compose.oneoff": "False",
        }
        filters = [f"--filter=label={name}={value}" for name, value in labels.items()]
        found = docker("ps", "--all", "--quiet", "--no-trunc", *filters).split()
        assert len(found) == 1, f"{service}: {found}"
        self.volumes |= dockerctl.volumes_of(found[0])
        return found[0]

    def logs(self, service: str, lines: int = 60) -> str:
        """The end of a service's log, for a failure's message."""
        return self.compose("logs", "--no-color", "--tail", str(lines), service)

    def wait_healthy(self) -> None:
        for service in APPS:
            container = self.container(service)
            try:
                dockerctl.wait_for(f"{service} healthy", partial(is_healthy, container))
            except pytest.fail.Exception:
                print(dockerctl.logs(container)[-3000:])
                print(dockerctl.logs(self.container("postgres"))[-2000:])
                raise
        dockerctl.wait_for("the proxy's /healthz", lambda: dockerctl.answers(self.port) == 200)


def inside(container: str, method: str, path: str, body: object = None) -> tuple[int, str]:
    """A request from inside an app container to its own instance (127.0.0.1:8000)."""
    script = (
        "import json, sys, urllib.error, urllib.request\n"
        "method, path, body = sys.argv[1], sys.argv[2], sys.argv[3]\n"
        "data = body.encode() if body else None\n"
        "req = urllib.request.Request('http://127.0.0.1:8000' + path, data=data, method=method,"
        " headers={'Content-Type': 'application/json'})\n"
        "try:\n"
        "    r = urllib.request.urlopen(req, timeout=20)\n"
        "except urllib.error.HTTPError as e:\n"
        "    r = e\n"
        "print(r.status)\n"
        "print(r.read().decode())\n"
    )
    payload = "" if body is None else json.dumps(body)
    out = docker("exec", container, "python", "-c", script, method, path, payload)
    status, _, text = out.partition("\n")
    return int(status), text


def create(port: int, title: str) -> dockerctl.Reply:
    return request(port, "POST", "/api/v1/links", {"scenario": dockerctl.sample_scenario(title)})


@pytest.fixture(scope="module")
def stack(image: str) -> Iterator[Stack]:
    project = f"rulingsci{uuid.uuid4().hex[:8]}"
    port = dockerctl.free_port()
    env = {
        "RULINGS_PROXY_PORT": f"127.0.0.1:{port}",
        "POSTGRES_PASSWORD": f"ci{uuid.uuid4().hex}",
    }
    stack = Stack(project, env, port)
    # Compose v1 names a service's built image PROJECT_SERVICE: the lane's image, unchanged.
    for service in APPS:
        tag = f"{project}_{service}"
        docker("tag", image, tag)
        stack.images.append(tag)
    try:
        stack.compose("up", "-d", "--no-build")
        stack.wait_healthy()
        yield stack
    finally:
        for container in stack.compose("ps", "-q").split():
            stack.volumes |= dockerctl.volumes_of(container)
        dockerctl.compose(project, env, "down", "-v", "--remove-orphans", "--timeout", "5")
        for volume in sorted(stack.volumes):
            docker("volume", "rm", "--force", volume, check=False)
        for tag in stack.images:
            docker("rmi", tag, check=False)


def test_compose_v1_accepts_the_file_as_it_is() -> None:
    done = dockerctl.compose("rulingscicheck", {}, "config", "-q")
    assert done == ""


def test_a_link_made_through_one_instance_reads_through_the_other(stack: Stack) -> None:
    scenario = dockerctl.sample_scenario("docker lane: one instance to the other")
    status, text = inside(stack.container("app1"), "POST", "/api/v1/links", {"scenario": scenario})
    assert status == 201, text
    link = json.loads(text)["id"]
    status, text = inside(stack.container("app2"), "GET", f"/api/v1/links/{link}")
    assert status == 200, text
    assert json.loads(text)["scenario"]["title"] == "docker lane: one instance to the other"
    assert dockerctl.page(stack.port, f"/s/{link}").status == 200


def test_postgres_stopped_is_a_clear_503_in_time_and_started_it_is_back(stack: Stack) -> None:
    before = create(stack.port, "docker lane: made before PostgreSQL stopped")
    assert before.status == 201, before.text
    link = before.json()["id"]
    stack.compose("stop", "--timeout", "10", "postgres")
    try:
        took = []
        for _ in range(3):
            began = time.monotonic()
            reply = request(stack.port, "GET", "/healthz")
            took.append(time.monotonic() - began)
            assert reply.status == 503, reply.text
        # The middle of three, so one request that a loaded machine holds up doesn't decide it:
        # before, each took the resolver's 10 s.
        middle = sorted(took)[1]
        assert middle < DOWN_ANSWER_SECONDS, f"/healthz took {took} s to say 503"
        refused = create(stack.port, "docker lane: made while PostgreSQL is down")
        assert refused.status == 503
        assert "try again" in refused.text
    finally:
        stack.compose("start", "postgres")
    dockerctl.wait_for(
        "/healthz after PostgreSQL started", lambda: dockerctl.answers(stack.port) == 200
    )
    read = request(stack.port, "GET", f"/api/v1/links/{link}")
    assert read.status == 200
    stack.wait_healthy()


def test_an_app_killed_mid_burst_loses_no_link_it_answered(stack: Stack) -> None:
    burst = 48
    # number -> (status, link id, started after the kill); -1 for a request that raised.
    replies: dict[int, tuple[int, str | None, bool]] = {}
    done = threading.Semaphore(0)
    killed = threading.Event()

    def one(number: int) -> None:
        after = killed.is_set()
        try:
            reply = create(stack.port, f"docker lane: burst {number} {uuid.uuid4().hex}")
            link = reply.json()["id"] if reply.status in (200, 201) else None
            replies[number] = (reply.status, link, after)
        except Exception as exc:  # the failure below names it
            replies[number] = (-1, repr(exc), after)
        finally:
            done.release()

    victim = stack.container("app1")
    try:
        # Half the burst is sent, a quarter answered, then the app is killed with the rest of
        # that half in flight, and the other half sent after the kill: on a fast machine the
        # whole burst would otherwise be answered before the kill.
        with ThreadPoolExecutor(max_workers=6) as pool:
            for number in range(burst // 2):
                pool.submit(one, number)
            for _ in range(burst // 4):
                done.acquire()
            docker("kill", victim)
            killed.set()
            for number in range(burst // 2, burst):
                pool.submit(one, number)
        statuses = sorted(status for status, _, _ in replies.values())
        failed = {n: reply for n, reply in replies.items() if reply[0] not in (200, 201, 503)}
        assert len(replies) == burst
        # 503: the killed app's own requests (nginx resends no POST), answered with the proxy's
        # "starting" page; never an error or a hang.
        assert not failed, f"{failed}\n{stack.logs('proxy')}"
        answered = [link for status, link, _ in replies.values() if status in (200, 201)]
        assert len(answered) >= burst // 4, statuses
        # The other app carried on: requests sent after the kill were answered.
        assert any(status == 201 for status, _, after in replies.values() if after), statuses
        for link in answered:
            assert request(stack.port, "GET", f"/api/v1/links/{link}").status == 200, link
    finally:
        _restore(stack, victim)


def _restore(stack: Stack, victim: str) -> None:
    """The stack as it was, for the tests after this one, whether or not the test passed: Docker
    may restart the killed container itself (restart: unless-stopped); if it stays down, start
    it."""

    def settled() -> bool:
        return docker("inspect", "--format", "{{.State.Status}}", victim).strip() in (
            "running",
            "exited",
        )

    dockerctl.wait_for("the killed app settling", settled, seconds=60)
    if docker("inspect", "--format", "{{.State.Status}}", victim).strip() == "exited":
        docker("start", victim)
    stack.wait_healthy()


def test_an_upgrade_one_app_at_a_time_serves_every_request(stack: Stack) -> None:
    """deploy/README.md's upgrade: a backup first, then each app replaced once the other is
    healthy, while the proxy is asked for a page ten times a second."""
    made = create(stack.port, "docker lane: made before the upgrade")
    assert made.status in (200, 201), made.text
    link = made.json()["id"]
    backup = stack.compose("exec", "-T", "app1", "python", "-m", "app.links", "export")
    assert link in {json.loads(line)["id"] for line in backup.splitlines()}
    release = f"upgrade-{uuid.uuid4().hex[:8]}"
    # The "new version": the lane's image with one label more, built in place of both apps'.
    dockerfile = f"FROM {stack.images[0]}\nLABEL rulings-explorer.ci-release={release}\n"
    docker(
        "build",
        "--quiet",
        "--label",
        dockerctl.LABEL,
        "-t",
        stack.images[0],
        "-",
        stdin=dockerfile.encode("utf-8"),
    )
    docker("tag", stack.images[0], stack.images[1])
    seen: list[int] = []
    stop = threading.Event()

    def keep_asking() -> None:
        paths = ("/", "/healthz", "/search?q=flying")
        number = 0
        while not stop.is_set():
            try:
                seen.append(request(stack.port, "GET", paths[number % len(paths)]).status)
            except OSError as exc:
                seen.append(-1)
                print(f"request failed: {exc}")
            number += 1
            time.sleep(0.1)

    asker = threading.Thread(target=keep_asking)
    asker.start()
    try:
        for service in APPS:
            old = stack.container(service)
            stack.compose("up", "-d", "--no-deps", "--no-build", service)
            new = stack.container(service)
            assert new != old, f"{service} was not recreated"
            dockerctl.wait_for(f"{service} healthy", partial(is_healthy, new))
    finally:
        stop.set()
        asker.join(timeout=60)
    assert len(seen) >= 20
    failed = [status for status in seen if status != 200]
    assert not failed, (
        f"{len(failed)} of {len(seen)} requests failed during the upgrade: {failed}\n"
        + stack.logs("proxy")
    )
    for service in APPS:
        labels = json.loads(docker("inspect", stack.container(service)))[0]["Config"]["Labels"]
        assert labels.get("rulings-explorer.ci-release") == release
    assert request(stack.port, "GET", f"/api/v1/links/{link}").status == 200

"""The image built from the Dockerfile, as one container (`docker run`), as a self-hoster runs it.

A module-scoped container on a named volume answers health, search, card and explorer pages and
short links; a link survives the container's removal; the process is not root; Docker's health
check says healthy within seconds of the app answering; backups export and import through the
app's command line; a host directory the app can't write stops it with a message that says so.
"""

from __future__ import annotations

import itertools
import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import pytest

from tests.docker import dockerctl
from tests.docker.dockerctl import docker, request

pytestmark = pytest.mark.docker

#: The longest Docker may leave between two health probes: the health check's interval (5 s)
#: after a probe of at most its timeout (4 s), with room for a loaded machine. With the old 30 s
#: interval, Docker said healthy up to 30 s after the app first answered; at this cadence it says
#: so at the first probe that finds the app answering, however slow the machine makes the rest.
PROBE_GAP_SECONDS = 15


@dataclass
class Container:
    name: str
    port: int
    volume: str
    started: float
    answered: float


def run_app(image: str, volume: str, *extra: str) -> tuple[str, int]:
    name = dockerctl.unique("app")
    port = dockerctl.free_port()
    docker(
        "run",
        "--detach",
        "--name",
        name,
        "--label",
        dockerctl.LABEL,
        "--publish",
        f"127.0.0.1:{port}:8000",
        "--volume",
        f"{volume}:/var/lib/rulings-explorer",
        *extra,
        image,
    )
    return name, port


def remove(name: str) -> None:
    docker("rm", "--force", "--volumes", name, check=False)


@pytest.fixture(scope="module")
def volume() -> Iterator[str]:
    name = dockerctl.unique("links")
    docker("volume", "create", "--label", dockerctl.LABEL, name)
    yield name
    docker("volume", "rm", "--force", name, check=False)


@pytest.fixture(scope="module")
def app(image: str, volume: str) -> Iterator[Container]:
    started = time.monotonic()
    name, port = run_app(image, volume)
    try:
        answered = dockerctl.wait_for(
            f"{name} answering /healthz (logs:\n{dockerctl.logs(name)[-2000:]})",
            lambda: dockerctl.answers(port) == 200,
        )
        yield Container(name, port, volume, started, answered)
    finally:
        remove(name)


def test_the_app_runs_as_uid_10001_not_root(app: Container) -> None:
    assert docker("exec", app.name, "id", "-u").strip() == "10001"
    assert docker("exec", app.name, "id", "-g").strip() == "10001"
    config = json.loads(docker("inspect", app.name))[0]["Config"]
    assert config["User"] == "10001:10001"


def probe_starts(container: str) -> list[float]:
    """When Docker began each of the health probes it keeps (the last five), as Unix times."""
    health = json.loads(docker("inspect", "--format", "{{json .State.Health}}", container))
    starts = []
    for probe in health["Log"]:
        # RFC 3339 with nanoseconds: Python reads microseconds.
        stamp = re.sub(r"(\.\d{6})\d*", r"\1", probe["Start"]).replace("Z", "+00:00")
        starts.append(datetime.fromisoformat(stamp).timestamp())
    return starts


def test_docker_reports_healthy_within_seconds_of_the_app_answering(app: Container) -> None:
    dockerctl.wait_for(f"{app.name} healthy", lambda: dockerctl.health(app.name) == "healthy")
    dockerctl.wait_for(f"{app.name}'s third probe", lambda: len(probe_starts(app.name)) >= 3)
    starts = probe_starts(app.name)
    gaps = [later - earlier for earlier, later in itertools.pairwise(starts)]
    assert max(gaps) <= PROBE_GAP_SECONDS, f"seconds between Docker's health probes: {gaps}"
    check = json.loads(docker("inspect", app.name))[0]["Config"]["Healthcheck"]
    assert check["Interval"] <= 5 * 10**9


def test_search_card_page_and_explorer_answer(app: Container) -> None:
    search = request(app.port, "GET", "/search?q=trample")
    assert search.status == 200
    assert "702.19" in search.text
    card = request(app.port, "GET", "/cards/lightning-bolt")
    assert card.status == 200
    assert "Lightning Bolt" in card.text
    explorer = request(app.port, "GET", "/explore")
    assert explorer.status == 200
    assert "htmx" in explorer.text


def test_a_backup_exported_from_one_volume_imports_into_another(image: str, app: Container) -> None:
    """Exported from the module's container (before the next test removes it) and imported into
    a new volume: exported from there again, it is the same backup, with the links made here."""
    target = dockerctl.unique("backup-to")
    docker("volume", "create", "--label", dockerctl.LABEL, target)
    try:
        ids = []
        for number in range(3):
            scenario = dockerctl.sample_scenario(f"docker lane: backup {number}")
            created = request(app.port, "POST", "/api/v1/links", {"scenario": scenario})
            assert created.status in (200, 201), created.text
            ids.append(created.json()["id"])
        # The steps of deploy/README.md: export from the running container, import with
        # `docker run -i` into the other volume.
        backup = docker("exec", app.name, "python", "-m", "app.links", "export").encode("utf-8")
        exported = {json.loads(line)["id"] for line in backup.splitlines()}
        assert set(ids) <= exported
        common = ["run", "--rm", "-i", "--label", dockerctl.LABEL, "--volume"]
        docker(
            *common,
            f"{target}:/var/lib/rulings-explorer",
            image,
            "python",
            "-m",
            "app.links",
            "import",
            "-",
            stdin=backup,
        )
        again = docker(
            *common,
            f"{target}:/var/lib/rulings-explorer",
            image,
            "python",
            "-m",
            "app.links",
            "export",
        ).encode("utf-8")
        assert sorted(again.splitlines()) == sorted(backup.splitlines())
        assert {json.loads(line)["id"] for line in again.splitlines()} == exported
    finally:
        docker("volume", "rm", "--force", target, check=False)


def test_a_short_link_survives_the_containers_removal(image: str, app: Container) -> None:
    scenario = dockerctl.sample_scenario("docker lane: survives removal")
    created = request(app.port, "POST", "/api/v1/links", {"scenario": scenario})
    assert created.status in (200, 201), created.text
    link = created.json()["id"]
    name, port = run_app(image, app.volume)
    try:
        # A second container on the same volume: the first is removed while it waits.
        remove(app.name)
        dockerctl.wait_for(f"{name} answering", lambda: dockerctl.answers(port) == 200)
        read = request(port, "GET", f"/api/v1/links/{link}")
        assert read.status == 200
        assert read.json()["scenario"]["title"] == "docker lane: survives removal"
        page = dockerctl.page(port, f"/s/{link}")
        assert page.status == 200
    finally:
        remove(name)


def test_a_host_directory_the_app_cannot_write_stops_it_saying_so(
    image: str, tmp_path: Path
) -> None:
    host_dir = tmp_path / "links"
    host_dir.mkdir(mode=0o755)  # root's, as `mkdir` on the host makes it
    name = dockerctl.unique("unwritable")
    done = docker(
        "run",
        "--name",
        name,
        "--label",
        dockerctl.LABEL,
        "--volume",
        f"{host_dir}:/var/lib/rulings-explorer",
        image,
        check=False,
        timeout=180,
    )
    try:
        status = docker("inspect", "--format", "{{.State.ExitCode}}", name).strip()
        output = dockerctl.logs(name) + done
    finally:
        remove(name)
    assert status != "0"
    assert "Rulings Explorer can't start" in output
    assert "/var/lib/rulings-explorer is not writable by this process (uid 10001" in output
    assert "chown -R 10001:10001" in output

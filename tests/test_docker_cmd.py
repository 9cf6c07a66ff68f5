"""The Dockerfile's exact CMD and HEALTHCHECK, run against the working tree with the image's
environment: the CMD serves /healthz (short links in SQLite in the volume's directory) and the
home page with htmx where the image puts it, shuts down cleanly, and the HEALTHCHECK passes
against it and fails when nothing listens.
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests import servers
from tests.dockerfile import HTMX_IN_IMAGE, ROOT, final_stage, healthcheck_command, image_env

# --- The exact CMD, run against the working tree ------------------------------------------------


@dataclass(frozen=True)
class Server:
    base_url: str
    env: dict[str, str]


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

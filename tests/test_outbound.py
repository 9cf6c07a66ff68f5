"""tests/outbound.py, which the browser tests run the server under, sees what a process reaches for.

Without this, "the server made no outbound connections" could pass because nothing was watched.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.outbound import foreign, is_local

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import socket
for address in [("127.0.0.1", 9), ("192.0.2.1", 9)]:
    with socket.socket() as sock:
        sock.setblocking(False)
        sock.connect_ex(address)
with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
    sock.sendto(b"x", ("198.51.100.7", 9))
print("ran", __name__)
"""


def test_a_connection_off_the_machine_is_recorded_and_loopback_is_not_foreign(
    tmp_path: Path,
) -> None:
    (tmp_path / "probe.py").write_text(textwrap.dedent(PROBE), encoding="utf-8")
    log = tmp_path / "outbound.jsonl"
    result = subprocess.run(
        [sys.executable, "-m", "tests.outbound", str(log), "probe"],
        cwd=ROOT,
        env={"PYTHONPATH": f"{ROOT}:{tmp_path}", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ran __main__"
    recorded = log.read_text(encoding="utf-8")
    assert "127.0.0.1" in recorded
    assert [(entry["event"], entry["host"]) for entry in foreign(log)] == [
        ("socket.connect", "192.0.2.1"),
        ("socket.sendto", "198.51.100.7"),
    ]


@pytest.mark.parametrize(
    ("host", "local"),
    [
        ("127.0.0.1", True),
        ("127.4.5.6", True),
        ("::1", True),
        ("localhost", True),
        ("/run/postgresql/.s.PGSQL.5432", True),
        (None, True),
        ("10.0.0.1", False),
        ("2001:db8::1", False),
        ("example.org", False),
    ],
)
def test_what_counts_as_staying_on_this_machine(host: str | None, local: bool) -> None:
    assert is_local(host) is local


def test_without_a_log_nothing_is_foreign(tmp_path: Path) -> None:
    assert foreign(tmp_path / "missing.jsonl") == []

"""`python -m app.links`: export, import, stats and migrate, as an operator runs them.

Most runs call the command's `main` in the test's process, with the environment an operator's
shell would give it, and read its exit status and what it printed; a few run the real process
(an export, and a DATABASE_URL it can't read), since each such process imports the whole app
again (seconds of CPU apiece, issue 27 §6)."""

from __future__ import annotations

import io
import json
import os
import sqlite3
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from app.links import database, ids
from app.links.__main__ import main
from app.links.store import Limits, LinkStore
from app.settings import ROOT, get_settings
from engine.driver.scenario import parse_scenario


@dataclass(frozen=True)
class Ran:
    """What a run of the command line left: its exit status and what it printed."""

    returncode: int
    stdout: str
    stderr: str


def environment(**settings: str) -> dict[str, str]:
    """This environment without the app's own settings, and with `settings`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("RULINGS_")}
    env.pop("DATABASE_URL", None)
    return {**env, **settings}


def run_main(argv: list[str], env: dict[str, str], stdin: str | None = None) -> Ran:
    """`python -m app.links ARGV` in this process, in environment `env` (the settings are
    read from it afresh, as a new process would)."""
    out, err = io.StringIO(), io.StringIO()
    with (
        mock.patch.dict(os.environ, env, clear=True),
        mock.patch.object(sys, "stdin", io.StringIO(stdin or "")),
        redirect_stdout(out),
        redirect_stderr(err),
    ):
        get_settings.cache_clear()
        try:
            status = main(argv)
        except SystemExit as exit_:  # argparse refusing the arguments
            status = exit_.code if isinstance(exit_.code, int) else 2
        finally:
            get_settings.cache_clear()
    return Ran(status, out.getvalue(), err.getvalue())


def cli(*args: str, store_dir: Path, stdin: str | None = None) -> Ran:
    return run_main(list(args), environment(RULINGS_STORE_DIR=str(store_dir)), stdin)


def cli_process(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """The real `python -m app.links ARGS` process."""
    return subprocess.run(
        [sys.executable, "-m", "app.links", *args],
        cwd=ROOT,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


# Each test migrates stores (alembic) several times; two run the real process, importing the app.
pytestmark = pytest.mark.slow

EXAMPLE = ROOT / "examples" / "populate-rootborn-defenses-affects-creatures-after-populating.json"


def scenario_json(title: str) -> str:
    """A valid scenario's canonical JSON, as the app stores it."""
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data.pop("example")
    data.pop("expect", None)
    data["title"] = title
    return parse_scenario(data).to_json()


def fill(store_dir: Path, count: int) -> list[str]:
    engine = database.open_engine(None, store_dir)
    database.migrate(engine)
    store = LinkStore(engine, Limits(rate_limit=1000))
    try:
        return [store.create(scenario_json(f"t{n}"), "c").link.id for n in range(count)]
    finally:
        store.close()


def record_for(scenario: Any) -> str:
    """A backup line whose digest and id match its scenario (so only the other checks apply)."""
    text = json.dumps(scenario, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    digest = ids.digest_of(text)
    link_id = next(iter(ids.candidate_ids(digest)))
    return json.dumps({"id": link_id, "digest": digest, "scenario": scenario}) + "\n"


def test_export_then_import_into_an_empty_store(tmp_path: Path) -> None:
    made = fill(tmp_path / "a", 3)
    backup = tmp_path / "links.jsonl"
    exported = cli_process(
        "export", "--out", str(backup), env=environment(RULINGS_STORE_DIR=str(tmp_path / "a"))
    )
    assert exported.returncode == 0, exported.stderr
    assert "exported 3 links" in exported.stderr
    lines = [json.loads(line) for line in backup.read_text().splitlines()]
    assert sorted(r["id"] for r in lines) == sorted(made)
    assert {"id", "digest", "created_at", "scenario"} == set(lines[0])

    imported = cli("import", str(backup), store_dir=tmp_path / "b")
    assert imported.returncode == 0, imported.stderr
    assert "imported 3 links; 0 were already stored" in imported.stderr
    again = cli("import", "-", store_dir=tmp_path / "b", stdin=backup.read_text())
    assert "imported 0 links; 3 were already stored" in again.stderr
    stats = cli("stats", store_dir=tmp_path / "b")
    assert json.loads(stats.stdout)["links"] == 3
    assert json.loads(stats.stdout)["backend"] == "sqlite"
    to_stdout = cli("export", store_dir=tmp_path / "b")
    assert sorted(json.loads(x)["id"] for x in to_stdout.stdout.splitlines()) == sorted(made)


def test_import_names_the_bad_line_and_exits_1(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x", "digest": "y", "scenario": {}}\nnot json\n')
    result = cli("import", str(bad), store_dir=tmp_path / "s")
    assert result.returncode == 1
    assert "record 1 (x): its scenario doesn't match its digest and id" in result.stderr
    bad.write_text("\nnot json\n")
    result = cli("import", str(bad), store_dir=tmp_path / "s")
    assert result.returncode == 1
    assert "line 2: not JSON" in result.stderr


def test_migrate_and_usage_errors(tmp_path: Path) -> None:
    migrated = cli("migrate", store_dir=tmp_path / "m")
    assert migrated.returncode == 0
    assert "schema version 0002" in migrated.stderr
    assert (tmp_path / "m" / "links.sqlite").is_file()
    assert cli("frobnicate", store_dir=tmp_path).returncode == 2
    blocked = tmp_path / "file"
    blocked.write_text("")
    unopenable = cli("stats", store_dir=blocked / "below")
    assert unopenable.returncode == 1
    assert "RULINGS_STORE_DIR" in unopenable.stderr


def test_delete_and_recount(tmp_path: Path) -> None:
    made = fill(tmp_path / "d", 2)
    deleted = cli("delete", made[0], "bbbbbbbbbb", store_dir=tmp_path / "d")
    assert deleted.returncode == 1
    assert "deleted 1 links" in deleted.stderr
    assert "no link has the id bbbbbbbbbb" in deleted.stderr
    recount = cli("recount", store_dir=tmp_path / "d")
    assert recount.returncode == 0
    assert json.loads(recount.stdout)["links"] == 1


def test_import_refuses_files_and_records_that_are_not_link_backups(tmp_path: Path) -> None:
    store_dir = tmp_path / "s"
    cases = {
        "latin-1.jsonl": (b"\n" + "café".encode("latin-1"), "line 2: not UTF-8 text"),
        "nested.jsonl": (b"[" * 100_000 + b"\n", "line 1: nested too deeply"),
        "not-a-scenario.jsonl": (
            record_for({"title": "no players"}).encode(),
            "record 1 (",
        ),
        "too-big.jsonl": (
            record_for({"title": "x" * 200_000}).encode(),
            "over the cap of 131,072 (RULINGS_LINK_MAX_BYTES)",
        ),
    }
    for name, (content, message) in cases.items():
        path = tmp_path / name
        path.write_bytes(content)
        result = cli("import", str(path), store_dir=store_dir)
        assert result.returncode == 1, (name, result.stderr)
        assert message in result.stderr, (name, result.stderr)
        assert "Traceback" not in result.stderr
    loads = cli("import", str(tmp_path / "not-a-scenario.jsonl"), store_dir=store_dir)
    assert "its scenario doesn't load: players" in loads.stderr
    assert json.loads(cli("stats", store_dir=store_dir).stdout)["links"] == 0


def test_export_and_stats_only_read(tmp_path: Path) -> None:
    """A missing store is an error naming the path, and reading creates nothing: a mistyped
    RULINGS_STORE_DIR in a backup job isn't mistaken for an outage or an empty store."""
    for command in ("stats", "export"):
        result = cli(command, store_dir=tmp_path / "empty")
        assert result.returncode == 1
        assert f"there is no short-link store at {tmp_path / 'empty' / 'links.sqlite'}" in (
            result.stderr
        )
    assert not (tmp_path / "empty").exists()
    # A database without the schema (never migrated) is not read as an empty store either.
    (tmp_path / "bare").mkdir()
    sqlite3.connect(tmp_path / "bare" / "links.sqlite").close()
    bare = cli("stats", store_dir=tmp_path / "bare")
    assert bare.returncode == 1
    assert "has no store in it yet" in bare.stderr


def test_a_database_url_that_cannot_be_read_is_a_message_not_a_traceback(tmp_path: Path) -> None:
    urls = ("postgresql:foo", "postgresql://user@host:port/db", "mysql://x/y")
    results: list[Ran | subprocess.CompletedProcess[str]]
    results = [cli_process("stats", env=environment(DATABASE_URL=urls[0]))]
    results += [run_main(["stats"], environment(DATABASE_URL=url)) for url in urls[1:]]
    for url, result in zip(urls, results, strict=True):
        assert result.returncode == 1, url
        assert "DATABASE_URL" in result.stderr, url
        assert "Traceback" not in result.stderr, url

"""`python -m app.links`: export, import, stats and migrate, as an operator runs them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from app.links import database
from app.links.store import Limits, LinkStore
from app.settings import ROOT


def cli(*args: str, store_dir: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("RULINGS_")}
    env.pop("DATABASE_URL", None)
    env.update({"RULINGS_STORE_DIR": str(store_dir), "PYTHONPATH": str(ROOT)})
    return subprocess.run(
        [sys.executable, "-m", "app.links", *args], cwd=ROOT, env=env, input=stdin,
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip


def fill(store_dir: Path, count: int) -> list[str]:
    engine = database.open_engine(None, store_dir)
    database.migrate(engine)
    store = LinkStore(engine, Limits(rate_limit=1000))
    try:
        return [
            store.create(json.dumps({"title": f"t{n}"}, separators=(",", ":")), "c").link.id
            for n in range(count)
        ]
    finally:
        store.close()


def test_export_then_import_into_an_empty_store(tmp_path: Path) -> None:
    made = fill(tmp_path / "a", 3)
    backup = tmp_path / "links.jsonl"
    exported = cli("export", "--out", str(backup), store_dir=tmp_path / "a")
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


def test_export_and_stats_only_read(tmp_path: Path) -> None:
    """An empty directory stays without a schema: reading never migrates."""
    stats = cli("stats", store_dir=tmp_path / "empty")
    assert stats.returncode == 1
    assert "isn't answering" in stats.stderr
    assert "no such table" in stats.stderr

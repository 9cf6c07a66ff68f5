"""var/cards.sqlite is the same bytes from the same sources, whenever it is built (issue 32).

The Docker image builds it in a layer: two builds of one commit must not differ by a file time
in its `meta` rows (the corpus is installed anew by each build, with a new modification time).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from engine.cards import store


@pytest.mark.slow
def test_two_builds_from_sources_touched_in_between_are_the_same_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    faces = tmp_path / "card-faces.json"
    shutil.copyfile(store.faces_path(), faces)
    monkeypatch.setattr(store, "faces_path", lambda: faces)
    first, second = tmp_path / "first.sqlite", tmp_path / "second.sqlite"
    store.build(first, force=True)
    later = faces.stat().st_mtime_ns + 3_600 * 10**9
    os.utime(faces, ns=(later, later))
    store.build(second, force=True)
    assert first.read_bytes() == second.read_bytes()


def test_a_source_changed_after_the_build_makes_the_store_stale(tmp_path: Path) -> None:
    db_path = tmp_path / "cards.sqlite"
    db = sqlite3.connect(db_path)
    db.executescript("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);")
    faces = tmp_path / "card-faces.json"
    shutil.copyfile(store.faces_path(), faces)
    db.execute("INSERT INTO meta VALUES ('fingerprint', ?)", (store.fingerprint(),))
    db.execute("INSERT INTO meta VALUES ('source', ?)", (store._source_stamp(store.corpus_path()),))
    db.execute("INSERT INTO meta VALUES ('faces', ?)", (store._source_stamp(faces),))
    db.commit()
    built = db_path.stat().st_mtime_ns
    os.utime(faces, ns=(built - 10**9, built - 10**9))
    assert store._current(db)
    os.utime(faces, ns=(built + 10**9, built + 10**9))
    assert not store._current(db)
    db.close()

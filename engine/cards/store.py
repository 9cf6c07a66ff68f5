"""The card store: the oracle corpus as a read-only SQLite file, built once, looked up by name.

    python -m engine.cards build    # build var/cards.sqlite if the corpus changed
    python -m engine.cards check    # exit 1 if it is missing or stale

Why SQLite: a look-up of one card reads one row by its folded name (well under a millisecond
once the file is open), so neither the app nor the CLI parses the 15 MB corpus or validates
35,000 cards at start; the file is built from the corpus at install (`make run`, `make test`, the
Dockerfile), like the search index, and nothing generated is committed. The build writes a
temporary file and renames it into place, so a reader never sees half a store, and it records the
corpus's fingerprint (its sha256 from the distribution's RECORD, and this module's schema
version) and the sha256 of `data/card-faces.json`, whose faces, halves and colour indicators are
merged into the corpus's cards (`engine.cards.faces`): a store built from another corpus or
another faces file is rebuilt, and a missing one is built on first use.

`RULINGS_CARD_STORE` names another file (default: `var/cards.sqlite` at the project root).
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from engine.cards.corpus import (
    CorpusCard,
    card_from_json,
    corpus_fingerprint,
    corpus_path,
    read_corpus,
)
from engine.cards.faces import faces_fingerprint, faces_path, merge, read_faces
from engine.cards.names import fold_name

SCHEMA_VERSION = "4"
ROOT = Path(__file__).resolve().parents[2]
DEFAULT_PATH = ROOT / "var" / "cards.sqlite"

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cards (
    folded TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    layout TEXT NOT NULL,
    non_game_type TEXT,
    face_names TEXT NOT NULL,
    data TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE aliases (folded TEXT PRIMARY KEY, card TEXT NOT NULL) WITHOUT ROWID;
"""


@dataclass(frozen=True, slots=True)
class CardName:
    """A card's name for matching and listing: `folded` is `fold_name(name)`."""

    name: str
    folded: str
    layout: str
    #: Whether it is a card of a two-player game (planes, schemes, vanguards … are not).
    playable: bool
    #: The names of its faces or halves when it has more than one ("Fire", "Ice"), else ().
    faces: tuple[str, ...]


def store_path() -> Path:
    return Path(os.environ.get("RULINGS_CARD_STORE") or DEFAULT_PATH)


def fingerprint() -> str:
    return f"schema {SCHEMA_VERSION}; {corpus_fingerprint()}; {faces_fingerprint()}"


def _aliases(cards: list[CorpusCard]) -> dict[str, str]:
    """Face names that name one card only and aren't a card's own name: "delver of secrets".

    A reversible card with the same faces as another entry (Marang River Regent's adventure on
    both sides) is a printing treatment of that card, not a double-faced card of 712 nor a
    second card its faces could name: its face names go to the entry listed on its own. A face
    name two different cards share ("Fire": Fire // Ice and Start // Fire) names neither;
    `face_owners` says which."""
    names = {fold_name(c.name) for c in cards}
    printed_alone = {frozenset(c.face_names) for c in cards if c.layout != "reversible_card"}
    reprinted = {
        fold_name(c.name)
        for c in cards
        if c.layout == "reversible_card" and frozenset(c.face_names) in printed_alone
    }
    owners: dict[str, set[str]] = {}
    for card in cards:
        if len(card.face_names) > 1 and fold_name(card.name) not in reprinted:
            for face in card.face_names:
                owners.setdefault(fold_name(face), set()).add(fold_name(card.name))
    return {
        alias: next(iter(owner))
        for alias, owner in owners.items()
        if len(owner) == 1 and alias not in names
    }


def build(path: Path | None = None, *, force: bool = False) -> bool:
    """Build the store at `path` from the corpus unless it is current; True if it was built."""
    target = path or store_path()
    stamp = fingerprint()
    if not force and stored_fingerprint(target) == stamp:
        return False
    # The faces, halves and colour indicators the corpus lacks (data/card-faces.json).
    cards = merge(read_corpus(), read_faces())

    def fill(db: sqlite3.Connection) -> None:
        db.executescript(_SCHEMA)
        db.executemany(
            "INSERT INTO cards VALUES (?, ?, ?, ?, ?, ?)",
            (
                (
                    fold_name(c.name),
                    c.name,
                    c.layout,
                    c.non_game_type,
                    json.dumps(list(c.face_names) if len(c.face_names) > 1 else []),
                    json.dumps(c.to_json(), ensure_ascii=False, separators=(",", ":")),
                )
                for c in cards
            ),
        )
        db.executemany("INSERT INTO aliases VALUES (?, ?)", sorted(_aliases(cards).items()))
        db.execute("INSERT INTO meta VALUES ('fingerprint', ?)", (stamp,))
        db.execute("INSERT INTO meta VALUES ('source', ?)", (_source_stamp(corpus_path()),))
        db.execute("INSERT INTO meta VALUES ('faces', ?)", (_source_stamp(faces_path()),))
        db.execute("INSERT INTO meta VALUES ('cards', ?)", (str(len(cards)),))

    write_atomically(target, ".cards-", fill)
    return True


def write_atomically(target: Path, prefix: str, fill: Callable[[sqlite3.Connection], None]) -> None:
    """Write a read-only SQLite file: `fill` writes a temporary file beside `target`, which is
    then renamed over it, so a reader sees the old file or the whole new one, never a part."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".sqlite", dir=target.parent)
    os.close(fd)
    try:
        db = sqlite3.connect(tmp)
        try:
            fill(db)
            db.commit()
        finally:
            db.close()
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _source_stamp(source: Path) -> str:
    """A source file's path and size, for a cheap "unchanged" test at start (`_current`).

    No time goes into the store, so two builds from the same sources are the same bytes (an
    image's layer, issue 32): a source changed since is one whose size differs or whose
    modification time is later than the store file's own."""
    return f"{source}|{source.stat().st_size}"


def stored_fingerprint(path: Path) -> str | None:
    """The fingerprint a file built by `write_atomically` was stamped with (None: none)."""
    if not path.exists():
        return None
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            row = db.execute("SELECT value FROM meta WHERE key = 'fingerprint'").fetchone()
        finally:
            db.close()
    except sqlite3.Error:
        return None
    return str(row[0]) if row else None


_lock = threading.RLock()


@cache
def _connection() -> sqlite3.Connection:
    """The store, opened read-only once per process (built first if missing or stale)."""
    path = store_path()
    with _lock:
        if path.exists():
            db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
            if _current(db):
                return db
            db.close()
        build(path)
        return sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)


def _current(db: sqlite3.Connection) -> bool:
    """Whether an open store is of this schema and its corpus file is untouched since the build
    (a cheap test: the fingerprint check reads the distribution's RECORD, a few ms)."""
    try:
        meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
    except sqlite3.Error:
        return False
    stamp = str(meta.get("fingerprint", ""))
    if not stamp.startswith(f"schema {SCHEMA_VERSION};"):
        return False
    try:
        built = max(
            (
                Path(row[2]).stat().st_mtime_ns
                for row in db.execute("PRAGMA database_list")
                if row[1] == "main" and row[2]
            ),
            default=0,
        )
        sources = [Path(str(meta.get(key, "")).split("|")[0]) for key in ("source", "faces")]
        return all(
            _source_stamp(source) == meta.get(key) and source.stat().st_mtime_ns <= built
            for key, source in zip(("source", "faces"), sources, strict=True)
        )
    except OSError:
        return False


def _query(sql: str, args: tuple[str, ...] = ()) -> list[tuple[object, ...]]:
    with _lock:
        return _connection().execute(sql, args).fetchall()


def resolve(name: str) -> str | None:
    """The folded name of the card `name` names (its own name or one of its faces'), or None."""
    key = fold_name(name)
    rows = _query(
        "SELECT folded FROM cards WHERE folded = ? UNION ALL SELECT card FROM aliases "
        "WHERE folded = ?",
        (key, key),
    )
    return str(rows[0][0]) if rows else None


@lru_cache(maxsize=8192)
def corpus_card(name: str) -> CorpusCard | None:
    """The corpus card named `name` (folded; a face's name finds its card), or None."""
    key = fold_name(name)
    rows = _query(
        "SELECT data FROM cards WHERE folded = ? UNION ALL SELECT c.data FROM aliases a "
        "JOIN cards c ON c.folded = a.card WHERE a.folded = ?",
        (key, key),
    )
    return card_from_json(json.loads(str(rows[0][0]))) if rows else None


@cache
def card_names() -> tuple[CardName, ...]:
    """Every card of the corpus, by folded name (a transforming card's back face is a face)."""
    rows = _query("SELECT name, folded, layout, non_game_type, face_names FROM cards")
    out = [
        CardName(str(n), str(f), str(lay), ng is None, tuple(json.loads(str(faces))))
        for n, f, lay, ng, faces in rows
    ]
    return tuple(sorted(out, key=lambda c: (c.folded, c.name)))


def face_owners(name: str) -> tuple[str, ...]:
    """The cards whose faces include one named `name` (folded), for a face name that names no
    card alone ("Fire" is a half of Fire // Ice and of Start // Fire): what an error says
    instead of "unknown card"."""
    key = fold_name(name)
    return tuple(c.name for c in card_names() if any(fold_name(f) == key for f in c.faces))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    command = args[0] if args else "build"
    path = store_path()
    if command == "check":
        current = stored_fingerprint(path) == fingerprint()
        print(f"{path}: {'current' if current else 'missing or stale'}")
        return 0 if current else 1
    if command != "build":
        print("usage: python -m engine.cards [build|check]", file=sys.stderr)
        return 2
    started = time.perf_counter()
    built = build(path, force="--force" in args)
    if built:
        print(f"built {path} in {time.perf_counter() - started:.1f} s")
    return 0

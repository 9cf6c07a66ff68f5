"""Every corpus card's status in the engine, worked out once per engine version and kept on disk.

    python -m engine.cards build    # the card store, then this one if the engine's cards changed

The engine's pool is every game card of the corpus it loads (`engine.cards.pool.find`): 34,000
cards. Whether each is implemented, partial or text only (`engine.cards.status`) takes compiling
it — 20 to 40 s of CPU for all of them, shared among one process a core by
`python -m engine.cards build` — so the whole pool's statuses are kept in a read-only SQLite
file (`var/card-status.sqlite`, or `RULINGS_CARD_STATUS`), built like the card store: written to a
temporary file and renamed into place, and stamped with a fingerprint of the card store and of the
engine's card code (`engine/cards/**/*.py`, `engine/core/mana.py`, the mechanic packages of
`engine/mechanics/` and the CR's lists the compiler reads, `data/cr.json`, which decide what a
card is read as). A file of another fingerprint is rebuilt on first use, so a status is never
stale; a page of the list, the counts or every card's status are then one query.

Cards the engine refuses to load (an Un-card's own mana symbol, a type line of no card type) and
cards that aren't cards of a two-player game (planes, schemes …) aren't in the pool.

The same compile gives the coverage report's figures (`engine.cards.coverage`), kept beside the
statuses for every game card of the corpus (34,117: the refused ones too, which the report
counts): each face's lines with what was read of them, and each unread line's kind and the events
it names (`engine.cards.unsupported`). The tests that want the whole corpus's figures read them
here (`coverage`) rather than compiling the corpus again (issue 27 §6). The two differ on
purpose: a pool card's unsupported texts are its definition's (an unread keyword of "Flying,
banding" alone, a snow cost or a color indicator the data lacks said as a line of its own, a
hand-written definition's), the report's lines are the oracle lines as printed.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import sqlite3
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.cards.compiler import compile_card_face
from engine.cards.corpus import CorpusCard
from engine.cards.coverage import Coverage, card_coverage, is_spell
from engine.cards.names import fold_name
from engine.cards.pool import card_definition
from engine.cards.rules_lists import CR_PATH
from engine.cards.status import Status, card_status
from engine.cards.store import ROOT, card_names, corpus_card, stored_fingerprint, write_atomically
from engine.cards.store import fingerprint as store_fingerprint
from engine.cards.unsupported import classify_all
from engine.core.errors import ScenarioError

SCHEMA_VERSION = "2"
DEFAULT_PATH = ROOT / "var" / "card-status.sqlite"
STATUSES: tuple[Status, ...] = ("implemented", "partial", "text only")
#: The engine's files that decide how a card is read: a change to any of them rebuilds the file.
#: The mechanic packages register keywords' spellings and line readers (`model`, `reading`,
#: `words`), so a new one changes what a card is read as without touching `engine/cards/`.
_CODE = (
    Path(__file__).resolve().parent,
    Path(__file__).resolve().parents[1] / "core" / "mana.py",
    Path(__file__).resolve().parents[1] / "mechanics",
    CR_PATH,
)

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE statuses (
    position INTEGER PRIMARY KEY,
    folded TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    status TEXT NOT NULL,
    unsupported TEXT NOT NULL
);
CREATE INDEX statuses_status ON statuses (status, position);
CREATE TABLE coverage (
    position INTEGER PRIMARY KEY,
    folded TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    layout TEXT NOT NULL,
    status TEXT NOT NULL,
    missing INTEGER NOT NULL,
    faces TEXT NOT NULL
);
"""


@dataclass(frozen=True, slots=True)
class PoolCard:
    """One card of the engine's pool: its corpus name ("Fire // Ice"), its folded name, how
    much of it the engine models and the lines it doesn't (`engine.cards.status.card_status`)."""

    name: str
    folded: str
    status: Status
    unsupported: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LineRecord:
    """What the compiler made of one oracle line (`compiler.Reading`'s outcome and template),
    with an unread line's text, its kind and the events it names (`unsupported.classify_all`);
    a recognised line's text isn't kept (the report counts it by its template)."""

    outcome: str
    template: str
    line: str = ""
    kind: str = ""
    events: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class FaceRecord:
    name: str
    #: Whether its lines are spell text (113.3a).
    spell: bool
    lines: tuple[LineRecord, ...]


@dataclass(frozen=True, slots=True)
class CardRecord:
    """One game card of the corpus as one compile found it: its coverage status ("fully
    modelled" …), how many faces or halves the data lacks, each face's lines, and its place in
    the pool (None: a card the engine refuses to load, `engine.cards.pool.refusal`)."""

    name: str
    layout: str
    status: str
    missing: int
    faces: tuple[FaceRecord, ...]
    pool: PoolCard | None


def status_path() -> Path:
    return Path(os.environ.get("RULINGS_CARD_STATUS") or DEFAULT_PATH)


@cache
def code_fingerprint() -> str:
    """A digest of the engine's card code (read once per process: a few milliseconds)."""
    digest = hashlib.sha256()
    files = sorted(f for root in _CODE for f in ([root] if root.is_file() else root.rglob("*.py")))
    for file in files:
        digest.update(f"{file.relative_to(ROOT)}\n".encode())
        digest.update(file.read_bytes())
    return digest.hexdigest()


def fingerprint() -> str:
    return f"schema {SCHEMA_VERSION}; {store_fingerprint()}; code {code_fingerprint()}"


def compute(processes: int = 1) -> list[CardRecord]:
    """Every game card of the corpus as one compile finds it, in folded-name order.

    With `processes` > 1 the cards are shared out among that many fresh processes (spawned, not
    forked: a fork would share this process's open card store), each compiling every n-th card:
    the same list, in the same order, in about 1/n of the time on an idle machine."""
    if processes <= 1:
        return [card for _, card in _share(0, 1)]
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(processes, mp_context=context) as pool:
        shares = pool.map(_share, range(processes), [processes] * processes)
        numbered = sorted((n, card) for share in shares for n, card in share)
    return [card for _, card in numbered]


def _share(first: int, step: int) -> list[tuple[int, CardRecord]]:
    """The records of every `step`-th game card from the `first`, each with its place."""
    playable = [entry for entry in card_names() if entry.playable]
    out = []
    for place in range(first, len(playable), step):
        card = corpus_card(playable[place].folded)
        if card is not None:
            out.append((place, record(card)))
    return out


def record(card: CorpusCard) -> CardRecord:
    """One game card's record: its faces compiled once, for its coverage (`engine.cards.
    coverage.card_coverage`) and its definition in the pool (`engine.cards.pool.
    card_definition`) both."""
    compiled = tuple(compile_card_face(card, face) for face in card.faces)
    status, _, _ = card_coverage(card, compiled)
    faces = []
    for face, found in zip(card.faces, compiled, strict=True):
        spell = is_spell(face)
        unread = [r.line for r in found.readings if r.outcome != "recognised"]
        kinds = iter(classify_all(unread, face.name, spell))
        lines = []
        for r in found.readings:
            if r.outcome == "recognised":
                lines.append(LineRecord(r.outcome, r.template))
            else:
                kind = next(kinds)
                lines.append(LineRecord(r.outcome, r.template, r.line, kind.kind, kind.events))
        faces.append(FaceRecord(face.name, spell, tuple(lines)))
    try:
        found_status = card_status(card_definition(card, compiled))
    except ScenarioError:  # a card the engine refuses to load, saying why
        pooled = None
    else:
        pooled = PoolCard(
            card.name, fold_name(card.name), found_status.status, found_status.unsupported
        )
    return CardRecord(card.name, card.layout, status, len(card.missing_faces), tuple(faces), pooled)


def build(path: Path | None = None, *, force: bool = False, processes: int = 1) -> bool:
    """Build the file at `path` unless it is current; True if it was built. `processes`: see
    `compute` (the command line uses one a core; a build on first use, in the app or a test,
    stays in its own process)."""
    target = path or status_path()
    stamp = fingerprint()
    if not force and stored_fingerprint(target) == stamp:
        return False
    records = compute(processes)
    cards = [r.pool for r in records if r.pool is not None]

    def fill(db: sqlite3.Connection) -> None:
        db.executescript(_SCHEMA)
        db.executemany(
            "INSERT INTO statuses VALUES (?, ?, ?, ?, ?)",
            (
                (n, c.folded, c.name, c.status, json.dumps(list(c.unsupported)))
                for n, c in enumerate(cards)
            ),
        )
        db.executemany(
            "INSERT INTO coverage VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                (
                    n,
                    fold_name(r.name),
                    r.name,
                    r.layout,
                    r.status,
                    r.missing,
                    json.dumps(_faces_data(r.faces)),
                )
                for n, r in enumerate(records)
            ),
        )
        db.execute("INSERT INTO meta VALUES ('fingerprint', ?)", (stamp,))

    write_atomically(target, ".card-status-", fill)
    return True


_lock = threading.RLock()


@cache
def _connection() -> sqlite3.Connection:
    """The file, opened read-only once per process (built first if missing or stale)."""
    path = status_path()
    with _lock:
        build(path)
        return sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)


def _query(sql: str, args: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    with _lock:
        return _connection().execute(sql, args).fetchall()


def status_counts() -> dict[Status, int]:
    """How many cards of the pool have each status."""
    counts = {
        str(s): int(str(n))
        for s, n in _query("SELECT status, count(*) FROM statuses GROUP BY status")
    }
    return {s: counts.get(s, 0) for s in STATUSES}


def status_page(status: Status | None, offset: int, limit: int) -> tuple[int, tuple[PoolCard, ...]]:
    """How many cards of the pool have `status` (every card: None), and `limit` of them from
    `offset` on, in folded-name order."""
    where, args = ("WHERE status = ?", (status,)) if status else ("", ())
    total = int(str(_query(f"SELECT count(*) FROM statuses {where}", args)[0][0]))  # noqa: S608
    rows = _query(
        f"SELECT name, folded, status, unsupported FROM statuses {where} "  # noqa: S608
        "ORDER BY position LIMIT ? OFFSET ?",
        (*args, limit, offset),
    )
    return total, tuple(
        PoolCard(str(n), str(f), _status(s), tuple(json.loads(str(u)))) for n, f, s, u in rows
    )


def statuses() -> dict[str, Status]:
    """Every card of the pool's status, by folded name."""
    return {str(f): _status(s) for f, s in _query("SELECT folded, status FROM statuses")}


def coverage() -> Coverage:
    """The coverage report's figures (`engine.cards.coverage.measure`'s, without its timings)
    from the build's compile: every game card of the corpus, each unread line's kind too."""
    found = Coverage()
    for name, layout, status, missing, data in _query(
        "SELECT name, layout, status, missing, faces FROM coverage ORDER BY position"
    ):
        faces = _faces(json.loads(str(data)))
        names = (str(name), *(f.name for f in faces))
        lines = [line for face in faces for line in face.lines]
        found.count(names, str(layout), str(status), int(str(missing)), lines)
        for face in faces:
            found.count_kinds((line.kind, line.events) for line in face.lines if line.kind)
    return found


def stored_record(name: str) -> CardRecord | None:
    """The record the build kept of the game card `name` (its corpus name), or None."""
    rows = _query(
        "SELECT c.name, c.layout, c.status, c.missing, c.faces, s.folded, s.status, "
        "s.unsupported FROM coverage c LEFT JOIN statuses s ON s.folded = c.folded "
        "WHERE c.folded = ?",
        (fold_name(name),),
    )
    if not rows:
        return None
    named, layout, status, missing, data, folded, pooled, unsupported = rows[0]
    pool = None
    if folded is not None:
        pool = PoolCard(
            str(named), str(folded), _status(pooled), tuple(json.loads(str(unsupported)))
        )
    faces = _faces(json.loads(str(data)))
    return CardRecord(str(named), str(layout), str(status), int(str(missing)), faces, pool)


def _faces_data(faces: tuple[FaceRecord, ...]) -> list[Any]:
    """Faces as JSON data: [name, spell, [[outcome, template, line, kind, events] …]] each, a
    recognised line as [outcome, template]."""
    return [
        [
            f.name,
            f.spell,
            [
                [r.outcome, r.template]
                if r.outcome == "recognised"
                else [r.outcome, r.template, r.line, r.kind, list(r.events)]
                for r in f.lines
            ],
        ]
        for f in faces
    ]


def _faces(data: list[Any]) -> tuple[FaceRecord, ...]:
    return tuple(
        FaceRecord(
            str(name),
            bool(spell),
            tuple(
                LineRecord(line[0], line[1], line[2], line[3], tuple(line[4]))
                if len(line) > 2
                else LineRecord(line[0], line[1])
                for line in lines
            ),
        )
        for name, spell, lines in data
    )


def _status(value: object) -> Status:
    for status in STATUSES:
        if value == status:
            return status
    raise ValueError(f"{status_path()}: unknown status {value!r}")


def main(argv: list[str]) -> int:
    """`build` (after the card store): build the file if it is missing or stale; `check`: exit
    1 if it is."""
    path = status_path()
    if argv[:1] == ["check"]:
        current = stored_fingerprint(path) == fingerprint()
        print(f"{path}: {'current' if current else 'missing or stale'}")
        return 0 if current else 1
    started = time.perf_counter()
    # One process a core (at most four: each holds the engine and its share of the compiled
    # cards): the compile is CPU-bound, 20-40 s on one core, and nothing else runs meanwhile.
    processes = min(len(os.sched_getaffinity(0)), 4)
    if build(path, force="--force" in argv, processes=processes):
        print(f"built {path} in {time.perf_counter() - started:.1f} s")
    return 0

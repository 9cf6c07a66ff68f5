"""The short-link store: create a link for a scenario, read one back, within the abuse limits.

Creating is idempotent and race-free on both backends. A scenario's digest is unique in `links`,
so when two requests store the same scenario at once, one insert wins and the other finds the
winner's row by digest. When a different scenario already holds the shortest id, the next longer
one is tried (`ids.candidate_ids`). Every insert updates the single `store_usage` row in the same
transaction, which keeps the totals exact for the total-store cap.

Limits, all from settings: `max_scenario_bytes` per stored scenario (its canonical JSON),
`rate_limit` creations per client per `rate_window` seconds (a fixed window counted in the
database, so every instance shares it), and `max_store_bytes` / `max_store_links` for the whole
store. Client addresses are never stored: a client is counted under an HMAC of its address (an
IPv6 client by its /64) keyed with the store's random secret, and a window's counts are deleted by
the first creation after it ends. Every database call has a bounded wait (pool, lock, statement);
a database that doesn't answer is `StoreUnavailable` (503), never a hang or a 500.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import json
import logging
import math
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    Engine,
    delete,
    func,
    select,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError, IntegrityError, SQLAlchemyError

from app.links import database, ids
from app.links.schema import counts_table, links_table, secret_table, usage_table
from app.links.store_file import StoreFile

log = logging.getLogger(__name__)
#: Longest a thread of this process waits for the SQLite write lock before answering 503.
WRITE_LOCK_SECONDS = 10.0


class LinkStoreError(Exception):
    """A short link that can't be created; the message is shown to the user."""

    status = 400


class ScenarioTooLarge(LinkStoreError):
    """The scenario's canonical JSON is over the per-scenario cap."""

    status = 413


class RateLimited(LinkStoreError):
    """This client created too many links in the current window."""

    status = 429

    def __init__(self, message: str, retry_after: int) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class StoreUnavailable(LinkStoreError):
    """The database doesn't answer (down, unreachable, out of connections, too slow).

    The message is for the public; `reason` (the driver's words, naming hosts) is for operators:
    it goes to the log and to the CLI, never into a page or an API answer."""

    status = 503

    def __init__(self, reason: str) -> None:
        super().__init__("the short-link store isn't answering; try again in a moment")
        self.reason = reason


class DiskFull(LinkStoreError):
    """The database's disk is full (SQLite's SQLITE_FULL, PostgreSQL's disk_full): stored links
    still open, but nothing new is stored until an operator makes room. `reason` is the driver's
    words, for the log."""

    status = 507

    def __init__(self, reason: str) -> None:
        super().__init__(
            "the short-link store is full (its disk has no room left), so no new short link can "
            "be stored until an operator makes room; full share links still work"
        )
        self.reason = reason


#: PostgreSQL's SQLSTATE for a full disk (`disk_full`).
PG_DISK_FULL = "53100"


def _disk_full(cause: object) -> bool:
    """Whether a driver's error says the database's disk is full."""
    if getattr(cause, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL:
        return True
    return PG_DISK_FULL in (getattr(cause, "sqlstate", None), getattr(cause, "pgcode", None))


class StoreFull(LinkStoreError):
    """The total-store cap is reached; nothing new is stored until an operator makes room."""

    status = 507


@dataclass(frozen=True)
class Limits:
    max_scenario_bytes: int = 128 * 1024
    rate_limit: int = 30
    rate_window: int = 60
    max_store_bytes: int = 1024**3
    max_store_links: int = 1_000_000


@dataclass(frozen=True)
class StoredLink:
    id: str
    digest: str
    scenario_json: str
    size: int
    created_at: datetime

    @property
    def scenario(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(self.scenario_json)
        return data


@dataclass(frozen=True)
class Creation:
    link: StoredLink
    #: False when the scenario was already stored (same scenario, same id).
    created: bool


@dataclass(frozen=True)
class StoreStats:
    backend: str
    schema_version: str
    links: int
    bytes: int
    limits: Limits

    def to_data(self) -> dict[str, Any]:
        """What /healthz and `python -m app.links stats` report."""
        return {
            "backend": self.backend,
            "schema_version": self.schema_version,
            "links": self.links,
            "bytes": self.bytes,
            "max_links": self.limits.max_store_links,
            "max_bytes": self.limits.max_store_bytes,
        }


def client_key(address: str, secret: str) -> str:
    """What the rate limit counts under: an HMAC of the address with the store's secret, so
    addresses are never written down. An IPv6 client counts by its /64 (one subscriber's
    network: the addresses inside it are theirs to rotate through)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        ip = None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is None:
        address = str(ipaddress.ip_network(f"{ip}/64", strict=False))
    elif isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        address = str(ip.ipv4_mapped)
    digest = hmac.new(secret.encode("ascii"), address.encode("utf-8"), hashlib.sha256)
    return digest.hexdigest()[:32]


@contextmanager
def answering() -> Iterator[None]:
    """Turn the database's own failures into `StoreUnavailable` (503), or `DiskFull` (507) when
    its disk is full, never a bare 500."""
    try:
        yield
    except IntegrityError:
        raise
    except SQLAlchemyError as exc:
        cause = exc.orig if isinstance(exc, DBAPIError) else exc
        lines = str(cause).strip().splitlines()
        reason = f"{type(cause).__name__}: {lines[0][:300] if lines else 'no message'}"
        if _disk_full(cause):
            log.warning("short-link store full: %s", reason)
            raise DiskFull(reason) from exc
        log.warning("short-link store unavailable: %s", reason)
        raise StoreUnavailable(reason) from exc


class _NotInserted(Exception):
    """The insert met an existing row (same digest or same id): roll back and look."""


class LinkStore:
    """Short links over one SQLAlchemy engine (SQLite or PostgreSQL).

    On SQLite every write, read and `stats` first checks that the file opened is still the one
    at its path (`store_file`), and writes and `stats` (what /healthz reports) that it can be
    written, unless the store was opened only to read (`writable=False`: export, stats)."""

    def __init__(self, engine: Engine, limits: Limits, *, writable: bool = True) -> None:
        self.engine = engine
        self.limits = limits
        self.backend = database.backend_of(engine)
        self._insert = postgresql.insert if self.backend == "postgresql" else sqlite.insert
        self._write_lock = threading.Lock() if self.backend == "sqlite" else None
        self._secret: str | None = None
        self._file = StoreFile.of(engine)
        self._writable = writable
        self._reported: str | None = None
        #: The message of the last write refused for a full disk, until a write succeeds (what
        #: /healthz reports: a full disk still reads, so `stats` alone wouldn't notice it).
        self.disk_full: str | None = None

    def _check_file(self, *, writing: bool) -> None:
        """Raise `StoreUnavailable` (503) if the SQLite file is gone, replaced or read-only."""
        if self._file is None:
            return
        problem = self._file.problem(writable=writing and self._writable)
        # Logged once per change, not on every health check; a read that passes says nothing
        # about writing, so only a write check (or /healthz) reports the store usable again.
        if problem is not None and problem != self._reported:
            log.warning("short-link store unavailable: %s", problem)
            self._reported = problem
        elif problem is None and writing and self._reported is not None:
            log.warning("short-link store usable again: %s", self._file.path)
            self._reported = None
        if problem is not None:
            raise StoreUnavailable(problem)

    def close(self) -> None:
        self.engine.dispose()

    # -- creating ---------------------------------------------------------------------------------

    def create(self, canonical_json: str, client: str, now: float | None = None) -> Creation:
        """Store a scenario (its canonical JSON) for `client`, or find it already stored."""
        try:
            with answering():
                creation = self._create(canonical_json, client, now)
        except DiskFull as exc:
            self.disk_full = str(exc)
            raise
        self.disk_full = None
        return creation

    def _create(self, canonical_json: str, client: str, now: float | None) -> Creation:
        size = len(canonical_json.encode("utf-8"))
        if size > self.limits.max_scenario_bytes:
            raise ScenarioTooLarge(
                f"the scenario is {size:,} bytes as canonical JSON; a short link stores at most "
                f"{self.limits.max_scenario_bytes:,} (RULINGS_LINK_MAX_BYTES)"
            )
        moment = time.time() if now is None else now
        digest = ids.digest_of(canonical_json)
        existing = self._by_digest(digest)
        if existing is not None:
            # Nothing to store, but the request still counts towards the client's rate.
            with self._writing(durable=False) as connection:
                self._count_creation(connection, client, moment)
            return Creation(self._same_scenario(existing, canonical_json), created=False)
        for candidate in ids.candidate_ids(digest):
            outcome = self._try_insert(candidate, digest, canonical_json, size, client, moment)
            if outcome is not None:
                return outcome
        # Unreachable: the longest candidate spells the whole digest, which is unique.
        raise LinkStoreError("no id could be given to this scenario")

    @contextmanager
    def _queued(self) -> Iterator[None]:
        """Hold this process's SQLite write lock (nothing on PostgreSQL), waiting a bounded time."""
        if self._write_lock is None:
            yield
            return
        if not self._write_lock.acquire(timeout=WRITE_LOCK_SECONDS):
            raise StoreUnavailable(f"no turn to write within {WRITE_LOCK_SECONDS:.0f} s")
        try:
            yield
        finally:
            self._write_lock.release()

    @contextmanager
    def _writing(self, durable: bool = True) -> Iterator[Connection]:
        """One write transaction. On SQLite the threads of this process queue on a lock first,
        so they don't spin in SQLite's busy handler; other processes still wait in it. On
        PostgreSQL a non-durable transaction (only a rate count) doesn't wait for the WAL flush."""
        self._check_file(writing=True)
        with self._queued(), self.engine.connect() as connection:
            connection = connection.execution_options(**database.WRITE)
            with connection.begin():
                if not durable and self.backend == "postgresql":
                    connection.exec_driver_sql("SET LOCAL synchronous_commit TO OFF")
                yield connection

    def _try_insert(
        self, link_id: str, digest: str, text: str, size: int, client: str, now: float
    ) -> Creation | None:
        """Count the request, reserve room and insert under `link_id`, all in one transaction;
        None if a different scenario holds that id."""
        created_at = datetime.now(UTC)
        row = {"id": link_id, "digest": digest, "scenario": text, "size": size}
        try:
            with self._writing() as connection:
                self._count_creation(connection, client, now)
                self._reserve(connection, size)
                inserted = connection.execute(
                    self._insert(links_table)
                    .values(**row, created_at=created_at)
                    .on_conflict_do_nothing()
                    .returning(links_table.c.id)
                ).first()
                if inserted is None:
                    raise _NotInserted
        except _NotInserted:
            # Either the same scenario was stored meanwhile (found by digest), or the id is taken.
            existing = self._by_digest(digest)
            if existing is not None:
                return Creation(self._same_scenario(existing, text), created=False)
            return None
        return Creation(StoredLink(link_id, digest, text, size, created_at), created=True)

    def _reserve(self, connection: Connection, size: int) -> None:
        """Count the new link in the usage row, or refuse if the store is full."""
        reserved = connection.execute(
            update(usage_table)
            .where(usage_table.c.singleton == 1)
            .where(usage_table.c.bytes + size <= self.limits.max_store_bytes)
            .where(usage_table.c.links + 1 <= self.limits.max_store_links)
            .values(links=usage_table.c.links + 1, bytes=usage_table.c.bytes + size)
            .returning(usage_table.c.links)
        ).first()
        if reserved is None:
            raise StoreFull(
                "the short-link store is full (its cap is "
                f"{self.limits.max_store_links:,} links or {self.limits.max_store_bytes:,} bytes: "
                "RULINGS_STORE_MAX_LINKS / RULINGS_STORE_MAX_BYTES); full share links still work"
            )

    def _count_creation(self, connection: Connection, client: str, now: float) -> None:
        """Count one creation for `client` in its window; refuse past the limit (the refusal
        rolls the transaction back, so refused requests don't count)."""
        window = self.limits.rate_window
        start = int(now // window) * window
        if self._secret is None:
            self._secret = str(connection.execute(select(secret_table.c.secret)).scalar_one())
        key = client_key(client, self._secret)
        upsert = self._insert(counts_table).values(client=key, window_start=start, count=1)
        statement = upsert.on_conflict_do_update(
            index_elements=[counts_table.c.client, counts_table.c.window_start],
            set_={"count": counts_table.c.count + 1},
        ).returning(counts_table.c.count)
        count: int = connection.execute(statement).scalar_one()
        if count == 1:
            # The first request of a window clears windows that have ended.
            connection.execute(delete(counts_table).where(counts_table.c.window_start < start))
        if count > self.limits.rate_limit:
            retry_after = max(1, math.ceil(start + window - now))
            raise RateLimited(
                f"too many short links from one client: at most {self.limits.rate_limit} per "
                f"{window} s (RULINGS_LINK_RATE_LIMIT / RULINGS_LINK_RATE_WINDOW); try again in "
                f"{retry_after} s",
                retry_after,
            )

    @staticmethod
    def _same_scenario(existing: StoredLink, text: str) -> StoredLink:
        if existing.scenario_json != text:
            # Two scenarios with one SHA-256: never hand out the other's link.
            raise LinkStoreError("this scenario's digest belongs to a different stored scenario")
        return existing

    # -- reading ----------------------------------------------------------------------------------

    def get(self, link_id: str) -> StoredLink | None:
        normalized = ids.normalize_id(link_id)
        if normalized is None:
            return None
        with answering():
            return self._one(links_table.c.id == normalized)

    def _by_digest(self, digest: str) -> StoredLink | None:
        return self._one(links_table.c.digest == digest)

    def _one(self, condition: Any) -> StoredLink | None:
        self._check_file(writing=False)
        with self.engine.connect() as connection:
            row = connection.execute(select(links_table).where(condition)).first()
        return None if row is None else _stored(row._mapping)

    def stats(self) -> StoreStats:
        """The totals, once the store is known usable: what /healthz reports (503 if not)."""
        self._check_file(writing=True)
        with answering(), self.engine.connect() as connection:
            usage = connection.execute(select(usage_table)).one()
            version = database.schema_version_on(connection)
        return StoreStats(
            backend=self.backend,
            schema_version=version,
            links=int(usage.links),
            bytes=int(usage.bytes),
            limits=self.limits,
        )

    # -- making room ------------------------------------------------------------------------------

    def delete(self, link_id: str) -> bool:
        """Remove one link (an operator's decision), giving its room back; False if unknown."""
        normalized = ids.normalize_id(link_id)
        if normalized is None:
            return False
        with answering(), self._writing() as connection:
            size = connection.execute(
                delete(links_table)
                .where(links_table.c.id == normalized)
                .returning(links_table.c.size)
            ).scalar_one_or_none()
            if size is None:
                return False
            connection.execute(
                update(usage_table)
                .where(usage_table.c.singleton == 1)
                .values(links=usage_table.c.links - 1, bytes=usage_table.c.bytes - size)
            )
        return True

    def recount(self) -> StoreStats:
        """Set the usage totals from the links table (after rows were changed by hand)."""
        with answering(), self._writing() as connection:
            # Take the usage row first: creations reserve on it before they insert, so once it is
            # ours none is half done, and the counts below (a new statement, so on PostgreSQL a
            # new snapshot) see every committed link.
            connection.execute(
                select(usage_table.c.links).where(usage_table.c.singleton == 1).with_for_update()
            )
            totals = connection.execute(
                select(
                    func.count().label("links"),
                    func.coalesce(func.sum(links_table.c.size), 0).label("bytes"),
                ).select_from(links_table)
            ).one()
            connection.execute(
                update(usage_table)
                .where(usage_table.c.singleton == 1)
                .values(links=int(totals.links), bytes=int(totals.bytes))
            )
        return self.stats()

    # -- export and import ------------------------------------------------------------------------

    def export(self, batch: int = 500) -> Iterator[dict[str, Any]]:
        """Every stored link, in id order, as JSON-ready records (one per line in a backup).

        Read in batches, so links created during an export may or may not be in it."""
        last = ""
        while True:
            with self.engine.connect() as connection:
                rows = connection.execute(
                    select(links_table)
                    .where(links_table.c.id > last)
                    .order_by(links_table.c.id)
                    .limit(batch)
                ).all()
            if not rows:
                return
            for row in rows:
                link = _stored(row._mapping)
                yield {
                    "id": link.id,
                    "digest": link.digest,
                    "created_at": link.created_at.isoformat(),
                    "scenario": link.scenario,
                }
            last = rows[-1].id

    def restore(
        self,
        records: Iterable[dict[str, Any]],
        check: Callable[[Any], None] | None = None,
    ) -> tuple[int, int]:
        """Put exported links back under their own ids; returns (added, already there).

        Each record's scenario must still hash to its digest and its id must be a prefix of that
        digest's id, so a backup can't smuggle a scenario in under another's id. It must also be
        within the per-scenario cap and pass `check` (the app's: it still loads and opens), so a
        restored link never answers with an error.
        """
        added = present = 0
        for number, record in enumerate(records, start=1):
            text = json.dumps(
                record.get("scenario"), sort_keys=True, separators=(",", ":"), ensure_ascii=False
            )
            digest = ids.digest_of(text)
            link_id = str(record.get("id", ""))
            if digest != record.get("digest") or link_id not in ids.candidate_ids(digest):
                raise LinkStoreError(
                    f"record {number} ({link_id or 'no id'}): its scenario doesn't match its "
                    "digest and id"
                )
            existing = self._by_digest(digest)
            if existing is not None:
                present += 1
                continue
            size = len(text.encode("utf-8"))
            if size > self.limits.max_scenario_bytes:
                raise ScenarioTooLarge(
                    f"record {number} ({link_id}): its scenario is {size:,} bytes, over the cap "
                    f"of {self.limits.max_scenario_bytes:,} (RULINGS_LINK_MAX_BYTES)"
                )
            if check is not None:
                try:
                    check(record["scenario"])
                except LinkStoreError as exc:
                    raise LinkStoreError(f"record {number} ({link_id}): {exc}") from None
            created = _parse_time(record.get("created_at"))
            try:
                with self._writing() as connection:
                    self._reserve(connection, size)
                    connection.execute(
                        links_table.insert().values(
                            id=link_id,
                            digest=digest,
                            scenario=text,
                            size=size,
                            created_at=created,
                        )
                    )
            except IntegrityError:
                raise LinkStoreError(
                    f"record {number} ({link_id}): a different scenario already has this id here"
                ) from None
            added += 1
        return added, present


def _stored(row: Any) -> StoredLink:
    created = row["created_at"]
    # SQLite hands back the naive UTC time it was given; PostgreSQL an aware time in the
    # session's zone. Either way, UTC.
    created = created.replace(tzinfo=UTC) if created.tzinfo is None else created.astimezone(UTC)
    return StoredLink(
        id=row["id"],
        digest=row["digest"],
        scenario_json=row["scenario"],
        size=int(row["size"]),
        created_at=created,
    )


def _parse_time(value: Any) -> datetime:
    try:
        parsed = datetime.fromisoformat(str(value))
    except ValueError:
        return datetime.now(UTC)
    # Stored in UTC: SQLite keeps no offset, so "11:00-05:00" must go in as 16:00.
    return parsed.astimezone(UTC) if parsed.tzinfo else parsed.replace(tzinfo=UTC)

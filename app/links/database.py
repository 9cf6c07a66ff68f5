"""The short-link database: SQLite under the store directory, or PostgreSQL from DATABASE_URL.

`open_engine` makes the SQLAlchemy engine and `migrate` brings the schema to the newest version
with Alembic (the numbered scripts in `migrations/versions`). Several instances may start at once:
on PostgreSQL the upgrade runs under a transaction-level advisory lock, on SQLite inside a
`BEGIN IMMEDIATE` transaction, so one instance migrates and the others then find nothing to do.

SQLite runs in WAL mode (readers don't wait for the writer) with a busy timeout, and every write
transaction starts with `BEGIN IMMEDIATE`, so concurrent writers queue instead of failing on a lock
upgrade half-way through.
"""

from __future__ import annotations

import ipaddress
import os
import socket
import sqlite3
import time
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import psycopg
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import Connection, Dialect, make_url
from sqlalchemy.exc import ArgumentError
from sqlalchemy.pool import ConnectionPoolEntry

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
SQLITE_FILE = "links.sqlite"
#: Where the schema version is kept: a name of our own, not Alembic's default `alembic_version`,
#: so another Alembic-managed app's table is never taken for ours.
VERSION_TABLE = "rulings_links_version"
#: Seconds a SQLite writer waits for another process's transaction before giving up.
SQLITE_BUSY_SECONDS = 10
#: Seconds a request waits for a free database connection in this process.
POOL_TIMEOUT_SECONDS = 5
#: PostgreSQL: seconds to connect, and the longest a statement or a lock wait may take (ms).
CONNECT_TIMEOUT_SECONDS = 5
#: PostgreSQL: seconds the server's host name may take to resolve. libpq's connect timeout starts
#: after the lookup, and in a compose network the name of a stopped container takes the resolver's
#: whole retry cycle (10 s) to fail: /healthz must say 503 well within 2 s instead.
RESOLVE_TIMEOUT_SECONDS = 1.0
#: Threads that resolve it: a lookup that hangs keeps one until the resolver gives up, so a burst
#: of requests while the name doesn't resolve queues here instead of starting a thread each.
RESOLVE_THREADS = 4
STATEMENT_TIMEOUT_MS = 10_000
LOCK_TIMEOUT_MS = 5_000
#: Arbitrary constant naming the advisory lock the PostgreSQL upgrade holds.
MIGRATION_LOCK_KEY = 7_302_611_520
#: The execution option that makes a SQLite transaction take the write lock at BEGIN.
WRITE = {"rulings_write": True}


class DatabaseConfigError(ValueError):
    """DATABASE_URL or the store directory can't be used; the message says why."""


_resolver = ThreadPoolExecutor(max_workers=RESOLVE_THREADS, thread_name_prefix="pg-resolve")


def _resolve_in_time(
    _dialect: Dialect, _record: ConnectionPoolEntry, _cargs: Any, cparams: dict[str, Any]
) -> None:
    """Before each PostgreSQL connection: resolve the host name here, within
    `RESOLVE_TIMEOUT_SECONDS`, and hand libpq the address (`hostaddr`; `host` stays for TLS).

    A lookup that fails or takes too long is psycopg's OperationalError, which the store answers
    as 503 like any other connection failure."""
    host = str(cparams.get("host") or "")
    if not host or host.startswith("/") or "," in host or cparams.get("hostaddr"):
        return
    try:
        ipaddress.ip_address(host)
        return
    except ValueError:
        pass
    port = int(cparams.get("port") or 5432)
    lookup = _resolver.submit(socket.getaddrinfo, host, port, type=socket.SOCK_STREAM)
    try:
        answers = lookup.result(timeout=RESOLVE_TIMEOUT_SECONDS)
    except FutureTimeout:
        lookup.cancel()
        raise psycopg.OperationalError(
            f"the database host {host!r} did not resolve within {RESOLVE_TIMEOUT_SECONDS:g} s"
        ) from None
    except OSError as exc:
        raise psycopg.OperationalError(
            f"the database host {host!r} does not resolve ({exc.strerror or exc})"
        ) from None
    cparams["hostaddr"] = str(answers[0][4][0])


def backend_of(engine: Engine) -> str:
    return "postgresql" if engine.dialect.name == "postgresql" else "sqlite"


def postgres_url(database_url: str) -> str:
    """DATABASE_URL (`postgres://` or `postgresql://…`) as a SQLAlchemy URL for psycopg 3."""
    try:
        scheme = urlsplit(database_url).scheme.lower()
    except ValueError:
        scheme = ""
    if scheme not in ("postgres", "postgresql", "postgresql+psycopg"):
        raise DatabaseConfigError(
            f"DATABASE_URL must be a postgresql:// URL, not {scheme or 'one without a scheme'}://"
        )
    if "://" not in database_url:
        raise DatabaseConfigError(
            "DATABASE_URL can't be read: expected postgresql://user:password@host:port/database"
        )
    rest = database_url.split("://", 1)[1]
    try:
        url = make_url("postgresql+psycopg://" + rest)
        _ = url.port  # a port that isn't a number fails here
    except (ArgumentError, ValueError):
        # The message would repeat the URL, password included: name the problem only.
        raise DatabaseConfigError(
            "DATABASE_URL can't be read: expected postgresql://user:password@host:port/database"
        ) from None
    return "postgresql+psycopg://" + rest


def open_engine(database_url: str | None, store_dir: Path, create: bool = True) -> Engine:
    """The store's engine: PostgreSQL at `database_url`, else SQLite in `store_dir`, which is
    made if missing unless `create` is false (reading commands: a mistyped directory is an
    error, not a new empty store)."""
    if database_url:
        engine = create_engine(
            postgres_url(database_url),
            pool_size=10,
            max_overflow=20,
            pool_timeout=POOL_TIMEOUT_SECONDS,
            pool_pre_ping=True,
            pool_recycle=1800,
            connect_args={
                "connect_timeout": CONNECT_TIMEOUT_SECONDS,
                # A stuck statement or lock becomes a 503, not a request that never ends.
                "options": f"-c statement_timeout={STATEMENT_TIMEOUT_MS} "
                f"-c lock_timeout={LOCK_TIMEOUT_MS} -c TimeZone=UTC",
            },
        )
        event.listen(engine, "do_connect", _resolve_in_time)
        return engine
    if not create and not (store_dir / SQLITE_FILE).is_file():
        raise DatabaseConfigError(
            f"there is no short-link store at {store_dir / SQLITE_FILE}: check RULINGS_STORE_DIR "
            "(or DATABASE_URL, for PostgreSQL)"
        )
    try:
        store_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DatabaseConfigError(
            f"the short-link store directory {store_dir} can't be created ({exc.strerror}); "
            "set RULINGS_STORE_DIR to a writable directory"
        ) from None
    if create and not os.access(store_dir, os.W_OK | os.X_OK):
        # SQLite would only say "unable to open database file". The image runs as uid 10001, and
        # a host directory mounted on the volume keeps its owner on the host.
        uid, gid = os.getuid(), os.getgid()
        raise DatabaseConfigError(
            f"the short-link store directory {store_dir} is not writable by this process (uid "
            f"{uid}, gid {gid}): give it to that user (`chown -R {uid}:{gid}` on the directory "
            "you mounted there), mount a named volume instead, or set RULINGS_STORE_DIR to a "
            "writable directory"
        )
    engine = create_engine(
        f"sqlite+pysqlite:///{store_dir / SQLITE_FILE}",
        connect_args={"timeout": SQLITE_BUSY_SECONDS, "check_same_thread": False},
        pool_size=8,
        max_overflow=16,
        pool_timeout=POOL_TIMEOUT_SECONDS,
    )
    event.listen(engine, "connect", _sqlite_connect)
    event.listen(engine, "begin", _sqlite_begin)
    return engine


def _sqlite_connect(dbapi_connection: Any, _record: Any) -> None:
    # Let SQLAlchemy's begin event, not the driver, decide when transactions start.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_SECONDS * 1000}")
    _enter_wal(cursor)
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _enter_wal(cursor: Any) -> None:
    """Put the file in WAL mode, waiting for another process that holds it meanwhile.

    Switching the journal mode needs the file to itself, and SQLite answers "database is locked"
    at once, without its busy handler, when another process has the file open mid-switch or
    mid-creation (two instances starting on a new store). So the wait is ours: retry, backing
    off, for as long as any other write would wait (`SQLITE_BUSY_SECONDS`)."""
    deadline = time.monotonic() + SQLITE_BUSY_SECONDS
    delay = 0.005
    while True:
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            busy = "locked" in str(exc) or "busy" in str(exc)
            if not busy or time.monotonic() + delay > deadline:
                raise
        time.sleep(delay)
        delay = min(delay * 2, 0.1)


def _sqlite_begin(connection: Connection) -> None:
    immediate = connection.get_execution_options().get("rulings_write", False)
    connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def _alembic_config(connection: Connection) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def migrate(engine: Engine) -> str:
    """Upgrade the schema to the newest migration; returns the version now in place."""
    with engine.connect() as connection:
        connection = connection.execution_options(**WRITE)
        with connection.begin():
            if backend_of(engine) == "postgresql":
                # Another instance may be migrating: wait for it longer than a request would.
                connection.exec_driver_sql("SET LOCAL lock_timeout = '120s'")
                connection.exec_driver_sql("SET LOCAL statement_timeout = '300s'")
                connection.execute(
                    text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY}
                )
            current = schema_version_on(connection)
            if current != "none" and current not in _known_versions():
                raise DatabaseConfigError(
                    f"the short-link database has schema version {current}, newer than this "
                    f"version of the app knows (up to {newest_version()}): run a newer release"
                )
            command.upgrade(_alembic_config(connection), "head")
    return schema_version(engine)


def schema_version(engine: Engine) -> str:
    with engine.connect() as connection:
        return schema_version_on(connection)


def schema_version_on(connection: Connection) -> str:
    """The migration the database is at ("none" before the first)."""
    context = MigrationContext.configure(connection, opts={"version_table": VERSION_TABLE})
    current = context.get_current_revision()
    return current or "none"


def _known_versions() -> set[str]:
    return {script.revision for script in ScriptDirectory(str(MIGRATIONS)).walk_revisions()}


def newest_version() -> str:
    head = ScriptDirectory(str(MIGRATIONS)).get_current_head()
    return head or "none"

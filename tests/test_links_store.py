"""The short-link store on both backends: content addressing, collisions, limits, concurrency,
export and import. Every test runs on SQLite and on PostgreSQL (skipped without one, except in CI).
"""

from __future__ import annotations

import base64
import json
import multiprocessing
import re
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from alembic import command

from app.links import database, ids
from app.links.schema import links_table
from app.links.store import (
    Limits,
    LinkStore,
    LinkStoreError,
    RateLimited,
    ScenarioTooLarge,
    StoreFull,
)

BACKENDS = ["sqlite", "postgresql"]


def scenario_text(n: int) -> str:
    """Distinct scenario texts in canonical form (sorted keys, no spaces), as the app stores."""
    data = {"format": "rulings-explorer/1", "title": f"scenario {n}"}
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


@pytest.fixture(params=BACKENDS)
def url_and_dir(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str | None, Path]:
    if request.param == "postgresql":
        return request.getfixturevalue("postgres_url"), tmp_path
    return None, tmp_path


def make_store(url_and_dir: tuple[str | None, Path], limits: Limits | None = None) -> LinkStore:
    url, directory = url_and_dir
    engine = database.open_engine(url, directory)
    database.migrate(engine)
    return LinkStore(engine, limits or Limits(rate_limit=10_000))


@pytest.fixture
def store(url_and_dir: tuple[str | None, Path]) -> Iterator[LinkStore]:
    link_store = make_store(url_and_dir)
    yield link_store
    link_store.close()


def test_migrations_bring_a_new_database_to_the_newest_version(
    url_and_dir: tuple[str | None, Path],
) -> None:
    first = make_store(url_and_dir)
    try:
        assert database.schema_version(first.engine) == database.newest_version() == "0002"
        # Running them again (another instance starting) changes nothing.
        assert database.migrate(first.engine) == "0002"
        assert first.stats().links == 0
    finally:
        first.close()


def test_same_scenario_same_id_and_different_scenarios_different_ids(store: LinkStore) -> None:
    one = store.create(scenario_text(1), "client")
    again = store.create(scenario_text(1), "client")
    other = store.create(scenario_text(2), "client")
    assert one.created
    assert not again.created
    assert other.created
    assert one.link.id == again.link.id != other.link.id
    assert one.link.id == ids.id_for(ids.digest_of(scenario_text(1)))
    assert len(one.link.id) == ids.MIN_ID_LENGTH
    assert store.stats().links == 2
    assert store.stats().bytes == len(scenario_text(1)) + len(scenario_text(2))


def test_lookup_returns_exactly_the_stored_text_and_accepts_upper_case(store: LinkStore) -> None:
    created = store.create(scenario_text(3), "client").link
    found = store.get(created.id.upper())
    assert found is not None
    assert found.scenario_json == scenario_text(3)
    assert found.digest == ids.digest_of(scenario_text(3))
    assert store.get("a" * ids.MIN_ID_LENGTH) is None
    assert store.get("not an id!") is None


def test_an_id_held_by_another_scenario_makes_the_new_one_one_character_longer(
    store: LinkStore,
) -> None:
    wanted = ids.digest_of(scenario_text(5))
    taken = ids.id_for(wanted)
    # Another scenario already holds the 10-character id (a prefix collision).
    with store.engine.begin() as connection:
        connection.execute(
            links_table.insert().values(
                id=taken, digest="0" * 64, scenario="{}", size=2, created_at=datetime.now(UTC)
            )
        )
    created = store.create(scenario_text(5), "client")
    assert created.link.id == ids.id_for(wanted, ids.MIN_ID_LENGTH + 1)
    assert created.link.id.startswith(taken)
    # Neither link is mixed up with the other, and asking again gives the same longer id.
    holder = store.get(taken)
    mine = store.get(created.link.id)
    assert holder is not None
    assert holder.scenario_json == "{}"
    assert mine is not None
    assert mine.scenario_json == scenario_text(5)
    assert store.create(scenario_text(5), "client").link.id == created.link.id


def test_per_scenario_size_cap(url_and_dir: tuple[str | None, Path]) -> None:
    store = make_store(url_and_dir, Limits(max_scenario_bytes=1024, rate_limit=100))
    try:
        with pytest.raises(ScenarioTooLarge, match=r"1,0\d\d bytes .* at most 1,024"):
            store.create(json.dumps({"title": "x" * 1020}), "client")
        assert store.stats().links == 0
        assert store.create(json.dumps({"title": "x" * 1000}), "client").created
    finally:
        store.close()


def test_rate_limit_per_client_and_window(url_and_dir: tuple[str | None, Path]) -> None:
    store = make_store(url_and_dir, Limits(rate_limit=3, rate_window=60))
    now = 1_800_000_010.0  # 10 s into a 60 s window
    try:
        for n in range(3):
            store.create(scenario_text(n), "198.51.100.7", now=now)
        with pytest.raises(RateLimited) as refused:
            store.create(scenario_text(9), "198.51.100.7", now=now)
        assert refused.value.retry_after == 50
        assert "at most 3 per 60 s" in str(refused.value)
        # Another client is not affected, and the next window starts afresh.
        assert store.create(scenario_text(9), "203.0.113.9", now=now).created
        assert store.create(scenario_text(10), "198.51.100.7", now=now + 60).created
        # Client addresses are never written down, only a hash.
        with store.engine.connect() as connection:
            stored = " ".join(
                str(row) for row in connection.exec_driver_sql("SELECT client FROM creation_counts")
            )
        assert "198.51.100.7" not in stored
    finally:
        store.close()


def test_total_store_cap_refuses_new_scenarios_but_still_finds_stored_ones(
    url_and_dir: tuple[str | None, Path],
) -> None:
    store = make_store(url_and_dir, Limits(rate_limit=100, max_store_links=2))
    try:
        first = store.create(scenario_text(1), "client")
        store.create(scenario_text(2), "client")
        with pytest.raises(StoreFull, match="store is full") as full:
            store.create(scenario_text(3), "client")
        assert full.value.status == 507
        assert store.create(scenario_text(1), "client").link.id == first.link.id
        assert store.stats().links == 2
    finally:
        store.close()


def test_byte_cap_counts_the_stored_json(url_and_dir: tuple[str | None, Path]) -> None:
    size = len(scenario_text(1))
    store = make_store(url_and_dir, Limits(rate_limit=100, max_store_bytes=2 * size + 1))
    try:
        store.create(scenario_text(1), "client")
        store.create(scenario_text(2), "client")
        with pytest.raises(StoreFull):
            store.create(scenario_text(3), "client")
    finally:
        store.close()


def test_fifty_concurrent_creations_from_two_instances_lose_and_mix_nothing(
    url_and_dir: tuple[str | None, Path],
) -> None:
    """Two stores on one database (as two app instances), 50 threads: half store one scenario,
    half 25 different ones."""
    stores = [make_store(url_and_dir), make_store(url_and_dir)]
    barrier = threading.Barrier(50)

    def create(n: int) -> tuple[str, str]:
        text = scenario_text(1000) if n % 2 == 0 else scenario_text(n)
        barrier.wait()
        return text, stores[n % 2].create(text, f"client-{n}").link.id

    try:
        with ThreadPoolExecutor(max_workers=50) as pool:
            results = list(pool.map(create, range(50)))
        same = {link_id for text, link_id in results if text == scenario_text(1000)}
        assert len(same) == 1
        different = [link_id for text, link_id in results if text != scenario_text(1000)]
        assert len(set(different)) == 25
        for text, link_id in results:
            for link_store in stores:
                found = link_store.get(link_id)
                assert found is not None
                assert found.scenario_json == text
        assert stores[0].stats().links == 26
    finally:
        for link_store in stores:
            link_store.close()


def test_export_and_import_round_trip_between_stores(store: LinkStore, tmp_path: Path) -> None:
    for n in range(5):
        store.create(scenario_text(n), "client")
    records = list(store.export(batch=2))
    assert [r["id"] for r in records] == sorted(r["id"] for r in records)
    fresh = make_store((None, tmp_path / "restored"))
    try:
        assert fresh.restore(records) == (5, 0)
        assert fresh.restore(records) == (0, 5)
        for record in records:
            found = fresh.get(record["id"])
            assert found is not None
            assert found.scenario == record["scenario"]
        assert fresh.stats().links == 5
    finally:
        fresh.close()


def test_import_refuses_a_record_whose_scenario_does_not_match_its_id(store: LinkStore) -> None:
    store.create(scenario_text(1), "client")
    record = next(iter(store.export()))
    tampered = {**record, "scenario": {"title": "something else"}}
    with pytest.raises(LinkStoreError, match=r"record 1 .* doesn't match its digest and id"):
        store.restore([tampered])


def test_id_scheme_is_a_base32_prefix_of_the_sha256() -> None:
    digest = ids.digest_of('{"title":"x"}')
    assert len(digest) == 64
    full = ids.id_for(digest, ids.MAX_ID_LENGTH)
    assert re.fullmatch(r"[a-z2-7]{52}", full)
    assert base64.b32decode(full.upper() + "====")[:32].hex() == digest
    candidates = ids.candidate_ids(digest)
    assert [len(c) for c in candidates] == list(range(10, 53))
    assert all(full.startswith(c) for c in candidates)
    assert ids.normalize_id(" ABCDEFGHIJ ") == "abcdefghij"
    assert ids.normalize_id("abcdefghi") is None
    assert ids.normalize_id("abcdefghi1") is None
    with pytest.raises(ValueError, match="10 to 52"):
        ids.id_for(digest, 9)


def test_upgrading_from_the_first_schema_keeps_links_and_refuses_unknown_versions(
    url_and_dir: tuple[str | None, Path],
) -> None:
    url, directory = url_and_dir
    engine = database.open_engine(url, directory)
    try:
        with engine.begin() as connection:
            config = database._alembic_config(connection)
            command.upgrade(config, "0001")
            connection.execute(
                links_table.insert().values(
                    id="aaaaaaaaaa",
                    digest="0" * 64,
                    scenario="{}",
                    size=2,
                    created_at=datetime.now(UTC),
                )
            )
            connection.exec_driver_sql(
                "INSERT INTO creation_counts (client, window_start, count) VALUES ('old', 0, 3)"
            )
        assert database.schema_version(engine) == "0001"
        assert database.migrate(engine) == "0002"
        store = LinkStore(engine, Limits())
        found = store.get("aaaaaaaaaa")
        assert found is not None
        assert found.scenario_json == "{}"
        with engine.connect() as connection:
            assert connection.exec_driver_sql("SELECT count(*) FROM creation_counts").scalar() == 0
            secret = connection.exec_driver_sql("SELECT secret FROM store_secret").scalar()
        assert re.fullmatch(r"[0-9a-f]{64}", str(secret))
        # A database from a newer release is refused with a message, not migrated.
        with engine.begin() as connection:
            connection.exec_driver_sql(
                f"UPDATE {database.VERSION_TABLE} SET version_num = '0999'"  # noqa: S608
            )
        with pytest.raises(database.DatabaseConfigError, match="schema version 0999, newer"):
            database.migrate(engine)
    finally:
        engine.dispose()


def test_rate_limit_counts_an_ipv6_client_by_its_64(url_and_dir: tuple[str | None, Path]) -> None:
    store = make_store(url_and_dir, Limits(rate_limit=2))
    now = 1_800_000_010.0
    try:
        store.create(scenario_text(1), "2001:db8:1:2::1", now=now)
        store.create(scenario_text(2), "2001:db8:1:2:ffff::9", now=now)
        with pytest.raises(RateLimited):
            store.create(scenario_text(3), "2001:db8:1:2:abcd::7", now=now)
        assert store.create(scenario_text(3), "2001:db8:1:3::1", now=now).created
        # An IPv4 client seen as an IPv4-mapped IPv6 address is the same client.
        store.create(scenario_text(4), "192.0.2.1", now=now)
        store.create(scenario_text(5), "::ffff:192.0.2.1", now=now)
        with pytest.raises(RateLimited):
            store.create(scenario_text(6), "192.0.2.1", now=now)
    finally:
        store.close()


def test_delete_and_recount_make_room_in_a_full_store(url_and_dir: tuple[str | None, Path]) -> None:
    store = make_store(url_and_dir, Limits(rate_limit=100, max_store_links=2))
    try:
        first = store.create(scenario_text(1), "client").link
        store.create(scenario_text(2), "client")
        with pytest.raises(StoreFull):
            store.create(scenario_text(3), "client")
        assert store.delete(first.id.upper())
        assert not store.delete(first.id)
        assert store.get(first.id) is None
        assert store.stats().links == 1
        assert store.create(scenario_text(3), "client").created
        # Rows removed by hand leave the totals stale until a recount.
        with store.engine.begin() as connection:
            connection.execute(links_table.delete())
        assert store.stats().links == 2
        assert store.recount().links == 0
        assert store.stats().bytes == 0
    finally:
        store.close()


def test_sqlite_store_is_created_in_its_directory_in_wal_mode(tmp_path: Path) -> None:
    directory = tmp_path / "new" / "links"
    store = make_store((None, directory))
    try:
        assert (directory / "links.sqlite").is_file()
        with store.engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    finally:
        store.close()


def test_another_apps_alembic_version_table_is_not_taken_for_ours(
    url_and_dir: tuple[str | None, Path],
) -> None:
    """A database shared with another Alembic-managed app: its `alembic_version` stays its own."""
    url, directory = url_and_dir
    engine = database.open_engine(url, directory)
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql("CREATE TABLE alembic_version (version_num VARCHAR(32))")
            connection.exec_driver_sql("INSERT INTO alembic_version VALUES ('3f2a1b9c8d7e')")
        assert database.schema_version(engine) == "none"
        assert database.migrate(engine) == database.newest_version()
        with engine.connect() as connection:
            other = connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
        assert other == "3f2a1b9c8d7e"
    finally:
        engine.dispose()


def test_creation_times_are_utc_whatever_the_sessions_time_zone(
    postgres_url: str, tmp_path: Path
) -> None:
    """A backup from a PostgreSQL whose zone isn't UTC restores into SQLite at the same instant."""
    engine = database.open_engine(postgres_url, tmp_path)
    database.migrate(engine)
    name = postgres_url.rpartition("/")[2]
    with engine.begin() as connection:
        connection.exec_driver_sql(f"ALTER DATABASE \"{name}\" SET timezone = 'America/New_York'")
    engine.dispose()
    source = LinkStore(database.open_engine(postgres_url, tmp_path), Limits())
    target = make_store((None, tmp_path / "sqlite"))
    try:
        made = source.create(scenario_text(1), "client").link
        assert made.created_at.utcoffset() is not None
        assert made.created_at.utcoffset().total_seconds() == 0  # type: ignore[union-attr]
        record = next(source.export())
        shifted = made.created_at.astimezone(timezone(timedelta(hours=-5))).isoformat()
        assert target.restore([{**record, "created_at": shifted}]) == (1, 0)
        restored = target.get(made.id)
        assert restored is not None
        assert restored.created_at == made.created_at
        assert restored.created_at.utcoffset().total_seconds() == 0  # type: ignore[union-attr]
    finally:
        source.close()
        target.close()


def _migrate_when_released(directory: str, barrier: Any, outcomes: Any) -> None:
    engine = database.open_engine(None, Path(directory))
    barrier.wait()
    try:
        outcomes.put(database.migrate(engine))
    except Exception as exc:  # the outcome is the test's to judge, in the parent
        outcomes.put(f"{type(exc).__name__}: {exc}".splitlines()[0])


@pytest.mark.slow
def test_two_instances_starting_at_once_on_a_new_sqlite_store_both_start(tmp_path: Path) -> None:
    """Both open the new file and migrate it at the same moment, as two app processes behind
    a proxy do on a first deploy: neither fails with "database is locked" while the other is
    still creating the file or switching it to WAL (before the fix, about one start in ten)."""
    context = multiprocessing.get_context("fork")
    for attempt in range(30):
        directory = tmp_path / f"store{attempt}"
        barrier = context.Barrier(2)
        outcomes = context.Queue()
        starts = [
            context.Process(target=_migrate_when_released, args=(str(directory), barrier, outcomes))
            for _ in range(2)
        ]
        for process in starts:
            process.start()
        for process in starts:
            process.join(timeout=60)
        results = [outcomes.get(timeout=5) for _ in starts]
        assert results == [database.newest_version()] * 2, f"start {attempt}: {results}"

"""Short links as the pages and the API use them: open the store, shorten a scenario, read one.

A scenario is validated by the engine's own parser before it is stored, and stored as its
canonical JSON, so the same scenario always gets the same id however its JSON was written. The
explorer opens scenarios as share tokens (`engine.link`), so a scenario whose token would be over
`MAX_TOKEN_CHARS` is refused here: every short link stored opens, and is also a full share link.
"""

from __future__ import annotations

from typing import Any

from app.links import database
from app.links.store import (
    Creation,
    Limits,
    LinkStore,
    LinkStoreError,
    ScenarioTooLarge,
    StoredLink,
    answering,
)
from app.settings import Settings
from engine.errors import ScenarioError
from engine.link import MAX_TOKEN_CHARS, encode_link
from engine.scenario import Scenario, parse_scenario


def open_store(settings: Settings, migrate: bool = True) -> LinkStore:
    """The configured store, its schema brought up to date (every instance may do this at once);
    with `migrate=False`, an existing store as it is, for commands that only read.

    Raises `DatabaseConfigError` or `StoreUnavailable` with a message for the operator.
    """
    engine = database.open_engine(settings.database_url, settings.store_dir, create=migrate)
    with answering():
        if migrate:
            database.migrate(engine)
        elif database.schema_version(engine) == "none":
            engine.dispose()
            raise database.DatabaseConfigError(
                "the short-link database has no store in it yet (nothing to read): check "
                "DATABASE_URL or RULINGS_STORE_DIR, or run `python -m app.links migrate`"
            )
    limits = Limits(
        max_scenario_bytes=settings.link_max_bytes,
        rate_limit=settings.link_rate_limit,
        rate_window=settings.link_rate_window,
        max_store_bytes=settings.store_max_bytes,
        max_store_links=settings.store_max_links,
    )
    return LinkStore(engine, limits)


def storable(scenario: Scenario) -> str:
    """The canonical JSON to store for `scenario`, if the explorer can open it; else
    `ScenarioTooLarge` (413), which says by how much."""
    chars = len(encode_link(scenario))
    if chars > MAX_TOKEN_CHARS:
        raise ScenarioTooLarge(
            f"the scenario packs into a {chars:,}-character share token and the explorer opens "
            f"scenarios of up to {MAX_TOKEN_CHARS:,}; make it smaller (fewer objects or shorter "
            "texts)"
        )
    return scenario.to_json()


def check_record(scenario_data: Any) -> None:
    """For `LinkStore.restore`: a backed-up scenario must still load in this release and open
    in the explorer (it is stored as written, so its id stays the one in the backup).
    Raises `LinkStoreError` saying why not."""
    try:
        storable(parse_scenario(scenario_data))
    except ScenarioError as exc:
        raise LinkStoreError(f"its scenario doesn't load: {exc}") from None


def shorten(store: LinkStore, scenario: Scenario, client: str) -> Creation:
    """Store (or find) the scenario; raises `LinkStoreError` subclasses for the limits."""
    return store.create(storable(scenario), client)


def shorten_data(store: LinkStore, data: Any, client: str) -> Creation:
    """As `shorten`, from scenario JSON data; raises `ScenarioError` if it doesn't load."""
    return shorten(store, parse_scenario(data), client)


def scenario_of(link: StoredLink) -> Scenario:
    return parse_scenario(link.scenario)

"""Short links as the pages and the API use them: open the store, shorten a scenario, read one.

A scenario is validated by the engine's own parser before it is stored, and stored as its
canonical JSON, so every short link opens in the explorer and the same scenario always gets the
same id however its JSON was written.
"""

from __future__ import annotations

from typing import Any

from app.links import database
from app.links.store import Creation, Limits, LinkStore, StoredLink, answering
from app.settings import Settings
from engine.scenario import Scenario, parse_scenario


def open_store(settings: Settings, migrate: bool = True) -> LinkStore:
    """The configured store, its schema brought up to date (every instance may do this at once).

    Raises `DatabaseConfigError` or `StoreUnavailable` with a message for the operator.
    """
    engine = database.open_engine(settings.database_url, settings.store_dir)
    if migrate:
        with answering():
            database.migrate(engine)
    limits = Limits(
        max_scenario_bytes=settings.link_max_bytes,
        rate_limit=settings.link_rate_limit,
        rate_window=settings.link_rate_window,
        max_store_bytes=settings.store_max_bytes,
        max_store_links=settings.store_max_links,
    )
    return LinkStore(engine, limits)


def shorten(store: LinkStore, scenario: Scenario, client: str) -> Creation:
    """Store (or find) the scenario; raises `LinkStoreError` subclasses for the limits."""
    return store.create(scenario.to_json(), client)


def shorten_data(store: LinkStore, data: Any, client: str) -> Creation:
    """As `shorten`, from scenario JSON data; raises `ScenarioError` if it doesn't load."""
    return shorten(store, parse_scenario(data), client)


def scenario_of(link: StoredLink) -> Scenario:
    return parse_scenario(link.scenario)

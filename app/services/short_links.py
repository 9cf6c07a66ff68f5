"""Short links as the pages and the API use them: open the store, shorten a scenario, read one.

A scenario is validated by the engine's own parser before it is stored, and stored as its
canonical JSON, so the same scenario always gets the same id however its JSON was written. The
explorer opens scenarios as share tokens (`engine.driver.share_links`), so a scenario whose token
would be over `MAX_TOKEN_CHARS` is refused here, and so is one that parses but doesn't load (an
unknown card, a target that isn't there): every short link stored opens, and is also a full share
link.
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
from engine import (
    MAX_TOKEN_CHARS,
    LinkError,
    Scenario,
    ScenarioError,
    decode_link,
    encode_link,
    load,
    parse_scenario,
)


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
    return LinkStore(engine, limits, writable=migrate)


def read_scenario(data: Any) -> Scenario:
    """`parse_scenario`, with anything else it raises on odd data as a `ScenarioError` too.

    The engine names its own limits (nesting, number size) at load; this is the net under them,
    so a scenario that can't be read is always the request's fault (422 / 400), never a 500.
    """
    try:
        return parse_scenario(data)
    except ScenarioError:
        raise
    except RecursionError:
        raise ScenarioError("", "the scenario is nested too deeply to read") from None
    except ValueError as exc:
        raise ScenarioError("", f"the scenario can't be read: {str(exc)[:200]}") from None


def storable(scenario: Scenario) -> str:
    """The canonical JSON to store for `scenario`, if the explorer can open it.

    Raises `ScenarioTooLarge` (413) when its share token would be too long, saying by how much,
    and `ScenarioError` (422) when it parses but doesn't load — the explorer would answer 409 for
    it ever after. Loading builds the state (no steps are run), so it costs about as much as the
    parse.
    """
    token = encode_link(scenario)
    if len(token) > MAX_TOKEN_CHARS:
        raise ScenarioTooLarge(
            f"the scenario packs into a {len(token):,}-character share token and the explorer "
            f"opens scenarios of up to {MAX_TOKEN_CHARS:,}; make it smaller (fewer objects or "
            "shorter texts)"
        )
    load(scenario)
    try:
        decode_link(token)  # what /s/ does with it: the round trip must hold
    except LinkError as exc:
        raise ScenarioError("", f"the scenario doesn't open as a share link: {exc}") from None
    return scenario.to_json()


def check_record(scenario_data: Any) -> None:
    """For `LinkStore.restore`: a backed-up scenario must still load in this release and open
    in the explorer (it is stored as written, so its id stays the one in the backup).
    Raises `LinkStoreError` saying why not."""
    try:
        storable(read_scenario(scenario_data))
    except ScenarioError as exc:
        raise LinkStoreError(f"its scenario doesn't load: {exc}") from None


def shorten(store: LinkStore, scenario: Scenario, client: str) -> Creation:
    """Store (or find) the scenario; raises `LinkStoreError` subclasses for the limits."""
    return store.create(storable(scenario), client)


def shorten_data(store: LinkStore, data: Any, client: str) -> Creation:
    """As `shorten`, from scenario JSON data; raises `ScenarioError` if it doesn't load."""
    return shorten(store, read_scenario(data), client)


def scenario_of(link: StoredLink) -> Scenario:
    return read_scenario(link.scenario)

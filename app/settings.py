"""Settings, from the environment (prefix `RULINGS_`), with defaults that need nothing else."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from pydantic import AliasChoices, Field, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from engine import Limits

ROOT = Path(__file__).resolve().parent.parent
#: The engine's own run budgets: by default, the most a scenario may ask for over HTTP.
ENGINE_LIMITS = Limits()


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="RULINGS_")

    #: The project's own reference data (written by `app.reference.importer`).
    data_dir: Path = ROOT / "data"
    #: Where the search database is built (at install or first start).
    index_path: Path = ROOT / "var" / "reference.sqlite"
    templates_dir: Path = ROOT / "templates"
    #: Runnable ruling examples (scenario files with an `example` block).
    examples_dir: Path = ROOT / "examples"
    static_dir: Path = ROOT / "static"
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    workers: int = Field(default=1, ge=1, le=64)
    #: Proxies whose X-Forwarded-* headers are trusted (uvicorn's setting).
    forwarded_allow_ips: str = "127.0.0.1"
    access_log: bool = True
    #: Largest request body accepted, in bytes; larger ones get 413.
    max_body_bytes: int = Field(default=512 * 1024, ge=1024)

    #: The site's public address (`https://rulings.example.org`), used in links to copy; when
    #: unset, the address the request came to (Host, or X-Forwarded-* from trusted proxies).
    public_url: str | None = Field(default=None, pattern=r"^https?://[^/?#\s]+(/[^?#\s]*)?$")

    # -- short links (app.links) -----------------------------------------------------------------
    #: PostgreSQL shared by every instance (`postgresql://user:password@host:5432/db`); when
    #: unset, short links live in SQLite under `store_dir`.
    database_url: str | None = Field(
        default=None, validation_alias=AliasChoices("DATABASE_URL", "RULINGS_DATABASE_URL")
    )
    #: Directory of the SQLite short-link store (`links.sqlite`), created if missing.
    store_dir: Path = ROOT / "var"
    #: Largest scenario a short link stores, in bytes of canonical JSON (413 beyond).
    link_max_bytes: int = Field(default=128 * 1024, ge=1024)
    #: Short links one client may create per window (429 with Retry-After beyond).
    link_rate_limit: int = Field(default=30, ge=1)
    #: The rate limit's window, in seconds.
    link_rate_window: int = Field(default=60, ge=1, le=86_400)
    #: The whole store's caps (507 once reached).
    store_max_bytes: int = Field(default=1024**3, ge=1024)
    store_max_links: int = Field(default=1_000_000, ge=1)

    # -- engine runs for web requests (app.services.runner) --------------------------------------
    #: Worker processes that run scenarios, per app process (default: one per CPU).
    engine_workers: int = Field(default_factory=lambda: os.cpu_count() or 1, ge=1, le=256)
    #: Runs one client may have queued or running at once (429 with Retry-After beyond).
    engine_client_runs: int = Field(default=4, ge=1)
    #: Searches one client may have running at once, API and page alike (429 with Retry-After
    #: beyond); counted like its runs (`app.services.runner.ClientSlots`).
    search_client_searches: int = Field(default=4, ge=1)
    #: Runs admitted beyond one per worker, waiting for a worker (503 beyond).
    engine_queue: int = Field(default=32, ge=0)
    #: Longest a run waits for a free worker, in seconds (then 503).
    engine_queue_seconds: float = Field(default=10.0, gt=0, le=600)
    #: Seconds past its `max_seconds` after which a run's worker is killed (SIGKILL).
    engine_kill_margin: float = Field(default=1.0, gt=0, le=60)
    #: Address space of one worker process, in MiB (RLIMIT_AS); 0 for no cap.
    engine_worker_memory_mb: int = Field(default=1024, ge=0)
    #: The run budgets a scenario may have over HTTP: its `limits` are lowered to these.
    run_max_steps: int = Field(default=ENGINE_LIMITS.max_steps, ge=1)
    run_max_events: int = Field(default=ENGINE_LIMITS.max_events, ge=1)
    run_max_objects: int = Field(default=ENGINE_LIMITS.max_objects, ge=1)
    run_max_stack_depth: int = Field(default=ENGINE_LIMITS.max_stack_depth, ge=1)
    run_max_seconds: float = Field(default=ENGINE_LIMITS.max_seconds, gt=0)
    #: The explorer's cache of runs, in bytes of the memory its entries' objects take
    #: (`app.services.explorer.held_bytes`, issue 26): the cap is the app's memory, not JSON.
    explorer_cache_bytes: int = Field(default=32 * 1024**2, ge=0)

    @field_validator("engine_worker_memory_mb")
    @classmethod
    def _worker_memory(cls, value: int) -> int:
        if 0 < value < 256:
            raise ValueError("a worker needs at least 256 MiB to start (or 0 for no cap)")
        return value

    @model_validator(mode="after")
    def _run_caps_within_the_engine(self) -> Settings:
        try:
            self.run_caps()
        except ValidationError as exc:
            raise ValueError(f"RULINGS_RUN_*: beyond what the engine allows: {exc}") from None
        return self

    def run_caps(self) -> Limits:
        """The most a scenario's `limits` may be over HTTP (the engine bounds each too)."""
        return Limits(
            max_steps=self.run_max_steps,
            max_events=self.run_max_events,
            max_objects=self.run_max_objects,
            max_stack_depth=self.run_max_stack_depth,
            max_seconds=self.run_max_seconds,
        )


@lru_cache
def get_settings() -> Settings:
    return Settings()

"""Settings, from the environment (prefix `RULINGS_`), with defaults that need nothing else."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

ROOT = Path(__file__).resolve().parent.parent


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


@lru_cache
def get_settings() -> Settings:
    return Settings()

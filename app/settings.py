"""Settings, from the environment (prefix `RULINGS_`), with defaults that need nothing else."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field
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


@lru_cache
def get_settings() -> Settings:
    return Settings()

"""Shared fixtures: the reference store, a freshly built search database and an app client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.reference import index
from app.reference.search import SearchIndex
from app.reference.store import ReferenceStore, load
from app.settings import ROOT, Settings

DATA = ROOT / "data"


@pytest.fixture(scope="session")
def store() -> ReferenceStore:
    return load(DATA)


@pytest.fixture(scope="session")
def index_path(tmp_path_factory: pytest.TempPathFactory, store: ReferenceStore) -> Path:
    path = tmp_path_factory.mktemp("index") / "reference.sqlite"
    index.build(store, DATA, path)
    return path


@pytest.fixture(scope="session")
def search_index(index_path: Path) -> SearchIndex:
    return SearchIndex(index_path)


@pytest.fixture(scope="session")
def client(tmp_path_factory: pytest.TempPathFactory, index_path: Path) -> Iterator[TestClient]:
    settings = Settings(index_path=index_path, store_dir=tmp_path_factory.mktemp("links"))
    with TestClient(create_app(settings)) as test_client:
        yield test_client

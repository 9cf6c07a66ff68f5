"""The builder's tests start from an empty board's link."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.explore_build.forms import token_of


@pytest.fixture
def empty(client: TestClient) -> str:
    return token_of(client.post("/explore/build/empty", follow_redirects=False))

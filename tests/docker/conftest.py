"""The Docker lane's tests (`.ci/docker`): the image and the compose stack, run for real.

Every test here carries the `docker` marker and runs only when asked for by it (`pytest -m
docker tests/docker`, what `.ci/docker` does after building the image). Any other run, `make
test` and `make check` included, deselects them: they are not collected as skipped, and where
they are asked for, a Docker that doesn't answer is a failure, never a skip.
"""

from __future__ import annotations

import re

import pytest

from tests.docker import dockerctl


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    expression = str(config.getoption("markexpr") or "")
    if "docker" in re.findall(r"\w+", expression):
        return  # asked for by marker: pytest's own -m selection applies
    lane = [item for item in items if item.get_closest_marker("docker")]
    if lane:
        config.hook.pytest_deselected(items=lane)
        items[:] = [item for item in items if not item.get_closest_marker("docker")]


@pytest.fixture(scope="session")
def image() -> str:
    """The image `.ci/docker` built from the Dockerfile (RULINGS_DOCKER_IMAGE)."""
    return dockerctl.require_image()

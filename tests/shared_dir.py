"""Where the originals are (`../shared`: the CR, the seeds, the design contract SCENARIO.md),
for the tests that check against them: $RULINGS_SHARED_DIR, else a `shared` folder beside the
repository or above it, or beside the repository a local clone was made from (its origin) — a
clone elsewhere names it with the variable."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from app.reference import importer
from app.settings import ROOT


def _find() -> Path:
    if env := os.environ.get("RULINGS_SHARED_DIR"):
        return Path(env)
    for parent in ROOT.parents:
        if (parent / "shared" / importer.CR_FILE).exists():
            return parent / "shared"
    # `git clone /work/main "$(mktemp -d)"`: the originals beside the repository cloned.
    origin = subprocess.run(
        ["git", "-C", str(ROOT), "config", "--get", "remote.origin.url"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    if origin and Path(origin).is_dir():
        beside = Path(origin).resolve().parent / "shared"
        if (beside / importer.CR_FILE).exists():
            return beside
    return ROOT.parent / "shared"


SHARED = _find()


def original(*parts: str) -> Path:
    """A file of the originals; a failure that names it and how to point at it if it's missing."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        pytest.fail(
            f"{path} is missing: this test checks against the originals in a `shared` folder "
            "beside or above the repository; set RULINGS_SHARED_DIR to point at it"
        )
    return path

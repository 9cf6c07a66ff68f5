"""Every pool card's status is kept on disk and rebuilt when the engine's card code changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cards import status_store
from engine.cards.status_store import CardRecord, PoolCard


def test_the_file_is_rebuilt_when_the_card_code_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bears = PoolCard("Grizzly Bears", "grizzly bears", "implemented", ())
    cards = [CardRecord("Grizzly Bears", "normal", "fully modelled", 0, (), bears)]
    monkeypatch.setattr(status_store, "compute", lambda processes=1: cards)
    path = tmp_path / "card-status.sqlite"
    assert status_store.build(path) is True
    assert status_store.build(path) is False  # current: nothing to do
    monkeypatch.setattr(status_store, "code_fingerprint", lambda: "another engine")
    assert status_store.build(path) is True


def test_the_code_fingerprint_covers_the_compiler_mana_and_the_mechanics() -> None:
    """A mechanic package's keyword or line reader (split second, loyalty abilities) changes
    what a card is read as: the file was left stale when only one was added."""
    files = status_store._CODE
    assert any(f.name == "cards" and f.is_dir() for f in files)
    assert any(f.name == "mana.py" for f in files)
    assert any(f.name == "mechanics" and f.is_dir() for f in files)
    assert any(f.name == "cr.json" for f in files)  # 207.2c's ability words, 702's keywords
    assert len(status_store.code_fingerprint()) == 64

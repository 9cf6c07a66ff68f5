"""The importer reproduces the committed data from the originals, byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.reference import importer
from app.settings import ROOT
from tests.shared_dir import SHARED


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, int]]:
    if not (SHARED / importer.CR_FILE).exists():
        pytest.skip(f"the original data files are not at {SHARED} on this machine")
    out = tmp_path_factory.mktemp("import")
    return out, importer.import_all(SHARED, out)


def test_import_counts(imported: tuple[Path, dict[str, int]]) -> None:
    _, counts = imported
    assert counts["sections"] == 9
    assert counts["rules"] == 147
    assert counts["examples"] == 277
    assert counts["glossary"] == 730
    assert counts["rulings"] == 43
    assert counts["cr_rulings"] == 22
    assert counts["antiquities"] == 85
    assert counts["homelands"] == 115
    # The extras file's faces and colour indicators (issue 30 §2; ../shared/data/README.md).
    assert counts["face_cards"] == 456
    assert counts["color_indicators"] == 220
    assert counts["cards_in_rulings_data"] == 23_711
    assert counts["cards_with_rulings"] == 13_287
    assert counts["card_rulings"] == 45_064


def test_committed_data_is_what_the_importer_writes(imported: tuple[Path, dict[str, int]]) -> None:
    out, _ = imported
    for name in (
        "cr.json",
        "cards.json",
        "rulings.json",
        "names.json",
        "card-faces.json",
        "card-rulings.json",
        "sources.json",
    ):
        assert (out / name).read_bytes() == (ROOT / "data" / name).read_bytes(), name


def test_cli_reports_failure_for_missing_originals(tmp_path: Path) -> None:
    assert importer.main(["--shared", str(tmp_path / "missing"), "--out", str(tmp_path)]) == 1

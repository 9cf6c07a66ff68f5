"""Seed paragraphs become ruling records: ids, topics, CR numbers, named cards, sources."""

from __future__ import annotations

import re

import pytest

from app.reference import seeds
from app.reference.store import ReferenceStore

CR_PARAGRAPHS = {
    "106.5",
    "106.7",
    "106.12",
    "106.12a",
    "106.12b",
    "107.3m",
    "107.5",
    "107.6",
    "111.10m",
    "120.6",
    "123.6c",
    "201.5b",
    "206.3b",
    "206.3c",
    "302.7",
    "607.5a",
    "608.2b",
    "613.10",
    "614.12",
    "701.16a",
    "701.36a",
    "702.40a",
}


def test_forty_three_distinct_paragraphs(store: ReferenceStore) -> None:
    assert len(store.seed_rulings) == 43
    assert len({r.text for r in store.seed_rulings}) == 43
    assert not any(r.text in seeds.HEADINGS for r in store.seed_rulings)


def test_twenty_two_are_cr_text(store: ReferenceStore) -> None:
    assert {r.cr_rule for r in store.seed_rulings if r.cr_rule} == CR_PARAGRAPHS
    assert sum(1 for r in store.seed_rulings if r.cr_rule) == 22


def test_cr_text_is_matched_on_the_whole_paragraph(store: ReferenceStore) -> None:
    # 302.7 begins with the same words as 120.3e; only a whole-paragraph match tells them apart.
    damage = next(r for r in store.seed_rulings if r.text.startswith("Damage dealt to a creature"))
    assert damage.cr_rule == "302.7"
    assert store.by_number["120.3e"].text.startswith("Damage dealt to a creature")
    assert store.by_number["302.7"].text == damage.text


def test_match_cr_rule_needs_the_whole_text() -> None:
    rules_by_text = {"damage dealt to a creature by a source.": "120.3e"}
    assert seeds.match_cr_rule("Damage dealt to a creature by a source.", rules_by_text) == "120.3e"
    assert seeds.match_cr_rule("Damage dealt to a creature", rules_by_text) is None


def test_ids_are_stable_and_derived_from_text(store: ReferenceStore) -> None:
    for ruling in store.seed_rulings:
        assert re.fullmatch(r"sr-[0-9a-f]{10}", ruling.id)
        assert seeds.ruling_id(ruling.text) == ruling.id
    assert len({r.id for r in store.seed_rulings}) == 43


@pytest.mark.parametrize(
    ("start", "topic"),
    [
        ("To populate means", "Populate"),
        ("Rootborn Defenses affects only", "Populate"),
        ("“Investigate” means", "Investigate"),
        ("You don't have to choose any targets for Out Cold", "Investigate"),
        ("Storm is a triggered ability", "Storm"),
        ("The text that a name sticker", "Name stickers"),
        ("One card (Golgothian Sylex)", "Name lists"),
        ("If an ability would produce one or more mana", "Mana"),
        ("If the spell or ability specifies targets", "Targets"),
        ("A Royal Role token is", "Tokens"),
        ("Damage marked on a creature remains", "Damage"),
        ("If you target a creature with ward", "Ward"),
        ("Some continuous effects affect players", "Continuous effects"),
        ("Some replacement effects modify", "Replacement effects"),
        ("Only white creatures you control", "Protection"),
        ("Dawn Charm's third mode", "Targets"),
    ],
)
def test_topics(store: ReferenceStore, start: str, topic: str) -> None:
    ruling = next(r for r in store.seed_rulings if r.text.startswith(start))
    assert ruling.topic == topic


def test_named_cards(store: ReferenceStore) -> None:
    wrench = next(
        r for r in store.seed_rulings if r.text.startswith("If an effect refers to a Clue")
    )
    assert wrench.cards == ("Clue", "Wrench", "Alquist Proft, Master Sleuth")
    sylex = next(r for r in store.seed_rulings if r.cr_rule == "206.3b")
    assert sylex.cards[0] == "Golgothian Sylex"
    assert "Urza’s Tower" in sylex.cards or "Urza's Tower" in sylex.cards


def test_named_cards_prefers_longest_name() -> None:
    found = seeds.named_cards(
        "Ambush Party attacks; Ambush is an instant.", ["Ambush", "Ambush Party"]
    )
    assert found == ["Ambush Party", "Ambush"]


def test_sources_record_every_file(store: ReferenceStore) -> None:
    sticker = next(r for r in store.seed_rulings if r.cr_rule == "123.6c")
    assert len(sticker.sources) == 4
    assert all(s.endswith(".txt") for s in sticker.sources)

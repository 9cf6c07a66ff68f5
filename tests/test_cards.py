"""Cards from MTGJSON and the seed-card file: one entry per distinct name; their dated rulings."""

from __future__ import annotations

from app.reference.store import ReferenceStore


def test_one_entry_per_distinct_name(store: ReferenceStore) -> None:
    names = [c.name for c in store.cards]
    assert len(names) == len(set(names))
    atq = [c for c in store.cards if "ATQ" in c.sets]
    hml = [c for c in store.cards if "HML" in c.sets]
    assert len(atq) == 85
    assert len(hml) == 115


def test_dated_rulings_newest_first(store: ReferenceStore) -> None:
    rulings = store.card_rulings.of("Aether Storm")
    assert rulings
    dates = [r.date for r in rulings]
    assert dates == sorted(dates, reverse=True)
    assert all(len(d) == 10 for d in dates)


def test_seed_cards_have_current_oracle_text(store: ReferenceStore) -> None:
    sylex = store.cards_by_slug["golgothian-sylex"]
    assert sylex.sets == ("ATQ",)
    assert "nontoken permanent" in sylex.oracle
    assert "seed-cards.json" in sylex.source
    clue = store.cards_by_slug["clue"]
    assert clue.token
    assert clue.rule == "111.10f"
    assert store.cards_by_slug["rootborn-defenses"].type_line == "Instant"


def test_types_and_power(store: ReferenceStore) -> None:
    ornithopter = store.cards_by_slug["ornithopter"]
    assert ornithopter.power == "0"
    assert ornithopter.toughness == "2"
    assert "Artifact Creature" in ornithopter.type_line

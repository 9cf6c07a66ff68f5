"""The judge's canon has its goldens (issue 29): every card of `../shared/data/judge-canon.tsv`
(the cards rules questions cluster on) is played in at least one golden of `tests/scenarios/`.

A golden names a card by the `card` of one of its objects (a golden that expects its scenario
not to load doesn't count); a canon card matches by its name, by one of its faces' names ("Delver
of Secrets // Insectile Aberration" by either face) and by the corpus card's own name and faces,
all folded as the engine folds names. The few cards that can't have a golden yet are listed in
`WITHOUT_GOLDEN` with the reason, and the test fails too when one of them has gained a golden,
so the list only shrinks.
"""

from __future__ import annotations

import csv
import json
from functools import cache
from pathlib import Path

from engine.cards.names import fold_name
from engine.cards.store import corpus_card
from tests.engine.golden import golden_files
from tests.shared_dir import original

#: Canon cards without a golden, each with the reason (the folded name is the key's match).
WITHOUT_GOLDEN: dict[str, str] = {}


def _canon() -> list[str]:
    path = original("data", "judge-canon.tsv")
    with path.open(newline="", encoding="utf-8") as f:
        # No quoting: '"Name Sticker" Goblin' begins with a quote that is part of its name.
        rows = csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        return [row["name"] for row in rows]


def _names_of(name: str) -> set[str]:
    """The folded names a golden may call the canon card `name` by: its own, its faces' (split
    at " // "), and the corpus card's name and face names when the corpus has it."""
    names = {name, *name.split(" // ")}
    card = corpus_card(name)
    if card is not None:
        names |= {card.name, *card.face_names}
    return {fold_name(n) for n in names}


@cache
def _golden_cards() -> dict[str, list[str]]:
    """Each folded card name played in a golden, with the goldens that play it. A golden that
    expects the scenario not to load (exit 2) plays nothing and answers no rules question."""
    found: dict[str, list[str]] = {}
    for path in golden_files():
        scenario = json.loads(Path(path).read_text(encoding="utf-8"))
        if scenario.get("expect", {}).get("exit", 0) == 2:
            continue
        for obj in scenario.get("objects", []):
            if isinstance(card := obj.get("card"), str):
                found.setdefault(fold_name(card), []).append(path.name)
    return found


def _goldens_of(name: str) -> list[str]:
    cards = _golden_cards()
    return sorted({g for n in _names_of(name) for g in cards.get(n, [])})


def test_the_canon_is_read() -> None:
    canon = _canon()
    assert len(canon) >= 200
    assert "Humility" in canon
    assert '"Name Sticker" Goblin' in canon, "a name beginning with a quote is read whole"


def test_every_canon_card_has_a_golden() -> None:
    missing = [n for n in _canon() if n not in WITHOUT_GOLDEN and not _goldens_of(n)]
    assert not missing, (
        f"{len(missing)} canon cards have no golden in tests/scenarios/ (write one from a real "
        f"rules question, with its contrast): {', '.join(missing)}"
    )


def test_the_exceptions_are_canon_cards_still_without_a_golden() -> None:
    canon = set(_canon())
    assert set(WITHOUT_GOLDEN) <= canon, set(WITHOUT_GOLDEN) - canon
    stale = {n: _goldens_of(n) for n in WITHOUT_GOLDEN if _goldens_of(n)}
    assert not stale, f"these cards have goldens now; take them off WITHOUT_GOLDEN: {stale}"


def test_a_double_faced_card_matches_by_a_face_name() -> None:
    """A golden playing "Insectile Aberration" counts for "Delver of Secrets // Insectile
    Aberration" (the match the canon's multiface cards rely on)."""
    assert fold_name("Insectile Aberration") in _names_of(
        "Delver of Secrets // Insectile Aberration"
    )
    assert fold_name("Fire // Ice") in _names_of("Fire // Ice")

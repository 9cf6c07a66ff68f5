"""The close names of a typo are those of scoring every card name (`app.reference.close_names`
scores only the names whose length can reach the cut-off)."""

from __future__ import annotations

import random

from rapidfuzz import fuzz, process

from app.reference.close_names import CloseNames
from app.reference.search import MAX_CLOSE_NAMES, MIN_NAME_SCORE, SearchIndex


def every_name(names: list[str], query: str) -> list[tuple[int, float]]:
    """What scoring the whole list gives: places and scores, best first."""
    found = process.extract(
        query, names, scorer=fuzz.ratio, score_cutoff=MIN_NAME_SCORE, limit=MAX_CLOSE_NAMES
    )
    return [(place, score) for _, score, place in found]


def test_a_name_at_the_length_bound_is_found() -> None:
    # "abcd" against "abcdef": 100 · (1 − 2 / 10) = 80, the cut-off; "abcdefg" can't reach it.
    names = ["abcdefg", "abcdef", "ab", "abcd"]
    close = CloseNames(names, min_score=80, limit=5)
    assert close("abcd") == [(3, 100.0), (1, 80.0)]
    assert close("abcd") == every_name(names, "abcd")


def test_ties_keep_the_order_of_the_names() -> None:
    # Longer names come first in the list, shorter ones first by length: ties still go by place.
    names = ["bolts", "bolt", "boltz", "bol", "blot"]
    close = CloseNames(names, min_score=MIN_NAME_SCORE, limit=2)
    assert close("bolt") == every_name(names[:], "bolt")[:2] == [(1, 100.0), (0, 88.88888888888889)]


def test_same_names_as_scoring_every_card(search_index: SearchIndex) -> None:
    names = list(search_index._card_list)
    close = CloseNames(names, min_score=MIN_NAME_SCORE, limit=MAX_CLOSE_NAMES)
    queries = ["capricopi", "lightnig blot", "humility opalescence", "xyz"]
    # Prefixes of names and prefixes with a letter dropped, of every 150th name.
    for k, name in enumerate(names[::150]):
        typo = name[: 3 + k % max(1, len(name) - 1)]
        queries.append(typo)
        if len(typo) > 3:
            queries.append(typo[: k % len(typo)] + typo[k % len(typo) + 1 :])
    for query in queries:
        assert close(query) == every_name(names, query), query


def test_repeated_characters_count_as_often_as_both_hold_them() -> None:
    # Only names sharing enough characters with the query, repeats counted, are scored: "aabb"
    # and "aabbb" share 4, "aab" 3 (all three reach 80); "bbaa" shares 4 but its LCS is 2 (50).
    names = ["abbb", "abab", "aabb", "bbaa", "aab", "aabbb", "aaaabbbb"]
    close = CloseNames(names, min_score=MIN_NAME_SCORE, limit=10)
    expected = [(2, 100.0), (5, 88.88888888888889), (4, 85.71428571428572)]
    assert close("aabb") == every_name(names, "aabb") == expected


def test_typos_over_few_letters_find_what_scoring_every_name_finds() -> None:
    # Names of three letters repeat them often: the shared count's bound is tightest there.
    rng = random.Random(30)  # noqa: S311 - a fixed sample, not a secret
    names = ["".join(rng.choice("ab c") for _ in range(rng.randint(3, 14))) for _ in range(400)]
    close = CloseNames(names, min_score=MIN_NAME_SCORE, limit=MAX_CLOSE_NAMES)
    for name in names[:150]:
        typo = list(name)
        typo[rng.randrange(len(typo))] = rng.choice("abcd")
        query = "".join(typo)
        assert close(query) == every_name(names, query), query

"""A card with a face or half the card data doesn't have is never fully modelled (issue 25 §2.6).

The corpus holds the first half of a split card, an adventurer card, a modal double-faced card …
and no text for the rest (`engine/cards/corpus.py`); the faces file (`engine/cards/faces.py`,
issue 30 §2) gives split, aftermath, adventurer and flip cards printed to April 2022 their other
halves, and modal double-faced cards their back faces. A half neither has is a part of the card
nothing reads: the engine lists it as an unsupported line ("Signaling Roar (the adventure half)
isn't in the card data."), on the card, in a run's objects and in the coverage figures.
"""

from __future__ import annotations

from engine import card_names, card_status, corpus_card, find_card, run
from engine.cards.coverage import measure

ROAR = "Signaling Roar (the adventure half) isn't in the card data."


def test_an_adventure_whose_creature_is_read_is_partial_not_implemented() -> None:
    found = card_status(find_card("Riling Dawnbreaker"))
    # Every line of the creature half is read; the adventure half is the one unread part.
    assert found.unsupported == (ROAR,)
    assert found.status == "partial"


def test_each_missing_half_is_named_with_what_it_is() -> None:
    assert card_status(find_card("Cease // Desist")).unsupported[-1] == (
        "Desist (the split card's second half) isn't in the card data."
    )
    assert card_status(find_card("Witch Enchanter")).unsupported[-1] == (
        "Witch-Blessed Meadow (the back face) isn't in the card data."
    )
    # The faces file has Dawn (issue 30 §2): its own lines are read, not a missing half —
    # "Return all creature cards with power 2 or less from your graveyard to your hand."
    dawn = card_status(find_card("Dusk // Dawn"))
    assert not any(line.endswith("isn't in the card data.") for line in dawn.unsupported)
    assert dawn.status == "implemented"
    who = card_status(find_card("Who // What // When // Where // Why")).unsupported
    assert who[-1] == "Why (the split card's fifth part) isn't in the card data."
    assert len(who) == 4


def test_a_vanilla_creature_whose_adventure_is_read_is_implemented() -> None:
    # Its creature half has no rules text and its Adventure is read (the faces file) and cast
    # as one (715.3, engine.mechanics.adventure): nothing of the card is left unread.
    found = card_status(find_card("Curious Pair // Treats to Share"))
    assert found.unsupported == ()
    assert found.status == "implemented"


def test_no_card_with_a_missing_face_is_implemented() -> None:
    names = [e.name for e in card_names() if e.playable and e.faces and e.layout != "transform"]
    missing = [c for n in names if (c := corpus_card(n)) is not None and c.missing_faces]
    # 481 before the faces file gave 144 of them their other halves (issue 30 §2), and 69
    # modal double-faced cards their back faces (712.3).
    assert len(missing) == 268
    implemented = []
    for card in missing:
        try:
            definition = find_card(card.name)
        except ValueError:  # a card the engine refuses to load (an Un-card's joke)
            continue
        if definition is not None and card_status(definition).status == "implemented":
            implemented.append(card.name)
    assert implemented == []


def test_a_run_lists_the_missing_half_in_the_objects_unsupported() -> None:
    output, status = run(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A"}, {"id": "B"}],
            "turn": {"number": 1, "active": "A", "step": "main1"},
            "objects": [
                {"id": "riling", "card": "Riling Dawnbreaker", "owner": "A", "zone": "battlefield"}
            ],
        }
    )
    assert status == 0
    riling = next(o for o in output["state"]["objects"] if o["id"] == "riling")
    assert riling["unsupported"] == [ROAR]


def test_coverage_counts_a_missing_half_as_an_unread_part() -> None:
    cards = [
        c
        for n in ("Riling Dawnbreaker", "Curious Pair // Treats to Share", "Grizzly Bears")
        if (c := corpus_card(n)) is not None
    ]
    found = measure(cards)
    assert found.cards == {"partial": 1, "fully modelled": 2}
    # Curious Pair's Adventure is in the faces file: read and castable as one (715.3).
    assert found.missing_faces == {"adventure": 1, "normal": 0}


def test_a_missing_half_leaves_a_run_complete_where_it_cant_be_reached() -> None:
    """Riling Dawnbreaker on the battlefield: Signaling Roar (its Adventure, which the card data
    lacks) could function only as it is cast (715.3), which no run can reach, so the run is
    complete — the creature's own lines are read — while the card lists the half as
    unsupported."""
    output, status = run(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A"}, {"id": "B"}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {"id": "riling", "card": "Riling Dawnbreaker", "owner": "A", "zone": "battlefield"},
                {"id": "giant", "card": "Bonecrusher Giant", "owner": "A", "zone": "hand"},
            ],
            "actions": [],
        }
    )
    assert status == 0
    assert output["complete"] is True
    assert output["unmodelled"] == []
    objects = {o["id"]: o for o in output["state"]["objects"]}
    assert objects["riling"]["unsupported"] == [
        "Signaling Roar (the adventure half) isn't in the card data."
    ]

"""“Another target …” on a permanent's ability: not the object whose ability it is (115.1).

Swept over every corpus card with an activated or triggered ability saying "another target …"
that the engine reads (Halana and Alena's counters, Aegis Automaton's bounce, Myr Retriever's
return from the graveyard): the object itself, where that ability would look for it, is refused
for that reason, and not offered — the source handed to target choice is the object whose
ability it is, not the ability on the stack.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from engine import card_names, corpus_card, find_card, load
from engine.cards.vocabulary import Activated, TargetSpec, Triggered
from engine.core.state import ObjectRef
from engine.derived.targets import candidates, why_illegal
from tests.engine.helpers import game, obj, of_kind, play, reading


@cache
def _another_abilities() -> list[tuple[str, str, TargetSpec]]:
    """(card name, the entry's whole name, target spec) for each "another target" spec the
    engine read among a card's own activated and triggered abilities, modes included (whether
    or not its other lines are read). The board names the card by its entry's whole name, so
    each entry is boarded as itself (a reversible printing too).

    Swept when a test asks, once a process, not as the module is collected: every test process
    collects it (each pytest-xdist worker, every `make check`), and the sweep is 2 s of CPU."""
    out = []
    for entry in card_names():
        card = corpus_card(entry.name)
        if not entry.playable or card is None:
            continue
        if not any("other target" in (face.text or "") for face in card.faces):
            continue
        definition = find_card(entry.name)
        if definition is None:
            continue
        for ability in definition.abilities:
            if not isinstance(ability, Activated | Triggered):
                continue
            specs = [*ability.targets, *(s for m in ability.modes for s in m.targets)]
            out += [(definition.name, entry.name, s) for s in specs if s.filter.other]
    return out


#: The two tests that read the sweep run on one pytest-xdist worker, which sweeps once.
SWEEP = pytest.mark.xdist_group("another-target-sweep")


def _board(card: str, zone: str) -> dict[str, Any]:
    return {
        "format": "rulings-explorer/1",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [{"id": "it", "card": card, "owner": "A", "zone": zone}],
    }


@SWEEP
def test_the_sweep_finds_the_cards_the_issue_names() -> None:
    names = {name for name, _, _ in _another_abilities()}
    assert len(names) >= 90
    assert {"Halana and Alena, Partners", "Riling Dawnbreaker", "Aegis Automaton"} <= names


@SWEEP
def test_another_target_never_is_the_object_whose_ability_it_is() -> None:
    wrong = []
    for name, whole, spec in _another_abilities():
        state = load(_board(whole, "graveyard" if spec.kind == "card" else "battlefield"))
        it = state.objects["it"]
        ref = ObjectRef(it.id, it.incarnation)
        why = why_illegal(state, spec, ref, "A", None, it)
        if why is None or "says “another”" not in why:
            wrong.append(f"{name} ({spec.text}): {why}")
        if ref in candidates(state, spec, "A", None, it):
            wrong.append(f"{name} ({spec.text}): offered as a target of its own ability")
    assert not wrong, "\n".join(wrong)


def test_another_after_an_earlier_target_contrasts_with_that_target_not_with_the_object() -> None:
    bite = reading("Leeching Bite", "Target creature gets +1/+1")
    assert "then another target creature (not one chosen for an earlier target, 115.3)" in (
        bite.words
    )
    groodion = find_card("Drooling Groodion")
    assert groodion is not None
    [ability] = [a for a in groodion.abilities if isinstance(a, Activated)]
    first, second = ability.targets
    assert (first.other_than_earlier, second.other_than_earlier) == (False, True)
    assert not second.filter.other  # Groodion itself may be the second target
    halana = find_card("Halana and Alena, Partners")
    assert halana is not None
    [trigger] = [a for a in halana.abilities if isinstance(a, Triggered)]
    assert trigger.targets[0].filter.other
    assert not trigger.targets[0].other_than_earlier


#: A spell whose first target is narrower than its second: "Target creature you control gets
#: +1/+1 until end of turn. Another target creature gets -1/-1 until end of turn."
SHIFT = {
    "name": "Test Shift",
    "mana_cost": "{G}",
    "type_line": "Instant",
    "targets": [
        {
            "kind": "creature",
            "filter": {"controller": "you"},
            "text": "target creature you control",
        },
        {"kind": "creature", "other_than_earlier": True, "text": "another target creature"},
    ],
    "effects": [
        {
            "op": "continuous",
            "target": 0,
            "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}],
        },
        {
            "op": "continuous",
            "target": 1,
            "modifications": [{"op": "modify_pt", "power": -1, "toughness": -1}],
        },
    ],
}


def test_a_target_forced_by_another_is_taken_without_asking() -> None:
    """A's Bears are the only choice for the first target, so B's are the only one left for
    "another": one legal choice of targets is not asked (601.2c)."""
    data = game(
        [
            obj("battlefield", "mybears", "Grizzly Bears"),
            obj("battlefield", "bears", "Grizzly Bears", "B"),
            obj("hand", "shift", "Test Shift"),
        ],
        players=[{"id": "A", "mana_pool": "{G}"}, {"id": "B"}],
        actions=[{"player": "A", "cast": "shift"}, {"resolve": "stack"}],
        cards=[SHIFT],
    )
    state, events = play(data)
    assert state.error is None
    assert state.choice is None
    assert [e.objects for e in of_kind(events, "targets")] == [("shift", "mybears", "bears")]

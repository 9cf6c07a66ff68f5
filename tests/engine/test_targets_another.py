"""“Another target …” on a permanent's ability: not the object whose ability it is (115.1).

Swept over every corpus card with an activated or triggered ability saying "another target …"
that the engine reads (Halana and Alena's counters, Aegis Automaton's bounce, Myr Retriever's
return from the graveyard): the object itself, where that ability would look for it, is refused
for that reason, and not offered — the source handed to target choice is the object whose
ability it is, not the ability on the stack.
"""

from __future__ import annotations

from typing import Any

from engine import card_names, corpus_card, find_card, load
from engine.cards.vocabulary import Activated, TargetSpec, Triggered
from engine.state import ObjectRef
from engine.targets import candidates, why_illegal


def _another_abilities() -> list[tuple[str, TargetSpec]]:
    """(card name, target spec) for each "another target" spec the engine read among a card's
    own activated and triggered abilities, modes included (whether or not its other lines are
    read)."""
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
            out += [(definition.name, s) for s in specs if s.filter.other]
    return out


ANOTHER = _another_abilities()


def _board(card: str, zone: str) -> dict[str, Any]:
    return {
        "format": "rulings-explorer/1",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [{"id": "it", "card": card, "owner": "A", "zone": zone}],
    }


def test_the_sweep_finds_the_cards_the_issue_names() -> None:
    names = {name for name, _ in ANOTHER}
    assert len(names) >= 90
    assert {"Halana and Alena, Partners", "Riling Dawnbreaker", "Aegis Automaton"} <= names


def test_another_target_never_is_the_object_whose_ability_it_is() -> None:
    wrong = []
    for name, spec in ANOTHER:
        state = load(_board(name, "graveyard" if spec.kind == "card" else "battlefield"))
        it = state.objects["it"]
        ref = ObjectRef(it.id, it.incarnation)
        why = why_illegal(state, spec, ref, "A", None, it)
        if why is None or "says “another”" not in why:
            wrong.append(f"{name} ({spec.text}): {why}")
        if ref in candidates(state, spec, "A", None, it):
            wrong.append(f"{name} ({spec.text}): offered as a target of its own ability")
    assert not wrong, "\n".join(wrong)

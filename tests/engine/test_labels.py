"""What the output calls things (issue 16, item 4): every object, ability on the stack and option
of a pending choice has a label in players' words — the narration's names, "#2" only for the
second of two objects that share a name — so no view has to show a scenario id."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.driver.run import run

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _golden(name: str, **changes: Any) -> dict[str, Any]:
    data = json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))
    data.pop("expect")
    return {**data, **changes}


def test_trigger_order_options_name_each_source_and_what_it_says() -> None:
    """Two Tappers trigger (603.3b): the options are told apart as Tapper and Tapper #2."""
    output, _ = run(_golden("trigger_order_then_targets", choices=[]))
    pending = output["pending"]
    assert pending["kind"] == "order"
    assert pending["options"] == ["a1", "a2"]  # the answer still names ids (SCENARIO.md)
    said = "(“Whenever you cast a blue spell, tap target nonland permanent an opponent controls.”)"
    assert pending["labels"] == [f"Tapper's ability {said}", f"Tapper #2's ability {said}"]
    labels = {o["id"]: o["label"] for o in output["state"]["objects"]}
    assert labels["tap1"] == "Tapper"
    assert labels["tap2"] == "Tapper #2"
    assert [s["label"] for s in output["state"]["stack"]] == ["Unsummon"]

    answered, _ = run(_golden("trigger_order_then_targets"))
    texts = [e["text"] for e in answered["events"]]
    assert "Player A chooses Tapper #2's ability " + said + ", Tapper's ability " + said + "." in (
        texts
    )
    stack = {s["id"]: s["label"] for s in answered["state"]["stack"]}
    assert stack == {"un": "Unsummon", "a1": "Tapper's ability", "a2": "Tapper #2's ability"}
    assert not [t for t in texts if "a1" in t.split() or "a2" in t.split()]


def test_replacement_options_name_each_effect_by_its_source_not_its_id() -> None:
    """616.1: Furnace of Rath's doubling and Guardian Salve's shield, offered by name."""
    output, _ = run(_golden("replacement_two_effects_order_pending"))
    pending = output["pending"]
    assert pending["options"] == ["furnace", "r1"]
    assert pending["labels"][0].startswith("Furnace of Rath: If a source would deal damage")
    assert pending["labels"][1] == (
        "Guardian Salve: Prevent the next 3 damage that would be dealt to Grizzly Bears this turn"
    )
    assert "r1" not in pending["text"].split()
    assert "furnace" not in pending["text"]

    chose, _ = run(
        _golden("replacement_two_effects_order_pending", choices=[{"replacement": "r1"}])
    )
    applied = [e["text"] for e in chose["events"] if e["kind"] == "replacement_order"]
    assert applied == [
        "Player B applies Guardian Salve: Prevent the next 3 damage that would be dealt to "
        "Grizzly Bears this turn first to the 2 damage Shock would deal to Grizzly Bears."
    ]
    assert "Player B chooses Guardian Salve: Prevent the next 3 damage" in " ".join(
        e["text"] for e in chose["events"]
    )


def test_layer_explanations_name_sources_with_numbers_not_ids() -> None:
    """613: two Flight effects and two Grounded effects on two creatures are told apart."""
    output, _ = run(_golden("layers_6_later_keyword_effect_wins"))
    said = {o["id"]: [x["text"] for x in o["explanations"]] for o in output["state"]["objects"]}
    assert said["bears"] == ["Flying from Flight, layer 6", "loses Flying (Grounded), layer 6"]
    assert said["thopter"] == [
        "loses Flying (Grounded #2), layer 6",
        "Flying from Flight #2, layer 6",
    ]

"""For Mirrodin! (702.163a) read by its package alone: the keyword stands for a triggered
ability of the Equipment, armed the way living weapon arms its Germ (one way of creating a token
and attaching the Equipment to it)."""

from __future__ import annotations

from engine.cards.compiler import compile_face
from engine.mechanics.for_mirrodin.model import ForMirrodin
from engine.mechanics.for_mirrodin.rules import for_mirrodin_ability
from engine.modifiers.triggers import KEYWORD_TRIGGERS


def test_the_keyword_is_read_and_said_with_its_reminder() -> None:
    read = compile_face(
        "Barbed Batterfist",
        "Barbed Batterfist",
        "For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then "
        "attach this to it.)\nEquipped creature gets +1/-1.\nEquip {1}",
        ("Artifact",),
    )
    assert [r.outcome for r in read.readings] == ["recognised"] * 3
    assert read.readings[0].words.startswith("the keyword For Mirrodin! (702.163a)")


def test_it_stands_for_an_enters_trigger_creating_and_equipping_a_rebel() -> None:
    assert KEYWORD_TRIGGERS["For Mirrodin!"].rule == "702.163a"
    ability = for_mirrodin_ability
    assert ability.trigger.event == "enters"
    assert ability.effects == (ForMirrodin(),)
    # A line that only looks like it (another keyword's words) isn't this keyword.
    other = compile_face("Test", "Test", "For Phyrexia!", ("Artifact",))
    assert other.readings[0].outcome != "recognised"

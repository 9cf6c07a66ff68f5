"""Explore (701.44) read from oracle text: the verb's subject is the exploring permanent — the
card itself, a target, or the creature a trigger event names — and any other shape stays unread
rather than misread."""

from __future__ import annotations

from engine.cards.compiler import compile_face
from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.vocabulary import Activated, Triggered
from engine.mechanics.explore.model import Explore

SELVES = ("Merfolk Branchwalker",)


def _ability(line: str) -> Activated | Triggered | None:
    tree = parse_line(line, SELVES).tree
    assert tree is not None, line
    found = lower_ability(tree)
    return found if isinstance(found, Activated | Triggered) else None


def test_the_card_itself_explores_from_its_trigger_or_its_activated_ability() -> None:
    enters = _ability("When this creature enters, it explores.")
    assert isinstance(enters, Triggered)
    assert enters.effects == (Explore(target="self"),)
    activated = _ability("{2}{G}: This creature explores. Activate only as a sorcery.")
    assert isinstance(activated, Activated)
    assert activated.effects == (Explore(target="self"),)


def test_a_target_or_the_creature_a_trigger_names_explores() -> None:
    dies = _ability("When this creature dies, target creature you control explores.")
    assert isinstance(dies, Triggered)
    assert dies.effects == (Explore(target=0),)
    assert [(t.kind, t.filter.controller) for t in dies.targets] == [("creature", "you")]
    # "Whenever a creature you control enters, it explores": the creature that entered (603.2).
    path = _ability("Whenever a creature you control enters, it explores.")
    assert isinstance(path, Triggered)
    assert path.effects == (Explore(target="that_creature"),)


def test_a_group_or_a_moved_card_exploring_stays_unread() -> None:
    # Several permanents exploring at once are ordered by 701.44d, which isn't modelled.
    assert _ability("When this creature enters, each creature you control explores.") is None
    # The returned card is a new object (400.7): "that creature" names nothing the vocabulary has.
    tree = parse_line(
        "Return target creature card from your graveyard to the battlefield. "
        "That creature explores.",
        SELVES,
        spell=True,
    ).tree
    assert tree is None or lower_spell([tree]) is None


def test_the_card_page_says_what_exploring_does() -> None:
    read = compile_face(
        "Merfolk Branchwalker",
        "Merfolk Branchwalker",
        "When this creature enters, it explores. (Reveal the top card of your library. Put that "
        "card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, "
        "then put the card back or put it into your graveyard.)",
        ("Creature",),
    )
    assert read.readings[0].outcome == "recognised"
    assert "this object explores (701.44a)" in read.readings[0].words


def test_a_creature_you_control_exploring_is_a_trigger_event() -> None:
    # 701.44b: "Whenever a creature you control explores" — a permanent of its scope explored.
    walker = _ability("Whenever a creature you control explores, put a +1/+1 counter on ~.")
    assert isinstance(walker, Triggered)
    assert (walker.trigger.event, walker.trigger.scope) == ("explores", "you_control")
    assert walker.trigger.filter.types == ("Creature",)
    # What it revealed isn't said by the event (Nicanzil's "explores a land card"): unread.
    tree = parse_line(
        "Whenever a creature you control explores a land card, put a +1/+1 counter on ~.", SELVES
    ).tree
    assert (
        tree is None
        or _ability(
            "Whenever a creature you control explores a land card, put a +1/+1 counter on ~."
        )
        is None
    )

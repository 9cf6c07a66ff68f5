"""Connive (701.50) read from oracle text: the verb's subject is the conniving permanent — the
card itself, a target, or the creature a trigger event names — and any other shape stays unread
rather than misread."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.vocabulary import Activated, Draw, Triggered
from engine.mechanics.connive.model import Connive

SELVES = ("Raffine's Informant",)


def _ability(line: str) -> Activated | Triggered | None:
    tree = parse_line(line, SELVES).tree
    assert tree is not None, line
    found = lower_ability(tree)
    return found if isinstance(found, Activated | Triggered) else None


def test_the_card_itself_or_a_target_connives() -> None:
    enters = _ability("When this creature enters, it connives.")
    assert isinstance(enters, Triggered)
    assert enters.effects == (Connive(target="self"),)
    activated = _ability("{3}: This creature connives.")
    assert isinstance(activated, Activated)
    assert activated.effects == (Connive(target="self"),)
    lookout = _ability("When this creature enters, target creature you control connives.")
    assert isinstance(lookout, Triggered)
    assert lookout.effects == (Connive(target=0),)


def test_up_to_one_target_connives_after_another_instruction() -> None:
    tree = parse_line(
        "Target player draws a card, then up to one target creature you control connives.",
        SELVES,
        spell=True,
    ).tree
    assert tree is not None
    found = lower_spell([tree])
    assert found is not None
    assert [(t.kind, t.min, t.max) for t in found.targets] == [("player", 1, 1), ("creature", 0, 1)]
    assert isinstance(found.effects[0], Draw)
    assert found.effects[1] == Connive(target=1)


def test_connive_n_or_a_group_conniving_stays_unread() -> None:
    # Connive N (701.50e) with its number counted, and several permanents at once (701.50d).
    raffine = (
        "Whenever you attack, target attacking creature connives X, where X is the number of "
        "attacking creatures."
    )
    tree = parse_line(raffine, SELVES).tree
    assert tree is None or lower_ability(tree) is None
    assert _ability("When this creature enters, each creature you control connives.") is None

"""A target "that player controls" / "defending player controls" (603.2, 506.2): controlled by
the player the trigger event names, read only where the event names one."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.vocabulary import Destroy, Triggered

SELVES = ("Throat Slitter",)


def _ability(line: str) -> Triggered | None:
    tree = parse_line(line, SELVES).tree
    assert tree is not None, line
    found = lower_ability(tree)
    return found if isinstance(found, Triggered) else None


def test_the_player_dealt_combat_damage_controls_the_target() -> None:
    found = _ability(
        "Whenever this creature deals combat damage to a player, destroy target nonblack "
        "creature that player controls."
    )
    assert found is not None
    (spec,) = found.targets
    assert (spec.kind, spec.controlled_by_event, spec.event_player) == (
        "creature",
        "that_player",
        None,
    )
    assert spec.filter.not_colors == ("B",)
    assert spec.filter.controller == "any"
    assert found.effects == (Destroy(target=0),)
    attacks = _ability(
        "Whenever this creature attacks, destroy target artifact or enchantment defending "
        "player controls."
    )
    assert attacks is not None
    assert attacks.targets[0].controlled_by_event == "defending"


def test_with_no_player_named_by_an_event_it_is_not_read() -> None:
    # An event naming no player ("enters") leaves "that player" unnamed: unread, never guessed.
    assert (
        _ability("When this creature enters, destroy target creature that player controls.") is None
    )
    # "Defending player" of an event that isn't an attack or a block is no one (506.2).
    assert (
        _ability("When this creature enters, destroy target creature defending player controls.")
        is None
    )
    spell = parse_line("Destroy target creature that player controls.", SELVES, spell=True).tree
    assert spell is not None
    assert lower_spell([spell]) is None

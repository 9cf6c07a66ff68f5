""" "At the beginning of the upkeep of enchanted creature's controller" read and lowered (issue
28 §5; 603.2, 503.1): the upkeep of the player who controls what the Aura enchants, "that
player" that player and "that creature" / "that land" the enchanted permanent — with the
shapes left unread."""

from __future__ import annotations

from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.tree import Reference, Triggered
from engine.cards.vocabulary import DealDamage, LoseLife, PutCounters, Trigger
from tests.engine.helpers import lowered_ability

_UPKEEP = Trigger(event="beginning_of_upkeep", whose="enchanted_controller")


def _effects(line: str, name: str) -> tuple[object, ...] | None:
    found = lowered_ability(line, (name,))
    if found is None:
        return None
    assert getattr(found, "trigger", None) == _UPKEEP
    return tuple(getattr(found, "effects", ()))


def test_the_enchanted_permanent_is_the_references_own_antecedent() -> None:
    line = "At the beginning of the upkeep of enchanted land's controller, destroy that land."
    tree = parse_line(line, ("Erosion",)).tree
    assert tree is not None
    assert isinstance(tree.body, Triggered)
    (whose,) = [p for p in tree.body.event.text if isinstance(p, Reference)]
    assert whose.kind == "controller"
    assert whose.antecedent is not None


def test_that_player_is_the_controller_whose_upkeep_it_is() -> None:
    # Cursed Land, One Thousand Lashes.
    damage = _effects(
        "At the beginning of the upkeep of enchanted land's controller, this Aura deals 1 "
        "damage to that player.",
        "Cursed Land",
    )
    assert damage is not None
    assert len(damage) == 1
    assert isinstance(damage[0], DealDamage)
    assert _effects(
        "At the beginning of the upkeep of enchanted creature's controller, that player loses 1 "
        "life.",
        "One Thousand Lashes",
    ) == (LoseLife(amount=1, player="that_player"),)


def test_that_creature_is_the_enchanted_creature() -> None:
    # Unstable Mutation: the creature the Aura enchanted as its controller's upkeep began.
    assert _effects(
        "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter "
        "on that creature.",
        "Unstable Mutation",
    ) == (PutCounters(counter="-1/-1", amount=1, target="that_creature"),)


def test_a_mismatched_noun_or_another_possessor_is_unread() -> None:
    # "That land" can't be the enchanted creature (205.2a): no antecedent, the line unread.
    line = "At the beginning of the upkeep of enchanted creature's controller, destroy that land."
    assert parse_line(line, ("Rot",)).tree is None
    # Only an Aura's "enchanted [permanent]" is read; another player's upkeep isn't this.
    other = "At the beginning of the upkeep of target creature's controller, you draw a card."
    assert parse_line(other, ("Rot",)).tree is None

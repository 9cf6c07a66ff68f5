"""Quoted abilities (113.2c, issue 28 §5): the line in quotes is read as a permanent's line is,
and is an ability the object gains (613.1f) or a token's text (111.3) — one test per rule, each
with the contrast the rule must leave unread rather than misread."""

from __future__ import annotations

from engine.cards.compiler import compile_face
from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.tree import Quoted
from engine.cards.lowering import lower_spell
from engine.cards.vocabulary import (
    Activated,
    AddAbilities,
    AddKeywords,
    ApplyContinuous,
    CreateToken,
    Static,
    Triggered,
)
from tests.engine.helpers import compiled, line_starting, lowered_static

SELVES = ("Tireless Gremlin",)


def _static(line: str) -> Static | None:
    return lowered_static(line, SELVES)


def _granted(found: Static | None) -> tuple[Activated | Triggered, ...]:
    assert found is not None
    (added,) = [m for m in found.modifications if isinstance(m, AddAbilities)]
    return added.abilities


def test_a_group_has_a_quoted_mana_ability() -> None:
    found = _static('Creatures you control have "{T}: Add one mana of any color."')
    (ability,) = _granted(found)
    assert found is not None
    assert found.affects == "all"
    assert isinstance(ability, Activated)
    assert ability.cost.tap
    assert ability.text == "{T}: Add one mana of any color."


def test_what_an_aura_enchants_has_the_ability_whatever_its_type() -> None:
    # "Enchanted land" (Squirrel Nest): the permanent the Aura is attached to (303.4).
    found = _static('Enchanted land has "{T}: Create a 1/1 green Squirrel creature token."')
    assert found is not None
    assert found.affects == "enchanted"
    assert len(_granted(found)) == 1


def test_keywords_and_a_quoted_ability_are_both_gained() -> None:
    found = _static(
        'Enchanted creature has haste and "{T}: This creature deals 1 damage to any target."'
    )
    assert found is not None
    assert AddKeywords(keywords=("Haste",)) in found.modifications
    (ability,) = _granted(found)
    assert isinstance(ability, Activated)


def test_this_creature_in_the_quotes_is_the_object_that_has_it() -> None:
    found = _static('Equipped creature has "Whenever this creature attacks, you gain 2 life."')
    (ability,) = _granted(found)
    assert isinstance(ability, Triggered)
    assert (ability.trigger.event, ability.trigger.scope) == ("attacks", "self")


def test_quotes_naming_the_card_by_its_name_stay_unread() -> None:
    # Inside the quotes the card's own name is another object than the one with the ability.
    line = 'Equipped creature has "{1}: Tireless Gremlin deals 1 damage to any target."'
    tree = parse_line(line, SELVES).tree
    assert tree is not None
    quoted = tree.body.effect[0].clauses[0].predicates[0].text[0]  # type: ignore[attr-defined]
    assert isinstance(quoted, Quoted)
    assert quoted.names_card
    assert _static(line) is None
    assert _static('Equipped creature has "{1}: This creature deals 1 damage to any target."')


def test_a_quoted_static_ability_isnt_gained() -> None:
    # The vocabulary's gained abilities are activated and triggered ones (613.1f, AddAbilities).
    assert _static('Enchanted creature has "This creature can\'t block."') is None


def test_a_quoted_line_partly_read_leaves_the_line_unread() -> None:
    assert (
        _static('Enchanted creature has "{T}: Draw a card, then draw a card for each Elf."') is None
    )


def test_gains_a_quoted_ability_until_end_of_turn() -> None:
    tree = parse_line(
        'Target creature gains "{T}: Add {G}." until end of turn.', SELVES, spell=True
    ).tree
    assert tree is not None
    found = lower_spell([tree])
    assert found is not None
    (effect,) = found.effects
    assert isinstance(effect, ApplyContinuous)
    assert effect.duration == "end_of_turn"
    (added,) = effect.modifications
    assert isinstance(added, AddAbilities)


def test_a_token_with_a_quoted_ability_has_it_as_its_text() -> None:
    face = compiled("Pest Summoning")
    (effect,) = face.effects
    token = effect["token"]
    assert effect["count"] == 2
    (ability,) = token["abilities"]
    assert ability["kind"] == "triggered"
    assert ability["trigger"]["event"] == "put_into_graveyard"
    assert ability["text"] == "When this token dies, you gain 1 life."
    assert CreateToken.model_validate(effect).token.abilities[0].kind == "triggered"  # type: ignore[union-attr]


def test_it_has_after_creating_a_token_is_that_tokens_text() -> None:
    found = line_starting(compiled("Eldrazi Skyspawner"), "When this creature enters")
    assert found.outcome == "recognised"
    (effect,) = found.abilities[0]["effects"]
    (ability,) = effect["token"]["abilities"]
    assert ability["cost"] == {"sacrifice_self": True}
    assert "with “Sacrifice this token: Add {C}.”" in found.words


def test_it_has_names_only_the_token_just_created() -> None:
    # "It" is the target creature, not a token: "has" is no instruction the lowering reads.
    line = 'Tap target creature. It has "{T}: Add {G}."'
    tree = parse_line(line, SELVES, spell=True).tree
    assert tree is None or lower_spell([tree]) is None


def test_nested_quotes_are_read_as_lines_of_their_own() -> None:
    face = compile_face(
        "Reef Worm",
        "Reef Worm",
        'When this creature dies, create a 3/3 blue Fish creature token with "When this token'
        " dies, create a 6/6 blue Whale creature token with 'When this token dies, create a 9/9"
        " blue Kraken creature token.'\"",
        ("Creature",),
    )
    (fish,) = face.abilities[0]["effects"]
    (whale,) = fish["token"]["abilities"][0]["effects"]
    (kraken,) = whale["token"]["abilities"][0]["effects"]
    assert kraken["token"]["power"] == 9


def test_commander_creatures_you_own_are_your_commanders() -> None:
    # The commanders a player owns are their own (903.3, 108.3): "your commander" exactly.
    found = _static(
        'Commander creatures you own have "Whenever this creature attacks, it gains double '
        'strike until end of turn."'
    )
    (ability,) = _granted(found)
    assert found is not None
    assert found.filter is not None
    assert (found.filter.commander, found.filter.owned_by_you) == (True, True)
    assert isinstance(ability, Triggered)
    # Commander creatures you control may be another player's commander: not read.
    assert _static('Commander creatures you control have "{T}: Add {R}."') is None

"""The compiler's mana amounts and mana triggers: "three mana of any one color", "two mana in any
combination of colors" (106.4), triggered mana abilities on a permanent being tapped for mana
(106.12a, 605.1b), and "whenever you sacrifice …" triggers (701.21a, 603.10a). Each case is a
real card's line and what it must be read as, or a line that must stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from tests.engine.helpers import compiled, line_starting, outcome_abilities_words

_COLORS = ["{W}", "{U}", "{B}", "{R}", "{G}"]


def _reading(name: str, start: str) -> tuple[str, str, Any, str]:
    """(outcome, template, the ability or the spell's effects, words) of a real card's line."""
    face = compiled(name)
    found = line_starting(face, start)
    read = found.abilities[0] if found.abilities else list(face.effects)
    if isinstance(read, dict):
        read = {k: w for k, w in read.items() if k != "text"}
    return found.outcome, found.template, read, found.words


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        (
            "Gilded Lotus",
            "{T}: Add three mana",
            [{"op": "add_mana_one_of", "options": _COLORS, "amount": 3}],
            "add 3 mana of one type chosen as it resolves (any color, 106.4)",
        ),
        (
            "Black Lotus",
            "{T}, Sacrifice this artifact",
            [{"op": "add_mana_one_of", "options": _COLORS, "amount": 3}],
            "tap this, sacrifice this: add 3 mana of one type",
        ),
        (
            "Sage of the Maze",
            "{T}: Add two mana",
            [{"op": "add_mana_combination", "amount": 2}],
            "add 2 mana in any combination of colors (each mana's type chosen",
        ),
        (
            "Orcish Lumberjack",
            "{T}, Sacrifice a Forest",
            [{"op": "add_mana_combination", "amount": 3, "options": ["{R}", "{G}"]}],
            "add 3 mana in any combination of {R} and/or {G}",
        ),
    ],
)
def test_a_mana_amount_is_read(name: str, line: str, effects: Any, said: str) -> None:
    outcome, template, ability, words = _reading(name, line)
    assert (outcome, template) == ("recognised", "activated")
    assert ability["effects"] == effects
    assert said in words


def test_a_spells_mana_combination_is_read_with_its_other_instruction() -> None:
    outcome, _, effects, words = _reading("Manamorphose", "Add two mana")
    assert outcome == "recognised"
    assert effects == [{"op": "add_mana_combination", "amount": 2}, {"op": "draw", "amount": 1}]
    assert "add 2 mana in any combination of colors" in words


@pytest.mark.parametrize(
    ("name", "line", "trigger", "effects", "said"),
    [
        (
            "Wild Growth",
            "Whenever enchanted land",
            {
                "event": "tapped_for_mana",
                "caster": "any",
                "scope": "enchanted",
                "filter": {"types": ["Land"]},
            },
            [{"op": "add_mana", "mana": "{G}", "player": "that_player"}],
            "whenever the land it enchants is tapped for mana (106.12a; a triggered mana ability",
        ),
        (
            "Fertile Ground",
            "Whenever enchanted land",
            {
                "event": "tapped_for_mana",
                "caster": "any",
                "scope": "enchanted",
                "filter": {"types": ["Land"]},
            },
            [{"op": "add_mana_one_of", "options": _COLORS, "player": "that_player"}],
            "the player who tapped it for mana adds one mana of any color",
        ),
        (
            "Dawn's Reflection",
            "Whenever enchanted land",
            {
                "event": "tapped_for_mana",
                "caster": "any",
                "scope": "enchanted",
                "filter": {"types": ["Land"]},
            },
            [{"op": "add_mana_combination", "amount": 2, "player": "that_player"}],
            "the player who tapped it for mana adds 2 mana in any combination of colors",
        ),
        (
            "Vernal Bloom",
            "Whenever a Forest",
            {"event": "tapped_for_mana", "caster": "any", "filter": {"subtypes": ["Forest"]}},
            [{"op": "add_mana", "mana": "{G}", "player": "that_player"}],
            "whenever a player taps a Forest for mana",
        ),
        (
            "Heartbeat of Spring",
            "Whenever a player taps",
            {"event": "tapped_for_mana", "caster": "any", "filter": {"types": ["Land"]}},
            [{"op": "add_mana_produced"}],
            "that player adds one mana of any type that land produced (106.12a)",
        ),
        (
            "Lavaleaper",
            "Whenever a player taps",
            {
                "event": "tapped_for_mana",
                "caster": "any",
                "filter": {"types": ["Land"], "supertypes": ["Basic"]},
            },
            [{"op": "add_mana_produced"}],
            "whenever a player taps a basic land for mana",
        ),
        (
            "Keeper of Progenitus",
            "Whenever a player taps",
            {
                "event": "tapped_for_mana",
                "caster": "any",
                "filter": {"types": ["Land"], "any_subtypes": ["Mountain", "Forest", "Plains"]},
            },
            [{"op": "add_mana_produced"}],
            "whenever a player taps a Mountain or Forest or Plains for mana",
        ),
    ],
)
def test_a_triggered_mana_ability_is_read(
    name: str, line: str, trigger: Any, effects: Any, said: str
) -> None:
    outcome, template, ability, words = _reading(name, line)
    assert (outcome, template) == ("recognised", "triggered: mana")
    assert ability == {"kind": "triggered", "trigger": trigger, "effects": effects}
    assert said in words


@pytest.mark.parametrize(
    ("name", "line", "trigger", "said"),
    [
        (
            "Bloodbriar",
            "Whenever you sacrifice",
            {"event": "sacrifice", "scope": "you_control", "filter": {"other": True}},
            "whenever you sacrifice another permanent (for any reason, a cost or an effect, "
            "701.21a; seen as it last existed on the battlefield, 603.10a)",
        ),
        (
            "Smothering Abomination",
            "Whenever you sacrifice",
            {"event": "sacrifice", "scope": "you_control", "filter": {"types": ["Creature"]}},
            "whenever you sacrifice a creature",
        ),
        (
            "Ravenous Squirrel",
            "Whenever you sacrifice",
            {
                "event": "sacrifice",
                "scope": "you_control",
                "filter": {"any_types": ["Artifact", "Creature"]},
            },
            "whenever you sacrifice an artifact or creature",
        ),
        (
            "Thraximundar",
            "Whenever a player sacrifices",
            {
                "event": "sacrifice",
                "scope": "you_control",
                "filter": {"types": ["Creature"]},
                "caster": "any",
            },
            "whenever a player sacrifices a creature",
        ),
    ],
)
def test_a_sacrifice_trigger_is_read(name: str, line: str, trigger: Any, said: str) -> None:
    outcome, template, ability, words = _reading(name, line)
    assert (outcome, template) == ("recognised", "triggered")
    assert ability["trigger"] == trigger
    assert said in words


@pytest.mark.parametrize(
    ("name", "line", "affects", "granted", "said"),
    [
        (
            "Gift of Paradise",
            "Enchanted land has",
            "enchanted",
            {
                "kind": "activated",
                "cost": {"tap": True},
                "effects": [{"op": "add_mana_one_of", "options": _COLORS, "amount": 2}],
                "text": "{T}: Add two mana of any one color.",
            },
            "the permanent it enchants has an activated ability — tap this: add 2 mana",
        ),
        (
            "Paradise Mantle",
            "Equipped creature has",
            "equipped",
            {
                "kind": "activated",
                "cost": {"tap": True},
                "effects": [{"op": "add_mana_one_of", "options": _COLORS}],
                "text": "{T}: Add one mana of any color.",
            },
            "(layer 6, 613.1f; after its printed abilities)",
        ),
    ],
)
def test_a_granted_mana_ability_is_read(
    name: str, line: str, affects: str, granted: Any, said: str
) -> None:
    outcome, template, ability, words = _reading(name, line)
    assert (outcome, template) == ("recognised", "static: granted mana ability")
    assert ability == {
        "kind": "static",
        "affects": affects,
        "modifications": [{"op": "add_abilities", "abilities": [granted]}],
    }
    assert said in words


def test_a_granted_ability_beyond_mana_is_read_as_a_quoted_line() -> None:
    """A quoted ability is a whole line read as a permanent's line is (113.2c): one that isn't a
    mana ability, and a mana ability whose cost sacrifices the land, are granted (613.1f) with
    "this creature" / "this land" the permanent that has them."""
    damage = compile_face(
        "Test Card",
        "Test Card",
        'Enchanted creature has "{T}: This creature deals 1 damage to any target."',
        ("Enchantment",),
    )
    [static] = damage.abilities
    assert isinstance(static, dict)
    [granted] = static["modifications"][0]["abilities"]
    assert granted["cost"] == {"tap": True}
    assert granted["effects"] == [{"op": "damage", "amount": 1, "to": 0}]
    land = compile_face(
        "Test Card",
        "Test Card",
        'Enchanted land has "{T}, Sacrifice this land: Add three mana of any one color."',
        ("Enchantment",),
    )
    [static] = land.abilities
    assert isinstance(static, dict)
    [granted] = static["modifications"][0]["abilities"]
    assert granted["cost"] == {"tap": True, "sacrifice_self": True}
    assert granted["effects"][0]["amount"] == 3


@pytest.mark.parametrize(
    ("text", "types"),
    [
        # Not a mana ability: its damage would use the stack (605.1b), which the tapped-for-mana
        # path doesn't model (Manabarbs).
        (
            "Whenever a player taps a land for mana, ~ deals 1 damage to that player.",
            ("Enchantment",),
        ),
        # An intervening "if" and a second instruction (Barbflare Gremlin).
        (
            "Whenever a player taps a land for mana, if ~ is tapped, that player adds one mana of "
            "any type that land produced. Then that land deals 1 damage to that player.",
            ("Creature",),
        ),
        # "Of the chosen color" needs the Aura's linked choice (607.2d; Utopia Sprawl).
        (
            "Whenever enchanted Forest is tapped for mana, its controller adds an additional one "
            "mana of the chosen color.",
            ("Enchantment",),
        ),
        # A count the vocabulary has no amount for (Elvish Guidance).
        (
            "Whenever enchanted land is tapped for mana, its controller adds an additional {G} for "
            "each Elf on the battlefield.",
            ("Enchantment",),
        ),
        # X given by a characteristic: not modelled.
        ("{T}: Add X mana of any one color, where X is ~'s power.", ("Creature",)),
        # A spending restriction (106.6) on where the spell is cast from: not read.
        (
            "{T}: Add two mana in any combination of colors. Spend this mana only to cast "
            "spells with flashback from a graveyard.",
            ("Creature",),
        ),
        # Two different colors, not "any combination" (Firemind Vessel).
        ("{T}: Add two mana of different colors.", ("Artifact",)),
        # A batch trigger, "one or more" (Camellia): not the one-at-a-time sacrifice event.
        (
            "Whenever you sacrifice one or more Foods, create a 1/1 green Squirrel creature token.",
            ("Creature",),
        ),
    ],
)
def test_a_mana_line_the_engine_cant_play_stays_unread(text: str, types: tuple[str, ...]) -> None:
    compiled = compile_face("Test Card", "Test Card", text, types)
    assert [r.outcome for r in compiled.readings] == ["unsupported"]


@pytest.mark.parametrize(
    ("name", "subtype", "mana"),
    [("Nissa, Who Shakes the World", "Forest", "{G}"), ("Crypt Ghast", "Swamp", "{B}")],
)
def test_a_land_you_tap_for_mana_adds_an_additional_mana(
    name: str, subtype: str, mana: str
) -> None:
    """ "Whenever you tap a Forest for mana, add an additional {G}." (106.12a): only the lands
    this permanent's controller taps (`caster` "you")."""
    outcome, abilities, words = outcome_abilities_words(name, f"Whenever you tap a {subtype}")
    assert outcome == "recognised"
    (ability,) = abilities
    assert ability["trigger"] == {
        "event": "tapped_for_mana",
        "caster": "you",
        "filter": {"subtypes": [subtype]},
    }
    assert ability["effects"] == [{"op": "add_mana", "mana": mana, "player": "that_player"}]
    assert f"whenever you tap a {subtype} for mana" in words

"""An "or" of whole noun phrases and of spell qualities (issue 28 §5; `compiler.selectors`,
`compiler.spell_phrases`): one test per rule, each with the contrast it must leave unread."""

from __future__ import annotations

from engine.cards.compiler.card_phrases import card_words, graveyard_target
from engine.cards.compiler.selectors import target
from engine.cards.compiler.spell_phrases import spell_filter, spell_phrase
from engine.cards.vocabulary import Filter, TargetSpec


def _spec(phrase: str) -> TargetSpec | None:
    found = target(phrase)
    return None if found is None else TargetSpec.model_validate(found)


def test_an_or_of_whole_noun_phrases_is_one_object_of_any_of_them() -> None:
    # "target land or nonblack creature" (Befoul): a land, or a creature that isn't black —
    # "nonblack" is said of the creature only.
    spec = _spec("target land or nonblack creature")
    assert spec is not None
    assert spec.kind == "permanent"
    assert spec.filter.any_of == (
        Filter(types=("Land",)),
        Filter(types=("Creature",), not_colors=("B",)),
    )
    # Every alternative a creature: a creature target (Purge).
    purge = _spec("target artifact creature or black creature")
    assert purge is not None
    assert purge.kind == "creature"
    # A list of three (Ray of Ruin): the subtype alone is an alternative of its own.
    ruin = _spec("target creature, Vehicle, or nonbasic land")
    assert ruin is not None
    assert ruin.filter.any_of[1] == Filter(subtypes=("Vehicle",))


def test_a_subtype_before_a_shared_noun_is_not_an_alternative() -> None:
    # "Elf or Soldier creature" is a creature that's an Elf or a Soldier, not "an Elf, or a
    # Soldier creature": the shared noun leaves the "or" of whole phrases unread.
    assert target("target Elf or Soldier creature") is None
    assert target("target tapped Merfolk or Kithkin creature") is None
    # An alternative that could say what's said of all ("you control", "other") is unread too.
    assert target("target land you control or nonblack creature") is None


def test_either_color_after_thats_is_said_of_every_type() -> None:
    # "creature or planeswalker that's green or white" (Noxious Grasp, 105.2).
    spec = _spec("target creature or planeswalker that's green or white")
    assert spec is not None
    assert spec.filter.any_types == ("Creature", "Planeswalker")
    assert spec.filter.any_of == (Filter(colors=("G",)), Filter(colors=("W",)))


def test_a_spell_of_either_quality() -> None:
    # 105.2: colors; 205.3k: a spell's subtypes; 205.2a: types.
    assert spell_filter("red or green") == {"any_of": [{"colors": ["R"]}, {"colors": ["G"]}]}
    assert spell_filter("Spirit or Arcane") == {"any_subtypes": ["Spirit", "Arcane"]}
    assert spell_filter("creature or Aura") == {
        "any_of": [{"types": ["Creature"]}, {"subtypes": ["Aura"]}]
    }
    assert spell_filter("red instant or sorcery") == {
        "colors": ["R"],
        "any_types": ["Instant", "Sorcery"],
    }
    assert spell_filter("multicolored") == {"colored": "multicolored"}
    assert spell_filter("legendary") == {"supertypes": ["Legendary"]}
    # Contrast: a list ("creature, instant or sorcery") or a type said before the "or" isn't
    # read — which words go with which is unclear.
    assert spell_filter("creature, instant or sorcery") is None
    assert spell_filter("creature Spirit or Arcane") is None


def test_a_spell_with_mana_value_n_is_exactly_n() -> None:
    # 202.3: "with mana value 2" is 2, neither less nor more (Spell Snare).
    assert spell_phrase("spell with mana value 2") == {
        "mana_value_at_most": 2,
        "mana_value_at_least": 2,
    }
    assert spell_phrase("spell with mana value 2 or less") == {"mana_value_at_most": 2}


def test_a_graveyard_card_target_reads_historic_colors_lists_and_counts() -> None:
    # 700.6: historic is an artifact, a legendary or a Saga; "non-Assassin" is said of it too.
    elena = graveyard_target("target non-Assassin historic card from your graveyard")
    assert elena is not None
    assert elena["filter"]["not_subtypes"] == ["Assassin"]
    assert len(elena["filter"]["any_of"]) == 3
    # 115.1, 601.2c: "two target …" is exactly two; "up to three" none to three.
    assert graveyard_target("two target cards from your graveyard") == {
        "kind": "card",
        "text": "two target cards from your graveyard",
        "filter": {"controller": "you"},
        "min": 2,
        "max": 2,
    }
    # An "or" of single types and subtypes, and each "non-" said of the card.
    assert card_words("artifact, creature, or enchantment") == {
        "any_types": ["Artifact", "Creature", "Enchantment"]
    }
    assert card_words("noncreature, nonland") == {"not_types": ["Creature", "Land"]}
    assert card_words("instant and / or sorcery") == {"any_types": ["Instant", "Sorcery"]}
    # 208.1: a card's power in the graveyard, as printed.
    lark = graveyard_target(
        "up to two target creature cards with power 2 or less from your graveyard"
    )
    assert lark is not None
    assert lark["filter"]["power_at_most"] == 2
    # Contrast: a noun said of both subtypes ("Vampire or Wizard creature") stays unread.
    assert card_words("Vampire or Wizard creature") is None

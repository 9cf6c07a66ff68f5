"""The spells a cast trigger watches, read from the grammar's selector (601.2i, 603.2; issue 28
§5): one test per rule of `engine/cards/lowering/spells.py` — a subtype, "or" of subtypes, a mix
of types and subtypes, "historic" (700.6), colorless / multicolored (105.2), colors after
"that's", "that targets ~" and "that targets a creature" (115.1) — and the phrases it leaves
unread. What the filter asks of a spell is checked by the engine's `matches`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine import load
from engine.cards.vocabulary import Filter
from engine.core.state import PlayerTarget
from engine.derived.targets import matches
from tests.engine.helpers import contains, creature_line_ability, game, obj


@pytest.fixture(name="board")
def _board() -> tuple[Any, ...]:
    """Lightning Bolt in A's hand, Grizzly Bears on the battlefield and in A's graveyard."""
    state = load(
        game(
            [
                obj("hand", "bolt", "Lightning Bolt"),
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("graveyard", "dead", "Grizzly Bears"),
            ]
        )
    )
    return state, state.obj("bolt"), state.obj("bears"), state.obj("dead"), "A"


def _trigger(text: str) -> dict[str, Any] | None:
    ability = creature_line_ability(text)
    return None if ability is None else ability["trigger"]


@pytest.mark.parametrize(
    ("event", "expected"),
    [
        ("Whenever you cast an Elf spell", {"subtypes": ["Elf"]}),
        ("Whenever you cast a Spirit or Arcane spell", {"any_subtypes": ["Spirit", "Arcane"]}),
        (
            "Whenever you cast an Aura, Equipment, or Vehicle spell",
            {"any_subtypes": ["Aura", "Equipment", "Vehicle"]},
        ),
        (
            "Whenever you cast a noncreature or Dragon spell",
            {"any_of": [{"not_types": ["Creature"]}, {"subtypes": ["Dragon"]}]},
        ),
        (
            "Whenever you cast an Eldrazi creature spell with mana value 7 or greater",
            {"subtypes": ["Eldrazi"], "types": ["Creature"], "mana_value_at_least": 7},
        ),
        ("Whenever you cast a legendary spell", {"supertypes": ["Legendary"]}),
        (
            "Whenever you cast a red instant or sorcery spell",
            {"colors": ["R"], "any_types": ["Instant", "Sorcery"]},
        ),
        (
            "Whenever you cast a historic spell",
            {
                "any_of": [
                    {"types": ["Artifact"]},
                    {"supertypes": ["Legendary"]},
                    {"subtypes": ["Saga"]},
                ]
            },
        ),
        ("Whenever you cast a multicolored spell", {"colored": "multicolored"}),
        ("Whenever you cast a colorless spell", {"colored": "colorless"}),
        (
            "Whenever an opponent casts a blue or black spell",
            {"any_of": [{"colors": ["U"]}, {"colors": ["B"]}]},
        ),
        (
            "Whenever you cast a spell that's white, blue, black, or red",
            {"colors": ["W", "U", "B", "R"]},
        ),
        ("Whenever you cast a spell that targets this creature", {"targets_source": True}),
        (
            "Whenever you cast an Aura spell that targets this creature",
            {"subtypes": ["Aura"], "targets_source": True},
        ),
        (
            "Whenever you cast a spell that targets a creature you control",
            {"targets_object": {"types": ["Creature"], "controller": "you"}},
        ),
    ],
)
def test_a_spell_phrase_becomes_the_cast_triggers_filter(
    event: str, expected: dict[str, Any]
) -> None:
    trigger = _trigger(f"{event}, draw a card.")
    assert trigger is not None, event
    assert trigger["event"] == "cast"
    assert contains(trigger["filter"], expected), trigger["filter"]


@pytest.mark.parametrize(
    "event",
    [
        # Where a spell was cast from isn't recorded by the engine.
        "Whenever you cast a spell from your graveyard",
        # A choice made as the permanent entered isn't a quality the filter has.
        "Whenever you cast a spell of the chosen color",
        # An Adventure is cast from a half the corpus has no text for (205.3k).
        "Whenever you cast an Adventure spell",
        # "You or a creature you control": a player or an object, not one filter.
        "Whenever an opponent casts a spell that targets you or a creature you control",
        # Two "or"s: white or blue, and instant or sorcery — not one list of alternatives.
        "Whenever an opponent casts a white or blue instant or sorcery spell",
        # Two colors side by side would be read as an "or" by the cast matcher.
        "Whenever you cast a white and blue spell",
    ],
)
def test_a_spell_phrase_the_filter_cant_say_stays_unread(event: str) -> None:
    assert _trigger(f"{event}, draw a card.") is None


def test_the_filter_asks_the_spells_colors_and_targets(board: tuple[Any, ...]) -> None:
    """`matches` on a spell: multicolored is two colors or more (105.2b), "that targets ~" one of
    its targets is the object whose ability it is, "that targets a creature" a creature on the
    battlefield (109.2), not a card elsewhere nor a player."""
    state, spell, creature, card_in_yard, you = board
    multicolored = Filter(colored="multicolored")
    assert matches(state, spell, multicolored, you) is not None  # Lightning Bolt is red only
    at_creature = state.with_object(replace(spell, targets=((creature.ref,),)))
    spell_at = at_creature.obj(spell.id)
    assert matches(at_creature, spell_at, Filter(targets_source=True), you, creature.id) is None
    assert matches(at_creature, spell_at, Filter(targets_source=True), you, "other") is not None
    wanted = Filter(targets_object=Filter(types=("Creature",)))
    assert matches(at_creature, spell_at, wanted, you) is None
    at_player = state.with_object(replace(spell, targets=((PlayerTarget(you),),)))
    assert matches(at_player, at_player.obj(spell.id), wanted, you) is not None
    at_card = state.with_object(replace(spell, targets=((card_in_yard.ref,),)))
    assert matches(at_card, at_card.obj(spell.id), wanted, you) is not None

"""Reading "the number of colors of mana spent to cast this spell" (converge, 601.2h): a
counted amount of a spell or a trigger, and "enters with … for each color of mana spent to
cast it" (614.1c), each after the ability word (207.2c)."""

from __future__ import annotations

import pytest

from engine.cards.compiler.card import compile_face


@pytest.mark.parametrize(
    ("text", "types"),
    [
        (
            "Converge — ~ deals X damage to any target, where X is the number of colors of "
            "mana spent to cast this spell.",
            ("Sorcery",),
        ),
        (
            "Converge — Create a 1/1 white Kor Ally creature token for each color of mana "
            "spent to cast this spell.",
            ("Sorcery",),
        ),
        (
            "Converge — When this creature enters, each opponent loses X life and you gain X "
            "life, where X is the number of colors of mana spent to cast this spell.",
            ("Creature",),
        ),
    ],
)
def test_the_colors_spent_are_a_counted_amount(text: str, types: tuple[str, ...]) -> None:
    compiled = compile_face("Test Card", "Test Card", text, types)
    assert [r.outcome for r in compiled.readings] == ["recognised"]
    found = [*compiled.effects, *(e for a in compiled.abilities for e in a.get("effects", ()))]
    assert {"count": "colors_spent"} in [e.get("amount") or e.get("count") for e in found]


@pytest.mark.parametrize(("word", "n"), [("a", 1), ("two", 2)])
def test_it_enters_with_counters_per_color_spent(word: str, n: int) -> None:
    text = (
        f"Converge — This creature enters with {word} +1/+1 counter{'s' * (n > 1)} on it for "
        "each color of mana spent to cast it."
    )
    compiled = compile_face("Test Card", "Test Card", text, ("Creature",))
    [ability] = compiled.abilities
    assert ability["kind"] == "enters_with_counters"
    assert (ability["amount"], ability["per_color_spent"]) == (n, True)


def test_x_counters_per_color_stays_unread() -> None:
    """X counters for each color: X and the colors both multiply, which no card says."""
    text = "~ enters with X +1/+1 counters on it for each color of mana spent to cast it."
    compiled = compile_face("Test Card", "Test Card", text, ("Creature",))
    assert [r.outcome for r in compiled.readings] == ["unsupported"]

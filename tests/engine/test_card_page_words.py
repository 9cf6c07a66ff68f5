"""The card page's "the engine reads this as …" says what the data holds: a target that may be
left unchosen is "up to one" (601.2c: a judge reading "target" would take it as mandatory), and
"other" with its article is "another", as oracle text writes it."""

from __future__ import annotations

import pytest

from tests.engine.helpers import reading


@pytest.mark.parametrize(
    ("name", "start", "said"),
    [
        ("Dubious Delicacy", "When", "up to one target creature gets -3/-3"),
        ("Peerless Ropemaster", "When", "return up to one target tapped creature"),
        ("Zephyr Winder", "Whenever", "untap up to one target creature"),
    ],
)
def test_up_to_one_target_is_said(name: str, start: str, said: str) -> None:
    assert said in reading(name, start).words


def test_a_target_that_must_be_chosen_is_just_target() -> None:
    words = reading("Lightning Bolt", "Lightning Bolt").words
    assert "any target" in words
    assert "up to" not in words


@pytest.mark.parametrize(
    ("name", "start", "said"),
    [
        ("Avatar Enthusiasts", "Whenever", "whenever another Ally permanent you control enters"),
        ("Blood Host", "{1}{B}", "sacrifice another creature"),
        ("Foundry Street Denizen", "Whenever", "whenever another red creature you control"),
    ],
)
def test_other_takes_its_article(name: str, start: str, said: str) -> None:
    words = reading(name, start).words
    assert said in words
    assert "a other" not in words


def test_a_default_that_says_something_is_said() -> None:
    """A line the grammar reads keeps in its data the defaults that say something: "each player
    sacrifices a creature" is a creature in words (701.21a), not "1 permanent", which is what
    the reading said while the creature filter, PlayerSacrifices' default, was left out."""
    words = reading("Lokhust Heavy Destroyer", "Enmitic").words
    assert "each player sacrifices 1 creature of their choice" in words
    assert "permanent" not in words

"""Prevention shields from a source of your choice (CR 609.7a, 615.1a): "prevent all damage a
[red] source of your choice would deal [to you] this turn" beside "the next time …", and the
lines that say more than either."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import compiled


def _reading(name: str) -> tuple[Any, list[Any]]:
    return _line(name, "Prevent all damage")


@pytest.mark.parametrize(
    ("name", "shield"),
    [
        ("Pay No Heed", {"chosen_source": {}}),
        ("Burrenton Forge-Tender", {"chosen_source": {"colors": ["R"]}}),
        ("Auriok Replica", {"chosen_source": {}, "to": "you"}),
    ],
)
def test_all_damage_a_source_of_your_choice_would_deal_this_turn(
    name: str, shield: dict[str, Any]
) -> None:
    found, effects = _reading(name)
    assert found.outcome == "recognised"
    assert effects == [{"op": "prevent_damage", **shield}]
    assert "source of your choice (chosen as it resolves, 609.7a)" in found.words
    assert "next time" not in found.words  # all of it, all turn long (615.1a)


@pytest.mark.parametrize(
    "name",
    [
        "Hallow",  # "You gain life equal to the damage prevented this way."
        "Soul Parry",  # "one or two target creatures"
    ],
)
def test_all_damage_a_shield_says_more_of_stays_unread(name: str) -> None:
    found, _ = _reading(name)
    assert found.outcome != "recognised"


def _line(name: str, words: str) -> tuple[Any, list[Any]]:
    face = compiled(name)
    found = next(r for r in face.readings if words in r.line)
    effects = list(face.effects) or [e for a in found.abilities for e in a.get("effects", ())]
    return found, effects


@pytest.mark.parametrize(
    ("name", "shield"),
    [
        # A source of your choice, and the damage to you and the permanents you control.
        (
            "Harm's Way",
            {"amount": 2, "chosen_source": {}, "to": "you_and_yours", "yours": {}},
        ),
        # The card's own damage, sent to a target creature you control.
        ("Lancers en-Kor", {"amount": 1, "to": "self"}),
    ],
)
def test_the_next_n_damage_is_dealt_to_a_target_instead(name: str, shield: dict[str, Any]) -> None:
    # 614.9: a redirection shield of a number of damage, not a prevention one.
    found, effects = _line(name, "is dealt to")
    assert found.outcome == "recognised"
    assert effects == [{"op": "prevent_damage", "instead_to": 0, **shield}]
    assert "is dealt to" in found.words
    assert "614.9" in found.words
    assert not found.words.startswith("prevent")


def test_a_redirection_shield_to_a_target_it_watches_stays_unread() -> None:
    # "target creature, planeswalker, or player" … "another target …": not a target phrase
    # read here, so the line isn't read rather than misread.
    found, _ = _line("Captain's Maneuver", "is dealt to")
    assert found.outcome != "recognised"


@pytest.mark.parametrize(
    ("name", "shield"),
    [
        # All of a chosen source's damage to a target this turn, to the card itself.
        (
            "Oracle's Attendants",
            {"amount": "all", "to": 0, "chosen_source": {}, "instead_to": "self"},
        ),
        # "dealt this turn to …": the same words in another order, to another target.
        ("Kor Chant", {"amount": "all", "to": 0, "chosen_source": {}, "instead_to": 1}),
        # "… is dealt to you instead": the ability's controller.
        ("Vassal's Duty", {"amount": 1, "to": 0, "instead_to": "you"}),
    ],
)
def test_all_damage_or_to_you_redirected(name: str, shield: dict[str, Any]) -> None:
    # 614.9: a redirection effect for the turn ("all damage …"), or one sending it to you.
    found, effects = _line(name, "is dealt to")
    assert found.outcome == "recognised"
    assert effects == [{"op": "prevent_damage", **shield}]


@pytest.mark.parametrize(
    ("name", "words", "shield"),
    [
        ("Conservator", "Prevent the next 2", {"amount": 2, "to": "you"}),
        ("Riot Control", "Prevent all damage", {"to": "you"}),
    ],
)
def test_a_shield_on_you_is_its_controllers(name: str, words: str, shield: dict[str, Any]) -> None:
    """ "Prevent the next 2 damage / all damage that would be dealt to you this turn": the player
    who controls the spell or ability (615.7, 615.1a)."""
    found, effects = _line(name, words)
    assert found.outcome == "recognised"
    assert {"op": "prevent_damage", **shield} in effects
    assert "you (its controller)" in found.words


@pytest.mark.parametrize(
    ("name", "ability"),
    [
        ("Uncle Istvan", {"to": "self", "source": {"types": ["Creature"]}}),
        ("Argothian Pixies", {"to": "self", "source": {"types": ["Artifact", "Creature"]}}),
        ("Argothian Treefolk", {"to": "self", "source": {"types": ["Artifact"]}}),
        ("Artifact Ward", {"to": "attached", "source": {"types": ["Artifact"]}}),
        (
            "Tresserhorn Skyknight",
            {"to": "self", "source": {"keywords": ["First strike"], "types": ["Creature"]}},
        ),
    ],
)
def test_all_damage_from_some_sources_is_prevented(name: str, ability: dict[str, Any]) -> None:
    """ "Prevent all damage that would be dealt to this creature by creatures": a static
    prevention effect on the sources with that quality as each would deal damage (615.1a)."""
    found, _ = _line(name, "Prevent all damage")
    assert found.outcome == "recognised"
    assert [{k: v for k, v in a.items() if k != "text"} for a in found.abilities] == [
        {"kind": "replacement", "event": "damage", "prevent": "all", **ability}
    ]
    assert "is prevented (615.1a)" in found.words


@pytest.mark.parametrize(
    "name",
    [
        "Wall of Vapor",  # "by creatures it's blocking": more than the sources' quality
        "Prismatic Ward",  # "by sources of the chosen color": a choice linked to the Aura
    ],
)
def test_damage_from_sources_named_otherwise_stays_unread(name: str) -> None:
    found, _ = _line(name, "Prevent all damage")
    assert found.outcome != "recognised"


@pytest.mark.parametrize(
    ("name", "held"),
    [("Phantom Centaur", {}), ("Undergrowth Champion", {"while_counter": "+1/+1"})],
)
def test_all_damage_prevented_then_a_counter_removed(name: str, held: dict[str, Any]) -> None:
    """ "If damage would be dealt to this creature [while it has a +1/+1 counter on it],
    prevent that damage. Remove a +1/+1 counter from this creature.": 615.1a, then 615.5."""
    found, _ = _line(name, "If damage would be dealt")
    assert found.outcome == "recognised"
    assert [{k: v for k, v in a.items() if k != "text"} for a in found.abilities] == [
        {
            "kind": "replacement",
            "event": "damage",
            "to": "self",
            "prevent": "all",
            "then_remove_counter": "+1/+1",
            **held,
        }
    ]
    assert "(615.5, 615.12)" in found.words


def test_that_many_counters_removed_stays_unread() -> None:
    """Ugin's Conjurant's "remove that many +1/+1 counters" isn't the one counter read here."""
    found, _ = _line("Ugin's Conjurant", "If damage would be dealt")
    assert found.outcome != "recognised"


@pytest.mark.parametrize(
    ("name", "shield"),
    [
        ("Forfend", {"to_group": {"types": ["Creature"]}, "group_said": "to creatures"}),
        ("Ethereal Haze", {"by_group": {"types": ["Creature"]}, "group_said": "by creatures"}),
        # "dealt this turn to …": the same words in another order.
        (
            "Divine Light",
            {
                "to_group": {"controller": "you", "types": ["Creature"]},
                "group_said": "to creatures you control",
            },
        ),
        (
            "Hunter's Ambush",
            {
                "by_group": {"not_colors": ["G"], "types": ["Creature"]},
                "group_said": "by nongreen creatures",
                "combat_only": True,
            },
        ),
        (
            "Safe Passage",
            {
                "to": "you_and_yours",
                "yours": {"types": ["Creature"]},
                "group_said": "to you and creatures you control",
            },
        ),
    ],
)
def test_all_damage_to_or_by_a_group_this_turn(name: str, shield: dict[str, Any]) -> None:
    """ "Prevent all damage that would be dealt to creatures / by nongreen creatures this turn":
    a prevention effect watching any permanent of the group as the damage would be dealt, not
    only those there as it resolved (615.1a, 611.2c; Hunter's Ambush's ruling)."""
    found, effects = _line(name, "Prevent all")
    assert found.outcome == "recognised"
    assert effects == [{"op": "prevent_damage", **shield}]
    assert "(615.1a)" in found.words


@pytest.mark.parametrize(
    "name",
    [
        "Snag",  # "by unblocked creatures": no group the selectors read
        "Energy Arc",  # "to and dealt by those creatures": the targets, not a group
        "Comeuppance",  # "this turn by sources you don't control" after the recipients
    ],
)
def test_all_damage_of_a_group_named_otherwise_stays_unread(name: str) -> None:
    found, _ = _line(name, "Prevent all")
    assert found.outcome != "recognised"

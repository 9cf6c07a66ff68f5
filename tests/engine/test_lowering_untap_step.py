""" "… doesn't untap during its controller's next untap step" lowered (issue 28 §5; 502.3,
611.2a): a continuous effect on a target or on what the line named, lasting until that
permanent's controller's next untap step is over (`next_untap_step`), with contrasts the rule
leaves unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.vocabulary import ApplyContinuous, DoesntUntap, Tap

_NEXT = ApplyContinuous(target=0, modifications=(DoesntUntap(),), duration="next_untap_step")


def test_it_after_tap_target_creature() -> None:
    # Sleep of the Dead: "It" is the target just tapped.
    tree = parse_line(
        "Tap target creature. It doesn't untap during its controller's next untap step.",
        (),
        spell=True,
    ).tree
    assert tree is not None
    found = lower_spell([tree])
    assert found is not None
    assert found.effects == (Tap(target=0), _NEXT)


def test_a_target_as_the_subject() -> None:
    line = (
        "When this creature enters, target creature an opponent controls doesn't untap during "
        "its controller's next untap step."
    )
    tree = parse_line(line, ()).tree
    assert tree is not None
    found = lower_ability(tree)
    assert found is not None
    assert found.effects == (_NEXT,)


def test_it_is_the_card_itself() -> None:
    # Lead Golem: "it" is the attacking creature itself.
    line = (
        "Whenever this creature attacks, it doesn't untap during its controller's next untap step."
    )
    tree = parse_line(line, ()).tree
    assert tree is not None
    found = lower_ability(tree)
    assert found is not None
    assert found.effects == (
        ApplyContinuous(target="self", modifications=(DoesntUntap(),), duration="next_untap_step"),
    )


@pytest.mark.parametrize(
    "line",
    [
        # Another untap step than the next one is no effect the engine ends.
        "Tap target creature. It doesn't untap during its controller's untap step.",
        "Tap target creature. It doesn't untap during its controller's next two untap steps.",
        "Tap target creature. It doesn't untap during its controller's next untap step "
        "until end of turn.",
    ],
)
def test_other_words_after_doesnt_leave_the_line_unread(line: str) -> None:
    tree = parse_line(line, (), spell=True).tree
    assert tree is None or lower_spell([tree]) is None


def test_those_creatures_each_until_their_controllers_step() -> None:
    # Frost Breath: "Those creatures" are the two targets; each ends in its controller's step.
    found = lower_spell(
        [
            t
            for t in [
                parse_line(
                    "Tap up to two target creatures. Those creatures don't untap during their "
                    "controllers' next untap steps.",
                    (),
                    spell=True,
                ).tree
            ]
            if t is not None
        ]
    )
    assert found is not None
    assert found.effects == (Tap(target=0), _NEXT)


def test_your_next_untap_step_on_the_card_itself() -> None:
    # Arbalest Elite: the step of the ability's controller, not its controller's then.
    line = (
        "{2}{W}, {T}: This creature deals 3 damage to target attacking or blocking creature. "
        "This creature doesn't untap during your next untap step."
    )
    tree = parse_line(line, ()).tree
    assert tree is not None
    found = lower_ability(tree)
    assert found is not None
    assert found.effects[-1] == ApplyContinuous(
        target="self", modifications=(DoesntUntap(),), duration="your_next_untap_step"
    )


def test_your_next_untap_step_of_a_group_is_the_group_then() -> None:
    # Bontu's Last Reckoning: a rule-modifying effect on "lands you control" (611.2c).
    tree = parse_line(
        "Destroy all creatures. Lands you control don't untap during your next untap step.",
        (),
        spell=True,
    ).tree
    assert tree is not None
    found = lower_spell([tree])
    assert found is not None
    last = found.effects[-1]
    assert isinstance(last, ApplyContinuous)
    assert last.filter is not None
    assert last.filter.types == ("Land",)
    assert last.filter.controller == "you"
    assert last.duration == "your_next_untap_step"


@pytest.mark.parametrize(
    "line",
    [
        # Another player's step: its player isn't read.
        "Tap all creatures target player controls. Those creatures don't untap during that "
        "player's next untap step.",
        # A group of its controllers' steps would need each permanent's own end: not a group.
        "Creatures your opponents control don't untap during their controllers' next untap steps.",
    ],
)
def test_untap_steps_not_read_stay_unread(line: str) -> None:
    tree = parse_line(line, (), spell=True).tree
    assert tree is None or lower_spell([tree]) is None

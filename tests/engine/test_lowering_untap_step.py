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

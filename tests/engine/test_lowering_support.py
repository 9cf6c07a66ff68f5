"""The lowering of the keyword action "support N" (701.41a): the instruction the rule defines it
as, "Put a +1/+1 counter on each of up to N other target creatures" on a permanent and "… up to N
target creatures" on an instant or sorcery — read exactly as those words are."""

from __future__ import annotations

from tests.engine.helpers import lowered_ability, lowered_spell


def test_support_on_a_permanent_is_other_target_creatures() -> None:
    said = lowered_ability("When this creature enters, support 2.", ("X",))
    spelled = lowered_ability(
        "When this creature enters, put a +1/+1 counter on each of up to two other target "
        "creatures.",
        ("X",),
    )
    assert said is not None
    assert spelled is not None
    assert said.targets == spelled.targets
    assert said.effects == spelled.effects
    assert said.targets[0].filter.other


def test_support_on_a_sorcery_may_target_any_creatures() -> None:
    said = lowered_spell("Support 2.", selves=("X",))
    spelled = lowered_spell(
        "Put a +1/+1 counter on each of up to two target creatures.", selves=("X",)
    )
    assert said is not None
    assert said == spelled
    assert not said[0][0].filter.other


def test_support_after_another_target_is_left_unread() -> None:
    # "Other" would read as other than that earlier target (115.3): not what the rule says.
    line = "When this creature enters, tap target creature. Support 2."
    assert lowered_ability(line, ("X",)) is None

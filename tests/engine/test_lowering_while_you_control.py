"""The lowering of "for as long as you control ~" (issue 28 §5, 611.2b): a duration over the
moment the ability's controller no longer controls its source — control gained, a keyword
gained, "doesn't untap during its controller's untap step" — and the shapes left unread."""

from __future__ import annotations

from engine.cards.vocabulary import AddKeywords, ApplyContinuous, DoesntUntap, GainControl
from tests.engine.helpers import lowered_ability, lowered_effects


def _effects(line: str, name: str) -> tuple[object, ...] | None:
    return lowered_effects(line, (name,))


def test_gain_control_for_as_long_as_you_control_it() -> None:
    # Master Thief (613.1b, 611.2b).
    line = (
        "When this creature enters, gain control of target artifact for as long as you "
        "control this creature."
    )
    assert _effects(line, "Master Thief") == (
        ApplyContinuous(target=0, modifications=(GainControl(),), duration="source_controlled"),
    )


def test_gains_a_keyword_for_as_long_as_you_control_it() -> None:
    # Aegis Angel (613.1f, 611.2b).
    line = (
        "When this creature enters, another target permanent gains indestructible for as long "
        "as you control this creature."
    )
    assert _effects(line, "Aegis Angel") == (
        ApplyContinuous(
            target=0,
            modifications=(AddKeywords(keywords=("Indestructible",)),),
            duration="source_controlled",
        ),
    )


def test_doesnt_untap_for_as_long_as_you_control_it() -> None:
    # Dungeon Geists (502.3, 611.2b): its controller's every untap step, not only the next.
    line = (
        "When this creature enters, tap target creature an opponent controls. That creature "
        "doesn't untap during its controller's untap step for as long as you control this "
        "creature."
    )
    effects = _effects(line, "Dungeon Geists")
    assert effects is not None
    assert effects[1] == ApplyContinuous(
        target=0, modifications=(DoesntUntap(),), duration="source_controlled"
    )


def test_a_target_player_gaining_control_for_as_long_as_you_control_it_is_unread() -> None:
    # "You" would be who controls the source, not who gains control: not read.
    line = (
        "When this creature enters, target opponent gains control of target artifact for as "
        "long as you control this creature."
    )
    assert lowered_ability(line, ("Master Thief",)) is None

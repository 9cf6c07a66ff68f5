"""The lowering of "for as long as ~ remains tapped" (issue 28 §5, 611.2b): a duration over the
moment its source is untapped or leaves the battlefield — a bonus ("gets +1/+1"), "doesn't
untap during its controller's untap step" — and the shapes left unread."""

from __future__ import annotations

from engine.cards.vocabulary import ApplyContinuous, DoesntUntap, ModifyPowerToughness, Tap
from tests.engine.helpers import lowered_ability, lowered_effects


def _effects(line: str, name: str) -> tuple[object, ...] | None:
    return lowered_effects(line, (name,))


def test_gets_a_bonus_for_as_long_as_it_remains_tapped() -> None:
    # Tawnos's Weaponry (613.4c, 611.2b).
    line = "{2}, {T}: Target creature gets +1/+1 for as long as this artifact remains tapped."
    assert _effects(line, "Tawnos's Weaponry") == (
        ApplyContinuous(
            target=0,
            modifications=(ModifyPowerToughness(power=1, toughness=1),),
            duration="source_tapped",
        ),
    )


def test_doesnt_untap_for_as_long_as_it_remains_tapped() -> None:
    # Mole Worms (502.3, 611.2b): every untap step of the land's controller while it's tapped.
    line = (
        "{T}: Tap target land. It doesn't untap during its controller's untap step for as long "
        "as this creature remains tapped."
    )
    assert _effects(line, "Mole Worms") == (
        Tap(target=0),
        ApplyContinuous(target=0, modifications=(DoesntUntap(),), duration="source_tapped"),
    )


def test_a_group_over_several_controllers_untap_steps_is_unread() -> None:
    # A group said "they" over several controllers' untap steps isn't read (Kill Switch).
    kill_switch = (
        "{2}, {T}: Tap all other artifacts. They don't untap during their controllers' untap "
        "steps for as long as this artifact remains tapped."
    )
    assert lowered_ability(kill_switch, ("Kill Switch",)) is None


def test_has_a_keyword_for_as_long_as_it_remains_tapped_is_gaining_it() -> None:
    # The Couriers, Hisoka's Guard (611.2b, 613.1f): a resolving instruction's "has" with a
    # duration is the keyword gained for that long, as "gains" says it.
    has = _effects(
        "{2}{W}, {T}: Target Soldier creature gets +2/+2 and has vigilance for as long as this "
        "creature remains tapped.",
        "Pearlspear Courier",
    )
    gains = _effects(
        "{2}{W}, {T}: Target Soldier creature gets +2/+2 and gains vigilance for as long as "
        "this creature remains tapped.",
        "Pearlspear Courier",
    )
    assert has is not None
    assert has == gains
    # Without a duration, "has" is no instruction a resolving ability follows: unread.
    assert _effects("{T}: Target creature has vigilance.", "Pearlspear Courier") is None

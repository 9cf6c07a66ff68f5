""" "When that creature dies / leaves the battlefield this turn, …" (603.7a-c): a delayed
triggered ability watching the one creature the line targeted before it — one test per rule,
each with the contrast the rule must refuse (a line left unread rather than misread)."""

from __future__ import annotations

from functools import partial

from engine.cards.vocabulary import CreateDelayedTrigger, CreateToken, Destroy, Effect, Sacrifice
from tests.engine.helpers import lowered_ability, lowered_spell

SELVES = ("Otherworldly Outburst",)

_spell = partial(lowered_spell, selves=SELVES)
_ability = partial(lowered_ability, selves=SELVES)


def _delayed(effects: tuple[Effect, ...]) -> CreateDelayedTrigger:
    created = effects[-1]
    assert isinstance(created, CreateDelayedTrigger)
    return created


def test_it_watches_the_creature_targeted_before_it() -> None:
    found = _spell(
        "Target creature gets +1/+0 until end of turn. When that creature dies this turn, "
        "create a 3/2 colorless Eldrazi Horror creature token."
    )
    assert found is not None
    targets, effects = found
    assert len(targets) == 1
    created = _delayed(effects)
    assert (created.at, created.watch) == ("dies_this_turn", 0)
    assert isinstance(created.effects[0], CreateToken)
    assert created.text.startswith("When that creature dies this turn, create")


def test_leaving_the_battlefield_is_its_own_moment() -> None:
    found = _ability(
        "{T}: Target creature gets +2/+2 until end of turn. When that creature leaves the "
        "battlefield this turn, sacrifice this creature."
    )
    assert found is not None
    created = _delayed(found.effects)  # type: ignore[union-attr]
    assert (created.at, created.watch) == ("leaves_this_turn", 0)
    assert created.effects == (Sacrifice(target="self"),)


def test_only_that_sentence_is_the_delayed_abilitys() -> None:
    found = _spell(
        "Target creature gets +1/+0 until end of turn. When that creature dies this turn, "
        "destroy this artifact. Draw a card."
    )
    assert found is not None
    _, effects = found
    assert isinstance(effects[1], CreateDelayedTrigger)
    assert effects[1].effects == (Destroy(target="self"),)
    assert len(effects) == 3  # the draw is the spell's own, after it


def test_a_target_or_a_reference_back_inside_it_stays_unread() -> None:
    # 603.7c: the delayed ability names no target of its own here, nor "its controller".
    before = "Target creature gets +1/+0 until end of turn. When that creature dies this turn, "
    assert _spell(before + "destroy target artifact.") is None
    assert _spell(before + "its controller loses 2 life.") is None


def test_without_one_creature_targeted_before_it_stays_unread() -> None:
    after = " When that creature dies this turn, draw a card."
    assert _spell("Draw a card." + after) is None
    assert _spell("Two target creatures each get +1/+0 until end of turn." + after) is None

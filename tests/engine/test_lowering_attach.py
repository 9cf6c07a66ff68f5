"""The verb "attach" lowered (issue 28 §5; 701.3a, 301.5): an Equipment — the card itself when
it names itself "this Equipment", or a target Equipment — attached to a target creature, to the
creature a trigger event names, or to this creature; each rule with the contrast it must leave
unread (an Aura, any number of Equipment, a host that isn't a creature)."""

from __future__ import annotations

from engine.cards.vocabulary import Activated, CardDef, CreateToken, May, Triggered
from engine.mechanics.equipment.model import Attach
from tests.engine.helpers import lowered_ability


def _ability(line: str, name: str = "Hidden Footblade") -> Triggered | Activated | None:
    found = lowered_ability(line, (name,), (Triggered, Activated))
    assert found is None or isinstance(found, Triggered | Activated)
    return found


def test_this_equipment_to_a_target_creature() -> None:
    found = _ability(
        "When this Equipment enters, attach it to target creature you control. That creature "
        "gains first strike until end of turn."
    )
    assert isinstance(found, Triggered)
    assert found.effects[0] == Attach(target=0, equipment="self")
    (spec,) = found.targets
    assert (spec.kind, spec.filter.controller) == ("creature", "you")


def test_an_aura_attached_by_an_effect_stays_unread() -> None:
    # An Aura attaches only to what it could enchant (303.4), which the instruction doesn't ask.
    line = "Whenever a creature you control enters, attach this Aura to that creature."
    assert _ability(line, "Illusory Gains") is None
    # "~" by name says nothing of what kind of permanent the card is.
    assert _ability("When Mjolnir enters, attach it to target creature.", "Mjolnir") is None


def test_to_the_creature_the_event_names() -> None:
    found = _ability(
        "Whenever a creature you control enters, attach this Equipment to that creature."
    )
    assert isinstance(found, Triggered)
    assert found.effects == (Attach(target="that_creature"),)


def test_you_may_attach_this_equipment_to_it_the_creature_the_event_names() -> None:
    # "it" after "attach this Equipment to" is the creature that entered (701.3a), never the
    # Equipment itself; the instruction is optional (608.2d).
    found = _ability("Whenever a creature you control enters, you may attach this Equipment to it.")
    assert isinstance(found, Triggered)
    assert found.effects == (May(effects=(Attach(target="that_creature"),), text="attach ~ to it"),)


def test_a_target_equipment_to_a_target_creature_or_this_creature() -> None:
    found = _ability("{T}: Attach target Equipment you control to target creature you control.")
    assert isinstance(found, Activated)
    assert found.effects == (Attach(target=1, equipment=0),)
    assert found.targets[0].filter.subtypes == ("Equipment",)
    mine = _ability("{0}: Attach target Equipment you control to this creature.")
    assert isinstance(mine, Activated)
    assert mine.effects == (Attach(target="self", equipment=0),)
    may = _ability(
        "When this creature enters, you may attach target Equipment you control to target "
        "creature you control."
    )
    assert isinstance(may, Triggered)
    assert may.effects[0] == May(effects=(Attach(target=1, equipment=0),), text=may.effects[0].text)  # type: ignore[union-attr]


def test_other_shapes_stay_unread() -> None:
    # Any number of Equipment, a target that isn't an Equipment, a host that isn't a creature.
    assert (
        _ability("{T}: Attach any number of target Equipment you control to target creature.")
        is None
    )
    assert _ability("{T}: Attach target Aura you control to target creature.") is None
    assert _ability("{T}: Attach target Equipment you control to target artifact.") is None


def test_a_token_created_then_this_equipment_attached_to_it() -> None:
    # 701.3a: "create a … creature token, then attach this Equipment to it" — the token created,
    # then this Equipment attached to it, as living weapon's Germ (702.92a).
    found = _ability(
        "When this Equipment enters, create a 1/1 white Soldier creature token, then attach "
        "this Equipment to it.",
        "Ancestral Blade",
    )
    assert isinstance(found, Triggered)
    (made,) = found.effects
    assert isinstance(made, CreateToken)
    assert made.equip_it
    assert isinstance(made.token, CardDef)
    assert (made.token.power, made.token.toughness) == (1, 1)
    # Contrast: two tokens, or an Aura attaching itself, aren't one creature to equip (301.5).
    assert (
        _ability(
            "When this Equipment enters, create two 1/1 white Soldier creature tokens, then "
            "attach this Equipment to one of them.",
            "Ancestral Blade",
        )
        is None
    )
    assert (
        _ability(
            "When this Aura enters, create a 1/1 white Soldier creature token, then attach this "
            "Aura to it.",
            "Ancestral Blade",
        )
        is None
    )

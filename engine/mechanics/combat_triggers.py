"""Keywords that stand for combat triggers (CR 702.83 exalted, 702.45 bushido, 702.25 flanking,
702.91 battle cry, 702.86 annihilator, 702.130 afflict), each a triggered ability built from the
keyword and found by the one trigger scanner.

- Exalted: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end
  of turn." (702.83a); it attacks alone if it's the only creature declared as an attacker
  (702.83b, 506.5). Every instance on every permanent triggers.
- Bushido N: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
  (702.45a); each instance triggers separately (702.45b).
- Flanking: "Whenever this creature becomes blocked by a creature without flanking, the blocking
  creature gets -1/-1 until end of turn." (702.25a): once for each such blocker (509.3d).

- Battle cry: "Whenever this creature attacks, each other attacking creature gets +1/+0 until
  end of turn." (702.91a): the creatures attacking as it resolves (611.2c).
- Annihilator N: "Whenever this creature attacks, defending player sacrifices N permanents."
  (702.86a): the player it attacks (506.2), who chooses which (701.21a).
- Afflict N: "Whenever this creature becomes blocked, defending player loses N life."
  (702.130a).

The bonuses are continuous effects from resolving abilities (611.2a), in layer 7c (613.4c).
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import (
    ApplyContinuous,
    Filter,
    LoseLife,
    ModifyPowerToughness,
    PlayerSacrifices,
    Trigger,
    Triggered,
)
from engine.cards.vocabulary.combat import trigger_keyword_meaning
from engine.modifiers.triggers import keyword_trigger


def _text(keyword: str) -> str:
    """The ability's text, as the event log quotes it: the keyword and what it means."""
    meaning = trigger_keyword_meaning(keyword)
    return keyword if meaning is None else f"{keyword} ({meaning[1]})"


@keyword_trigger("Exalted", "702.83a")
@cache
def exalted_ability(parameter: str = "") -> Triggered:
    """The triggered ability "Exalted" stands for (702.83a)."""
    del parameter
    return Triggered(
        trigger=Trigger(event="attacks", scope="you_control", alone=True),
        effects=(
            ApplyContinuous(
                target="that_creature",
                modifications=(ModifyPowerToughness(power=1, toughness=1),),
            ),
        ),
        text=_text("Exalted"),
    )


@keyword_trigger("Bushido", "702.45a")
@cache
def bushido_ability(parameter: str) -> Triggered:
    """The triggered ability "Bushido N" stands for (702.45a)."""
    n = int(parameter)
    return Triggered(
        trigger=Trigger(event="blocks", combat_role="blocks_or_becomes_blocked"),
        effects=(
            ApplyContinuous(
                target="self", modifications=(ModifyPowerToughness(power=n, toughness=n),)
            ),
        ),
        text=_text(f"Bushido {n}"),
    )


@keyword_trigger("Flanking", "702.25a")
@cache
def flanking_ability(parameter: str = "") -> Triggered:
    """The triggered ability "Flanking" stands for (702.25a)."""
    del parameter
    return Triggered(
        trigger=Trigger(
            event="blocks", combat_role="blocked_by", filter=Filter(not_keywords=("Flanking",))
        ),
        effects=(
            ApplyContinuous(
                target="that_creature",
                modifications=(ModifyPowerToughness(power=-1, toughness=-1),),
            ),
        ),
        text=_text("Flanking"),
    )


@keyword_trigger("Battle cry", "702.91a")
@cache
def battle_cry_ability(parameter: str = "") -> Triggered:
    """The triggered ability "Battle cry" stands for (702.91a)."""
    del parameter
    return Triggered(
        trigger=Trigger(event="attacks"),
        effects=(
            ApplyContinuous(
                filter=Filter(types=("Creature",), attacking=True, other=True),
                modifications=(ModifyPowerToughness(power=1, toughness=0),),
            ),
        ),
        text=_text("Battle cry"),
    )


@keyword_trigger("Annihilator", "702.86a")
@cache
def annihilator_ability(parameter: str) -> Triggered:
    """The triggered ability "Annihilator N" stands for (702.86a)."""
    n = int(parameter)
    return Triggered(
        trigger=Trigger(event="attacks"),
        effects=(PlayerSacrifices(player="defending", amount=n, filter=Filter()),),
        text=_text(f"Annihilator {n}"),
    )


@keyword_trigger("Afflict", "702.130a")
@cache
def afflict_ability(parameter: str) -> Triggered:
    """The triggered ability "Afflict N" stands for (702.130a)."""
    n = int(parameter)
    return Triggered(
        trigger=Trigger(event="blocks", combat_role="becomes_blocked"),
        effects=(LoseLife(amount=n, player="defending"),),
        text=_text(f"Afflict {n}"),
    )

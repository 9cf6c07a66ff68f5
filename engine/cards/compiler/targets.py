"""The targets one spell or ability names (115.1), gathered as its instructions are read: each
"target …" its sentences name adds a target spec, in order, so "target creature" in a second
sentence is its second target; and what its trigger event lets an instruction say ("defending
player", "that much", "it" for the object the trigger is about).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cards.compiler.selectors import add_target, target


@dataclass
class Targets:
    """The target specs of one spell or ability, in the order its text names them (115.1)."""

    specs: list[dict[str, Any]] = field(default_factory=list)
    #: Whether "it" is the card itself: not in a trigger about another object ("whenever a
    #: creature you control attacks, it …" means the attacker, which the vocabulary can't name).
    it_is_self: bool = True
    #: The players the trigger event names, which an instruction may say: "defending player"
    #: of an attacking creature (506.2) and "that player" a creature dealt combat damage to.
    named_players: tuple[str, ...] = ()
    #: Whether the trigger event is an amount of damage "that much" may say (dealt damage, 120.3).
    event_amount: bool = False
    #: The target that "it" / "that creature" means in a later sentence acting on the object
    #: where it is ("Untap it.", "It gains haste until end of turn."): the one target named so far.
    that: int | None = None
    #: Whether the spell's or ability's cost sacrifices one permanent (not the source), which
    #: "the sacrificed creature's power" names: remembered as the cost is paid (608.2h).
    sacrificed: bool = False

    def add(self, phrase: str) -> int | None:
        spec = target(phrase)
        if spec is None:
            return None
        return add_target(self.specs, spec)


def sacrifices_one(paid: dict[str, Any] | None) -> bool:
    """Whether a cost sacrifices exactly one permanent other than its source: the one "the
    sacrificed creature" then names (`Targets.sacrificed`)."""
    if not paid or paid.get("sacrifice_self"):
        return False
    required = paid.get("sacrifice", [])
    return len(required) == 1 and required[0].get("count", 1) == 1

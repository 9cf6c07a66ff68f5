""" "Whenever a creature you control blocks", "whenever a creature you control becomes blocked",
"whenever enchanted creature blocks" (509.3a, 509.3c): the trigger event `blocks` of another
creature — one the subject's filter watches, or the one this Aura or Equipment is attached to
— once for each such creature as blockers are declared, however many creatures it blocks or
is blocked by. "That creature" / "it" is that creature (still the same object, 400.7) and
"that creature's controller" its controller (603.2). The card's own "Whenever ~ blocks …" is
`triggers`' reading.
"""

from __future__ import annotations

from typing import Literal

from engine.cards.grammar.tree import Part
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.scope import Scope
from engine.cards.lowering.watched import watched
from engine.cards.vocabulary import Filter, Trigger

#: The combat role, by the event's words after its subject.
_ROLES: dict[str, Literal["blocks", "becomes_blocked"]] = {
    "blocks": "blocks",
    "becomes blocked": "becomes_blocked",
}
#: "Enchanted / equipped creature" (303.4, 301.5): the creature the source is attached to.
_ATTACHED = ("enchanted creature", "equipped creature")


def others_block(who: Part, what: str) -> tuple[Trigger, Scope] | None:
    """The trigger of another creature `who` blocking or becoming blocked, by `what` ("blocks",
    lower case); None for other words or a subject the filter can't say."""
    role = _ROLES.get(what)
    if role is None:
        return None
    if said(who).lower() in _ATTACHED:
        one: Part = only(who)
        made = Trigger(
            event="blocks", scope="enchanted", filter=Filter(types=("Creature",)), combat_role=role
        )
        controllers: tuple[Part, ...] = ()
    else:
        subject = watched(who)
        if subject is None:
            return None
        one, flt, or_self = subject
        scope: Literal["you_control", "any"] = "any"
        if flt.controller == "you":
            scope, flt = "you_control", flt.model_copy(update={"controller": "any"})
        made = Trigger(event="blocks", scope=scope, filter=flt, or_self=or_self, combat_role=role)
        controllers = tuple(p for p in subject[0].postfix if p.kind == "controller")
    return made, Scope(
        named_players=("that_player",),
        event_players=(who, one, *controllers),
        event_objects=(who, one),
    )

""" "Whenever a creature you control becomes the target of a spell or ability an opponent
controls", "When enchanted creature becomes the target of a spell or ability" (603.2, 115.1):
the trigger event `becomes_target` of another permanent — one the subject's filter watches, or
the one this Aura or Equipment is attached to — once for each such permanent a spell or ability
targets as it is put on the stack (601.2c, 602.2b). "That creature" / "it" is that permanent
(still the same object, 400.7); "its controller" and "that player" name no one here (the
spell's controller isn't the permanent's), so such a line stays unread. The card's own "When ~
becomes the target …" is the compiler's reading (`compiler.abilities`).
"""

from __future__ import annotations

from typing import Literal

from engine.cards.grammar.tree import Part
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.scope import Scope
from engine.cards.lowering.watched import watched
from engine.cards.vocabulary import Filter, Trigger

#: What targets it, by the words after "becomes the target of": only a spell, and whose.
_BY: dict[str, tuple[bool, Literal["opponent", "you", "any"]]] = {
    "a spell or ability": (False, "any"),
    "a spell or ability an opponent controls": (False, "opponent"),
    "a spell or ability you control": (False, "you"),
    "a spell": (True, "any"),
    "a spell an opponent controls": (True, "opponent"),
    "a spell you control": (True, "you"),
}
#: "Enchanted / equipped creature" (303.4, 301.5): the permanent the source is attached to.
_ATTACHED = ("enchanted creature", "equipped creature", "enchanted permanent")


def targeted(who: Part, what: str) -> tuple[Trigger, Scope] | None:
    """The trigger of another permanent `who` becoming a target, by `what` ("becomes the target
    of a spell or ability an opponent controls", lower case); None for other words."""
    by = _BY.get(what.removeprefix("becomes the target of "))
    if by is None or not what.startswith("becomes the target of "):
        return None
    spells_only, whose = by
    if said(who).lower() in _ATTACHED:
        one: Part = only(who)
        kind = said(who).lower().partition(" ")[2]
        flt = Filter(types=("Creature",)) if kind == "creature" else Filter()
        made = Trigger(
            event="becomes_target", scope="enchanted", filter=flt, by=whose, spells_only=spells_only
        )
    else:
        subject = watched(who)
        if subject is None or subject[2]:
            return None  # "this creature or another …": the card's own is read by the compiler
        one, flt = subject[0], subject[1]
        scope: Literal["you_control", "any"] = "any"
        if flt.controller == "you":
            scope, flt = "you_control", flt.model_copy(update={"controller": "any"})
        made = Trigger(
            event="becomes_target", scope=scope, filter=flt, by=whose, spells_only=spells_only
        )
    return made, Scope(event_objects=(who, one))

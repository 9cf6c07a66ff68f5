"""The fight family: "target creature you control fights target creature you don't control"
(701.14a), "it fights up to one target creature …", "you may have it fight target creature …",
and the one-sided "bite", "target creature you control deals damage equal to its power to …"
(120.2b) — a creature, not the spell, deals the damage (`rules`). A sentence reader
(`engine.cards.compiler.registry.sentence_reader`), tried among the instructions' templates.

The fighter is a target, the card itself ("~", or "it" in its own trigger), what it enchants, or
the one target named before ("… gets +2/+0 until end of turn. It fights …": 608.2c). Reading
the creature it fights adds a target spec, which must be a creature's; a bite may damage any
target its words name. "You may have it fight target creature" is "it fights target creature"
made optional (`optional`: the target chosen as the ability is put on the stack, 603.3d, the
choice to fight made as it resolves, 608.2d).

The grammar's route reads the verb "fights" in its tree (`_fights`, for lines the templates
leave unread): "Target creature fights another target creature" — "another" after the first
target is a criterion of the second (115.3, `Scope.add`), which the templates can't say.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.compiler.text import pattern
from engine.cards.lowering.phrases import object_ref, the_object
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect as Instruction
from engine.mechanics.fight.model import Fight

Effect = dict[str, Any]
Subject = Callable[[str, Any], int | str | None]

_FIGHTS = re.compile(r"(?:then )?(.+?) fights (.+)")
_BITES = re.compile(r"(?:then )?(.+?) deals damage equal to its power to (.+)")


@sentence_reader("fight", 100)
def sentence(text: str, targets: Any, subject: Subject) -> list[Effect] | None:
    """One instruction of this family (lower-case first word, no full stop), or None — and then
    no target spec is left added."""
    before = len(targets.specs)
    found = _read(text, targets, subject)
    if found is None:
        del targets.specs[before:]
    return found


def _read(text: str, targets: Any, subject: Subject) -> list[Effect] | None:
    if m := _FIGHTS.fullmatch(text):
        fight = _fight(m.group(1), m.group(2), targets, subject)
        return None if fight is None else [fight]
    if m := _BITES.fullmatch(text):
        return _bite(m.group(1), m.group(2), targets, subject)
    return None


def _creature_target(phrase: str, targets: Any) -> int | None:
    """ "target creature you don't control", "another target creature", "up to one target
    creature an opponent controls": a target spec for one creature (115.1), or None."""
    up_to = phrase.startswith("up to one ")
    phrase = phrase.removeprefix("up to one ")
    if not pattern(r"(?:another )?target creature(?: .+)?").fullmatch(phrase) or " or " in phrase:
        return None
    index: int | None = targets.add(phrase)
    if index is None or targets.specs[index]["kind"] != "creature":
        return None
    if up_to:
        # "Up to one": zero targets may be chosen (115.1, 601.2c).
        targets.specs[index] = {**targets.specs[index], "min": 0}
    return index


def _fighter(phrase: str, targets: Any, subject: Subject) -> int | str | None:
    if not phrase.startswith(("target ", "~", "it", "that creature", "enchanted creature")):
        return None
    found = subject(phrase, targets)
    if isinstance(found, int) and targets.specs[found]["kind"] != "creature":
        return None
    return found


def _other(whom: str, by: int | str) -> bool:
    """Whether the second creature is one the templates can say: "another target creature"
    after a target fighter means a creature other than that target (115.3 would let one object
    be both), which the templates' target filters don't express (the grammar's route does,
    `_fights`); after "~" it is other than this object."""
    return not (isinstance(by, int) and "another target" in whom)


def _fight(who: str, whom: str, targets: Any, subject: Subject) -> Effect | None:
    by = _fighter(who, targets, subject)
    if by is None or not _other(whom, by):
        return None
    other = _creature_target(whom, targets)
    return None if other is None else {"op": "fight", "by": by, "target": other}


def _bite(who: str, to: str, targets: Any, subject: Subject) -> list[Effect] | None:
    """Only a target creature (or the target named before) deals the damage: the card's own
    power as the amount ("~ deals damage equal to its power") is another family's."""
    if not who.startswith(("target ", "it", "that creature")):
        return None
    by = _fighter(who, targets, subject)
    if not isinstance(by, int) or not _other(to, by):
        return None
    if to in ("~", "him", "her"):
        # The card itself, a character said as a person (201.5): Garruk Relentless's [0].
        return [{"op": "bite", "by": by, "to": "self"}] if subject(to, targets) == "self" else None
    index = targets.add(to)
    if index is None or targets.specs[index]["kind"] not in ("creature", "any", "permanent"):
        return None
    return [{"op": "bite", "by": by, "to": index}]


@verb("fight", "fights")
def _fights(v: Verb) -> Sequence[Instruction] | None:
    """ "[creature] fights [target creature]" (701.14a): the fighter a target creature, the card
    itself or what it enchants; the creature it fights a new target creature. A creature a
    trigger event names, a group, "each other" or a duration stay unread."""
    what = the_object(v)
    if v.subject is None or what is None or v.duration is not None:
        return None
    by = object_ref(v.subject, v.scope)
    if isinstance(by, int):
        if v.scope.specs[by].kind != "creature":
            return None
    elif by not in ("self", "enchanted"):
        return None
    other = object_ref(what, v.scope)
    if not isinstance(other, int) or other == by or v.scope.specs[other].kind != "creature":
        return None
    return [Fight(by=by, target=other)]

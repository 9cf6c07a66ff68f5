"""Reading "This spell costs {N} less / more to cast if [condition]." (601.2f): the condition by
the one condition reader of "if you control …" (`engine.cards.compiler.conditions`); a
condition it doesn't know ("if it targets a tapped creature") leaves the line unread. And "This
spell costs {1} less to cast for each creature card in your graveyard." / "… {X} less to cast,
where X is the greatest power among creatures you control." (Ghoultree, The Great Henge): what
is counted by the one reader of a counted quantity (`engine.cards.compiler.amounts.quantity`);
a count it doesn't know leaves the line unread. An ability word before it has no rules meaning
(207.2c: "Domain — …")."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.amounts import quantity
from engine.cards.compiler.conditions import condition
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.shapes import ability_word
from engine.cards.compiler.text import Line
from engine.cards.compiler.words import quantity_words

_LINE = re.compile(r"(?:This spell|~) costs \{(\d+)\} (less|more) to cast if (.+)\.")
_FOR_EACH = re.compile(r"(?:This spell|~) costs \{(\d+)\} less to cast for each (.+)\.")
_WHERE_X = re.compile(r"(?:This spell|~) costs \{X\} less to cast, where X is (.+)\.")
#: A count naming an object or a target: what it names isn't this reader's to bind.
_NAMING = re.compile(r"\b(?:its?|those|target)\b|\bthat\b(?! died)|~")


@line_reader("cost change: this spell", 160)
def read(line: Line) -> LineReading | None:
    """ "This spell costs {3} less to cast if …" as the spell's own `CostChange`; one counting
    what it is less for each of (`read_counted`)."""
    m = _LINE.fullmatch(line.bare)
    asked = None if m is None else condition(m.group(3))
    if m is None or asked is None or not 1 <= int(m.group(1)) <= 20:
        return read_counted(line)
    how = m.group(2)
    ability = {
        "kind": "cost_change",
        "amount": int(m.group(1)),
        "more": how == "more",
        "this_spell": True,
        "condition": asked,
    }
    generic = "" if how == "more" else ", generic mana only (118.7a)"
    words = (
        f"this spell costs {{{m.group(1)}}} {how} to cast if {asked['text']}{generic}, as its "
        "total cost is determined (601.2f); it functions on the stack (113.6)"
    )
    return LineReading((ability,), words)


def read_counted(line: Line) -> LineReading | None:
    """ "This spell costs {1} less to cast for each …" / "… {X} less to cast, where X is …" as
    the spell's own `CostChange`, `amount` for each thing counted (601.2f, 107.3c)."""
    text = ability_word(line.bare)
    if (m := _FOR_EACH.fullmatch(text)) is not None:
        amount, phrase, each = int(m.group(1)), m.group(2), True
    elif (m := _WHERE_X.fullmatch(text)) is not None:
        amount, phrase, each = 1, m.group(1), False
    else:
        return None
    counted = None if _NAMING.search(phrase) else quantity(phrase, None, each=each)
    if counted is None or not 1 <= amount <= 20:
        return None
    ability: dict[str, Any] = {
        "kind": "cost_change",
        "amount": amount,
        "this_spell": True,
        "for_each": counted,
    }
    less = (
        f"{{{amount}}} less to cast for each one of {quantity_words(counted)}"
        if each
        else f"{{X}} less to cast, where X is {quantity_words(counted)}"
    )
    words = (
        f"this spell costs {less}, counted as its total cost is determined, generic mana only "
        "(601.2f, 118.7a); it functions on the stack (113.6)"
    )
    return LineReading((ability,), words)

"""A planeswalker's loyalty ability read (CR 606): "[+1]: Draw a card." is an activated ability
whose cost is putting one loyalty counter on the permanent (606.4), "[−X]: …" one whose X is
chosen as it is activated and removed as its cost (107.3a, 606.4). Its effect is read as any
activated ability's by the compiler's templates; a line they leave unread goes on to the
grammar, whose lowering reads the same loyalty cost (`engine.cards.lowering.costs`).

A loyalty ability isn't a mana ability even when it adds mana (605.1a: "[+1]: Add {R}{R}" uses
the stack), and it has no restriction of its own beyond 606.3, which the rules apply to every
loyalty ability: a line adding one ("Activate only …") isn't read.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.abilities import activated_with
from engine.cards.compiler.registry import reader

#: "[+1]: …", "[−2]: …" (a minus sign, U+2212, or a hyphen), "[0]: …", "[−X]: …" (606.2).
_LOYALTY_LINE = re.compile(r"\[([+\u2212-]?)(\d+|X)\]: (.+)", re.DOTALL)
#: An X in the effect that only "where X is …" could define (107.3): without it, a loyalty
#: ability's X is its [−X] cost's.
_X = re.compile(r"(?<![\w/{])X(?![\w/}])")


def loyalty_symbol(sign: str, number: str) -> int | str | None:
    """The vocabulary's loyalty cost for a printed symbol: +N, −N, 0 or "-X" (606.4), or None
    for one no loyalty ability has ("[+X]", "[3]" without a sign)."""
    if number == "X":
        return "-X" if sign in "\u2212-" and sign else None
    if number != "0" and not sign:
        return None
    return -int(number) if sign in ("\u2212", "-") else int(number)


@reader("activated: loyalty", 1450)
def loyalty_ability(text: str) -> dict[str, Any] | None:
    """ "[+1]: effect" -> an activated ability with that loyalty cost (606.2, 606.4), or None."""
    m = _LOYALTY_LINE.fullmatch(text)
    if m is None:
        return None
    symbol = loyalty_symbol(m.group(1), m.group(2))
    effect = m.group(3)
    if symbol is None:
        return None
    if symbol != "-X" and _X.search(effect) and "where X is" not in effect:
        return None  # an X the cost doesn't choose (107.3) isn't read
    found = activated_with({"loyalty": symbol}, effect)
    if found is None or found.get("sorcery_speed") or found.get("once_each_turn"):
        return None
    return found


#: "You may activate loyalty abilities of ~ on any player's turn any time you could cast an
#: instant.", "As long as ~ entered this turn, you may activate her loyalty abilities any time you
#: could cast an instant.", "… of planeswalkers you control …" (101.1 over 606.3's timing).
_AT_INSTANT_SPEED = re.compile(
    r"(As long as ~ entered this turn, )?[Yy]ou may activate "
    r"(?:(?:his|her|its|their) loyalty abilities|loyalty abilities of (~|planeswalkers you "
    r"control))(?: on any player's turn)? any time you could cast an instant\."
)


@reader("static: loyalty abilities at instant speed", 1235)
def at_instant_speed(text: str) -> dict[str, Any] | None:
    """A static ability letting loyalty abilities be activated any time an instant could be
    cast (101.1, 606.3), or None."""
    m = _AT_INSTANT_SPEED.fullmatch(text)
    if m is None:
        return None
    found: dict[str, Any] = {"kind": "loyalty_at_instant_speed"}
    if m.group(2) == "planeswalkers you control":
        if m.group(1):
            return None
        found["whose"] = "you_control"
    if m.group(1):
        found["entered_this_turn"] = True
    return found

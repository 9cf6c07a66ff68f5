"""Instructions a player follows, read as sentences (608.2c): "[who] draws N cards / gains N
life / loses N life" (121.1, 119.3), "[who] sacrifices / returns N [permanents] of their choice"
(701.21a: chosen as it resolves), "[who] gets {E}{E}" (energy counters, 107.14). Who does it is
read as every instruction's player is (`selectors.player_subject`).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.players import player_subject
from engine.cards.compiler.selectors import amount, noun_phrase
from engine.cards.compiler.targets import Targets

Effect = dict[str, Any]


#: "[Who] draws N cards / gains N life / loses N life": the subject, then the verb.
_PLAYERS_VERB = re.compile(
    r"(you|target player|target opponent|that player|each player|each opponent|"
    r"each other player|defending player|its controller|that creature's controller|"
    r"that permanent's controller) "
    r"(draws?|gains?|loses?|lose|gain) (a|one|two|three|four|five|X|\d+) ?(cards?|life)"
)


def players_instruction(text: str, targets: Targets) -> list[Effect] | None:
    """ "Draw two cards", "target player draws two cards", "each player loses 1 life", "that
    player gains 3 life" (the player already targeted): draw (121.1) and life (119.3)."""
    m = _PLAYERS_VERB.fullmatch(text if not text.startswith("draw ") else "you " + text)
    if not m:
        return None
    who, verb, n, noun = m.groups()
    op = {"d": "draw", "g": "gain_life", "l": "lose_life"}[verb[0]]
    if (op == "draw") != noun.startswith("card") or amount(n) is None:
        return None
    subject = player_subject(who, targets)
    return None if subject is None else [{"op": op, "amount": amount(n), **subject}]


_SACRIFICES = re.compile(
    r"(?:(each player|each opponent|each other player|target player|target opponent|"
    r"defending player|that player) sacrifices|sacrifice) (a|an|one|two|three|four|five|X|\d+) "
    r"(.+?)(?: of their choice)?"
)
_RETURNS = re.compile(
    r"(?:(each player|each opponent|target player|target opponent|that player) returns|return) "
    r"(a|an|one|two|three|X|\d+) (.+?) (?:you|they) controls? to (?:its|their) owner's hands?"
)


_GETS = re.compile(
    r"(you|each player|each opponent|target player|target opponent|defending player|that player) "
    r"gets? ((?:\{E\})+)(?: \([a-z]+ energy counters?\))?"
)


def player_counters(text: str, targets: Targets) -> list[Effect] | None:
    """ "You get {E}{E} (two energy counters)": energy counters (107.14)."""
    m = _GETS.fullmatch(text)
    if not m:
        return None
    subject = player_subject(m.group(1), targets)
    if subject is None:
        return None
    return [
        {"op": "player_counters", "counter": "energy", "amount": m.group(2).count("{E}"), **subject}
    ]


def chosen(text: str, targets: Targets) -> list[Effect] | None:
    """ "Each opponent sacrifices a creature of their choice", "target player sacrifices an
    attacking creature", "sacrifice a land" (you), "return a land you control to its owner's
    hand": the player chooses as it resolves (701.21a, 608.2c)."""
    m = _SACRIFICES.fullmatch(text) or _RETURNS.fullmatch(text)
    if not m or amount(m.group(2)) is None:
        return None
    read = noun_phrase(m.group(3))
    if read is None or "controller" in read[0] or read[1] not in ("creature", "permanent"):
        return None
    subject = player_subject(m.group(1) or "you", targets)
    if subject is None:
        return None
    flt = read[0]
    if read[1] == "creature" and "Creature" not in flt.get("types", []):
        flt["types"] = ["Creature", *flt.get("types", [])]
    op = "player_sacrifices" if m.re is _SACRIFICES else "player_returns"
    return [{"op": op, "amount": amount(m.group(2)), "filter": flt, **subject}]

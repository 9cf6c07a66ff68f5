"""Modal spells and abilities (CR 700.2): "Choose one —", "Choose one or both —", "Choose two —",
"When ~ enters, choose one —", "{2}, Sacrifice ~: Choose one —", each followed by its bullets.

The instruction to choose says how many modes are chosen (`choose`: at least, at most); each
bullet is one mode, read by `instructions` with targets of its own (700.2c). A block is read
whole or not at all: a mode the engine can't play would make choosing it a guess.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler import grammar_route
from engine.cards.compiler.abilities import cost, trigger_condition, trigger_targets
from engine.cards.compiler.instructions import Targets, read
from engine.cards.compiler.text import Line, pattern

#: The instructions to choose and how many modes each lets a player choose (700.2; None: all).
_HOW_MANY: dict[str, tuple[int, int | None]] = {
    "one": (1, 1),
    "one or both": (1, 2),
    "one or more": (1, None),
    "two": (2, 2),
    "three": (3, 3),
}
#: The same for an ability only: "choose up to one —" may choose none (700.2b: the trigger is
#: then removed).
_ABILITY_ONLY: dict[str, tuple[int, int | None]] = {"up to one": (0, 1)}
_CHOOSE = re.compile(r"[Cc]hoose (one or both|one or more|one|two|three|up to one) —")


def is_header(line: Line) -> bool:
    """Whether the line ends in an instruction to choose modes ("…, choose one —")."""
    m = _CHOOSE.search(line.text)
    return m is not None and m.end() == len(line.text)


def is_bullet(line: Line) -> bool:
    return line.text.startswith("• ")


def _count(words: str, modes: int, ability: bool) -> list[int] | None:
    found = _HOW_MANY.get(words) or (_ABILITY_ONLY.get(words) if ability else None)
    if found is None:
        return None
    low, high = found
    high = modes if high is None else high
    return [low, high] if high <= modes else None


def _modes(
    bullets: list[Line], new_targets: Callable[[], Targets] = Targets
) -> list[dict[str, Any]] | None:
    """Each bullet as a mode: its printed text, targets and instructions; None if one isn't read."""
    out = []
    for line in bullets:
        if not is_bullet(line):
            return None
        targets = new_targets()
        effects = read(line.text[2:], targets)
        specs: list[Any] = targets.specs
        if effects is None:
            # A mode no template reads, read by the oracle grammar as a spell's text (Cryptic
            # Command's "Tap all creatures your opponents control.", Charming Scoundrel's
            # "Create a Wicked Role token attached to target creature you control."): a mode
            # naming what its trigger event did ("that player", "it") has no antecedent in
            # the bullet alone, so the grammar leaves it unread.
            bare = Line(line.printed[2:], line.bare[2:], line.text[2:])
            found = grammar_route.read_spell([bare], ())
            if found is not None:
                effects, specs = found["effects"], found["targets"]
        if effects is None:
            return None
        mode: dict[str, Any] = {"text": line.printed, "effects": effects}
        if specs:
            mode["targets"] = specs
        out.append(mode)
    return out if len(out) >= 2 else None


def spell(lines: list[Line]) -> dict[str, Any] | None:
    """An instant's or sorcery's whole text as "Choose … —" and its modes, or None."""
    m = pattern(r"Choose (one or both|one or more|one|two|three) —").fullmatch(lines[0].text)
    if not m:
        return None
    modes = _modes(lines[1:])
    if modes is None:
        return None
    count = _count(m.group(1), len(modes), ability=False)
    return None if count is None else {"modes": modes, "choose": count}


def ability(header: Line, bullets: list[Line]) -> dict[str, Any] | None:
    """A modal triggered ability ("When ~ enters, choose one —", 603.3c) or activated ability
    ("{1}, Sacrifice ~: Choose one —", 700.2a) with its bullets, or None."""
    m = _CHOOSE.search(header.text)
    if m is None or m.end() != len(header.text):
        return None
    head = header.text[: m.start()]
    new_targets: Callable[[], Targets] = Targets
    if found := trigger_condition(head + "x"):
        trigger, rest = found
        if rest != "x" or m.group(0)[0] != "c":
            return None
        out: dict[str, Any] = {"kind": "triggered", "trigger": trigger}
        new_targets = functools.partial(trigger_targets, trigger)
    elif (
        head.endswith(": ")
        and m.group(0)[0] == "C"
        and (paid := cost(head[:-2])) is not None
        and not paid.get("discard_self")  # an ability of a card in a hand (113.6m): not here
    ):
        out = {"kind": "activated", "cost": paid}
    else:
        return None
    modes = _modes(bullets, new_targets)
    if modes is None:
        return None
    count = _count(m.group(1), len(modes), ability=True)
    if count is None:
        return None
    return {**out, "effects": [], "modes": modes, "choose": count}

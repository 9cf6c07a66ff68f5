"""Keywords' canonical spellings (CR 702) registered by their mechanics: a mechanic's `model`
says how its keyword is spelled (`keyword_name("Extort")`, or with a parameter
`keyword_with("Bushido", number())`), so the vocabulary reads it without a list naming every
mechanic; a spelling registered twice is refused. `load` finds the mechanics' models, so a
keyword with no instruction of its own (prowess) is registered too."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from engine.core.mana import ManaError, parse_cost
from engine.core.registry import Registry, discover

#: How a keyword's parameter is spelled: the canonical spelling of the text after the keyword's
#: name ("02" -> "2"), or None when that text isn't a parameter of the keyword.
Parameter = Callable[[str], "str | None"]

#: A keyword's canonical spelling by its casefolded name.
KEYWORD_NAMES: Registry[str, str] = Registry("the keyword")
#: The keywords with no parameter that are simple abilities of the vocabulary's
#: `SIMPLE_KEYWORDS` (the ones a scenario's card may list by name).
SIMPLE_NAMES: Registry[str, str] = Registry("the simple keyword")
#: The keywords with no parameter a selector may name as a quality of a creature ("creature with
#: flying", "without flying"), by casefolded name: registered by their packages
#: (`keyword_name(..., quality=True)`), read by the compiler's selectors.
QUALITY_KEYWORDS: Registry[str, str] = Registry("the quality keyword")
#: A keyword with a parameter ("Bushido 2", 702.45a), by its casefolded name: its spelling, how
#: its parameter is spelled, and whether a cost may follow the name with no space ("Kicker{2}").
PARAMETER_KEYWORDS: Registry[str, tuple[str, Parameter, bool]] = Registry(
    "the keyword with a parameter"
)
#: The keywords with a mana cost whose costs are parts of a spell's total cost (601.2f), by name:
#: registered by their packages (`keyword_with(..., costed=True)`), read by
#: `engine.rules.total_cost`.
COSTED_KEYWORDS: Registry[str, str] = Registry("the costed keyword")
#: The keywords whose instances aren't redundant, by name: more of them add up (toxic, 702.164b)
#: or each triggers (poisonous 702.70b, prowess 702.108b, exalted 113.2c), so an object gaining
#: another instance keeps both (`engine.cards.vocabulary.keywords.cumulative`).
CUMULATIVE_KEYWORDS: Registry[str, str] = Registry("the cumulative keyword")


@dataclass(frozen=True, slots=True)
class EnteringCounters:
    """What a keyword with a number N stands for besides its triggered ability: "this permanent
    enters with N `counter` counters on it" (a replacement effect, 614.1c), by `rule` — only if
    an opponent was dealt damage this turn, for bloodthirst (702.54a); or, for a keyword with no
    number, one for each color of mana spent to cast it, and `otherwise` counters instead when
    it isn't entering as a creature (sunburst, 702.44a); or, for a keyword with no number, X of
    them, the X of the spell it resolved from (`x`: ravenous, 702.156a, 107.3m)."""

    counter: str
    rule: str
    if_opponent_damaged: bool = False
    per_color_spent: bool = False
    otherwise: str | None = None
    x: bool = False


#: The keywords that stand for entering with counters (modular, fading, bloodthirst), by name.
ENTERING_COUNTERS: Registry[str, EnteringCounters] = Registry("the entering counters of")


def entering_counters(
    name: str,
    counter: str,
    rule: str,
    *,
    if_opponent_damaged: bool = False,
    per_color_spent: bool = False,
    otherwise: str | None = None,
    x: bool = False,
) -> str:
    """Register the keyword `name` ("Modular") as standing for entering with N `counter`
    counters too (or one for each color of mana spent to cast it: `per_color_spent`; or X of
    them: `x`)."""
    found = EnteringCounters(counter, rule, if_opponent_damaged, per_color_spent, otherwise, x)
    ENTERING_COUNTERS.register(name, found)
    return name


def keyword_name(
    name: str, *, simple: bool = False, quality: bool = False, cumulative: bool = False
) -> str:
    """Register `name` as a keyword with no parameter, spelled so; `simple`: one of the
    vocabulary's `SIMPLE_KEYWORDS`; `quality`: a selector may name it ("creature with flying");
    `cumulative`: its instances aren't redundant, each triggers (702.108b)."""
    KEYWORD_NAMES.register(name.casefold(), name)
    if quality:
        QUALITY_KEYWORDS.register(name.casefold(), name)
    if cumulative:
        CUMULATIVE_KEYWORDS.register(name, name)
    return SIMPLE_NAMES.register(name, name) if simple else name


def keyword_with(
    name: str,
    parameter: Parameter,
    *,
    joined: bool = False,
    costed: bool = False,
    cumulative: bool = False,
) -> str:
    """Register `name` as a keyword followed by a parameter ("Annihilator 2"), spelled so, the
    parameter spelled by `parameter`; `joined`: a cost may follow the name with no space;
    `costed`: its cost is a part of a spell's total cost (601.2f); `cumulative`: its instances
    aren't redundant (702.164b, 702.70b)."""
    PARAMETER_KEYWORDS.register(name.casefold(), (name, parameter, joined))
    if costed:
        COSTED_KEYWORDS.register(name, name)
    if cumulative:
        CUMULATIVE_KEYWORDS.register(name, name)
    return name


def number(low: int = 0, high: int | None = None) -> Parameter:
    """A parameter that is a number N ("Bushido 2", 702.45a) from `low` to `high`, written
    without leading zeros."""

    def spelled(text: str) -> str | None:
        if re.fullmatch(r"[0-9]+", text) is None:
            return None
        n = int(text)
        return str(n) if n >= low and (high is None or n <= high) else None

    return spelled


def mana_cost(*, x: bool = True, symbols: str = r"[^}]+") -> Parameter:
    """A parameter that is a mana cost the engine reads ("{2}{R}", 202.1), written in capitals:
    its `symbols` only (any by default), and no X unless `x`."""

    def spelled(text: str) -> str | None:
        if re.fullmatch(rf"(?:\{{(?:{symbols})\}})+", text, re.IGNORECASE) is None:
            return None
        cost = text.upper()
        try:
            parsed = parse_cost(cost)
        except ManaError:
            return None
        return None if parsed.x_count and not x else cost

    return spelled


@cache
def _longest_name(registered: int) -> int:
    """The length of the longest name of a keyword with a parameter, while `registered` are
    (a registry only grows, so its size says which state it is in)."""
    return max(map(len, PARAMETER_KEYWORDS), default=0)


def parameter_keyword(text: str) -> str | None:
    """The canonical spelling of a registered keyword with a parameter ("annihilator 02" ->
    "Annihilator 2"), or None: the name is the text before one of its spaces, the parameter
    what follows it — or, for a keyword whose cost may be joined to it, the text before a
    brace and the cost from it."""
    # No character casefolds to nothing, so a name longer than every registered one is none
    # of them: the line's later spaces are never looked up (most lines asked aren't keywords).
    longest = _longest_name(len(PARAMETER_KEYWORDS))
    for at, char in enumerate(text):
        if at > longest:
            break
        if char not in " {":
            continue
        found = PARAMETER_KEYWORDS.get(text[:at].casefold())
        if found is None or (char == "{" and not found[2]):
            continue
        if (parameter := found[1](text[at + 1 :] if char == " " else text[at:])) is not None:
            return f"{found[0]} {parameter}"
    return None


def load() -> frozenset[str]:
    """Import every mechanic package's model, so each has registered its spelling; the simple
    keywords they registered."""
    discover("engine.mechanics", "model")
    return frozenset(SIMPLE_NAMES)

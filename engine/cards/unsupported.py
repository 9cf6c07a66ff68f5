"""What kind of ability an oracle line the vocabulary can't express is, from its words, so the
engine can say when a step would have needed it instead of silently doing nothing.

A line is read as the CR tells the kinds apart (113.3): "[Cost]: [Effect]" is an activated ability
(602.1), its cost a loyalty symbol for a loyalty ability (606.2); "When", "Whenever" or "At"
begins a triggered ability (603.1); a line saying what a card's power or toughness is equal to is
a characteristic-defining ability (604.3); a line of an instant or sorcery is an effect of the
spell (113.3a); anything else is a static ability (604.1); a keyword on a line of its own
("Flashback {5}{U}{U}", 702) is a keyword. For a triggered line, the trigger
event it names — roughly: "enters", "dies", "attacks", "casts", "at the beginning of" … — is kept,
so the trigger scanner can say "this might have triggered here" when that kind of event happens.
Nothing here decides what the ability does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Literal

Kind = Literal["activated", "triggered", "characteristic", "keyword", "spell", "static"]

_TRIGGER_START = re.compile(r"^(When|Whenever|At)\b")
#: A keyword ability on a line of its own, with its cost or number: "Flashback {5}{U}{U}",
#: "Bushido 1", "Ward—Pay 2 life" (702), perhaps followed by reminder text.
_KEYWORD = re.compile(
    r"^[A-Z][\w'-]*( [a-z][\w'-]*)?((—| )(\{[^}]+\})+| \d+|—[^.]+)?( \([^)]*\))?$"
)
#: A cost before ": " — mana symbols, {T}, or a verb a cost starts with (118, 602.1), or a
#: loyalty symbol, "[+1]", "[−2]", "[0]" or "[−X]", brackets or not (606.2).
_COST = re.compile(
    r"^(?:(?:\{[^}]+\}|Sacrifice|Pay|Discard|Exile|Remove|Tap|Untap|Return|Put|Reveal|"
    r"Collect|Forage|\w+ \d|—)[^.:\"“]{0,120}|\[?(?:[+\u2212-](?:\d+|X)|0)\]?): "
)
_CHARACTERISTIC = re.compile(
    r"(power|toughness)( and toughness)? (is|are)( each)? equal to|"
    r"power is equal to|toughness is equal to",
    re.IGNORECASE,
)
#: Words of a trigger condition → the trigger event it is (engine.triggers' events).
_EVENTS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\benters\b|\bcomes? into play\b"), "enters"),
    (re.compile(r"\bdies\b|put into (a|your|an opponent's) graveyard from"), "put_into_graveyard"),
    (re.compile(r"\bsacrifices?\b"), "sacrifice"),
    (re.compile(r"\battacks\b"), "attacks"),
    (re.compile(r"\bblocks\b|\bbecomes blocked\b"), "blocks"),
    (re.compile(r"\bcasts?\b"), "cast"),
    (re.compile(r"\bbecomes the target\b"), "becomes_target"),
    (re.compile(r"\bdeals combat damage to a player\b"), "deals_combat_damage_to_player"),
    (re.compile(r"\bis dealt damage\b|\bdeals (combat )?damage\b"), "dealt_damage"),
    (re.compile(r"\bgains? life\b"), "life_gained"),
    (re.compile(r"\btapped for mana\b"), "tapped_for_mana"),
    (re.compile(r"^At the beginning of\b"), "beginning_of_step"),
)
#: "At the beginning of [whose] [step]" → the step (engine.state.Step values).
_STEPS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bupkeep\b"), "upkeep"),
    (re.compile(r"\bdraw step\b"), "draw"),
    (re.compile(r"\bend step\b|\bend of turn\b"), "end"),
    (re.compile(r"\bcombat\b"), "beginning_of_combat"),
    (re.compile(r"\bprecombat main phase\b|\bfirst main phase\b"), "main1"),
    (re.compile(r"\bpostcombat main phase\b|\bsecond main phase\b"), "main2"),
)
#: Words by which a card's text names the card itself (201.5) besides its name.
_SELF = (
    "this creature",
    "this permanent",
    "this card",
    "this spell",
    "this artifact",
    "this enchantment",
    "this land",
)


_NUMERALS = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
_CHAPTER = re.compile(r"((?:I|II|III|IV|V|VI|VII)(?:, (?:I|II|III|IV|V|VI|VII))*) — (.+)")


def chapter_line(text: str) -> tuple[tuple[int, ...], str] | None:
    """A Saga's chapter line as its chapter numbers and effect: "I, II — Draw a card." ->
    ((1, 2), "Draw a card.") (714.2a, 714.2c), or None for any other line."""
    m = _CHAPTER.fullmatch(text.strip())
    if m is None:
        return None
    return tuple(_NUMERALS[n] for n in m.group(1).split(", ")), m.group(2)


@dataclass(frozen=True, slots=True)
class UnsupportedLine:
    """An oracle line the engine doesn't model, with its kind and, for a triggered ability,
    the trigger event its condition names (None when none is recognised)."""

    text: str
    kind: Kind
    event: str | None = None
    #: For "at the beginning of" triggers, the step (an `engine.state.Step` value).
    step: str | None = None
    #: True when the trigger condition is about the card itself ("When Gadwick enters").
    about_self: bool = False
    #: For "at the beginning of your …" only in its controller's turn.
    yours: bool = False


@cache
def classify(text: str, name: str = "", spell: bool = False) -> UnsupportedLine:
    """The kind of the ability `text` of the card `name` is; `spell` for a line of an instant
    or sorcery."""
    line = text.strip()
    if _TRIGGER_START.match(line):
        condition = line.split(",", 1)[0]
        event = next((e for pattern, e in _EVENTS if pattern.search(condition)), None)
        step = None
        if event == "beginning_of_step":
            step = next((s for pattern, s in _STEPS if pattern.search(condition)), None)
        # The condition's subject is the card itself: "When Gadwick enters", "Whenever this
        # creature attacks" — not "Whenever a creature dealt damage by Baron Sengir dies".
        subject = _TRIGGER_START.sub("", condition).strip().casefold()
        names = [n for n in (name.casefold(), name.split(",")[0].casefold()) if n]
        about_self = any(subject.startswith(n) for n in (*names, *_SELF))
        yours = event == "beginning_of_step" and " your " in f" {condition.casefold()} "
        return UnsupportedLine(line, "triggered", event, step, about_self, yours)
    if _KEYWORD.match(line):
        return UnsupportedLine(line, "keyword")
    if _COST.match(line):
        return UnsupportedLine(line, "activated")
    if _CHARACTERISTIC.search(line):
        return UnsupportedLine(line, "characteristic")
    return UnsupportedLine(line, "spell" if spell else "static")

"""Mana in amounts and mana triggers (CR 106, 605): "Add three mana of any one color", "Add two
mana in any combination of colors", "Whenever enchanted land is tapped for mana, its controller
adds an additional {G}", "Whenever a player taps a land for mana, that player adds one mana of
any type that land produced", and the sacrifice triggers "Whenever you sacrifice another
permanent, …" (701.21a).

A "tapped for mana" trigger is read only when its effect adds mana and nothing else: then it is
a triggered mana ability (605.1b) and resolves at once (605.4a). One that does something else
(Manabarbs' damage) would use the stack, which the engine's tapped-for-mana path doesn't do, so
it stays unread.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.filter_words import filter_words, one
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.selectors import NUMBERS, group
from engine.cards.compiler.text import Line, pattern

_COLORS = ["{W}", "{U}", "{B}", "{R}", "{G}"]
_NUMBER = "|".join(w for w in NUMBERS if w not in ("a", "an"))
_SYMBOLS = re.compile(r"(?:\{[WUBRGC]\})+")


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: "Add an amount of {G} equal to your devotion to green" (700.5).
_DEVOTION = re.compile(r"[Aa]dd an amount of \{([WUBRG])\} equal to your devotion to (\w+)")
#: Mana in an amount the pool or the board decides, by the sentence.
_POOL_AMOUNTS: dict[str, dict[str, Any]] = {
    # Doubling Cube (106.4; its ruling: the "type" of mana is its color, or colorless).
    "Double the amount of each type of unspent mana you have": {"op": "double_mana_pool"},
    # Nykthos, Shrine to Nyx; Nyx Lotus (700.5: the color chosen as it resolves, 608.2d).
    "Choose a color. Add an amount of mana of that color equal to your devotion to that color": {
        "op": "add_mana_devotion"
    },
}


def _count(word: str) -> int | None:
    n = NUMBERS.get(word)
    return n if isinstance(n, int) and 1 <= n <= 20 else None


def amounts(text: str) -> list[dict[str, Any]] | None:
    """ "Add three mana of any one color." (one color chosen, 106.4), "Add two mana in any
    combination of colors." / "… of {R} and/or {G}." (each mana's type chosen), with or without
    the capital and the full stop (a spell's instruction, a trigger's effect)."""
    text = text.removesuffix(".")
    if text in _POOL_AMOUNTS:
        return [dict(_POOL_AMOUNTS[text])]
    if m := _DEVOTION.fullmatch(text):
        if m.group(2) != _COLOR_NAMES.get(m.group(1)):
            return None
        return [{"op": "add_mana_devotion", "color": m.group(1)}]
    if m := pattern(rf"[Aa]dd ({_NUMBER}) mana of any one color").fullmatch(text):
        n = _count(m.group(1))
        if n is None:
            return None
        if n == 1:
            return [{"op": "add_mana_one_of", "options": _COLORS}]
        return [{"op": "add_mana_one_of", "options": _COLORS, "amount": n}]
    if m := pattern(
        rf"[Aa]dd ({_NUMBER}) mana in any combination of "
        r"(colors|\{[WUBRG]\} and/or \{[WUBRG]\})"
    ).fullmatch(text):
        n = _count(m.group(1))
        if n is None or n < 2:
            return None
        effect: dict[str, Any] = {"op": "add_mana_combination", "amount": n}
        if m.group(2) != "colors":
            pair = pattern(r"\{[WUBRG]\}").findall(m.group(2))
            if len(set(pair)) != 2:
                return None
            effect["options"] = pair
        return [effect]
    return None


def _additional(text: str) -> list[dict[str, Any]] | None:
    """ "its controller adds an additional {G}" / "… one mana of any color" / "… two mana in any
    combination of colors": mana the player who tapped the permanent adds (106.12a)."""
    m = pattern(r"its controller adds an additional (.+)").fullmatch(text)
    if m is None:
        return None
    what = m.group(1)
    if _SYMBOLS.fullmatch(what):
        return [{"op": "add_mana", "mana": what, "player": "that_player"}]
    if what == "one mana of any color":
        return [{"op": "add_mana_one_of", "options": _COLORS, "player": "that_player"}]
    found = amounts(f"add {what}")
    if found is None:
        return None
    return [{**e, "player": "that_player"} for e in found]


def _lands(words: str) -> dict[str, Any] | None:
    """ "a land", "a basic land", "an Island", "a Mountain, Forest, or Plains": the permanents
    whose being tapped for mana the trigger watches."""
    words = pattern(r"^an? ").sub("", words)
    parts = pattern(r", or |, | or ").split(words)
    if len(parts) > 1:
        flts = [group(p) for p in parts]
        if not all(f is not None and set(f) == {"subtypes"} for f in flts):
            return None
        return {"any_subtypes": [s for f in flts if f for s in f["subtypes"]]}
    flt = group(words)
    if flt is None or not ({"Land"} <= set(flt.get("types", ())) or flt.get("subtypes")):
        return None
    if set(flt) - {"types", "supertypes", "subtypes"}:
        return None
    return flt


def triggered(text: str) -> dict[str, Any] | None:
    """A triggered mana ability that triggers on a permanent being tapped for mana (106.12a,
    605.1b), or None."""
    trigger: dict[str, Any] = {"event": "tapped_for_mana", "caster": "any"}
    if m := pattern(r"Whenever enchanted land is tapped for mana, (.+)\.").fullmatch(text):
        trigger |= {"scope": "enchanted", "filter": {"types": ["Land"]}}
        effects = _additional(m.group(1))
    elif m := pattern(r"Whenever (an? [A-Z]\w+) is tapped for mana, (.+)\.").fullmatch(text):
        flt = _lands(m.group(1))
        if flt is None:
            return None
        trigger["filter"] = flt
        effects = _additional(m.group(2))
    elif m := pattern(
        r"Whenever a player taps (.+?) for mana, that player adds one mana of any type that "
        r"land produced\."
    ).fullmatch(text):
        flt = _lands(m.group(1))
        if flt is None:
            return None
        trigger["filter"] = flt if "any_subtypes" not in flt else {"types": ["Land"], **flt}
        effects = [{"op": "add_mana_produced"}]
    elif m := _YOU_TAP.fullmatch(text):
        # "Whenever you tap a Forest for mana, add an additional {G}." (Nissa, Who Shakes the
        # World): tapped for mana by this permanent's controller (106.12a).
        flt = _lands(m.group(1))
        if flt is None:
            return None
        trigger |= {"caster": "you", "filter": flt}
        effects = (
            [{"op": "add_mana_produced"}]
            if m.group(2) == "one mana of any type that land produced"
            else _additional(f"its controller adds {m.group(2)}")
        )
    else:
        return None
    if effects is None:
        return None
    return {"kind": "triggered", "trigger": trigger, "effects": effects}


_YOU_TAP = re.compile(
    r"Whenever you tap (an? [A-Z]\w+|a land) for mana, add (an additional .+|one mana of any "
    r"type that land produced)\."
)


_REPLACEMENT = re.compile(
    r"If you tap an? (permanent|land|basic land) for mana, it produces (twice|three times) as "
    r"much of that mana instead\."
)


def replacement(text: str) -> dict[str, Any] | None:
    """ "If you tap a permanent [a basic land] for mana, it produces twice [three times] as much
    of that mana instead." (Mana Reflection, Nyxbloom Ancient): a replacement effect on the mana
    production event while such a mana ability resolves (106.12b), or None."""
    m = _REPLACEMENT.fullmatch(text)
    if m is None:
        return None
    flt = group(m.group(1))
    if flt is None:
        return None
    return {
        "kind": "mana_replacement",
        "player": "you",
        "filter": flt,
        "multiply": 2 if m.group(2) == "twice" else 3,
    }


def replacement_words(a: Any) -> str | None:
    """The words for a mana replacement effect, or None for another ability."""
    if not isinstance(a, dict) or a.get("kind") != "mana_replacement":
        return None
    what = filter_words(a.get("filter", {})) or "permanent"
    times = {2: "twice", 3: "three times"}.get(a.get("multiply", 2), f"{a.get('multiply')} times")
    return (
        f"a replacement effect: while you tap {one(what)} for mana (106.12), its mana ability "
        f"produces {times} as much of that mana instead (106.12b, 614.1a); mana added by "
        "triggered mana abilities is not tapped-for mana and isn't multiplied"
    )


_SACRIFICE = re.compile(r"Whenever (you sacrifice|a player sacrifices) (an?|another) (.+?), ")


def sacrifice_trigger(text: str) -> tuple[dict[str, Any], str] | None:
    """ "Whenever you sacrifice another permanent, …" / "Whenever a player sacrifices a
    creature, …" (701.21a): the trigger event and the rest of the line; it looks back in time
    at the sacrificed permanent (603.10a)."""
    m = _SACRIFICE.match(text)
    if m is None:
        return None
    flt = group(m.group(3))
    if flt is None or set(flt) - {"types", "any_types", "subtypes", "token"}:
        return None
    if m.group(2) == "another":
        flt["other"] = True
    trigger = {"event": "sacrifice", "scope": "you_control", "filter": flt}
    if m.group(1) != "you sacrifice":
        trigger["caster"] = "any"
    return trigger, text[m.end() :]


def trigger_words(trigger: dict[str, Any], filter_words: str) -> str | None:
    """The trigger conditions of this module in words (`filter_words`: the trigger's filter as
    the card page says it, "other permanent"), or None for another event."""
    event = trigger["event"]
    if event == "sacrifice" and trigger.get("scope") == "you_control":
        who = "a player sacrifices" if trigger.get("caster") == "any" else "you sacrifice"
        return (
            f"whenever {who} {one(filter_words)} (for any reason, a cost or an effect, "
            "701.21a; seen as it last existed on the battlefield, 603.10a)"
        )
    if event != "tapped_for_mana":
        return None
    flt = trigger.get("filter", {})
    lands = " or ".join(flt.get("any_subtypes", ())) or " ".join(flt.get("subtypes", ()))
    lands = " ".join([*(s.lower() for s in flt.get("supertypes", ())), lands or "land"])
    if trigger.get("scope") == "enchanted":
        what = "the land it enchants is tapped for mana"
    else:
        who = "you tap" if trigger.get("caster") == "you" else "a player taps"
        what = f"{who} {'an' if lands[:1] in 'aeiouAEIOU' else 'a'} {lands} for mana"
    return (
        f"whenever {what} (106.12a; a triggered mana ability: it resolves at once, without the "
        "stack, 605.1b, 605.4a)"
    )


def effect_words(e: dict[str, Any]) -> str | None:
    """This module's mana effects in words, or None for another op."""
    op = e.get("op")
    who = "the player who tapped it for mana adds" if e.get("player") == "that_player" else "add"
    options = e.get("options", _COLORS)
    which = "any color" if list(options) == _COLORS else " or ".join(options)
    if op == "add_mana_combination":
        mix = "colors" if list(options) == _COLORS else " and/or ".join(options)
        return (
            f"{who} {e['amount']} mana in any combination of {mix} (each mana's type chosen as "
            "it resolves, 106.4)"
        )
    if op == "add_mana_one_of" and e.get("amount", 1) > 1:
        return f"{who} {e['amount']} mana of one type chosen as it resolves ({which}, 106.4)"
    if op == "add_mana_one_of" and e.get("player") == "that_player":
        return f"{who} one mana of {which}"
    if op == "add_mana" and e.get("player") == "that_player":
        return f"{who} {e['mana']}"
    if op == "add_mana_for_each":
        # Its count is said after it ("…, where X is …", `words.effect`).
        return f"add {e['mana']} X times (106.4)"
    if op == "add_mana_produced":
        return "that player adds one mana of any type that land produced (106.12a)"
    if op == "double_mana_pool":
        return (
            "add as much mana of each type as your mana pool holds once its cost is paid "
            "(106.4; a mana ability, 605.1a)"
        )
    if op == "add_mana_devotion":
        color = e.get("color")
        what = f"{{{color}}}" if color else "one color chosen as it resolves (608.2d)"
        return (
            f"add mana of {what}, as much as your devotion to that color as it resolves: the "
            "symbols of that color among the mana costs of permanents you control (700.5)"
        )
    return None


#: A line that is only the reminder of what a Phyrexian mana symbol in the card's mana cost
#: means ("({U/P} can be paid with either {U} or 2 life.)", 107.4f).
_PHYREXIAN_REMINDER = re.compile(r"\(\{([WUBRG])/P\} can be paid with either \{\1\} or 2 life\.\)")
#: Or a hybrid one ("({G/W} can be paid with either {G} or {W}.)", 107.4e).
_HYBRID_REMINDER = re.compile(
    r"\(\{([WUBRG])/([WUBRG])\} can be paid with either \{\1\} or \{\2\}\.\)"
)


@line_reader("mana: hybrid or Phyrexian reminder", 350)
def symbol_reminder(line: Line) -> LineReading | None:
    """Words for a line that is only the reminder text of a hybrid or Phyrexian mana symbol,
    which has no rules meaning (207.2): the engine pays a hybrid symbol with either of its colors
    (107.4e) and a Phyrexian one with its color or 2 life (107.4f) as any cost is paid
    (601.2g-h), or None for any other line."""
    printed = line.printed
    if not printed.startswith("({"):  # most lines asked are no such reminder
        return None
    if _PHYREXIAN_REMINDER.fullmatch(printed):
        return LineReading(
            (),
            "reminder text (207.2): each Phyrexian mana symbol in its cost can be paid with one "
            "mana of its color or 2 life (107.4f)",
        )
    if _HYBRID_REMINDER.fullmatch(printed):
        return LineReading(
            (),
            "reminder text (207.2): each hybrid mana symbol in its cost can be paid with one mana "
            "of either of its colors (107.4e)",
        )
    return None

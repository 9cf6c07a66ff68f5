"""Replacement effects that change an amount, read and said back in words (CR 614.1a, 616.1).

- Damage: "If a source would deal damage to a permanent or player, it deals double that damage
  to that permanent or player instead." (Furnace of Rath), "… triple that damage …", "If a red
  source you control would deal damage to an opponent or a permanent an opponent controls, it
  deals that much damage plus 2 instead." (Torbran), "… that much damage minus 1 …".
- Counters: "If an effect would put one or more counters on a permanent you control, it puts
  twice that many of those counters on that permanent instead." (Doubling Season), "If one or
  more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters
  are put on it instead." (Hardened Scales), "… twice that many …", "… minus one …".
- Tokens: "If an effect would create one or more tokens under your control, it creates twice
  that many of those tokens instead." (Anointed Procession), "If one or more tokens would be
  created [under your control], twice that many of those tokens are created instead."
- "Can't" effects on counters (614.17, not replacement effects): "Players can't get counters."
  and "Counters can't be put on artifacts, creatures, enchantments, or lands." (Solemnity).
- Life: "[If you control a creature, ]damage that would reduce your life total to less than 1
  reduces it to 1 instead." (Worship: damage's results, 120.4c), "Your life total can't
  change." (Platinum Emperion: a "can't" effect, 119.7, 119.8) and "If you would gain life, you
  gain twice that much life / that much life plus 1 instead." (Boon Reflection, Angel of
  Vitality: 614.1a, 119.10).
- Prevention of a number: "If a [red] source [an opponent controls] would deal damage to you,
  prevent 1 of that damage." (Urza's Armor, the Spheres: 615.10), once in each damage event.

Each is a `Replacement` of the card vocabulary (event "damage", "counters" or "tokens", with
`multiply` or `add`) or a `CountersProhibition`; when several apply to one event, the affected
player or the controller of the affected object chooses their order (616.1).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.conditions import condition
from engine.cards.compiler.filter_words import filter_words, one
from engine.cards.compiler.selectors import NUMBERS, group
from engine.cards.compiler.spell_phrases import spell_filter
from engine.cards.compiler.text import pattern

Ability = dict[str, Any]

#: Who damage would be dealt to, as `Replacement.to` (with a filter for permanents).
_DAMAGE_TO: dict[str, tuple[str, dict[str, Any]]] = {
    "a permanent or player": ("any", {}),
    "an opponent or a permanent an opponent controls": ("opponent_or_theirs", {}),
    "an opponent": ("opponent", {}),
    "a player": ("player", {}),
    "you": ("you", {}),
    "a creature": ("permanent", {"types": ["Creature"]}),
    "a creature you control": ("permanent", {"types": ["Creature"], "controller": "you"}),
    "a creature an opponent controls": (
        "permanent",
        {"types": ["Creature"], "controller": "opponent"},
    ),
}
#: The recipient said again after the new amount ("… to that permanent or player instead").
_AGAIN = (
    r"(?: to (?:that permanent or player|that player or permanent|that player|that creature|"
    r"that permanent|you))?"
)
_DAMAGE = re.compile(
    r"If (?P<source>.+?) would deal damage(?: to (?P<to>.+?))?, (?:it|that source) deals "
    r"(?:(?P<times>double|triple) that damage|that much damage (?P<way>plus|minus) (?P<n>\w+))"
    rf"{_AGAIN} instead\."
)
_TIMES = {"double": 2, "twice": 2, "triple": 3, "three times": 3}


def _source(phrase: str) -> dict[str, Any] | None:
    """ "a source" -> {}; "a red source you control", "another instant or sorcery source you
    control", "a creature you control" -> a filter of the damage's source; None if unread."""
    m = pattern(r"(a|an|another) (?:(.+) )?source( you control| an opponent controls)?").fullmatch(
        phrase
    )
    if m is None:
        named = pattern(r"an? (.+)").fullmatch(phrase)
        return group(named.group(1)) if named else None
    flt = spell_filter(m.group(2) or "")
    if flt is None:
        return None
    if m.group(1) == "another":
        flt["other"] = True
    if m.group(3):
        flt["controller"] = "you" if m.group(3) == " you control" else "opponent"
    return flt


def damage(text: str) -> Ability | None:
    """A damage-changing replacement ability (614.1a), or None."""
    m = _DAMAGE.fullmatch(text)
    if m is None:
        return None
    source = _source(m.group("source"))
    to = _DAMAGE_TO.get(m.group("to") or "a permanent or player")
    if source is None or to is None:
        return None
    found: Ability = {"kind": "replacement", "event": "damage", "to": to[0]}
    if to[1]:
        found["filter"] = to[1]
    if source:
        found["source"] = source
    if m.group("times"):
        found["multiply"] = _TIMES[m.group("times")]
        return found
    n = NUMBERS.get(m.group("n")) if not m.group("n").isdigit() else int(m.group("n"))
    if not n:
        return None
    found["add"] = n if m.group("way") == "plus" else -n
    return found


#: "If a [red] source [an opponent controls] would deal damage to you [or a creature you
#: control], prevent 1 of that damage." (Urza's Armor, the Spheres, Guardian Seraph): a static
#: prevention effect of a number of damage, applied once to each damage event (615.10).
_PREVENT_SOME = re.compile(
    r"If (?P<source>.+?) would deal damage to (?P<to>.+?), prevent (?P<n>[1-9]) of that damage\."
)
#: Who that damage would be dealt to, as `Replacement.to` (and a filter of the permanents).
_PREVENTED_TO: dict[str, tuple[str, dict[str, Any]]] = {
    "you": ("you", {}),
    "equipped creature": ("attached", {}),
    "enchanted creature": ("attached", {}),
    "you or a creature you control": ("you_and_yours", {"types": ["Creature"]}),
    "you or a permanent you control": ("you_and_yours", {}),
}


def prevent_some(text: str) -> Ability | None:
    """A static ability preventing N of the damage of each event it applies to (615.10), or
    None: the recipients it names (a group of permanents by `_permanents`), the sources."""
    m = _PREVENT_SOME.fullmatch(text)
    if m is None:
        return None
    source = _source(m.group("source"))
    to = _PREVENTED_TO.get(m.group("to"))
    if to is None and (on := _permanents(m.group("to"))) is not None:
        to = ("permanent", on)
    if source is None or to is None:
        return None
    found: Ability = {"kind": "replacement", "event": "damage", "to": to[0]}
    if to[1]:
        found["filter"] = to[1]
    if source:
        found["source"] = source
    return found | {"prevent": int(m.group("n"))}


#: "If an effect would put one or more counters on X, it puts twice that many of those counters
#: on that permanent instead." (Doubling Season)
_EFFECT_COUNTERS = re.compile(
    r"If an effect would put one or more counters on (?P<on>.+?), it puts (?P<times>twice) that "
    r"many of those counters on that permanent instead\."
)
#: "If one or more [+1/+1 ]counters would be put on X, <how many> are put on it instead."
_COUNTERS = re.compile(
    r"If one or more (?P<kind>[+-]1/[+-]1 )?counters would be put on (?P<on>.+?), (?P<many>.+?) "
    r"are put on (?:it|that creature|that permanent) instead\."
)
_MANY = {
    "twice that many": {"multiply": 2},
    "three times that many": {"multiply": 3},
    "that many plus one": {"add": 1},
}


def _how_many(words: str, kind: str) -> dict[str, int] | None:
    """ "that many plus one +1/+1 counters", "twice that many of each of those kinds of
    counters", "that many -1/-1 counters minus one" -> the change, or None."""
    if not kind:
        rest = words.removesuffix(" of each of those kinds of counters")
        return _MANY.get(rest) if rest != words else None
    if words.endswith(f" {kind} counters"):
        return _MANY.get(words.removesuffix(f" {kind} counters"))
    return {"add": -1} if words == f"that many {kind} counters minus one" else None


def _permanents(phrase: str) -> dict[str, Any] | None:
    """ "a creature you control", "another creature you control" -> a filter, or None."""
    return group(pattern(r"^an? ").sub("", phrase))


def counters(text: str) -> Ability | None:
    """A counter-changing replacement ability (614.1a, 122.6), or None."""
    change: dict[str, int] | None
    if m := _EFFECT_COUNTERS.fullmatch(text):
        on, change, kind = _permanents(m.group("on")), {"multiply": 2}, ""
    elif m := _COUNTERS.fullmatch(text):
        kind = (m.group("kind") or "").strip()
        on, change = _permanents(m.group("on")), _how_many(m.group("many"), kind)
    else:
        return None
    if on is None or change is None:
        return None
    found: Ability = {"kind": "replacement", "event": "counters", "filter": on}
    if kind:
        found["counter"] = kind
    return found | change


_TOKENS = re.compile(
    r"If (?:an effect would create one or more tokens(?P<yours1> under your control), it creates "
    r"(?P<t1>twice) that many of those tokens|one or more tokens would be created"
    r"(?P<yours2> under your control)?, (?P<t2>twice|three times) that many of those tokens are "
    r"created) instead\."
)


def tokens(text: str) -> Ability | None:
    """A token-multiplying replacement ability (614.1a, 111.1), or None."""
    m = _TOKENS.fullmatch(text)
    if m is None:
        return None
    yours = m.group("yours1") or m.group("yours2")
    return {
        "kind": "replacement",
        "event": "tokens",
        "to": "you" if yours else "any",
        "multiply": _TIMES[m.group("t1") or m.group("t2")],
    }


#: "If you would gain life, you gain twice that much life instead." (Boon Reflection) / "…
#: you gain that much life plus 1 instead." (Angel of Vitality): 614.1a, 119.10.
_LIFE_GAIN = re.compile(
    r"If you would gain life, you gain (?:(?P<times>twice|three times) that much life|that much "
    r"life plus (?P<n>\w+)) instead\."
)


def life_gain(text: str) -> Ability | None:
    """A replacement ability changing the life its controller would gain (614.1a), or None."""
    m = _LIFE_GAIN.fullmatch(text)
    if m is None:
        return None
    found: Ability = {"kind": "replacement", "event": "life_gain", "to": "you"}
    if m.group("times"):
        return found | {"multiply": _TIMES[m.group("times")]}
    n = int(m.group("n")) if m.group("n").isdigit() else NUMBERS.get(m.group("n"))
    return found | {"add": n} if n else None


_PERMANENT_TYPES = re.compile(r"Counters can't be put on (.+)\.")


def prohibition(text: str) -> Ability | None:
    """ "Players can't get counters." / "Counters can't be put on artifacts, creatures,
    enchantments, or lands." — a "can't" effect (614.17), or None."""
    if text == "Players can't get counters.":
        return {"kind": "counters_prohibition", "players": True}
    m = _PERMANENT_TYPES.fullmatch(text)
    on = group(m.group(1)) if m else None
    if on is None or not on:
        return None
    return {"kind": "counters_prohibition", "filter": on}


_FLOOR = re.compile(
    r"(?:(?:If|As long as) (?P<cond>.+?), d|D)amage that would reduce your life total to less "
    r"than (?P<n>\d+) reduces it to (?P=n) instead\."
)


def life_floor(text: str) -> Ability | None:
    """ "[If you control a creature, ]damage that would reduce your life total to less than 1
    reduces it to 1 instead." (Worship): a replacement effect on damage's results (120.4c)."""
    m = _FLOOR.fullmatch(text)
    if m is None or not 1 <= int(m.group("n")) <= 100:
        return None
    found: Ability = {
        "kind": "replacement",
        "event": "damage_life_loss",
        "floor": int(m.group("n")),
    }
    if (cond := m.group("cond")) is None:
        return found
    life = pattern(r"you have (\d+) or more life").fullmatch(cond)
    asked = {"your_life_at_least": int(life.group(1)), "text": cond} if life else condition(cond)
    return None if asked is None else found | {"condition": asked}


def read(text: str) -> Ability | None:
    """A line of this family, or None."""
    if text == "Your life total can't change.":
        return {"kind": "life_cant_change"}
    if text == "You can't lose the game and your opponents can't win the game.":
        return {"kind": "cant_lose_game"}
    if text == "You don't lose the game for having 0 or less life.":
        return {"kind": "cant_lose_game", "life_only": True}
    if text == (
        "As long as you have 0 or less life, all damage is dealt to you as though its source "
        "had infect."
    ):
        return {"kind": "damage_as_though_infect"}
    return (
        damage(text)
        or prevent_some(text)
        or life_gain(text)
        or counters(text)
        or tokens(text)
        or prohibition(text)
        or life_floor(text)
    )


_TO_WORDS = {
    "any": "a permanent or player",
    "attached": "the creature it is attached to",
    "you_and_yours": "you or a permanent you control",
    "opponent_or_theirs": "an opponent or a permanent an opponent controls",
    "opponent": "an opponent",
    "player": "a player",
    "you": "you",
    "permanent": "a permanent",
}


def _change(a: Ability) -> str:
    if (n := a.get("add", 0)) != 0:
        return f"that much damage {'plus' if n > 0 else 'minus'} {abs(n)}"
    times = {2: "double", 3: "triple"}.get(a.get("multiply", 1), "that many times")
    return f"{times} that damage"


def _times(a: Ability) -> str:
    return {2: "twice", 3: "three times"}.get(a.get("multiply", 1), "that many times")


def _other_said(a: Ability) -> str | None:
    """Words for a counters or tokens ability of this family, or None."""
    if a.get("kind") == "cant_lose_game" and a.get("life_only"):
        return (
            "a “can't” effect: while this permanent is on the battlefield, having 0 or less "
            "life doesn't make you lose the game (704.5a, 104.3b, 614.17); poison counters, a "
            "draw from an empty library or an effect still do, and your opponents may still win"
        )
    if a.get("kind") == "damage_as_though_infect":
        return (
            "while you have 0 or less life, damage dealt to you gives you that many poison "
            "counters instead of making you lose life, as though its source had infect "
            "(702.90b, 120.3b)"
        )
    if a.get("kind") == "cant_lose_game":
        return (
            "a “can't” effect: while this permanent is on the battlefield you can't lose the "
            "game — 0 or less life, a draw from an empty library and ten poison counters don't "
            "make you lose (104.3b-d, 704.5a-c, 614.17) — and your opponents can't win it"
        )
    if a.get("kind") == "life_cant_change":
        return (
            "a “can't” effect: your life total can't change — you gain and lose no life, "
            "damage dealt to you is still dealt but takes no life, and you can pay no life but 0 "
            "(119.7, 119.8, 119.4b, 614.17)"
        )
    if a.get("kind") == "counters_prohibition" and a.get("players"):
        return (
            "a “can't” effect: players can't get counters — poison, energy or any other "
            "(614.17); it isn't a replacement effect (614.17c)"
        )
    if a.get("kind") == "counters_prohibition":
        flt = a.get("filter") or {}
        on = filter_words(flt, plural=True)
        if listed := flt.get("any_types"):
            named = [f"{t.lower()}s" for t in listed]
            on = (
                f"{', '.join(named[:-1])}, or {named[-1]}" if len(named) > 2 else " or ".join(named)
            )
        return (
            f"a “can't” effect: no counters can be put on {on}, on the battlefield or as they "
            "enter (614.17, 122.6); it isn't a replacement effect, and no replacement effect "
            "changes an event that can't happen (614.17c)"
        )
    if a.get("kind") != "replacement":
        return None
    if a.get("event") == "counters":
        kind = f"{a['counter']} counters" if a.get("counter") else "counters"
        on = one(filter_words(a.get("filter", {})))
        n = a.get("add", 0)
        many = f"that many plus {n}" if n > 0 else f"that many minus {-n}" if n else ""
        many = many or f"{_times(a)} that many"
        return (
            f"a replacement effect: if one or more {kind} would be put on {on} — on the "
            f"battlefield or as it enters (122.6) — {many} are put on it instead (614.1a); "
            "with other effects changing them, the permanent's controller chooses their order "
            "(616.1)"
        )
    if a.get("event") == "damage_life_loss":
        floor = a["floor"]
        asked = a.get("condition")
        when = f"while {asked['text']} (checked as the damage is dealt), " if asked else ""
        return (
            f"a replacement effect: {when}damage that would reduce your life total to less than "
            f"{floor} reduces it to {floor} instead — the damage is still dealt; only its result, "
            "the life lost, changes (120.4c, 614.1a)"
        )
    if a.get("event") == "life_gain":
        n = a.get("add", 0)
        much = f"that much life plus {n}" if n else f"{_times(a)} that much life"
        return (
            f"a replacement effect: if you would gain life, you gain {much} instead — from any "
            "source, lifelink too, never a gain of 0 (614.1a, 119.10); with other effects "
            "changing it, you choose their order (616.1)"
        )
    if a.get("event") == "tokens":
        whose = " under your control" if a.get("to") == "you" else ""
        return (
            f"a replacement effect: if an effect would create one or more tokens{whose}, "
            f"{_times(a)} that many of those tokens are created instead (614.1a, 111.1)"
        )
    return None


def said(a: Any) -> str | None:
    """Words for an ability of this family, or None for any other."""
    if not isinstance(a, dict):
        return None
    if a.get("kind") != "replacement" or a.get("event") != "damage":
        return _other_said(a)
    prevented = a.get("prevent")
    if "add" not in a and "multiply" not in a and not isinstance(prevented, int):
        return None
    source = a.get("source")
    by = "a source"
    if source:
        rest = {k: v for k, v in source.items() if k != "controller"}
        by = one(filter_words(rest, "source"))
        if rest.get("any_types"):
            by += " source"  # "an instant or sorcery source": the types replace the noun
        if source.get("controller") in ("you", "opponent"):
            by += " you control" if source["controller"] == "you" else " an opponent controls"
    to = _TO_WORDS[a.get("to", "any")]
    if a.get("to") == "permanent" and a.get("filter"):
        to = one(filter_words(a["filter"]))
    if a.get("to") == "you_and_yours" and a.get("filter"):
        to = f"you or {one(filter_words(a['filter']))} you control"
    if isinstance(prevented, int):
        return (
            f"a prevention effect: if {by} would deal damage to {to}, {prevented} of that "
            "damage is prevented — in each damage event it applies to, separately (615.10); "
            "with other effects changing it, the player or the controller of the permanent it "
            "would be dealt to chooses their order (616.1)"
        )
    return (
        f"a replacement effect: if {by} would deal damage to {to}, it deals "
        f"{_change(a)} instead (614.1a); with other effects changing it, the player "
        "or the controller of the permanent it would be dealt to chooses their order (616.1)"
    )

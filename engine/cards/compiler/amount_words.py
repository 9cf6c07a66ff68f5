"""What a counted amount says in words: the card page's "the engine reads this as …"
(`engine.cards.compiler.words`) for an amount `amounts` read — "the number of creatures you
control", "the number of instant or sorcery cards in your graveyard", "the power of this
object", "+X/+0" (107.3c, 608.2h) — from the definition's data, not from the oracle text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

FilterWords = Callable[..., str]
RefWords = Callable[[Any, list[dict[str, Any]]], str]

#: The counts whose words name no object or group: said the same wherever they are counted.
_FIXED_WORDS = {
    "event_amount": "the damage dealt by the event that triggered it (603.2)",
    "colors_spent": "the number of colors of mana spent to cast it (601.2h)",
    "times_kicked": "the number of times it was kicked (702.33d)",
    "this_turn": "the amount of life you gained this turn (119.3)",
    "opponents": "the number of opponents you have (102.2, 806.1)",
    "life_total": "your life total (119.1)",
    "party": "the number of creatures in your party (700.8: up to one each of Cleric, Rogue, "
    "Warrior and Wizard you control)",
}


def permanents_counted(flt: dict[str, Any], filter_words: FilterWords) -> str:
    """ "the number of Forests you control", "the number of other attacking Kithkin on the
    battlefield": a count of permanents in words, the subtype the noun when it names one."""
    subtypes = flt.get("subtypes", ())
    if len(subtypes) == 1 and not flt.get("types") and not flt.get("any_types"):
        counted = filter_words({**flt, "subtypes": ()}, subtypes[0], plural=True)
    else:
        counted = filter_words(flt, plural=True)
    where = "" if flt.get("controller", "any") != "any" else " on the battlefield"
    return f"the number of {counted}{where}"


def count_words(
    q: dict[str, Any], specs: list[dict[str, Any]], filter_words: FilterWords, ref: RefWords
) -> str:
    """What a counted amount counts: "the number of creatures you control", "the number of
    instant or sorcery cards in your graveyard", "the power of this object"; `filter_words`
    and `ref` say a filter and a target in words."""
    kind = q["count"]
    flt = dict(q.get("filter", {}))
    if kind == "permanents":
        said = permanents_counted(flt, filter_words)
    elif kind == "cards":
        types = flt.pop("any_types", ()) or flt.pop("types", ())
        cards = " ".join(w for w in (" or ".join(types).lower(), "cards") if w)
        rest = filter_words(flt, "").strip()
        whose = {"each": "all", "target": "target player's"}.get(q.get("player", "you"), "your")
        if q.get("player") == "target" and specs:
            whose = ref(q.get("target"), specs) + "'s"
        zone = q["zone"] + ("s" if whose == "all" else "")
        if q.get("named_this"):
            cards += " with this object's name (201.2)"
        said = f"the number of {f'{rest} ' if rest else ''}{cards} in {whose} {zone}"
    elif kind == "counters":
        of = q.get("of", "self")
        whose = "this object" if of == "self" else ref(of, specs)
        said = f"the number of {q['kind']} counters on {whose}"
    elif kind == "devotion":
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        to = " and ".join(names[c] for c in q["colors"])
        said = (
            f"your devotion to {to} (700.5: the mana symbols of that color among the mana "
            "costs of permanents you control)"
        )
    elif kind in _FIXED_WORDS:
        said = _FIXED_WORDS[kind]
    elif kind == "died":
        token = "nontoken " if q.get("nontoken") else ""
        token += f"{q['subtype']} " if q.get("subtype") else ""
        whose = "a" if q.get("owner") == "any" else "your"
        said = (
            f"the number of {token}creatures put into {whose} graveyard from the battlefield "
            "this turn (700.4)"
        )
    elif kind == "among":
        group = count_words(q["among"], specs, filter_words, ref).removeprefix("the number of ")
        said = f"the number of {q['kind'].replace('_', ' ')} among {group}"
    elif kind == "sum":
        terms = [count_words(t, specs, filter_words, ref) for t in q["terms"]]
        plus = [str(q["plus"])] if q.get("plus") else []
        said = " plus ".join(plus + terms)
    elif kind == "greatest":
        group = permanents_counted(q["filter"], filter_words).removeprefix("the number of ")
        said = f"the greatest {q['stat'].replace('_', ' ')} among {group}"
    else:
        of = q.get("of", "self")
        named = {"self": "this object", "sacrificed": "the permanent sacrificed to pay the cost"}
        said = f"the {kind.replace('_', ' ')} of {named.get(of) or ref(of, specs)}"
    times = q.get("times", 1)
    return said if times == 1 else f"{times} times {said}"


def counted_in(e: dict[str, Any]) -> dict[str, Any] | None:
    """The counted amount an instruction has, if any (its own, or its P/T change's)."""
    for key in ("amount", "count", "size"):
        if isinstance(e.get(key), dict):
            return dict(e[key])
    for m in e.get("modifications", ()):
        if m.get("op") == "modify_pt_by" and isinstance(m.get("amount"), dict):
            return dict(m["amount"])
    return None


def times_x(n: int) -> str:
    """One part of "+X/+0": n times X, signed."""
    sign = "-" if n < 0 else "+"
    return "+0" if n == 0 else f"{sign}{'' if abs(n) == 1 else abs(n)}X"


def zone_words(zone: str, flt: dict[str, Any], filter_words: FilterWords, ref: RefWords) -> str:
    """ "the number of creature cards in your graveyard": a static ability's count of cards
    (`amounts.cards_phrase` read back)."""
    whose = "each" if flt.get("controller") == "any" else "you"
    of = {k: value for k, value in flt.items() if k != "controller"}
    q = {"count": "cards", "zone": zone, "filter": of, "player": whose}
    return count_words(q, [], filter_words, ref)
